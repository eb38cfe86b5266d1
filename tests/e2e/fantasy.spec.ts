/**
 * Fantasy cricket through the real UI against the reference server: the engine's cricket matches
 * (docs/decisions/216) with their countdowns, the exchange's in-play match live here too, a match's contests, building a valid team (a pick the rules refuse shows its
 * reason), captain and vice-captain, saving, joining a contest: the entry fee leaves the balance once;
 * cancelling, renaming and resetting a team; how to play and a reminder; the leaderboard live and final.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, dataOf } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { operatorAction, operatorCli, type OperatorTarget } from './support/operator.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser, type TestUser } from './support/users.ts';
import { addMoneyThroughGateway } from './support/wallet.ts';

const SCREENS_DIR = '.tmp/fantasy-screens';

async function balanceOf(request: APIRequestContext, user: TestUser): Promise<number> {
  return (await dataOf<{ bl: number }>(request.post('/api/user/wallet-balance', { headers: bearer(user.token) }))).bl;
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENS_DIR}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** A team of the cheapest valid eleven, saved and entered in a contest through the API; answers the players. */
async function joinByApi(request: APIRequestContext, user: TestUser, which: string | number, contestName: string, teamName: string) {
  const headers = bearer(user.token);
  const setup = await dataOf<{ matches: { match_id: number; title: string }[]; contests: { contest_id: number; match_id: number; name: string }[] }>(
    request.get('/api/fantasycricket/setup-data', { headers }),
  );
  const match = setup.matches.find((candidate) => (typeof which === 'number' ? candidate.match_id === which : candidate.title === which))!;
  const contest = setup.contests.find((candidate) => candidate.match_id === match.match_id && candidate.name === contestName)!;
  const players = await dataOf<{ player_id: number; team_id: number; role: string; credits: number }[]>(
    request.get(`/api/fantasycricket/players-list/${match.match_id}`, { headers }),
  );
  const [a, b] = [...new Set(players.map((player) => player.team_id))];
  const cheapest = (role: string, side: number | undefined, count: number) =>
    players
      .filter((player) => player.role === role && player.team_id === side)
      .sort((x, y) => x.credits - y.credits)
      .slice(0, count);
  const eleven = [...cheapest('wk', a, 1), ...cheapest('bat', a, 2), ...cheapest('bat', b, 2), ...cheapest('ar', a, 1), ...cheapest('ar', b, 1), ...cheapest('bowl', a, 2), ...cheapest('bowl', b, 2)];
  const team = await dataOf<{ team_id: number }>(
    request.post('/api/user/fantasy/add-team', {
      headers,
      data: { match_id: match.match_id, team_name: teamName, players: eleven.map((player, index) => ({ player_id: player.player_id, is_captain: index === 0, is_vice_captain: index === 1 })) },
    }),
  );
  await dataOf(
    request.post('/api/user/fantasy/place-bet', {
      headers: { ...headers, 'Idempotency-Key': `fantasy-e2e-${team.team_id}` },
      data: { match_id: match.match_id, team_id: team.team_id, contest_id: contest.contest_id },
    }),
  );
  return { matchId: match.match_id, contestId: contest.contest_id, captain: eleven[0]!.player_id };
}

async function pick(page: Page, role: 'WK' | 'BAT' | 'AR' | 'BOWL', names: string[]): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${role} `) }).click();
  for (const name of names) await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
}

test('build a valid team, join a contest, and see the entry fee leave the balance', async ({ page, request }) => {
  // Some 40 picks and checks: on two loaded cores the journey alone can pass the default minute.
  test.setTimeout(120_000);
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 1_000);
  await logInWithoutNotifications(page, user);

  await page.goto('/cricket-fight');
  await expect(page.getByRole('heading', { name: 'Fantasy cricket' })).toBeVisible();
  // The engine's seeded matches: England v South Africa is upcoming; India v Australia, in play on the
  // exchange, is live here too.
  const card = page.locator('.fantasy-match').filter({ hasText: 'England vs South Africa' });
  await expect(card.getByText(/^Starts in \d\d:\d\d:\d\d$/)).toBeVisible();
  await expect(page.locator('.fantasy-match').filter({ hasText: 'India vs Australia' })).toContainText('Live: entries closed');
  const inPlay = await dataOf<{ event_name: string; in_play: boolean }[]>(request.get('/api/sports/in-play-matches'));
  expect(inPlay.find((event) => event.event_name === 'India v Australia')?.in_play).toBe(true);
  expect(inPlay.some((event) => event.event_name === 'England v South Africa')).toBe(false);
  await screenshot(page, 'matches');
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: 'Contests' }).click();
  const mega = page.locator('.fantasy-contest').filter({ has: page.getByRole('heading', { name: 'Mega Contest' }) });
  await expect(mega).toContainText('₹4,700.00');
  await expect(mega).toContainText('₹49.00');
  await screenshot(page, 'contests');
  await expectNoAxeViolations(page);
  await page.locator('li').filter({ has: mega }).getByRole('link', { name: /^Join for ₹49/ }).click();

  await expect(page.getByRole('heading', { name: 'Create your team' })).toBeVisible();
  // The engine's squads (server/sports/engine/squads.ts) are the players.
  await pick(page, 'WK', ['P Salt']);
  await pick(page, 'BAT', ['Z Crawley', 'B Duckett', 'T Bavuma', 'R van der Dussen', 'J Root', 'H Brook']);
  // A seventh batter breaks the batters' limit: refused with the rule.
  await page.getByRole('button', { name: 'Add A Markram', exact: true }).click();
  await expect(page.locator('.fantasy-builder').getByRole('alert')).toHaveText('You can pick at most 6 batters.');
  await screenshot(page, 'refused');
  await page.getByRole('button', { name: 'Remove J Root' }).click();
  await page.getByRole('button', { name: 'Remove H Brook' }).click();
  await pick(page, 'AR', ['M Ali', 'A Phehlukwayo']);
  await pick(page, 'BOWL', ['K Maharaj', 'M Wood', 'A Rashid', 'A Nortje']);
  await expect(page.getByTestId('fantasy-count')).toHaveText('11/11');
  await expect(page.getByTestId('fantasy-credits')).toHaveText('8.5');
  await screenshot(page, 'eleven');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Next: captain and vice-captain' }).click();
  await page.getByRole('button', { name: 'Make P Salt captain' }).click();
  await page.getByRole('button', { name: 'Make Z Crawley vice-captain' }).click();
  await page.getByLabel('Team name').fill('Dream XI');
  await screenshot(page, 'captains');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save team' }).click();

  await expect(page.getByRole('heading', { name: 'Join a contest with Dream XI' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await screenshot(page, 'join');
  await page.getByRole('button', { name: /^Join for ₹49/ }).click();
  // Asked first: the fee and the balance after it, before any money moves.
  const confirm = page.getByRole('alertdialog', { name: 'Join this contest?' });
  await expect(confirm).toContainText('₹49.00');
  await expect(confirm).toContainText('₹951.00');
  await confirm.getByRole('button', { name: 'Confirm and join' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have joined the contest.' })).toBeVisible();
  await expect(page.getByText('The entry fee of ₹49.00 has left your balance.')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('951.00');
  expect(await balanceOf(request, user)).toBe(951);
  await screenshot(page, 'joined');

  await page.getByRole('link', { name: 'My contests' }).last().click();
  const mine = page.locator('.fantasy-match').filter({ hasText: 'England vs South Africa' });
  await expect(mine).toContainText('₹49.00');
  await screenshot(page, 'my-contests');
  await expectNoAxeViolations(page);
});

test('an entry cancelled before the start gives the fee back once', async ({ page, request }) => {
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 500);
  await joinByApi(request, user, 'England vs South Africa', 'Small League', 'Quick XI');
  expect(await balanceOf(request, user)).toBe(475);

  await logInWithoutNotifications(page, user);
  await page.goto('/cricket-fight/my-contests');
  await page.locator('.fantasy-match').filter({ hasText: 'England vs South Africa' }).getByRole('link', { name: 'My entries' }).click();
  await expect(page.getByRole('heading', { name: 'Small League' })).toBeVisible();
  await expect(page.locator('.fantasy-entry')).toContainText('Quick XI');
  await screenshot(page, 'entries');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel entry in Small League' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entry cancelled; the fee is back in your balance.' })).toBeVisible();
  await expect(page.locator('.fantasy-entry')).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel entry in Small League' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('500.00');
  expect(await balanceOf(request, user)).toBe(500);

  // With no entry left, the team can be renamed and reset, then picked again.
  await page.getByRole('textbox', { name: 'New name for Quick XI' }).fill('Fast XI');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Team renamed.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fast XI' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Fast XI' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Team reset.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pick players for Fast XI' })).toBeVisible();
  await screenshot(page, 'teams');
  await expectNoAxeViolations(page);
});

test('how to play, and a reminder for a match', async ({ page, request }) => {
  const user = await signUpFreshUser(request);
  await logInWithoutNotifications(page, user);
  await page.goto('/cricket-fight');
  await page.getByRole('link', { name: 'How to play' }).click();
  await expect(page.getByRole('heading', { name: 'Build your team' })).toBeVisible();
  await expect(page.locator('.fantasy-tutorial').first()).toContainText('wicket-keepers 1-4, batters 3-6, all-rounders 1-4, bowlers 3-6');
  await screenshot(page, 'how-to-play');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Matches' }).click();
  const remind = page.locator('.fantasy-match').filter({ hasText: 'England vs South Africa' }).getByRole('button', { name: /^Remind me/ });
  await remind.click();
  await expect(page.getByRole('status').filter({ hasText: 'We will remind you before the match starts.' })).toBeVisible();
  await expect(page.locator('.fantasy-match').filter({ hasText: 'England vs South Africa' }).getByRole('button', { name: /^Reminder set/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await screenshot(page, 'reminded');
});

test('the operator enters points and completes the match: the winnings land once, live', async ({ page, request }) => {
  // A match of this test's own (phone and desktop share one database).
  const added = await operatorAction(request, 'add-match', { id: 'IND-SA', 'start-in': '60' } as OperatorTarget);
  expect(added.ok()).toBe(true);
  const id = Number(/Match (\d+)/.exec(((await added.json()) as { message: string }).message)![1]);
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 500);
  const { matchId, contestId, captain } = await joinByApi(request, user, id, 'Small League', 'Winners XI');
  expect(await balanceOf(request, user)).toBe(475);
  // One entry of ten: only a contest the operator guaranteed runs unfilled (docs/decisions/170).
  expect((await operatorAction(request, 'guarantee-contest', { id: String(contestId) })).ok()).toBe(true);
  await logInWithoutNotifications(page, user);
  await page.goto(`/cricket-fight/my-contests/${matchId}`);
  await expect(page.locator('.fantasy-entry')).toContainText('Joined');

  expect((await operatorAction(request, 'start-match', { id: String(matchId) })).ok()).toBe(true);
  expect(await operatorCli('set-points', String(matchId), '--player', String(captain), '--points', '40')).toContain('40 points');
  // The leaderboard while the match is on: the captain's 40 points count twice.
  await page.getByRole('link', { name: 'Leaderboard of Small League' }).click();
  const row = page.locator('.fantasy-board tbody tr').first();
  await expect(row).toContainText('Winners XI');
  await expect(row).toContainText('80');
  await expect(page.getByText(/^Live: points and ranks update/)).toBeVisible();
  await screenshot(page, 'leaderboard-live');
  await expectNoAxeViolations(page);
  const done = await operatorAction(request, 'complete-match', { id: String(matchId) });
  expect(((await done.json()) as { message: string }).message).toContain('1 won (₹120.00 paid)');
  // The only entry is first: ₹120; the leaderboard turns final at its next read and the balance rises live.
  await expect(page.getByText(/^Final standings: prizes are paid\./)).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('₹120.00');
  await expect(page.getByRole('banner')).toContainText('595.00');
  await screenshot(page, 'leaderboard-final');
  await page.getByRole('link', { name: 'My entries' }).click();
  await expect(page.locator('.fantasy-entry')).toContainText('Won');
  await expect(page.locator('.fantasy-entry')).toContainText('₹120.00');
  await screenshot(page, 'settled');
  expect((await operatorAction(request, 'complete-match', { id: String(matchId) })).status()).toBe(400);
  expect(await balanceOf(request, user)).toBe(595);
});

test('an unfilled contest is cancelled at the start and its fee comes back; the card says how each contest runs', async ({ page, request }) => {
  const added = await operatorAction(request, 'add-match', { id: 'ENG-AUS', 'start-in': '60' } as OperatorTarget);
  const id = Number(/Match (\d+)/.exec(((await added.json()) as { message: string }).message)![1]);
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 500);
  await joinByApi(request, user, id, 'Small League', 'Alone XI');
  expect(await balanceOf(request, user)).toBe(475);
  await logInWithoutNotifications(page, user);
  await page.goto(`/cricket-fight/${id}`);
  const league = page.locator('.fantasy-contest').filter({ has: page.getByRole('heading', { name: 'Small League' }) });
  await expect(league).toContainText('Runs only when all 10 spots fill');
  await expect(league).toContainText('Up to 3 teams per user · you have joined with 1 of 3');
  const flexi = page.locator('.fantasy-contest').filter({ has: page.getByRole('heading', { name: 'Flexi League' }) });
  await expect(flexi).toContainText('Flexible');
  await expect(flexi).toContainText('Prizes scale with entries');
  await expectNoAxeViolations(page);
  await screenshot(page, 'contest-terms');

  const started = await operatorAction(request, 'start-match', { id: String(id) });
  expect(((await started.json()) as { message: string }).message).toContain('unfilled cancelled (₹25.00 refunded)');
  expect(await balanceOf(request, user)).toBe(500);
  await page.goto(`/cricket-fight/my-contests/${id}`);
  await expect(page.locator('.fantasy-entry')).toContainText('Cancelled');
  await page.goto(`/cricket-fight/${id}`);
  await expect(league).toContainText('It did not fill by the start: every entry fee was refunded.');
  await expect(page.getByRole('banner')).toContainText('500.00');
});
