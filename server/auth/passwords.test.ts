import { describe, expect, it } from 'vitest';
import { hashPassword, NO_PASSWORD, spendPasswordCheckTime, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('stores scrypt with its parameters and a fresh salt, never the password', async () => {
    const [first, second] = await Promise.all([hashPassword('Khiladi@123'), hashPassword('Khiladi@123')]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toContain('Khiladi@123');
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Khiladi@123');
    expect(await verifyPassword('Khiladi@123', stored)).toBe(true);
    expect(await verifyPassword('khiladi@123', stored)).toBe(false);
  });

  it('refuses every password for an account without one, and for a malformed hash', async () => {
    expect(await verifyPassword('', NO_PASSWORD)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  it('spends a check on a decoy when there is no account', async () => {
    await expect(spendPasswordCheckTime('Khiladi@123')).resolves.toBeUndefined();
  });
});
