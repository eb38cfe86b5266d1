import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { invokedInput } from '../testing/path-config.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { winLossMachine, type WinLossEvent, type WinLossReport, type WinLossWindow } from './win-loss.machine.ts';

const REPORT: WinLossReport = {
  rows: [{ date: '2026-11-24', game_id: 'lucky-7', provider: 'khiladi-games', rounds: 2, bets: 200, wins: 240, net: 40 }],
  total: { rounds: 2, bets: 200, wins: 240, net: 40 },
};
const WINDOW = { from: '2026-11-18', to: '2026-11-25' };

walkEveryTransition('casinoWinLoss', {
  machine: winLossMachine,
  input: WINDOW,
  events: (): WinLossEvent[] => [
    { type: 'window.changed', window: { from: '2026-11-01', to: '2026-11-25' } },
    { type: 'window.changed', window: { from: '2026-11-25', to: '2026-11-01' } },
    { type: 'report.retry' },
  ],
  outputs: { loadWinLoss: [REPORT] },
  facts: [
    {
      rule: 'the report is always read for the window the user asked, a retry too; a new window that starts before it ends replaces it',
      check: ({ snapshot, previous, event }) => {
        if (snapshot.matches('loading')) expect(invokedInput(snapshot, 'loadWinLoss')).toEqual(snapshot.context.window);
        const asked = event as WinLossEvent;
        if (asked.type === 'window.changed') {
          const { window } = asked;
          expect(window.from < window.to).toBe(true);
          expect(snapshot.context.window).toEqual(window);
        } else {
          expect(snapshot.context.window).toEqual(previous.context.window);
        }
      },
    },
    {
      rule: 'the figures shown are the ones read, with no error left over; a failed read says why',
      check: ({ snapshot, event }) => {
        if (event.type === 'xstate.done.actor.loadWinLoss') {
          expect(snapshot.context.report).toEqual((event as { output?: unknown }).output);
          expect(snapshot.context.error).toBeNull();
        } else if (event.type === 'xstate.error.actor.loadWinLoss') {
          expect(snapshot.context.error).not.toBeNull();
        }
      },
    },
  ],
});

describe('casinoWinLoss', () => {
  it('loads the window, then other days; ignores a window that ends before it starts', async () => {
    const asked: WinLossWindow[] = [];
    const actor = createActor(
      winLossMachine.provide({
        actors: {
          loadWinLoss: fromPromise(async ({ input }: { input: WinLossWindow }) => {
            asked.push(input);
            return REPORT;
          }),
        },
      }),
      { input: WINDOW },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'window.changed', window: { from: '2026-11-30', to: '2026-11-01' } });
    actor.send({ type: 'window.changed', window: { from: '2026-11-01', to: '2026-11-02' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([WINDOW, { from: '2026-11-01', to: '2026-11-02' }]);
    expect(actor.getSnapshot().context.report).toEqual(REPORT);
  });
});
