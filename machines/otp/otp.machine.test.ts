import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { OTP_VALIDITY_MS } from '../shared/constants.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { otpCanResend, otpMachine, otpRemainingSeconds, type OtpRequest, type OtpEvent} from './otp.machine.ts';

const request: OtpRequest = { purpose: 'register', mobile: '9876543210' };

walkEveryTransition('otp', {
  machine: otpMachine,
  events: (): OtpEvent[] => [
    { type: 'otp.sent', request },
    // Ticks carry the clock: one before any deadline, one after every deadline.
    { type: 'otp.tick', now: 0 },
    { type: 'otp.tick', now: Number.MAX_SAFE_INTEGER },
    { type: 'otp.resend' },
    { type: 'otp.expiredReply' },
  ],
  facts: [
    {
      rule: 'a countdown runs to a deadline set when it starts: 300 s from the send, or the one a reload kept',
      check: ({ snapshot, previous, event }) => {
        if (!snapshot.matches('counting') || (previous.matches('counting') && event.type !== 'otp.sent')) return;
        const { expiresAt, now } = snapshot.context;
        const kept = event.type === 'otp.sent' ? (event as { expiresAt?: number }).expiresAt : undefined;
        expect(expiresAt).toBe(kept ?? now + OTP_VALIDITY_MS);
        expect(snapshot.context.request).toEqual(request);
      },
    },
    {
      rule: 'an expired code shows 0 seconds left and offers Resend',
      check: ({ snapshot }) => {
        if (!snapshot.matches('expired')) return;
        expect(otpRemainingSeconds(snapshot)).toBe(0);
        expect(otpCanResend(snapshot)).toBe(true);
      },
    },
  ],
});

const startOtp = (sendOtp = vi.fn(async (_: OtpRequest): Promise<void> => {})) => {
  const actor = createActor(
    otpMachine.provide({ actors: { sendOtp: fromPromise(({ input }: { input: OtpRequest }) => sendOtp(input)) } }),
  );
  actor.start();
  return { actor, sendOtp };
};

describe('otp countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts 300 s down from a stored deadline, then offers resend', async () => {
    const { actor } = startOtp();
    actor.send({ type: 'otp.sent', request });
    expect(actor.getSnapshot().context.expiresAt).toBe(Date.now() + OTP_VALIDITY_MS);
    expect(otpRemainingSeconds(actor.getSnapshot())).toBe(300);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(otpRemainingSeconds(actor.getSnapshot())).toBe(299);
    expect(otpCanResend(actor.getSnapshot())).toBe(false);

    await vi.advanceTimersByTimeAsync(OTP_VALIDITY_MS - 1_000);
    expect(otpRemainingSeconds(actor.getSnapshot())).toBe(0);
    expect(otpCanResend(actor.getSnapshot())).toBe(true);
  });

  it('resend sends the same request again and restarts the countdown', async () => {
    const { actor, sendOtp } = startOtp();
    actor.send({ type: 'otp.sent', request });
    await vi.advanceTimersByTimeAsync(OTP_VALIDITY_MS);
    actor.send({ type: 'otp.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendOtp).toHaveBeenCalledWith(request);
    expect(actor.getSnapshot().value).toBe('counting');
    expect(otpRemainingSeconds(actor.getSnapshot())).toBe(300);
  });

  it('a failed resend keeps resend available and carries the error', async () => {
    const { actor } = startOtp(vi.fn(async () => Promise.reject(new Error('Too many requests'))));
    actor.send({ type: 'otp.sent', request });
    actor.send({ type: 'otp.expiredReply' });
    actor.send({ type: 'otp.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(otpCanResend(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Too many requests' });
  });

  it("an 'OTP Expired' reply zeroes the countdown and shows resend", () => {
    const { actor } = startOtp();
    actor.send({ type: 'otp.sent', request });
    actor.send({ type: 'otp.expiredReply' });
    expect(otpRemainingSeconds(actor.getSnapshot())).toBe(0);
    expect(otpCanResend(actor.getSnapshot())).toBe(true);
  });

  it('a restored snapshot re-derives the remaining time from the clock', async () => {
    const { actor } = startOtp();
    actor.send({ type: 'otp.sent', request });
    const persisted = actor.getPersistedSnapshot();
    actor.stop();

    // The page was closed for 100 s: no timer ran meanwhile.
    vi.setSystemTime(Date.now() + 100_000);
    const restored = createActor(otpMachine, { snapshot: persisted });
    restored.start();
    expect(otpRemainingSeconds(restored.getSnapshot())).toBe(200);

    vi.setSystemTime(Date.now() + 300_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(otpCanResend(restored.getSnapshot())).toBe(true);
  });
});
