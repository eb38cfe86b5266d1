import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, sendTo, setup, assign } from 'xstate';
import { broadcastLog, type ChannelLike, type TabMessage } from '../../runtime/inspector-channel.ts';
import { createInspectionLog, type JournalEntry } from '../../runtime/inspector.ts';
import { createRemoteLog } from './remote-log.ts';
import { actorsAt, filterJournal, foldJournal, OUTSIDE, sequenceOf } from './timeline.ts';

/** A wallet that polls its balance (a timer, a call and its reply) and a slip that asks it for the balance. */
const walletMachine = setup({
  types: { context: {} as { balance: number; polls: number }, events: {} as { type: 'balance.ask' } | { type: 'deposit'; amount: number } },
  actors: { fetchBalance: fromPromise(async () => 100) },
}).createMachine({
  id: 'wallet',
  context: { balance: 0, polls: 0 },
  initial: 'fetching',
  states: {
    fetching: {
      invoke: { id: 'fetchBalance', src: 'fetchBalance', onDone: { target: 'idle', actions: assign({ balance: ({ event }) => event.output }) } },
    },
    idle: {
      after: { 2000: 'fetching' },
      on: {
        deposit: { actions: assign({ balance: ({ context, event }) => context.balance + event.amount }) },
        'balance.ask': { actions: sendTo(({ system }) => system.get('slip'), ({ context }) => ({ type: 'balance.told', balance: context.balance })) },
      },
    },
  },
});
const slipMachine = setup({
  types: { context: {} as { balance: number }, events: {} as { type: 'balance.told'; balance: number } | { type: 'ask' } },
}).createMachine({
  id: 'slip',
  context: { balance: 0 },
  on: {
    'balance.told': { actions: assign({ balance: ({ event }) => event.balance }) },
    ask: { actions: sendTo(({ system }) => system.get('wallet'), { type: 'balance.ask' }) },
  },
});
const rootMachine = setup({ actors: { wallet: walletMachine, slip: slipMachine } }).createMachine({
  id: 'root',
  invoke: [
    { src: 'wallet', id: 'wallet', systemId: 'wallet' },
    { src: 'slip', id: 'slip', systemId: 'slip' },
  ],
});

async function recordSession() {
  let now = 0;
  const log = createInspectionLog({ now: () => now });
  const root = createActor(rootMachine, { inspect: log.inspect }).start();
  const wallet = () => root.system.get('wallet')!;
  const slip = () => root.system.get('slip')!;
  await vi.advanceTimersByTimeAsync(0);
  for (let poll = 0; poll < 3; poll += 1) {
    now += 2000;
    await vi.advanceTimersByTimeAsync(2000);
  }
  wallet().send({ type: 'deposit', amount: 50 });
  slip().send({ type: 'ask' });
  now += 2000;
  await vi.advanceTimersByTimeAsync(2000);
  await vi.advanceTimersByTimeAsync(0);
  return { log, root, wallet, slip };
}

describe('the journal folded, filtered and searched', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('folds the balance poll that changed nothing into one row with a count, and keeps the poll that changed the balance', async () => {
    const { log, wallet, root } = await recordSession();
    const walletId = wallet().sessionId;
    const keys = new Map(log.actors().map((actor) => [actor.actorId, `${actor.parentId}/${actor.id}`]));
    const rows = foldJournal(log.entries(), (actorId) => keys.get(actorId) ?? actorId);
    const timers = rows.filter((row) => row.entry.actorId === walletId && row.entry.kind === 'timer');
    const replies = rows.filter((row) => row.entry.actorId === walletId && row.entry.kind === 'reply');
    // The first reply moved the balance 0 → 100; the three polls after it changed nothing; the
    // last poll followed the deposit (balance 150 → 100), so its timer and reply are rows of their own.
    expect(replies.map((row) => row.count)).toEqual([1, 3, 1]);
    expect(timers.map((row) => row.count)).toEqual([3, 1]);
    // Each poll's call is an actor of its own, folded by its invoke id: all five answered 100.
    expect(rows.filter((row) => row.entry.event.type === 'xstate.promise.resolve').map((row) => row.count)).toEqual([5]);
    expect(rows.length).toBeLessThan(log.entries().length);
    // Each entry is in exactly one row.
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(log.entries().length);
    root.stop();
  });

  it('filters by actor and by event type, and searches names and payloads', async () => {
    const { log, wallet, slip, root } = await recordSession();
    const names = new Map(log.actors().map((actor) => [actor.actorId, actor.name]));
    const bySlip = filterJournal(log.entries(), { actorIds: new Set([slip().sessionId]) }, names);
    expect(new Set(bySlip.map((entry) => entry.event.type))).toEqual(new Set(['xstate.init', 'ask', 'balance.told']));
    const deposits = filterJournal(log.entries(), { types: new Set(['deposit']) }, names);
    expect(deposits).toEqual([expect.objectContaining({ actorId: wallet().sessionId, event: { type: 'deposit', amount: 50 } })]);
    expect(filterJournal(log.entries(), { search: 'SLIP told' }, names).map((entry) => entry.event.type)).toEqual(['balance.told']);
    expect(filterJournal(log.entries(), { search: 'amount 50' }, names)).toHaveLength(1);
    expect(filterJournal(log.entries(), { search: 'amount 51' }, names)).toHaveLength(0);
    root.stop();
  });
});

describe('time travel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows every actor as it was after any entry, and its transition then', async () => {
    const { log, wallet, slip, root } = await recordSession();
    const entries = log.entries();
    const deposit = entries.find((entry) => entry.event.type === 'deposit')!;
    const at = (seq: number, actorId: string) => actorsAt(log.actors(), entries, seq).find((actor) => actor.actorId === actorId);
    expect(at(deposit.seq, wallet().sessionId)).toMatchObject({ state: 'idle', context: { balance: 150 }, lastEvent: { seq: deposit.seq, type: 'deposit' } });
    expect(at(deposit.seq - 1, wallet().sessionId)).toMatchObject({ context: { balance: 100 } });
    // The slip had not been told the balance yet; by the end it has.
    expect(at(deposit.seq, slip().sessionId)).toMatchObject({ context: { balance: 0 } });
    expect(at(entries.at(-1)!.seq, slip().sessionId)).toMatchObject({ context: { balance: 150 } });
    // Before the wallet's first event it is not there at all.
    const walletStart = entries.find((entry) => entry.actorId === wallet().sessionId)!;
    expect(at(walletStart.seq - 1, wallet().sessionId)).toBeUndefined();
    // The first poll's timer took idle to fetching.
    const timer = entries.find((entry) => entry.kind === 'timer')!;
    expect(at(timer.seq, wallet().sessionId)).toMatchObject({ state: 'fetching', lastEvent: { type: timer.event.type, previousValue: 'idle' } });
    root.stop();
  });
});

describe('sequence of messages between actors', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws sent events, starts, replies and timers between lanes for a window of entries', async () => {
    const { log, wallet, slip, root } = await recordSession();
    const entries = log.entries();
    const whole = sequenceOf(entries, log.actors(), 0, Infinity);
    const lane = (id: string) => whole.lanes.indexOf(id);
    expect(lane(OUTSIDE)).toBe(0);
    expect(whole.messages).toContainEqual(expect.objectContaining({ kind: 'invoke', from: root.sessionId, to: wallet().sessionId, label: 'start wallet' }));
    expect(whole.messages).toContainEqual(expect.objectContaining({ kind: 'event', from: OUTSIDE, to: slip().sessionId, label: 'ask' }));
    expect(whole.messages).toContainEqual(expect.objectContaining({ kind: 'event', from: slip().sessionId, to: wallet().sessionId, label: 'balance.ask' }));
    expect(whole.messages).toContainEqual(expect.objectContaining({ kind: 'event', from: wallet().sessionId, to: slip().sessionId, label: 'balance.told' }));
    expect(whole.messages).toContainEqual(expect.objectContaining({ kind: 'timer', from: wallet().sessionId, to: wallet().sessionId, label: 'after 2000.wallet.idle' }));
    // Every poll's call is one lane (its invoke id under the wallet), its settling not a message of its own.
    const replies = whole.messages.filter((message) => message.kind === 'reply');
    expect(replies).toHaveLength(5);
    expect(new Set(replies.map((message) => message.from))).toEqual(new Set([`${wallet().sessionId}/fetchBalance`]));
    expect(replies[0]).toMatchObject({ to: wallet().sessionId, label: 'done: fetchBalance' });
    expect(whole.messages.filter((message) => message.kind === 'invoke' && message.to === `${wallet().sessionId}/fetchBalance`)).toHaveLength(5);
    expect(whole.messages.some((message) => message.label.startsWith('xstate.promise'))).toBe(false);
    // A window holds only its entries, and only the lanes they use.
    const ask = entries.find((entry) => entry.event.type === 'ask')!;
    const window = sequenceOf(entries, log.actors(), ask.seq, ask.seq + 2);
    expect(window.messages.map((message) => message.label)).toEqual(['ask', 'balance.ask', 'balance.told']);
    expect(window.lanes).toEqual([OUTSIDE, slip().sessionId, wallet().sessionId]);
    root.stop();
  });
});

describe('the companion window follows a tab over the channel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Two ends of one channel, as two windows' BroadcastChannels are (a message never reaches its sender). */
  function channelPair() {
    const listeners: Record<'a' | 'b', ((event: MessageEvent) => void)[]> = { a: [], b: [] };
    const end = (me: 'a' | 'b', other: 'a' | 'b'): ChannelLike & { posted: unknown[] } => {
      const posted: unknown[] = [];
      return {
        posted,
        postMessage: (message) => {
          posted.push(message);
          const copy = structuredClone(message);
          listeners[other].forEach((listener) => listener({ data: copy } as MessageEvent));
        },
        addEventListener: (_type, listener) => listeners[me].push(listener),
        removeEventListener: (_type, listener) => (listeners[me] = listeners[me].filter((known) => known !== listener)),
        close: () => (listeners[me] = []),
      };
    };
    return { tab: end('a', 'b'), companion: end('b', 'a'), listeners };
  }

  it('receives what the tab has and each change after, with the same states, and follows one tab only', async () => {
    const { log, wallet, root } = await recordSession();
    const { tab, companion, listeners } = channelPair();
    const remote = createRemoteLog(new Map([['wallet', walletMachine]]));
    companion.addEventListener('message', (event) => remote.receive(event.data as TabMessage));
    const stop = broadcastLog(log, () => ({ tabId: 't1', url: '/wallet', title: 'Khiladi' }), tab);
    expect(remote.entries().map((entry: JournalEntry) => entry.seq)).toEqual(log.entries().map((entry) => entry.seq));
    const remoteWallet = () => remote.actors().find((actor) => actor.actorId === wallet().sessionId);
    expect(remoteWallet()).toMatchObject({ name: 'wallet', state: 'idle', context: { balance: 100 }, logic: walletMachine });

    wallet().send({ type: 'deposit', amount: 25 });
    await vi.advanceTimersByTimeAsync(0);
    expect(remoteWallet()).toMatchObject({ context: { balance: 125 }, lastEvent: { type: 'deposit' } });
    expect(remote.entries().at(-1)).toMatchObject({ event: { type: 'deposit', amount: 25 }, after: { context: { balance: 125 } } });
    // Nothing new, nothing posted.
    const posts = tab.posted.length;
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.posted.length).toBe(posts);
    // A companion opened later says hello and gets everything.
    const late = createRemoteLog(new Map());
    listeners.b.push((event) => late.receive(event.data as TabMessage));
    companion.postMessage({ type: 'companion.hello' });
    expect(late.entries()).toHaveLength(log.entries().length);
    expect(late.exportJournal().entries).toHaveLength(log.entries().length);
    // Another tab's posts do not mix into the one followed.
    expect(remote.receive({ type: 'tab.update', tab: { tabId: 't2', url: '/', title: '' }, full: true, dropped: 0, actors: [], entries: [] })).toBe(false);
    expect(remote.tab()?.tabId).toBe('t1');
    stop();
    root.stop();
  });
});
