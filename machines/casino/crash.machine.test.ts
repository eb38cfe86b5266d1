import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { crashAmounts, moneyFact } from '../testing/money-facts.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import {
  CRASH_RTP,
  crashPointOf,
  crashReturnOf,
  isValidCrashBet,
  MAX_AUTO_CASH_OUT,
  MIN_AUTO_CASH_OUT,
  multiplierAt,
  timeToReach,
  type CrashBetSlot,
} from './crash-rules.ts';
import {
  crashBetProblem,
  crashMachine,
  type CrashBetRequest,
  type CrashBetRestored,
  type CrashCashOut,
  type CrashCashOutRequest,
  type CrashEvent,
  type CrashRestoredStatus,
} from './crash.machine.ts';

const ROUND = 'round-1';
const NEXT_ROUND = 'round-2';
const CASH_OUT: CrashCashOut = { multiplier: 1.5, win: 150 };

/** A bet of the player's as the table's snapshot tells it on connecting (decision 196). */
const restored = (slot: CrashBetSlot, status: CrashRestoredStatus, roundId = ROUND): CrashBetRestored => ({
  type: 'bet.restored',
  roundId,
  slot,
  stake: 100,
  autoCashOut: 3,
  status,
  cashedOutAt: status === 'cashedOut' ? 1.7 : null,
  win: status === 'cashedOut' ? 170 : 0,
});

walkEveryTransition('casinoCrash', {
  machine: crashMachine,
  // Which round is shown decides the round guards (this round, another round).
  contextKey: (context) => context.round?.roundId ?? null,
  events: (): CrashEvent[] => [
    { type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 5_000 },
    { type: 'round.betting', roundId: NEXT_ROUND, seedHash: 'hash-2', takeoffAt: 25_000 },
    { type: 'round.flying', roundId: ROUND, startedAt: 5_000 },
    { type: 'round.crashed', roundId: ROUND, crashPoint: 2.37, seed: 'seed' },
    { type: 'bet.placed', slot: 'a', stake: 100, autoCashOut: null },
    { type: 'bet.placed', slot: 'b', stake: 100, autoCashOut: 2 },
    { type: 'bet.placed', slot: 'a', stake: 1, autoCashOut: null },
    { type: 'bet.placed', slot: 'b', stake: 5_001, autoCashOut: null },
    { type: 'bet.cashOut', slot: 'a' },
    { type: 'bet.cashOut', slot: 'b' },
    { type: 'bet.cashedOut', roundId: ROUND, slot: 'a', multiplier: 2, win: 200 },
    { type: 'bet.cashedOut', roundId: ROUND, slot: 'b', multiplier: 2, win: 200 },
    ...(['placed', 'cashedOut', 'lost'] as const).flatMap((status) => (['a', 'b'] as const).map((slot) => restored(slot, status))),
    restored('a', 'placed', NEXT_ROUND),
  ],
  outputs: { 'placeCrashBet-a': [undefined], 'placeCrashBet-b': [undefined], 'cashOutCrashBet-a': [CASH_OUT], 'cashOutCrashBet-b': [CASH_OUT] },
  facts: [
    moneyFact('a cashed-out bet shows its stake × the multiplier it was taken at; no other bet shows a win (decision 204)', crashAmounts),
    {
      rule: 'a bet is taken only while the round takes bets, and only a valid one',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'bet.placed') return;
        const slot = (event as Extract<CrashEvent, { type: 'bet.placed' }>).slot;
        const took = snapshot.matches({ [slot]: 'placing' }) && !previous.matches({ [slot]: 'placing' });
        if (took) {
          expect(previous.matches({ round: 'betting' })).toBe(true);
          expect((event as Extract<CrashEvent, { type: 'bet.placed' }>).stake).toBeGreaterThanOrEqual(10);
        }
      },
    },
    {
      rule: 'a hand cash-out is asked only while flying; a crash reveals the seed and the crash point',
      check: ({ snapshot, previous, event }) => {
        for (const slot of ['a', 'b'] as const) {
          if (snapshot.matches({ [slot]: 'cashingOut' }) && !previous.matches({ [slot]: 'cashingOut' })) {
            expect(event.type).toBe('bet.cashOut');
            expect(previous.matches({ round: 'flying' })).toBe(true);
          }
          if (snapshot.matches({ [slot]: 'cashedOut' })) expect(snapshot.context.bets[slot].cashedOutAt).not.toBeNull();
          if (snapshot.matches({ [slot]: 'lost' })) expect(snapshot.context.bets[slot].win).toBe(0);
        }
        if (snapshot.matches({ round: 'crashed' })) expect(snapshot.context.round).toMatchObject({ crashPoint: 2.37, seed: 'seed' });
      },
    },
    {
      rule: 'a bet refused for its limits is not sent and says why (decision 194)',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'bet.placed' || !previous.matches({ round: 'betting' })) return;
        const placed = event as Extract<CrashEvent, { type: 'bet.placed' }>;
        if (!previous.matches({ [placed.slot]: 'idle' }) || !crashBetProblem(placed)) return;
        expect(snapshot.matches({ [placed.slot]: 'idle' })).toBe(true);
        expect(snapshot.context.bets[placed.slot].error).toEqual(crashBetProblem(placed));
      },
    },
    {
      rule: 'a bet the table holds is shown as it holds it, only in its own round (decision 196)',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'bet.restored') return;
        const bet = event as CrashBetRestored;
        const stateOf = (of: typeof snapshot) => (of.value as Record<string, string>)[bet.slot];
        if (stateOf(snapshot) === stateOf(previous)) return;
        expect(previous.context.round?.roundId).toBe(bet.roundId);
        expect(snapshot.matches({ [bet.slot]: bet.status })).toBe(true);
        expect(snapshot.context.bets[bet.slot]).toMatchObject({ stake: bet.stake, autoCashOut: bet.autoCashOut, error: null });
      },
    },
    {
      rule: 'a round message of another round is never left unheard: the round shown follows the table (decision 194)',
      check: ({ snapshot, event }) => {
        if (event.type === 'round.betting') expect(snapshot.context.round?.roundId).toBe((event as Extract<CrashEvent, { type: 'round.betting' }>).roundId);
      },
    },
  ],
});

describe('casinoCrash', () => {
  it('a cash-out still unanswered when the next round opens is not shown on the new round (decision 204)', async () => {
    const actor = createActor(
      crashMachine.provide({
        actors: {
          placeCrashBet: fromPromise<void, CrashBetRequest>(async () => undefined),
          cashOutCrashBet: fromPromise<CrashCashOut, CrashCashOutRequest>(() => new Promise(() => undefined)),
        },
      }),
    ).start();
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    actor.send({ type: 'bet.placed', slot: 'a', stake: 100, autoCashOut: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'round.flying', roundId: ROUND, startedAt: 2 });
    actor.send({ type: 'bet.cashOut', slot: 'a' });
    expect(actor.getSnapshot().matches({ a: 'cashingOut' })).toBe(true);
    actor.send({ type: 'round.betting', roundId: NEXT_ROUND, seedHash: 'hash-2', takeoffAt: 30 });
    expect(actor.getSnapshot().matches({ a: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.bets.a).toEqual({ stake: 0, autoCashOut: null, cashedOutAt: null, win: null, error: null });
    actor.send({ type: 'bet.cashedOut', roundId: ROUND, slot: 'a', multiplier: 2, win: 200 });
    expect(actor.getSnapshot().context.bets.a.win).toBeNull();
  });

  it('two bets in one round: one cashed out by hand, one lost at the crash; the next round starts them afresh', async () => {
    const actor = createActor(
      crashMachine.provide({
        actors: {
          placeCrashBet: fromPromise<void, CrashBetRequest>(async () => undefined),
          cashOutCrashBet: fromPromise<CrashCashOut, CrashCashOutRequest>(async () => ({ multiplier: 1.84, win: 184 })),
        },
      }),
    ).start();
    actor.send({ type: 'bet.placed', slot: 'a', stake: 100, autoCashOut: null });
    expect(actor.getSnapshot().matches({ a: 'idle' })).toBe(true);
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    actor.send({ type: 'bet.placed', slot: 'a', stake: 100, autoCashOut: null });
    actor.send({ type: 'bet.placed', slot: 'b', stake: 50, autoCashOut: 3 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toEqual({ round: 'betting', a: 'placed', b: 'placed' });
    actor.send({ type: 'bet.cashOut', slot: 'a' });
    expect(actor.getSnapshot().matches({ a: 'placed' })).toBe(true);
    actor.send({ type: 'round.flying', roundId: 'another', startedAt: 2 });
    expect(actor.getSnapshot().matches({ round: 'betting' })).toBe(true);
    actor.send({ type: 'round.flying', roundId: ROUND, startedAt: 2 });
    actor.send({ type: 'bet.cashOut', slot: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'round.crashed', roundId: ROUND, crashPoint: 2.1, seed: 'seed' });
    expect(actor.getSnapshot().value).toEqual({ round: 'crashed', a: 'cashedOut', b: 'lost' });
    expect(actor.getSnapshot().context.bets).toMatchObject({ a: { cashedOutAt: 1.84, win: 184 }, b: { stake: 50, autoCashOut: 3, win: 0 } });
    actor.send({ type: 'round.betting', roundId: 'round-2', seedHash: 'hash-2', takeoffAt: 3 });
    expect(actor.getSnapshot().value).toEqual({ round: 'betting', a: 'idle', b: 'idle' });
    expect(actor.getSnapshot().context.bets.a).toMatchObject({ stake: 0, cashedOutAt: null });
    // The crashed round stays at hand, with its seed, for Verify while the next one runs.
    expect(actor.getSnapshot().context.lastRound).toMatchObject({ roundId: ROUND, crashPoint: 2.1, seed: 'seed' });
    actor.send({ type: 'round.betting', roundId: 'round-3', seedHash: 'hash-3', takeoffAt: 5 });
    expect(actor.getSnapshot().context.lastRound).toMatchObject({ roundId: ROUND });
  });

  it('a cash-out refused after the crash is a loss; one refused in flight leaves the bet in', async () => {
    let refuse = true;
    const actor = createActor(
      crashMachine.provide({
        actors: {
          placeCrashBet: fromPromise<void, CrashBetRequest>(async () => undefined),
          cashOutCrashBet: fromPromise<CrashCashOut, CrashCashOutRequest>(async () => {
            if (refuse) throw new Error('Too late');
            return CASH_OUT;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    actor.send({ type: 'bet.placed', slot: 'a', stake: 100, autoCashOut: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'round.flying', roundId: ROUND, startedAt: 2 });
    actor.send({ type: 'bet.cashOut', slot: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ a: 'placed' })).toBe(true);
    expect(actor.getSnapshot().context.bets.a.error).toEqual({ text: 'Too late' });
    actor.send({ type: 'bet.cashOut', slot: 'a' });
    actor.send({ type: 'round.crashed', roundId: ROUND, crashPoint: 1.2, seed: 'seed' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ a: 'lost' })).toBe(true);
    refuse = false;
  });
});

describe('casinoCrash with several players at the table (decision 194)', () => {
  const started = () =>
    createActor(
      crashMachine.provide({
        actors: {
          placeCrashBet: fromPromise<void, CrashBetRequest>(async () => undefined),
          cashOutCrashBet: fromPromise<CrashCashOut, CrashCashOutRequest>(async () => CASH_OUT),
        },
      }),
    ).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a page that joined as the round took off (its snapshot said betting after the take-off was told) follows the crash and the next round', async () => {
    const actor = started();
    // The take-off came first, while the page waited; the snapshot, read before it, came after.
    actor.send({ type: 'round.flying', roundId: ROUND, startedAt: 2 });
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    expect(actor.getSnapshot().matches({ round: 'betting' })).toBe(true);
    actor.send({ type: 'round.crashed', roundId: ROUND, crashPoint: 1.5, seed: 'seed' });
    expect(actor.getSnapshot().matches({ round: 'crashed' })).toBe(true);
    actor.send({ type: 'round.betting', roundId: NEXT_ROUND, seedHash: 'hash-2', takeoffAt: 20 });
    actor.send({ type: 'bet.placed', slot: 'a', stake: 100, autoCashOut: null });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ round: 'betting', a: 'placed', b: 'idle' });
    expect(actor.getSnapshot().context.round?.roundId).toBe(NEXT_ROUND);
  });

  it('a round missed whole (no take-off, no crash) gives way to the next round taking bets, whatever the machine showed', async () => {
    const actor = started();
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    actor.send({ type: 'round.betting', roundId: NEXT_ROUND, seedHash: 'hash-2', takeoffAt: 20 });
    expect(actor.getSnapshot().context.round).toMatchObject({ roundId: NEXT_ROUND, seedHash: 'hash-2' });
    actor.send({ type: 'bet.placed', slot: 'a', stake: 100, autoCashOut: null });
    await settle();
    actor.send({ type: 'round.flying', roundId: NEXT_ROUND, startedAt: 21 });
    // Its crash is missed (a reconnect): the round after opens, the bet of the missed one is let go.
    actor.send({ type: 'round.betting', roundId: 'round-3', seedHash: 'hash-3', takeoffAt: 40 });
    expect(actor.getSnapshot().value).toEqual({ round: 'betting', a: 'idle', b: 'idle' });
  });

  it('the round told again (a reconnect while it takes bets) keeps a placed bet', async () => {
    const actor = started();
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    actor.send({ type: 'bet.placed', slot: 'b', stake: 100, autoCashOut: 2 });
    await settle();
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    expect(actor.getSnapshot().value).toEqual({ round: 'betting', a: 'idle', b: 'placed' });
    expect(actor.getSnapshot().context.bets.b).toMatchObject({ stake: 100, autoCashOut: 2 });
  });

  it('a stake outside ₹10–5,000 or an automatic cash-out outside 1.01–1,000× is not sent and says why', async () => {
    const sent: CrashBetRequest[] = [];
    const actor = createActor(
      crashMachine.provide({
        actors: {
          placeCrashBet: fromPromise<void, CrashBetRequest>(async ({ input }) => {
            sent.push(input);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    actor.send({ type: 'bet.placed', slot: 'a', stake: 9, autoCashOut: null });
    expect(actor.getSnapshot().matches({ a: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.bets.a.error).toEqual({ id: 'casino.crash.stakeLimits', values: { min: '10', max: '5,000' } });
    actor.send({ type: 'bet.placed', slot: 'a', stake: 5_001, autoCashOut: null });
    actor.send({ type: 'bet.placed', slot: 'a', stake: Number.NaN, autoCashOut: null });
    expect(actor.getSnapshot().context.bets.a.error).toMatchObject({ id: 'casino.crash.stakeLimits' });
    actor.send({ type: 'bet.placed', slot: 'b', stake: 100, autoCashOut: 1 });
    expect(actor.getSnapshot().context.bets.b.error).toEqual({ id: 'casino.crash.autoLimits', values: { min: '1.01', max: '1,000' } });
    await settle();
    expect(sent).toEqual([]);
    // A valid stake then goes, and the message goes with the refused bet.
    actor.send({ type: 'bet.placed', slot: 'a', stake: 10, autoCashOut: null });
    await settle();
    expect(actor.getSnapshot().matches({ a: 'placed' })).toBe(true);
    expect(actor.getSnapshot().context.bets.a.error).toBeNull();
    expect(sent).toEqual([{ roundId: ROUND, slot: 'a', stake: 10, autoCashOut: null }]);
  });
});

describe('casinoCrash after a reload or reconnect (decision 196)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a bet placed before a reload is shown placed with its Cash out, and cashes out; one of another round or before any round is not', async () => {
    const cashedOut: CrashCashOutRequest[] = [];
    const actor = createActor(
      crashMachine.provide({
        actors: {
          cashOutCrashBet: fromPromise<CrashCashOut, CrashCashOutRequest>(async ({ input }) => {
            cashedOut.push(input);
            return { multiplier: 1.42, win: 142 };
          }),
        },
      }),
    ).start();
    // The snapshot as the api tells it: the round, its take-off, then the player's bets in it.
    actor.send(restored('a', 'placed'));
    expect(actor.getSnapshot().matches({ a: 'idle' })).toBe(true);
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    actor.send({ type: 'round.flying', roundId: ROUND, startedAt: 2 });
    actor.send(restored('a', 'placed'));
    actor.send(restored('b', 'placed', NEXT_ROUND));
    expect(actor.getSnapshot().value).toEqual({ round: 'flying', a: 'placed', b: 'idle' });
    expect(actor.getSnapshot().context.bets.a).toEqual({ stake: 100, autoCashOut: 3, cashedOutAt: null, win: null, error: null });
    actor.send({ type: 'bet.cashOut', slot: 'a' });
    await settle();
    expect(cashedOut).toEqual([{ roundId: ROUND, slot: 'a' }]);
    expect(actor.getSnapshot().matches({ a: 'cashedOut' })).toBe(true);
    expect(actor.getSnapshot().context.bets.a).toMatchObject({ stake: 100, cashedOutAt: 1.42, win: 142 });
  });

  it('a reload in the crash pause shows the round crashed and the bets as they ended; the crashed round told again changes nothing', () => {
    const actor = createActor(crashMachine).start();
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    actor.send({ type: 'round.crashed', roundId: ROUND, crashPoint: 1.9, seed: 'seed' });
    actor.send(restored('a', 'lost'));
    actor.send(restored('b', 'cashedOut'));
    expect(actor.getSnapshot().value).toEqual({ round: 'crashed', a: 'lost', b: 'cashedOut' });
    expect(actor.getSnapshot().context.bets).toMatchObject({ a: { stake: 100, win: 0 }, b: { cashedOutAt: 1.7, win: 170 } });
    // A reconnect in the same pause: the snapshot tells the crashed round again.
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    actor.send({ type: 'round.crashed', roundId: ROUND, crashPoint: 1.9, seed: 'seed' });
    expect(actor.getSnapshot().value).toEqual({ round: 'crashed', a: 'lost', b: 'cashedOut' });
    actor.send({ type: 'round.betting', roundId: NEXT_ROUND, seedHash: 'hash-2', takeoffAt: 20 });
    expect(actor.getSnapshot().value).toEqual({ round: 'betting', a: 'idle', b: 'idle' });
  });

  it('an automatic cash-out missed while away is taken from the snapshot on reconnecting', async () => {
    const actor = createActor(crashMachine.provide({ actors: { placeCrashBet: fromPromise<void, CrashBetRequest>(async () => undefined) } })).start();
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    actor.send({ type: 'bet.placed', slot: 'b', stake: 100, autoCashOut: 1.7 });
    await settle();
    actor.send({ type: 'round.flying', roundId: ROUND, startedAt: 2 });
    // Reconnected: the round again, then the bet as the table holds it.
    actor.send({ type: 'round.betting', roundId: ROUND, seedHash: 'hash', takeoffAt: 1 });
    actor.send({ type: 'round.flying', roundId: ROUND, startedAt: 2 });
    actor.send(restored('b', 'cashedOut'));
    expect(actor.getSnapshot().matches({ b: 'cashedOut' })).toBe(true);
    expect(actor.getSnapshot().context.bets.b).toMatchObject({ cashedOutAt: 1.7, win: 170 });
  });
});

describe('crash rules', () => {
  it('pays a cash-out at or below the crash point, stake × multiplier, and nothing above it', () => {
    expect(crashReturnOf({ stake: 100, cashedOutAt: 1.5 }, 2)).toBe(150);
    expect(crashReturnOf({ stake: 100, autoCashOut: 2 }, 2)).toBe(200);
    expect(crashReturnOf({ stake: 100, autoCashOut: 2.01 }, 2)).toBe(0);
    expect(crashReturnOf({ stake: 100 }, 50)).toBe(0);
    // The earlier of a hand cash-out and the automatic target is the one that happened.
    expect(crashReturnOf({ stake: 100, autoCashOut: 3, cashedOutAt: 1.25 }, 5)).toBe(125);
    expect(crashReturnOf({ stake: 10, autoCashOut: 1.33 }, 1.33)).toBe(13.3);
    expect(crashReturnOf({ stake: 100, cashedOutAt: 1.01 }, 1)).toBe(0);
  });

  it('draws crash points of at least 1.00 in hundredths, from the uniform draw', () => {
    expect(crashPointOf(0)).toBe(1);
    expect(crashPointOf(0.5)).toBe(1.98);
    expect(crashPointOf(0.99)).toBe(99);
    expect(() => crashPointOf(1)).toThrow(RangeError);
    expect(() => crashPointOf(-0.1)).toThrow(RangeError);
  });

  it('rises from 1.00× with time, and tells when a multiplier is reached', () => {
    expect(multiplierAt(0)).toBe(1);
    expect(multiplierAt(-5)).toBe(1);
    expect(multiplierAt(timeToReach(2))).toBe(2);
    expect(multiplierAt(timeToReach(2) - 50)).toBeLessThan(2);
    expect(timeToReach(1)).toBe(0);
  });

  it('takes stakes from 10 to 5,000 and automatic cash-outs from 1.01× to 1,000×', () => {
    expect(isValidCrashBet({ stake: 10 })).toBe(true);
    expect(isValidCrashBet({ stake: 9 })).toBe(false);
    expect(isValidCrashBet({ stake: 5_001 })).toBe(false);
    expect(isValidCrashBet({ stake: 100, autoCashOut: MIN_AUTO_CASH_OUT })).toBe(true);
    expect(isValidCrashBet({ stake: 100, autoCashOut: 1 })).toBe(false);
    expect(isValidCrashBet({ stake: 100, autoCashOut: MAX_AUTO_CASH_OUT + 1 })).toBe(false);
    expect(isValidCrashBet({ stake: Number.NaN })).toBe(false);
  });

  it('returns 99% at every automatic cash-out target, measured over 1,000,000 seeded rounds within ±1%', () => {
    let state = 33;
    const uniform = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const targets = [1.1, 1.5, 2, 3, 5];
    const returned = targets.map(() => 0);
    const ROUNDS = 1_000_000;
    for (let round = 0; round < ROUNDS; round += 1) {
      const crash = crashPointOf(uniform());
      targets.forEach((target, index) => {
        returned[index]! += crashReturnOf({ stake: 100, autoCashOut: target }, crash);
      });
    }
    targets.forEach((target, index) => {
      const rtp = returned[index]! / (ROUNDS * 100);
      expect(Math.abs(rtp - CRASH_RTP), `${target}×: ${rtp}`).toBeLessThan(0.01);
    });
  });
});
