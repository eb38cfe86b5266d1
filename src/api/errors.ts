// The transport-level error catalogue of spec §8, as one pure function. The exact joins and
// fallbacks are recorded in docs/decisions/003-error-messages.md.
import type { z } from 'zod/mini';
import type { ServiceName } from './catalogue.gen.ts';

export type ApiErrorKind = 'network' | 'http' | 'malformed' | 'timeout' | 'aborted';

export const NETWORK_MESSAGE = 'Error: Check your NETWORK agian and refresh the page.';
export const LOGGED_OUT_MESSAGE = 'You Have Been Logged Out From This Device.';
export const MALFORMED_REPLY_MESSAGE = 'Something went wrong';
/** Never shown to users: an aborted call is the caller's own decision. */
const ABORTED_MESSAGE = 'Request aborted by the caller';
const REFRESH_HINT = 'Refresh the page and try again.';

/** Codes whose message is the server's own text after the code (spec §8). */
const CODES_WITH_SERVER_TEXT = new Set([400, 498, 500]);
const UNPROCESSABLE = 422;
const UNAUTHORIZED = 401;
/** Throttled guesses (docs/decisions/031): shown as 'Too many attempts. Try again in N minutes.' */
const TOO_MANY_ATTEMPTS = 429;
const SECONDS_PER_MINUTE = 60;

/** A catalogue message for an error (machines show it in the user's language instead of `message`). */
export interface ErrorDisplay {
  id: string;
  values?: Record<string, string | number>;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The exact toast text of spec §8. */
  message: string;
  service: ServiceName;
  status?: number;
  body?: unknown;
  display?: ErrorDisplay;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly service: ServiceName;
  readonly status: number | undefined;
  readonly body: unknown;
  /** The catalogue message to show instead of `message`, when there is one (machines/auth/error-message.ts). */
  readonly display: ErrorDisplay | undefined;
  /**
   * True when the caller must not toast this error: the caller aborted it, or it is a 401, whose
   * message and forced logout belong to the session (through `onUnauthorized`).
   */
  readonly silent: boolean;

  constructor({ kind, message, service, status, body, display }: ApiErrorInit) {
    super(message);
    this.display = display;
    this.kind = kind;
    this.service = service;
    this.status = status;
    this.body = body;
    this.silent = kind === 'aborted' || status === UNAUTHORIZED;
  }
}

/** Spec §4: a 401 from the wallet service clears the session and goes Home with no message. */
export const logsOutSilently = (service: ServiceName): boolean => service === 'wallet';

export interface ToApiErrorInput {
  service: ServiceName;
  /** The HTTP status; absent when no response came. */
  status?: number;
  /** The parsed error reply (decision 001: `{ message, error?, errors?, detail? }`). */
  body?: unknown;
  /** Why no response came: a DOMException named 'TimeoutError' or 'AbortError', or a network failure. */
  cause?: unknown;
  /** The reply's Retry-After header (seconds or an HTTP date), for a 429. */
  retryAfter?: string | null;
}

export function toApiError({ service, status, body, cause, retryAfter }: ToApiErrorInput): ApiError {
  if (status === undefined) return transportError(service, cause);
  if (status === TOO_MANY_ATTEMPTS) return tooManyAttemptsError(service, body, retryAfter);
  return new ApiError({ kind: 'http', status, service, body, message: httpMessage(service, status, body) });
}

/** 429: 'Too many attempts. Try again in N minutes.', N from Retry-After (whole minutes, at least 1). */
function tooManyAttemptsError(service: ServiceName, body: unknown, retryAfter: string | null | undefined): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds(retryAfter) / SECONDS_PER_MINUTE));
  const message = `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  return new ApiError({
    kind: 'http',
    status: TOO_MANY_ATTEMPTS,
    service,
    body,
    message,
    display: { id: 'error.tooManyAttempts', values: { minutes } },
  });
}

function retryAfterSeconds(retryAfter: string | null | undefined): number {
  const text = retryAfter?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? 0 : (date - Date.now()) / 1000;
}

export function malformedReplyError(service: ServiceName, status: number, body: unknown): ApiError {
  return new ApiError({ kind: 'malformed', status, service, body, message: MALFORMED_REPLY_MESSAGE });
}

/** `reply` read with `schema`; one that does not match is logged with the call's name and is a malformed reply of `service`. */
export function checkedReply<Schema extends z.ZodMiniType>(schema: Schema, name: string, service: ServiceName, reply: unknown): z.output<Schema> {
  const parsed = schema.safeParse(reply);
  if (!parsed.success) {
    console.error(`[api] the reply to ${name} does not match its schema`, parsed.error.issues);
    throw malformedReplyError(service, 200, reply);
  }
  return parsed.data as z.output<Schema>;
}

function transportError(service: ServiceName, cause: unknown): ApiError {
  const causeName = cause instanceof Error || cause instanceof DOMException ? cause.name : undefined;
  if (causeName === 'AbortError') return new ApiError({ kind: 'aborted', service, message: ABORTED_MESSAGE });
  const kind = causeName === 'TimeoutError' ? 'timeout' : 'network';
  return new ApiError({ kind, service, message: NETWORK_MESSAGE });
}

type ReplyTextField = 'detail' | 'errors' | 'message' | 'error';

// Which fields of an error reply carry the text to show, in the order spec §8 names them.
const WALLET_TEXT_FIELDS: readonly ReplyTextField[] = ['detail', 'errors', 'message', 'error'];
const UNPROCESSABLE_TEXT_FIELDS: readonly ReplyTextField[] = ['detail', 'errors', 'message'];
const SERVER_TEXT_FIELDS: readonly ReplyTextField[] = ['error', 'errors', 'message'];

function httpMessage(service: ServiceName, status: number, body: unknown): string {
  if (status === UNAUTHORIZED) return LOGGED_OUT_MESSAGE;
  const genericMessage = `Error ${status}: ${REFRESH_HINT}`;
  if (service === 'wallet') return replyText(body, WALLET_TEXT_FIELDS) ?? genericMessage;
  const fields =
    status === UNPROCESSABLE ? UNPROCESSABLE_TEXT_FIELDS : CODES_WITH_SERVER_TEXT.has(status) ? SERVER_TEXT_FIELDS : [];
  const text = replyText(body, fields);
  return text === undefined ? genericMessage : `Error ${status}: ${text}`;
}

function replyText(body: unknown, fields: readonly ReplyTextField[]): string | undefined {
  if (!isRecord(body)) return undefined;
  for (const field of fields) {
    const text = firstText(body[field]);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** A string, the first element of a list, or the `msg`/`message` of an entry (`detail: [{ msg }]`). */
function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return firstText(value[0]);
  if (isRecord(value)) return firstText(value.msg ?? value.message);
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
