import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { createInspectionLog, type Journal } from '../../runtime/inspector.ts';
import { checkJournal, describeDifference } from './journal-check.ts';

/** A wallet whose deposit adds `factor` times the amount: factor 2 is a behaviour change. */
const walletWith = (factor: number) =>
  setup({
    types: { context: {} as { balance: number; note: string }, events: {} as { type: 'deposit'; amount: number } | { type: 'note'; text: string } },
    actors: { fetchBalance: fromPromise(async () => 100) },
  }).createMachine({
    id: 'wallet',
    context: { balance: 0, note: '' },
    initial: 'fetching',
    states: {
      fetching: { invoke: { id: 'fetchBalance', src: 'fetchBalance', onDone: { target: 'idle', actions: assign({ balance: ({ event }) => event.output }) } } },
      idle: {
        after: { 2000: 'fetching' },
        on: {
          deposit: { actions: assign({ balance: ({ context, event }) => context.balance + factor * event.amount }) },
          note: { actions: assign({ note: ({ event }) => event.text }) },
        },
      },
    },
  });

async function recordJournal(): Promise<Journal> {
  const log = createInspectionLog();
  const wallet = createActor(walletWith(1), { inspect: log.inspect }).start();
  await vi.advanceTimersByTimeAsync(0);
  wallet.send({ type: 'note', text: 'first' });
  await vi.advanceTimersByTimeAsync(2000);
  wallet.send({ type: 'deposit', amount: 50 });
  wallet.send({ type: 'note', text: 'second' });
  await vi.advanceTimersByTimeAsync(0);
  const journal = JSON.parse(JSON.stringify(log.exportJournal())) as Journal;
  wallet.stop();
  return journal;
}

describe('a journal as a test', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes on the machines that recorded it, comparing every step', async () => {
    const journal = await recordJournal();
    const check = checkJournal(journal, new Map([['wallet', walletWith(1)]]));
    expect(check.differences).toEqual([]);
    expect(check.missing).toEqual([]);
    // Every replayed entry of the wallet, and its outcome at export.
    expect(check.compared).toBeGreaterThanOrEqual(journal.entries.filter((entry) => entry.after && entry.event.type !== 'xstate.promise.resolve').length - 2);
  });

  it('fails at the first step where the machine now behaves differently, naming the event', async () => {
    const journal = await recordJournal();
    const check = checkJournal(journal, new Map([['wallet', walletWith(2)]]));
    expect(check.differences).toHaveLength(1);
    const [difference] = check.differences;
    expect(difference).toMatchObject({ actor: 'wallet', event: 'deposit', expected: { context: { balance: 150 } }, actual: { context: { balance: 200 } } });
    expect(describeDifference(difference!)).toMatch(/^wallet after entry \d+ \(deposit\): recorded .*"balance":150.*now .*"balance":200/);
  });

  it('names the actors it cannot replay', async () => {
    const journal = await recordJournal();
    expect(checkJournal(journal, new Map()).missing).toEqual(['wallet']);
  });
});
