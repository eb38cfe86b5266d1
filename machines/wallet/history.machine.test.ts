import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { HISTORY_REFRESH_SPINNER_MS } from '../shared/constants.ts';
import type { Message } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import {
  historyMachine,
  selectCancellingId,
  selectHistoryRows,
  selectSpinning,
  type CancelInput,
  type HistoryEmitted,
  type HistoryEvent,
  type HistoryRequest,
  type HistoryRow,
} from './history.machine.ts';
import { matchesFilter } from './history-rules.ts';

const NOW = Date.parse('2025-03-10T12:00:00Z');

const row = (id: string, status: string, createdAt: string): HistoryRow => ({
  transaction_id: id,
  type: 'client_withdrawal',
  payment_method: 'bank',
  amount: 500,
  approved_amount: null,
  status,
  created_at: createdAt,
  action_at: null,
  hold_at: null,
  remark: '',
  transaction_image_url: '',
});

/** What the walk's server answers: an older pending request and a newer completed one. */
const LOADED = [row('7', 'pending', '2025-03-02T10:00:00Z'), row('8', 'approve_completed', '2025-03-09T10:00:00Z')];
/** When the refresh icon started spinning on the fake clock (set by the last fact below). */
let spinningSince = 0;

walkEveryTransition('history', {
  machine: historyMachine,
  input: { now: NOW },
  events: (): HistoryEvent[] => [
    { type: 'history.filterChanged', filter: 'pending' },
    { type: 'history.windowChanged', window: { startDate: '2025-03-01', endDate: '2025-03-05' } },
    { type: 'history.windowChanged', window: { startDate: '2025-03-05', endDate: '2025-03-01' } },
    { type: 'history.refresh' },
    { type: 'history.changed' },
    { type: 'history.cancel', transactionId: '7' },
  ],
  outputs: { loadHistory: [LOADED], cancelRequest: [{ text: 'Cancelled.' }] },
  errors: { transactionUpdates: [], loadHistory: [new Error('Error 500: down')], cancelRequest: [new Error('Error 500: down')] },
  // The chosen filter and window are vertices, so paths reload after choosing them (and the first fact sees them kept).
  contextKey: ({ filter, window }) => ({ filter, window }),
  facts: [
    {
      rule: "every load asks for the chosen filter and date window (from the start date, 'to' the end date + 1 day, no status for 'all'); a refresh, a live change or a cancel keeps both",
      check: ({ snapshot, previous, event }) => {
        const { filter, window } = snapshot.context;
        if (['history.refresh', 'history.changed', 'xstate.done.actor.cancelRequest'].includes(event.type)) {
          expect({ filter, window }).toEqual({ filter: previous.context.filter, window: previous.context.window });
        }
        if (!snapshot.matches({ list: 'loading' })) return;
        const to = new Date(Date.parse(`${window.endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(snapshot.children.loadHistory?.getSnapshot().input).toEqual({ from: window.startDate, to, ...(filter !== 'all' && { status: filter }) });
      },
    },
    {
      rule: 'the list shows the rows of the chosen filter only, newest first, at most 50',
      check: ({ snapshot, event }) => {
        if (event.type !== 'xstate.done.actor.loadHistory') return;
        const { rows, filter } = snapshot.context;
        const expected = LOADED.filter((transaction) => matchesFilter(transaction, filter)).sort((a, b) => b.created_at.localeCompare(a.created_at));
        expect(rows).toEqual(expected.slice(0, 50));
      },
    },
    {
      rule: "a cancel carries an idempotency key made when the user asks, kept for a retry after a failure; the server's message is shown either way and a done cancel reloads the list",
      check: ({ snapshot, previous, event, emitted }) => {
        if (event.type === 'history.cancel') {
          expect(snapshot.children.cancelRequest?.getSnapshot().input).toEqual(snapshot.context.cancel);
          expect(snapshot.context.cancel).toMatchObject({ transactionId: event.transactionId, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
        }
        if (event.type === 'xstate.error.actor.cancelRequest') {
          expect(snapshot.context.cancel).toEqual(previous.context.cancel);
          expect(emitted.at(-1)).toEqual({ type: 'notice.error', message: { text: 'Error 500: down' } });
        }
        if (event.type === 'xstate.done.actor.cancelRequest') {
          expect(snapshot.context.cancel).toBeNull();
          expect(emitted.at(-1)).toEqual({ type: 'notice.success', message: { text: 'Cancelled.' } });
          expect(snapshot.matches({ list: 'loading' })).toBe(true);
        }
      },
    },
    {
      rule: 'after a refresh the refresh icon spins for 3 s',
      check: ({ snapshot, previous }) => {
        if (snapshot.matches({ spinner: 'spinning' }) && previous.matches({ spinner: 'still' })) spinningSince = Date.now();
        if (!snapshot.matches({ spinner: 'still' }) || !previous.matches({ spinner: 'spinning' })) return;
        expect(Date.now() - spinningSince).toBe(HISTORY_REFRESH_SPINNER_MS);
      },
    },
  ],
});

function startHistory(load = vi.fn(async (_: HistoryRequest): Promise<HistoryRow[]> => []), cancel = vi.fn(async (_: CancelInput): Promise<Message> => ({ text: 'Cancelled.' }))) {
  const actor = createActor(
    historyMachine.provide({
      actors: {
        loadHistory: fromPromise(({ input }: { input: HistoryRequest }) => load(input)),
        cancelRequest: fromPromise(({ input }: { input: CancelInput }) => cancel(input)),
      },
    }),
    { input: { now: NOW } },
  );
  const emitted: HistoryEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, load, cancel, emitted };
}

describe('history', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the last 30 days, `to` the day after today in India, and keeps the rows newest first', async () => {
    const { actor, load } = startHistory(
      vi.fn(async () => [row('1', 'pending', '2025-03-01T00:00:00Z'), row('2', 'hold', '2025-03-08T00:00:00Z')]),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledWith({ from: '2025-02-08', to: '2025-03-11' });
    expect(selectHistoryRows(actor.getSnapshot()).map((r) => r.transaction_id)).toEqual(['2', '1']);

    actor.send({ type: 'history.filterChanged', filter: 'processing' });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenLastCalledWith({ from: '2025-02-08', to: '2025-03-11', status: 'processing' });
    expect(selectHistoryRows(actor.getSnapshot()).map((r) => r.transaction_id)).toEqual(['2']);
  });

  it('spins the refresh icon for 3 s', async () => {
    const { actor } = startHistory();
    actor.send({ type: 'history.refresh' });
    expect(selectSpinning(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(HISTORY_REFRESH_SPINNER_MS - 1);
    expect(selectSpinning(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectSpinning(actor.getSnapshot())).toBe(false);
  });

  it('a failed cancel keeps its key for the retry, then shows the server message and reloads', async () => {
    const cancel = vi
      .fn(async (_: CancelInput): Promise<Message> => ({ text: 'Cancelled.' }))
      .mockRejectedValueOnce(new Error('Error: Check your NETWORK agian and refresh the page.'));
    const { actor, load, emitted } = startHistory(undefined, cancel);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'history.cancel', transactionId: '7' });
    expect(selectCancellingId(actor.getSnapshot())).toBe('7');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'history.cancel', transactionId: '7' });
    await vi.advanceTimersByTimeAsync(0);
    expect(cancel.mock.calls[0]?.[0].idempotencyKey).toBe(cancel.mock.calls[1]?.[0].idempotencyKey);
    expect(emitted).toEqual([
      { type: 'notice.error', message: { text: 'Error: Check your NETWORK agian and refresh the page.' } },
      { type: 'notice.success', message: { text: 'Cancelled.' } },
    ]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
