// The event page's scoreboard (docs/decisions/215) on a phone: a cricket event the match engine plays
// shows the batting innings, the run rate and the last balls as chips in at most two lines, and the
// board moves with the odds messages without a reload; its list row shows the score too.
import { expect, test } from '@playwright/test';
import { cricketMidInnings } from './support/cricket.ts';

test('an in-play cricket event shows a live scoreboard, two lines high on a phone, and its row shows the score', async ({ page, request }) => {
  test.setTimeout(300_000);
  // Balls are bowled in an innings, not in its break.
  const match = await cricketMidInnings(request);
  await page.goto('/inplay');
  const row = page.locator('.event-row', { hasText: match.name });
  await expect(row.locator('.event-row__score')).toHaveText(/^[A-Z][\w ]+ \d+\/\d+ \(\d+(\.\d)?\)$/);
  await page.goto(`/sports-event-detail/${match.id}`);
  const board = page.getByTestId('scoreboard');
  await expect(board).toContainText(/[A-Z][\w ]+ \d+\/\d+ \(\d+(\.\d)?\)/);
  await expect(board).toContainText(/CRR \d+\.\d\d/);
  await expect(board.getByRole('list', { name: 'Last six balls' }).getByRole('listitem').first()).toBeVisible();
  const box = await board.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(48);
  // A ball every few seconds at the default match speed: the figures change with no reload.
  const first = await board.innerText();
  await expect.poll(() => board.innerText(), { timeout: 30_000 }).not.toBe(first);
});
