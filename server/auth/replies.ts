// Reply shapes of docs/decisions/001, shared by the auth and account areas (and any area that
// wants them): a success with data, a success with only a message, a 400 business refusal.
import { HttpError } from '../http-error.ts';

export function successReply<Data>(data: Data, message?: string) {
  return { status: 200 as const, success: true as const, ...(message !== undefined && { message }), data };
}

export function messageReply(message: string) {
  return { status: 200 as const, success: true as const, message };
}

/** A 400 whose `message` and `error` are the same text: the client shows `error` (spec §8). */
export function refusal(message: string): HttpError {
  return new HttpError(400, message, { error: message });
}
