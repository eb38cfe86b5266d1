import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { isSecretField, maskSecret, redact } from './redact.ts';

describe('redaction by field name', () => {
  it('treats a field as secret by the last word of its name', () => {
    expect(['password', 'newPassword', 'confirm_password', 'otp', 'accessToken', 'token', 'pin', 'apiKey'].filter(isSecretField)).toEqual([
      'password',
      'newPassword',
      'confirm_password',
      'otp',
      'accessToken',
      'token',
      'pin',
      'apiKey',
    ]);
    expect(['otpExpiresAt', 'withdrawPasswordOption', 'pinnedMarkets', 'spinning', 'utr', 'transaction_id', 'tokenExpiry'].some(isSecretField)).toBe(false);
  });

  it('masks a secret keeping its shape, so replayed format checks still pass; masking a mask changes nothing', () => {
    expect(maskSecret('Khiladi@123')).toBe('Xxxxxxx*000');
    expect(maskSecret('482913')).toBe('000000');
    expect(maskSecret(482913)).toBe(0);
    expect(maskSecret(maskSecret('Ab1!'))).toBe(maskSecret('Ab1!'));
    expect(maskSecret({ nested: 'x' })).toBe('[redacted]');
  });

  it('masks secrets at any depth and the value of an event that names a secret field; keeps UTRs (decision 098)', () => {
    expect(
      redact({
        type: 'field.changed',
        field: 'password',
        value: 'abc',
        user: { token: 'T0k', name: 'Rahul' },
        list: [{ otp: '1234' }],
        transaction_id: '412345678901',
      }),
    ).toEqual({
      type: 'field.changed',
      field: 'password',
      value: 'xxx',
      user: { token: 'X0x', name: 'Rahul' },
      list: [{ otp: '0000' }],
      transaction_id: '412345678901',
    });
  });

  it('makes a JSON-safe copy: actors by id, files described, errors as messages, functions dropped, cycles cut', () => {
    const actor = createActor(createMachine({ id: 'child' }), { id: 'child' });
    const looped: Record<string, unknown> = { name: 'loop' };
    looped.self = looped;
    const copy = redact({
      ref: actor,
      file: new File(['12345'], 'receipt.png', { type: 'image/png' }),
      error: new Error('Network Error'),
      when: new Date(0),
      run: () => 1,
      looped,
    }) as Record<string, unknown>;
    expect(copy).toMatchObject({
      ref: { actor: 'child' },
      file: { file: 'receipt.png', size: 5, type: 'image/png' },
      error: { error: 'Error', message: 'Network Error' },
      when: '1970-01-01T00:00:00.000Z',
    });
    expect('run' in copy).toBe(false);
    expect(() => JSON.stringify(copy)).not.toThrow();
  });
});
