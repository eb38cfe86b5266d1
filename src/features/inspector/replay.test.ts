import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, type AnyActorLogic, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { betSlipMachine, type BetSlipInput, type PlacedBet, type Submission } from '../../../machines/sports/bet-slip.machine.ts';
import { depositMachine, type DepositConfig, type DepositStart, type PaymentMethodsResult } from '../../../machines/wallet/deposit.machine.ts';
import { withdrawPasswordMachine } from '../../../machines/wallet/withdraw-password.machine.ts';
import { withdrawMachine, type AccountList, type WithdrawConfig } from '../../../machines/wallet/withdraw.machine.ts';
import { otpMachine } from '../../../machines/otp/otp.machine.ts';
import { appMachine, SYSTEM_IDS } from '../../../machines/app.machine.ts';
import { siteMachine, type SiteVersion } from '../../../machines/site/site.machine.ts';
import { OCR_TIMEOUT_MS } from '../../../machines/shared/constants.ts';
import type { Message } from '../../../machines/shared/message.ts';
import { createInspectionLog, recordRandomIds, type Journal } from '../../runtime/inspector.ts';
import { redact } from '../../runtime/redact.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkJournal, describeDifference } from './journal-check.ts';
import { MACHINES } from './machine-catalogue.ts';
import { createReplay } from './replay.ts';

/**
 * Each journal is recorded here by running the real machine with test actors in place of the
 * network (as a product session would record it), exported, then replayed on fresh machines.
 */
type Send = (event: { type: string; [key: string]: unknown }, childId?: string) => void;

async function record(logic: AnyStateMachine, drive: (send: Send, actor: AnyActorRef) => Promise<void>, input?: unknown): Promise<Journal> {
  const log = createInspectionLog({ now: Date.now });
  const restoreRandom = recordRandomIds(log);
  const actor = createActor(logic, { inspect: log.inspect, input });
  actor.start();
  // A view sends some events to a child straight (the withdraw-password modal to its actor).
  await drive((event, childId) => (childId ? (actor.getSnapshot().children as Record<string, AnyActorRef>)[childId]! : actor).send(event), actor);
  restoreRandom();
  // Through JSON, as the exported file is.
  const journal = JSON.parse(JSON.stringify(log.exportJournal())) as Journal;
  actor.stop();
  return journal;
}

/**
 * `SAVE_JOURNALS=1 npx vitest run src/features/inspector/replay.test.ts` re-records the saved journals
 * of tests/journals/ that these tests make (after a deliberate change of behaviour).
 */
function saveIfAsked(name: string, journal: Journal) {
  if (process.env.SAVE_JOURNALS) writeFileSync(join('tests', 'journals', `${name}.json`), `${JSON.stringify(journal, null, 1)}\n`);
}

function expectReplayReachesRecordedOutcomes(journal: Journal) {
  // Step by step, every actor as the journal recorded it after each entry (decision 201).
  expect(checkJournal(journal, MACHINES).differences.map(describeDifference)).toEqual([]);
  // A day later: the replay reads the recorded times, not the clock.
  vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  const replay = createReplay(journal, MACHINES);
  replay.runAll();
  expect(replay.missing()).toEqual([]);
  const machineActors = journal.actors.filter((actor) => actor.machine && journal.outcomes[actor.actorId]?.status !== 'stopped');
  expect(machineActors.length).toBeGreaterThan(0);
  for (const actor of machineActors) {
    const snapshot = replay.actorFor(actor.actorId)?.getSnapshot() as { value: unknown; context: unknown } | undefined;
    expect({ actor: actor.name, value: redact(snapshot?.value), context: redact(snapshot?.context) }).toEqual({
      actor: actor.name,
      value: journal.outcomes[actor.actorId]?.value,
      context: journal.outcomes[actor.actorId]?.context,
    });
  }
  replay.stop();
  return replay;
}

const depositConfig: DepositConfig = { depositRange: { min: 100, max: 50_000 }, stakeButtons: [0, 0, 0, 0], rules: {}, videos: {} };
const methods: PaymentMethodsResult = {
  entries: [{ method_name: 'UPI', method: 'upi', method_id: 2, master_account_id: 11, upi_id: 'site@bank' }],
  bonusData: null,
};

describe('replaying a recorded journal', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('walks a deposit (server reply, the 6 s OCR timer, the UTR read by the server) to the recorded state and context', async () => {
    const logic = depositMachine.provide({
      actors: {
        prepareDeposit: fromPromise(async (): Promise<DepositStart> => ({ isDemo: false, amount: 500, pendingSubmission: null })),
        loadWalletConfig: fromPromise(async () => depositConfig),
        loadPaymentMethods: fromPromise(async () => methods),
        inspectProof: fromPromise(async () => ({ readable: true })),
        uploadProof: fromPromise(async () => '/uploads/receipt.png'),
        readUtrOnDevice: fromPromise(() => new Promise<string | null>(() => undefined)),
        fetchAutoUtr: fromPromise(async () => '998877665544'),
        submitDeposit: fromPromise(() => new Promise<null>(() => undefined)),
      } as Record<string, AnyActorLogic>,
    });
    const journal = await record(logic, async (send) => {
      send({ type: 'page.opened', page: 'paymentMethod' });
      await vi.advanceTimersByTimeAsync(0);
      send({ type: 'terms.changed', accepted: true });
      send({ type: 'proof.selected', file: { name: 'receipt.png', size: 20_000 } });
      await vi.advanceTimersByTimeAsync(OCR_TIMEOUT_MS);
      send({ type: 'deposit.submit' });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(journal.entries.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['reply', 'timer']));
    expect(journal.outcomes[journal.actors[0]!.actorId]?.context).toMatchObject({
      utr: '998877665544',
      submission: { idempotencyKey: expect.any(String), request: { client_created_date: expect.stringMatching(/^2026-11-24T10:00:06/) } },
    });
    saveIfAsked('deposit-upi-proof-ocr-timer', journal);
    expectReplayReachesRecordedOutcomes(journal);
  });

  it('starts the deposit the root was handed while running (loaded with its screen) from its own recorded start', async () => {
    const site = siteMachine.provide({ actors: { loadSiteVersion: fromPromise(() => new Promise<SiteVersion>(() => undefined)) } });
    const deposit = depositMachine.provide({
      actors: {
        prepareDeposit: fromPromise(async (): Promise<DepositStart> => ({ isDemo: false, amount: null, pendingSubmission: null })),
        loadWalletConfig: fromPromise(async () => depositConfig),
      } as Record<string, AnyActorLogic>,
    });
    const siteInput = { domain: 'example.com', storedVersion: null, storedSettings: null, storedLanguage: null, offerSeen: false };
    const journal = await record(
      appMachine.provide({ actors: { site } }),
      async (send, app) => {
        send({ type: 'deposit.loaded', logic: () => deposit });
        await vi.advanceTimersByTimeAsync(0);
        const depositActor: AnyActorRef | undefined = app.system.get(SYSTEM_IDS.deposit);
        depositActor?.send({ type: 'page.opened', page: 'amount' });
        await vi.advanceTimersByTimeAsync(0);
        depositActor?.send({ type: 'amount.changed', text: '500' });
      },
      { site: siteInput },
    );
    const recordedDeposit = journal.actors.find((actor) => actor.name === SYSTEM_IDS.deposit);
    expect(recordedDeposit?.parentId).toBe(journal.actors.find((actor) => actor.machine === 'app')?.actorId);
    expect(journal.outcomes[recordedDeposit!.actorId]?.context).toMatchObject({ amountText: '500' });
    const replay = createReplay(journal, MACHINES);
    replay.runAll();
    expect(replay.missing()).toEqual([]);
    const replayed = replay.actorFor(recordedDeposit!.actorId)?.getSnapshot() as { value: unknown; context: unknown } | undefined;
    expect({ value: redact(replayed?.value), context: redact(replayed?.context) }).toEqual({
      value: journal.outcomes[recordedDeposit!.actorId]?.value,
      context: journal.outcomes[recordedDeposit!.actorId]?.context,
    });
    replay.stop();
  });

  it('walks a withdraw with its withdraw-password reset by OTP (three nested machines) to the recorded states, the OTP masked', async () => {
    const withdrawConfig: WithdrawConfig = {
      withdrawalRange: { min: 100, max: 50_000 },
      banks: [],
      methods: [{ id: 2, method_name: 'UPI', method_type: 'upi' }],
      isBankOnly: false,
    };
    const accounts: AccountList = {
      accounts: [
        {
          client_account_id: 5,
          method_name: 'UPI',
          payment_method: 'upi',
          account_number: null,
          ifsc_code: null,
          upi_id: 'rahul@upi',
          crypto_wallet_id: null,
          account_holder_name: 'Rahul Kumar',
          bank_name: null,
          qr_code: null,
        },
      ],
      isBankOnly: false,
    };
    const logic = withdrawMachine.provide({
      actors: {
        fundsWatch: fromCallback(({ sendBack }) => sendBack({ type: 'funds.changed', funds: { balance: 1_000, exposure: 0, earnBonus: 0 } })),
        checkAccess: fromPromise(async () => ({ isDemo: false })),
        loadWalletConfig: fromPromise(async () => withdrawConfig),
        loadAccounts: fromPromise(async () => accounts),
        submitWithdraw: fromPromise(() => new Promise<null>(() => undefined)),
        withdrawPassword: withdrawPasswordMachine.provide({
          actors: {
            checkWithdrawalPassword: fromPromise(async () => false),
            storedOtpDeadline: fromPromise(async (): Promise<number | null> => null),
            sendOtpToMobile: fromPromise(async (): Promise<void> => undefined),
            resetWithdrawalPassword: fromPromise(async (): Promise<Message> => ({ text: 'Withdraw password set.' })),
            otpCountdown: otpMachine,
          },
        }),
      } as Record<string, AnyActorLogic>,
    });
    const journal = await record(logic, async (send) => {
      await vi.advanceTimersByTimeAsync(0);
      send({ type: 'account.selected', accountId: 5 });
      send({ type: 'amount.changed', text: '800' });
      send({ type: 'withdrawPassword.reset' }, 'withdrawPassword');
      await vi.advanceTimersByTimeAsync(2_000);
      send({ type: 'field.changed', field: 'otp', value: '123456' }, 'withdrawPassword');
      send({ type: 'field.changed', field: 'withdrawPassword', value: 'Khiladi@123' }, 'withdrawPassword');
      send({ type: 'field.changed', field: 'confirmWithdrawPassword', value: 'Khiladi@124' }, 'withdrawPassword');
      send({ type: 'reset.submit' }, 'withdrawPassword');
      send({ type: 'field.changed', field: 'confirmWithdrawPassword', value: 'Khiladi@123' }, 'withdrawPassword');
      send({ type: 'reset.submit' }, 'withdrawPassword');
      await vi.advanceTimersByTimeAsync(0);
      send({ type: 'withdraw.submit' });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(JSON.stringify(journal)).not.toMatch(/123456|Khiladi/);
    const passwordActor = journal.actors.find((actor) => actor.id === 'withdrawPassword');
    expect(passwordActor).toBeDefined();
    expect(journal.actors.some((actor) => actor.machine === otpMachine.id)).toBe(true);
    saveIfAsked('withdraw-password-reset-by-otp', journal);
    expectReplayReachesRecordedOutcomes(journal);
  });

  it('walks a bet slip from stake to placed', async () => {
    const input: BetSlipInput = {
      selection: { eventId: 'e1', marketId: 'm1', marketName: 'Match Odds', selectionId: 'r1', runnerName: 'India', side: 'back', form: 'decimal', price: 2.5, rate: null },
      minStake: 100,
      maxStake: 50_000,
      betDelayMs: 0,
      chips: [100, 500],
      acceptAnyOdds: false,
    };
    const logic = betSlipMachine.provide({ actors: { placeBet: fromPromise(async () => ({ betId: '7', price: 2.5, stake: 500 })) } });
    const journal = await record(
      logic,
      async (send) => {
        send({ type: 'stake.chosen', stake: 500 });
        send({ type: 'price.up' });
        send({ type: 'slip.confirm' });
        await vi.advanceTimersByTimeAsync(0);
      },
      input,
    );
    saveIfAsked('bet-slip-price-up-placed', journal);
    expectReplayReachesRecordedOutcomes(journal);
  });

  it('walks a bet placed with the in-play delay (slip → delay with its countdown → placed); the saved journal fails a changed delay and passes once recorded again', async () => {
    const input: BetSlipInput = {
      selection: { eventId: 'ck-1001', marketId: 'm1', marketName: 'Match Odds', selectionId: 'r1', runnerName: 'India', side: 'back', form: 'decimal', price: 2.5, rate: null },
      minStake: 100,
      maxStake: 50_000,
      betDelayMs: 5_000,
      chips: [100, 500],
      acceptAnyOdds: false,
    };
    // The server holds an in-play bet for the market's delay before it answers.
    const placeBet = fromPromise<PlacedBet, Submission>(() => new Promise((resolve) => setTimeout(() => resolve({ betId: '8', price: 2.5, stake: 500 }), input.betDelayMs)));
    const drive = async (send: Send, actor: AnyActorRef) => {
      send({ type: 'stake.chosen', stake: 500 });
      send({ type: 'slip.confirm' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('placing');
      await vi.advanceTimersByTimeAsync(input.betDelayMs);
    };
    const journal = await record(betSlipMachine.provide({ actors: { placeBet } }), drive, input);
    expect(journal.entries.some((entry) => entry.after?.value === 'placing' && (entry.after.context as { expiresAt: unknown }).expiresAt !== null)).toBe(true);
    saveIfAsked('bet-slip-in-play-delay-placed', journal);
    expectReplayReachesRecordedOutcomes(journal);

    // A change of behaviour: the countdown runs a second longer than the delay.
    const longerCountdown = betSlipMachine.provide({
      actions: { startDelay: assign(({ context }) => ({ expiresAt: context.betDelayMs > 0 ? Date.now() + context.betDelayMs + 1_000 : null })) },
    });
    const changed = new Map(MACHINES).set(betSlipMachine.id, longerCountdown);
    const failed = checkJournal(journal, changed).differences.map(describeDifference);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]).toContain('(slip.confirm)');
    // Recorded again on the changed machine, the journal passes on it.
    const recordedAgain = await record(longerCountdown.provide({ actors: { placeBet } }), drive, input);
    expect(checkJournal(recordedAgain, changed).differences).toEqual([]);
  });

  it('replays step by step to the same end, and names the actors it cannot start', async () => {
    const logic = betSlipMachine.provide({ actors: { placeBet: fromPromise(async () => ({ betId: '7', price: 2.5, stake: 500 })) } });
    const input: BetSlipInput = {
      selection: { eventId: 'e1', marketId: 'm1', marketName: 'Match Odds', selectionId: 'r1', runnerName: 'India', side: 'lay', form: 'decimal', price: 3, rate: null },
      minStake: 100,
      maxStake: 50_000,
      betDelayMs: 0,
      chips: [100],
      acceptAnyOdds: false,
    };
    const journal = await record(logic, async (send) => send({ type: 'stake.changed', text: '250' }), input);
    const replay = createReplay(journal, MACHINES);
    const [root] = journal.actors;
    expect(replay.step()).toBe(true);
    expect(replay.position()).toBe(1);
    expect((replay.actorFor(root!.actorId)?.getSnapshot() as { context: { stakeText: string } }).context.stakeText).toBe('');
    expect(replay.step()).toBe(true);
    expect((replay.actorFor(root!.actorId)?.getSnapshot() as { context: { stakeText: string } }).context.stakeText).toBe('250');
    expect(replay.step()).toBe(false);
    replay.stop();

    const unknown = createReplay({ ...journal, actors: journal.actors.map((actor) => ({ ...actor, machine: 'retired' })) }, MACHINES);
    unknown.runAll();
    expect(unknown.missing()).toEqual([root!.name]);
  });
});
