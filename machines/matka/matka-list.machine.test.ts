import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { MATKA_REFRESH_MS, type MatkaMarketView } from './matka-bet.machine.ts';
import { matkaListMachine, type MatkaListEvent } from './matka-list.machine.ts';

const market = (status: MatkaMarketView['status']): MatkaMarketView => ({
  id: 1,
  name: 'Kalyan',
  drawDate: '2030-01-31',
  openTime: '2030-01-31T08:00:00.000Z',
  closeTime: '2030-01-31T10:00:00.000Z',
  status,
  cutoffMinutes: 15,
  nextCutoffAt: null,
  result: null,
  lastResults: [],
});

walkEveryTransition('matkaList', {
  machine: matkaListMachine,
  events: (): MatkaListEvent[] => [{ type: 'markets.retry' }],
  outputs: { loadMarkets: [[market('open')]], refreshMarkets: [[market('closed')]] },
  facts: [
    {
      rule: 'the markets shown are the ones last read (phases, cut-offs, results), with no error left over',
      check: ({ snapshot, event }) => {
        if (event.type !== 'xstate.done.actor.loadMarkets' && event.type !== 'xstate.done.actor.refreshMarkets') return;
        expect(snapshot.context.markets).toEqual((event as { output?: unknown }).output);
        expect(snapshot.context.error).toBeNull();
      },
    },
    {
      rule: 'a failed refresh keeps the list shown as it was, waiting for the next read',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'xstate.error.actor.refreshMarkets') return;
        expect(snapshot.matches({ shown: 'waiting' })).toBe(true);
        expect(snapshot.context.markets).not.toEqual([]);
        expect(snapshot.context.markets).toBe(previous.context.markets);
      },
    },
  ],
});

describe('matkaList', () => {
  it('shows the markets and reads them again on its timer', async () => {
    vi.useFakeTimers();
    let status: MatkaMarketView['status'] = 'open';
    const actor = createActor(matkaListMachine.provide({ actors: { loadMarkets: fromPromise(async () => [market(status)]) } })).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.markets[0]!.status).toBe('open');
    status = 'close_only';
    await vi.advanceTimersByTimeAsync(MATKA_REFRESH_MS);
    expect(actor.getSnapshot().context.markets[0]!.status).toBe('close_only');
    actor.stop();
    vi.useRealTimers();
  });
});
