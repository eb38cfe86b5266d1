import { describe, expect, it } from 'vitest';
import { formatCountdown } from './otp-countdown.tsx';

describe('OTP countdown text', () => {
  it.each([
    [300, '05:00'],
    [61, '01:01'],
    [9, '00:09'],
    [0, '00:00'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
