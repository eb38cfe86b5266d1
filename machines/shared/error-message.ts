/**
 * Turns what an actor rejected with into a Message. src/app's actors reject with the API client's
 * error, whose `message` is the spec §8 text (or a Message already): machines never see HTTP.
 */
import { messageId, serverText, type Message } from './message.ts';

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as { id?: unknown }).id === 'string' || typeof (value as { text?: unknown }).text === 'string');

const messageTextOf = (error: unknown): string | undefined => {
  const text = (error as { message?: unknown } | null)?.message;
  return typeof text === 'string' && text !== '' ? text : undefined;
};

export const errorToMessage = (error: unknown): Message => {
  if (isMessage(error)) return error;
  const carried = (error as { message?: unknown } | null)?.message;
  if (isMessage(carried)) return carried;
  // A catalogue message the API client chose for the error (e.g. 'Too many attempts…' on a 429).
  const display = (error as { display?: unknown } | null)?.display;
  if (isMessage(display)) return display;
  const text = messageTextOf(error);
  return text === undefined ? messageId('error.somethingWentWrong') : serverText(text);
};

/** The server's 'OTP Expired' reply (spec §4, §8): the OTP countdown is zeroed and resend shown. */
export const isOtpExpiredError = (error: unknown): boolean =>
  /otp expired/i.test(messageTextOf(error) ?? (error as { error?: string } | null)?.error ?? '');

/**
 * A reply that trying again cannot change: the server answered 4xx for what was asked (an event that
 * is not there, an id it refuses), except a time-out (408) and too many requests (429).
 */
export const isFinalRefusal = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
};
