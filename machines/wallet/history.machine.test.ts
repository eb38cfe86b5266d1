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
  outputs: { loadHistory: [[row('7', 'pending', '2025-03-09T10:00:00Z')]], cancelRequest: [{ text: 'Cancelled.' }] },
  errors: { transactionUpdates: [] },
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
