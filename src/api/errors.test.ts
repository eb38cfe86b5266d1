import { describe, expect, it } from 'vitest';
import { ApiError, LOGGED_OUT_MESSAGE, NETWORK_MESSAGE, logsOutSilently, toApiError } from './errors.ts';
import { createIntl } from 'react-intl';
import { errorToMessage } from '../../machines/shared/error-message.ts';
import en from '../i18n/en.json';
import hi from '../i18n/hi.json';

const refusal = { status: 400, success: false, message: 'Insufficient Balance', error: 'Balance too low' };

describe('toApiError: spec §8, transport level', () => {
  it.each([
    ['a network failure', new TypeError('fetch failed'), 'network'],
    ['a time-out', new DOMException('slow', 'TimeoutError'), 'timeout'],
  ] as const)('has no response on %s', (_situation, cause, kind) => {
    const error = toApiError({ service: 'user', cause });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind, message: NETWORK_MESSAGE, status: undefined, silent: false });
  });

  it('marks a caller abort as aborted and silent', () => {
    const error = toApiError({ service: 'user', cause: new DOMException('stop', 'AbortError') });
    expect(error).toMatchObject({ kind: 'aborted', silent: true });
  });

  it.each([
    ['the first detail', { message: 'Error 422', detail: [{ msg: 'body.mobile is wrong' }, { msg: 'x' }] }, 'Error 422: body.mobile is wrong'],
    ['errors as a list', { message: 'Error 422', errors: ['otp is required', 'x'] }, 'Error 422: otp is required'],
    ['errors as text', { message: 'Error 422', errors: 'otp is required' }, 'Error 422: otp is required'],
    ['the message', { message: 'Mobile is invalid' }, 'Error 422: Mobile is invalid'],
    ['nothing usable', { detail: [], message: '' }, 'Error 422: Refresh the page and try again.'],
  ])('422 shows %s', (_variant, body, message) => {
    expect(toApiError({ service: 'user', status: 422, body })).toMatchObject({ kind: 'http', status: 422, message });
  });

  it('401 logs the user out with its message, and callers stay silent', () => {
    const error = toApiError({ service: 'user', status: 401, body: { message: 'Unauthenticated' } });
    expect(error).toMatchObject({ kind: 'http', status: 401, message: LOGGED_OUT_MESSAGE, silent: true });
  });

  it('only the wallet service logs out silently', () => {
    expect(logsOutSilently('wallet')).toBe(true);
    expect(logsOutSilently('user')).toBe(false);
  });

  it.each([400, 498, 500])('%i shows the error field first', (status) => {
    expect(toApiError({ service: 'user', status, body: { ...refusal, status } }).message).toBe(
      `Error ${status}: Balance too low`,
    );
  });

  it.each([
    ['the first of errors', { message: 'Failed', errors: ['Wrong OTP', 'x'] }, 'Error 400: Wrong OTP'],
    ['the message', { message: 'OTP Expired' }, 'Error 400: OTP Expired'],
    ['the generic text without one', 'Bad Request', 'Error 400: Refresh the page and try again.'],
  ])('400 falls back to %s', (_variant, body, message) => {
    expect(toApiError({ service: 'user', status: 400, body }).message).toBe(message);
  });

  it.each([404, 503])('%i asks for a refresh whatever the body says', (status) => {
    expect(toApiError({ service: 'sports', status, body: { message: 'Not here' } })).toMatchObject({
      kind: 'http',
      status,
      message: `Error ${status}: Refresh the page and try again.`,
    });
  });
});

describe('toApiError: wallet service errors show the server text without a code', () => {
  it.each([
    ['the first detail', { detail: [{ msg: 'amount must be >= 100' }], message: 'Error 422' }, 422, 'amount must be >= 100'],
    ['the first of errors', { errors: ['UTR already used'], message: 'Failed' }, 400, 'UTR already used'],
    ['the message', refusal, 400, 'Insufficient Balance'],
    ['the message on a 500', { message: 'Ledger unavailable' }, 500, 'Ledger unavailable'],
    ['the message on an other code', { message: 'Not found' }, 404, 'Not found'],
    ['the error when alone', { error: 'Withdraw locked' }, 400, 'Withdraw locked'],
  ])('shows %s', (_variant, body, status, message) => {
    expect(toApiError({ service: 'wallet', status, body })).toMatchObject({ kind: 'http', status, message });
  });

  it('keeps the table text when the reply has no text', () => {
    expect(toApiError({ service: 'wallet', status: 502, body: '<html>' }).message).toBe(
      'Error 502: Refresh the page and try again.',
    );
  });

  it('keeps the network text when no response came', () => {
    expect(toApiError({ service: 'wallet', cause: new TypeError('offline') }).message).toBe(NETWORK_MESSAGE);
  });
});

describe('toApiError: 429, a throttled guess (docs/decisions/031)', () => {
  it.each([
    ['900', 15, 'Too many attempts. Try again in 15 minutes.'],
    ['61', 2, 'Too many attempts. Try again in 2 minutes.'],
    ['60', 1, 'Too many attempts. Try again in 1 minute.'],
    ['1', 1, 'Too many attempts. Try again in 1 minute.'],
    [null, 1, 'Too many attempts. Try again in 1 minute.'],
  ])('Retry-After %s → %i minutes, on every service', (retryAfter, minutes, message) => {
    for (const service of ['user', 'wallet'] as const) {
      const error = toApiError({ service, status: 429, body: { message: 'Too many attempts. Try again in 15 minutes.' }, retryAfter });
      expect(error).toMatchObject({ kind: 'http', status: 429, message, silent: false });
      expect(error.display).toEqual({ id: 'error.tooManyAttempts', values: { minutes } });
    }
  });

  it('reads an HTTP-date Retry-After', () => {
    const inTenMinutes = new Date(Date.now() + 10 * 60_000).toUTCString();
    expect(toApiError({ service: 'user', status: 429, retryAfter: inTenMinutes }).display?.values).toEqual({ minutes: 10 });
  });

  it('is shown from the catalogue by the machines, in each language', () => {
    const error = toApiError({ service: 'user', status: 429, retryAfter: '900' });
    const message = errorToMessage(error);
    expect(message).toEqual({ id: 'error.tooManyAttempts', values: { minutes: 15 } });
    const shown = (locale: string, messages: Record<string, string>, minutes: number) =>
      createIntl({ locale, messages }).formatMessage({ id: 'error.tooManyAttempts' }, { minutes });
    expect(shown('en', en, 15)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(shown('en', en, 1)).toBe('Too many attempts. Try again in 1 minute.');
    expect(shown('hi', hi, 15)).toBe('बहुत अधिक प्रयास। 15 मिनट बाद फिर से कोशिश करें।');
  });
});
