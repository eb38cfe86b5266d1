import { expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency.ts';

it('creates a new key each time, in the form the contract accepts', () => {
  const first = newIdempotencyKey();
  expect(first).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  expect(newIdempotencyKey()).not.toBe(first);
});
