import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, setup, type AnyEventObject } from 'xstate';
import { BACK_ONLINE_BANNER_MS } from '../shared/constants.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import {
  realtimeMachine,
  selectBackOnline,
  selectNotificationCount,
  type RealtimeEmitted,
  type RealtimeEvent,
  type SocketCommand,
  type SocketInput,
  type Subscription,
} from './realtime.machine.ts';

const odds: Subscription = { channel: 'odds', key: '42' };

/**
 * The path tests' socket: a new link (each sign-in) starts a new record of what it was told; the
 * reconnection fact notes how much of it each step has seen.
 */
const pathSocket = {
  commands: [] as SocketCommand[],
  seen: 0,
  logic: fromCallback<SocketCommand, SocketInput>(({ receive }) => {
    pathSocket.commands = [];
    receive((command) => pathSocket.commands.push(command));
  }),
};

walkEveryTransition('realtime', {
  machine: realtimeMachine,
  input: {},
  events: (): RealtimeEvent[] => [
    { type: 'realtime.signedIn', userKey: 'rahul01', token: 't1' },
    { type: 'realtime.signedOut' },
    { type: 'realtime.subscribe', subscription: odds },
    { type: 'realtime.leave', subscription: odds },
    { type: 'socket.connected' },
    { type: 'socket.disconnected' },
    { type: 'socket.depositRequest', payload: { type: 'myId', notify_type: 1 } },
    { type: 'socket.depositRequest', payload: { type: 'myId', notify_type: 0 } },
    // Another user's transaction: refused by isOwnTransaction (decision 202).
    { type: 'socket.depositRequest', payload: { type: 'someoneElse', notify_type: 1 } },
    { type: 'socket.betMatched', match: { marketId: 'ck-1005-mo', betIds: [7] } },
    { type: 'socket.logout' },
    { type: 'socket.banned' },
  ],
  outputs: { sessionWatch: [], socket: [] },
  errors: { sessionWatch: [], socket: [] },
  actors: { socket: pathSocket.logic },
  facts: [
    {
      rule: "signing in subscribes the user's own channels; signing out forgets user, token and subscriptions",
      check: ({ snapshot, event }) => {
        if (event.type === 'realtime.signedIn') {
          expect(snapshot.context).toMatchObject({ userKey: 'rahul01', token: 't1' });
          expect(snapshot.context.subscriptions.length).toBeGreaterThan(0);
          expect(snapshot.context.subscriptions.every((subscription) => subscription.key === 'rahul01')).toBe(true);
        }
        if (snapshot.matches('signedOut')) expect(snapshot.context).toMatchObject({ userKey: null, token: null, subscriptions: [] });
      },
    },
    {
      rule: 'every (re)connection sends all remembered subscriptions, including those made while offline',
      check: ({ snapshot, event }) => {
        const sentThisStep = pathSocket.commands.slice(pathSocket.seen);
        pathSocket.seen = pathSocket.commands.length;
        if (event.type !== 'socket.connected' || !snapshot.matches('signedIn')) return;
        expect(sentThisStep).toEqual(snapshot.context.subscriptions.map((subscription) => ({ type: 'socket.subscribe', subscription })));
      },
    },
  ],
});

/** A socket that records what the actor tells it, and lets the test report socket events. */
function fakeSocket() {
  const commands: SocketCommand[] = [];
  let report: (event: RealtimeEvent) => void = () => undefined;
  const logic = fromCallback<SocketCommand, SocketInput>(({ sendBack, receive }) => {
    report = sendBack;
    receive((command) => commands.push(command));
  });
  return { logic, commands, report: (event: RealtimeEvent) => report(event) };
}

/** A root with a stand-in session actor, as machines/app.machine.ts spawns them. */
function startRealtime() {
  const socket = fakeSocket();
  const sessionEvents: AnyEventObject[] = [];
  const sessionStandIn = setup({}).createMachine({ on: { '*': { actions: ({ event }) => sessionEvents.push(event) } } });
  const root = setup({
    actors: {
      session: sessionStandIn,
      realtime: realtimeMachine.provide({ actors: { socket: socket.logic, sessionWatch: fromCallback(() => undefined) } }),
    },
  }).createMachine({
    invoke: [
      { id: 'session', src: 'session', systemId: 'session' },
      { id: 'realtime', src: 'realtime', systemId: 'realtime', input: { notificationCount: 2 } },
    ],
  });
  const actor = createActor(root).start();
  const realtime = actor.system.get('realtime') as ReturnType<typeof createActor<typeof realtimeMachine>>;
  const emitted: RealtimeEmitted[] = [];
  realtime.on('*', (event) => emitted.push(event));
  return { realtime, socket, sessionEvents, emitted };
}

describe('realtime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('subscribes the user channels on connect, and re-sends every remembered one after a reconnect', async () => {
    const { realtime, socket } = startRealtime();
    realtime.send({ type: 'realtime.signedIn', userKey: 'rahul01', token: 't' });
    realtime.send({ type: 'realtime.subscribe', subscription: odds });
    socket.report({ type: 'socket.connected' });
    const channels = () => socket.commands.filter((c) => c.type === 'socket.subscribe').map((c) => c.subscription.channel);
    expect(channels()).toEqual(['depositRequest', 'logout', 'banned', 'balance', 'odds']);

    socket.report({ type: 'socket.disconnected' });
    realtime.send({ type: 'realtime.leave', subscription: odds });
    socket.commands.length = 0;
    socket.report({ type: 'socket.connected' });
    expect(channels()).toEqual(['depositRequest', 'logout', 'banned', 'balance']);
    expect(socket.commands.every((c) => c.subscription.key === 'rahul01')).toBe(true);

    expect(selectBackOnline(realtime.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(BACK_ONLINE_BANNER_MS);
    expect(selectBackOnline(realtime.getSnapshot())).toBe(false);
  });

  it('a notifying DepositRequest of myId toasts, counts and refreshes; another only refreshes', () => {
    const { realtime, socket, emitted } = startRealtime();
    realtime.send({ type: 'realtime.signedIn', userKey: 'rahul01', token: 't' });
    socket.report({ type: 'socket.depositRequest', payload: { type: 'myId', notify_type: 1 } });
    expect(selectNotificationCount(realtime.getSnapshot())).toBe(3);
    expect(emitted.map((event) => event.type)).toEqual(['notice.success', 'realtime.transactionChanged']);
    socket.report({ type: 'socket.depositRequest', payload: { type: 'myId', notify_type: 0 } });
    socket.report({ type: 'socket.depositRequest', payload: { type: 'other', notify_type: 1 } });
    expect(selectNotificationCount(realtime.getSnapshot())).toBe(3);
    expect(emitted.map((event) => event.type)).toEqual(['notice.success', 'realtime.transactionChanged', 'realtime.transactionChanged']);
  });

  it('a match notice is emitted on as realtime.betMatched with its market and bet ids, only while signed in (decision 189)', () => {
    const { realtime, socket, emitted } = startRealtime();
    realtime.send({ type: 'socket.betMatched', match: { marketId: 'm0', betIds: [1] } });
    expect(emitted).toEqual([]);
    realtime.send({ type: 'realtime.signedIn', userKey: 'rahul01', token: 't' });
    socket.report({ type: 'socket.betMatched', match: { marketId: 'ck-1005-mo', betIds: [7, 9] } });
    expect(emitted).toEqual([{ type: 'realtime.betMatched', match: { marketId: 'ck-1005-mo', betIds: [7, 9] } }]);
    expect(realtime.getSnapshot().matches({ signedIn: 'connecting' })).toBe(true);
  });

  it('logout and banned end the session', () => {
    const { realtime, socket, sessionEvents } = startRealtime();
    realtime.send({ type: 'realtime.signedIn', userKey: 'rahul01', token: 't' });
    socket.report({ type: 'socket.logout' });
    expect(realtime.getSnapshot().value).toBe('signedOut');
    realtime.send({ type: 'realtime.signedIn', userKey: 'rahul01', token: 't' });
    socket.report({ type: 'socket.banned' });
    expect(sessionEvents.map((event) => event.type)).toEqual(['socket.logout', 'socket.banned']);
  });
});
