import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { BALANCE_POLL_MS, NOTIFICATION_PROMPT_DELAY_MS } from '../shared/constants.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import {
  sessionMachine,
  type BalanceReply,
  type BettingSettings,
  type SessionEmitted,
  type SessionEvent,
  type SessionInput,
  type UserInfo,
} from './session.machine.ts';
import { notificationPromptVisible } from './notification-prompt.machine.ts';
import { TOKEN_REFRESH_LEAD_MS } from './token-refresh.ts';
import { tokenRefreshMachine, type RefreshedToken } from './token-refresh.machine.ts';
import type { SessionUser } from './session-user.ts';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const player: SessionUser = { userid: 'player1', token: 't1', exp: inAnHour(), balance: 100, last_login_at: null };
const subscriber: SessionUser = { userid: 'player2', token: 't2', balance: 100, notificationSubscribed: true };
/** A poll that never answers, for tests about something else. */
const pendingBalance = () => fromPromise<BalanceReply, void>(() => new Promise(() => {}));
const reply = (bl: number, status?: number): BalanceReply => ({ bl, ex: 0, bc: 0, eb: 0, ...(status && { status }) });

walkEveryTransition('session', {
  machine: sessionMachine,
  input: { token: 't1', user: player },
  events: (): SessionEvent[] => [
    { type: 'session.signedIn', user: player },
    { type: 'session.signedIn', user: subscriber },
    { type: 'session.authToken', token: 'from-query' },
    { type: 'session.logout' },
    { type: 'session.unauthorized', service: 'user', silent: false },
    { type: 'socket.logout' },
    { type: 'socket.banned' },
    { type: 'session.passwordChanged' },
    { type: 'session.walletSwitched', actw: 'WB', funds: reply(100) },
    { type: 'session.stakesSaved', chips: [150, 250, 350, 450] },
    { type: 'session.oneClickSaved', stake: 500 },
    { type: 'socket.balance', funds: reply(100) },
    { type: 'socket.balance', funds: reply(400) },
  ],
  outputs: {
    loadUserInfo: [{ user: player, demo: true, chips: [100, 200, 500, 1000] }],
    fetchBalance: [reply(100), reply(250), reply(100, 500)],
    tokenRefresh: [{ refreshed: { token: 't3', exp: inAnHour() } }, { refreshed: null }],
    loadFavourites: [[]],
    loadBettingSettings: [{ chips: [500, 1000, 2000, 5000], oneClickStake: null }],
    notificationPrompt: [{ outcome: 'unsubscribed' }],
  },
  contextKey: (context) => ({
    hasExpiry: context.exp !== null,
    notificationChosen: Boolean(context.user?.notificationSubscribed || context.user?.notificationUnsubscribed),
    balance: context.funds.balance,
  }),
  facts: [
    {
      rule: 'a logout clears the user and token and tells the app why (storage cleared, Home)',
      check: ({ snapshot, previous, event, emitted }) => {
        if (!snapshot.matches('signedOut') || !(previous.matches('signedIn') || previous.matches('loggingOut'))) return;
        expect(snapshot.context).toMatchObject({ user: null, token: null, exp: null });
        const reason = event.type.endsWith('actor.logout')
          ? 'user'
          : event.type.endsWith('actor.fetchBalance')
            ? 'poll'
            : event.type.replace('session.', '');
        const silent = (event as { silent?: boolean }).silent !== false;
        expect(emitted.at(-2)).toEqual({
          type: 'session.loggedOut',
          reason,
          message: reason === 'unauthorized' && !silent ? { id: 'session.loggedOutFromDevice' } : null,
        });
      },
    },
    {
      rule: 'signing in or out tells the site actor (session.changed, for its offer pop-up)',
      check: ({ snapshot, previous, emitted }) => {
        const signedIn = snapshot.matches('signedIn');
        if (signedIn === previous.matches('signedIn') || snapshot.matches('loggingOut') || snapshot.matches('signingIn')) return;
        expect(emitted.at(-1)).toEqual({
          type: 'session.changed',
          signedIn,
          lastLoginAt: (signedIn && snapshot.context.user?.last_login_at) || null,
        });
      },
    },
  ],
});

describe('session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  type TestActors = NonNullable<Parameters<typeof sessionMachine.provide>[0]['actors']>;
  const startSession = (actors: TestActors, input: SessionInput = {}) => {
    const emitted: SessionEmitted[] = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          loadFavourites: fromPromise(async (): Promise<readonly unknown[]> => []),
          loadBettingSettings: fromPromise(async (): Promise<BettingSettings> => ({ chips: [500, 1000, 2000, 5000], oneClickStake: 1000 })),
          ...actors,
        },
      }),
      { input },
    );
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, emitted };
  };

  it('polls the balance 2 s after each success and keeps the context when nothing changed', async () => {
    const replies = [reply(100), reply(100), reply(300)];
    const fetchBalance = vi.fn(async () => replies.shift() ?? reply(300));
    const { actor } = startSession({ fetchBalance: fromPromise(fetchBalance) });
    actor.send({ type: 'session.signedIn', user: { ...player, exp: undefined } });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    const contextAfterFirstPoll = actor.getSnapshot().context;

    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toBe(contextAfterFirstPoll);

    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(actor.getSnapshot().context.funds.balance).toBe(300);
  });

  it('shows a pushed balance at once; a poll out at that moment is dropped, as its answer may be older', async () => {
    let answerPoll: (reply: BalanceReply) => void = () => undefined;
    const fetchBalance = vi.fn(() => new Promise<BalanceReply>((resolve) => (answerPoll = resolve)));
    const { actor } = startSession({ fetchBalance: fromPromise(fetchBalance) }, { token: 't1', user: { ...player, exp: undefined } });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBalance).toHaveBeenCalledTimes(1);

    actor.send({ type: 'socket.balance', funds: { bl: 1100, ex: 0, bc: 0, eb: 0 } });
    expect(actor.getSnapshot().context.funds).toEqual({ balance: 1100, exposure: 0, betsCount: 0, earnBonus: 0 });
    answerPoll(reply(1000));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.funds.balance).toBe(1100);

    // While waiting for the next poll: a new figure is stored, the same one keeps the context.
    actor.send({ type: 'socket.balance', funds: { bl: 900, ex: -100, bc: 1, eb: 0 } });
    const context = actor.getSnapshot().context;
    expect(context.funds).toEqual({ balance: 900, exposure: -100, betsCount: 1, earnBonus: 0 });
    actor.send({ type: 'socket.balance', funds: { bl: 900, ex: -100, bc: 1, eb: 0 } });
    expect(actor.getSnapshot().context).toBe(context);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(fetchBalance).toHaveBeenCalledTimes(2);
  });

  it('a failed poll logs out and stops polling', async () => {
    const fetchBalance = vi.fn(async (): Promise<BalanceReply> => Promise.reject(new Error('Network')));
    const { actor, emitted } = startSession({ fetchBalance: fromPromise(fetchBalance) }, { token: 't1', user: player });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(emitted).toContainEqual({ type: 'session.loggedOut', reason: 'poll', message: null });
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 5);
    expect(fetchBalance).toHaveBeenCalledTimes(1);
  });

  it('a non-200 poll reply logs out', async () => {
    const { actor } = startSession({ fetchBalance: fromPromise(async () => reply(100, 401)) }, { token: 't1', user: player });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('refreshes the token a minute before exp and reschedules from the new exp', async () => {
    const exp = Date.now() / 1000 + 600;
    const refreshed: RefreshedToken = { token: 'fresh', exp: exp + 600 };
    const refreshToken = vi.fn(async () => refreshed);
    const { actor } = startSession(
      {
        fetchBalance: pendingBalance(),
        tokenRefresher: tokenRefreshMachine.provide({ actors: { refreshToken: fromPromise(refreshToken) } }),
      },
      { token: 't1', user: { ...player, exp } },
    );
    await vi.advanceTimersByTimeAsync(600_000 - TOKEN_REFRESH_LEAD_MS - 1);
    expect(refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'fresh', exp: refreshed.exp });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(refreshToken).toHaveBeenCalledTimes(2);
  });

  it('a 401 logs out with the device message, unless silent', () => {
    const { actor, emitted } = startSession({ fetchBalance: pendingBalance() }, { token: 't1', user: player });
    actor.send({ type: 'session.unauthorized', service: 'user', silent: false });
    expect(emitted).toContainEqual({
      type: 'session.loggedOut',
      reason: 'unauthorized',
      message: { id: 'session.loggedOutFromDevice' },
    });
    actor.send({ type: 'session.signedIn', user: player });
    actor.send({ type: 'session.unauthorized', service: 'wallet', silent: true });
    expect(emitted.at(-2)).toEqual({ type: 'session.loggedOut', reason: 'unauthorized', message: null });
  });

  it('logout clears the session even when the call fails', async () => {
    const { actor, emitted } = startSession(
      {
        fetchBalance: pendingBalance(),
        logout: fromPromise(() => Promise.reject(new Error('offline'))),
      },
      { token: 't1', user: player, chips: [100] },
    );
    actor.send({ type: 'session.logout' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, chips: null });
    expect(emitted).toContainEqual({ type: 'session.loggedOut', reason: 'user', message: null });
    expect(emitted.at(-1)).toEqual({ type: 'session.changed', signedIn: false, lastLoginAt: null });
  });

  it('an auth token from the address loads the user info and signs in', async () => {
    const loadUserInfo = vi.fn(async (_: { input: { token: string } }): Promise<UserInfo> => ({
      user: { ...player, token: undefined, exp: undefined },
      demo: true,
      chips: [100, 200],
      event_manage: { hidden: [] },
    }));
    const { actor, emitted } = startSession({
      loadUserInfo: fromPromise(loadUserInfo),
      loadBettingSettings: fromPromise(async (): Promise<BettingSettings> => ({ chips: [100, 200], oneClickStake: null })),
      fetchBalance: pendingBalance(),
    });
    actor.send({ type: 'session.authToken', token: 'from-query' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadUserInfo.mock.calls[0]?.[0].input).toEqual({ token: 'from-query' });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'from-query', chips: [100, 200], user: { isDemo: true } });
    expect(emitted.at(-1)).toEqual({ type: 'session.changed', signedIn: true, lastLoginAt: null });
  });

  it('keeps the stake buttons saved anywhere, for every screen that shows them (decision 188)', () => {
    const { actor } = startSession({ fetchBalance: pendingBalance() }, { token: 't1', user: player });
    actor.send({ type: 'session.stakesSaved', chips: [150, 250, 350, 450] });
    expect(actor.getSnapshot().context.chips).toEqual([150, 250, 350, 450]);
  });

  it('reads the stake buttons and the one-click stake on signing in; a one-click save is kept (decisions 186, 188)', async () => {
    const { actor } = startSession({ fetchBalance: pendingBalance() });
    actor.send({ type: 'session.signedIn', user: player });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ chips: [500, 1000, 2000, 5000], oneClickStake: 1000 });
    actor.send({ type: 'session.oneClickSaved', stake: null });
    expect(actor.getSnapshot().context.oneClickStake).toBeNull();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().context.oneClickStake).toBeNull();
  });

  it('offers notifications 3 s after sign-in only to users who have not chosen', async () => {
    const { actor } = startSession(
      { fetchBalance: pendingBalance() },
      { token: 't2', user: subscriber },
    );
    expect(actor.getSnapshot().children.notificationPrompt).toBeUndefined();
    actor.send({ type: 'session.logout' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'session.signedIn', user: player });
    const prompt = actor.getSnapshot().children.notificationPrompt;
    await vi.advanceTimersByTimeAsync(NOTIFICATION_PROMPT_DELAY_MS);
    expect(notificationPromptVisible(prompt?.getSnapshot())).toBe(true);

    // The view answers the prompt child itself.
    prompt?.send({ type: 'notification.cancel' });
    expect(prompt?.getSnapshot().value).toBe('unsubscribing');
  });
});
