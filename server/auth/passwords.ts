// Password hashing with node:crypto scrypt. The stored string carries its own parameters and salt,
// `scrypt$<N>$<r>$<p>$<salt>$<key>` (base64url), so the cost can be raised later without
// invalidating older hashes. Comparison is constant-time.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

// OWASP's minimum for scrypt: N=2^14 (≈16 MiB with r=8), p=1.
const COST = { N: 16384, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const SCHEME = 'scrypt';

/**
 * Stored as the hash of an account nobody signs into by password (demo users): it has no
 * parameters, so verifyPassword refuses every password for it.
 */
export const NO_PASSWORD = '!';

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, { ...COST, maxmem: maxMemoryFor(COST) });
  return [SCHEME, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== SCHEME) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  const key = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxMemoryFor({ N, r, p }) });
  return timingSafeEqual(key, expected);
}

// A hash computed once, checked when the account asked for does not exist, so that a wrong user ID
// costs the same time as a wrong password and timing does not tell which accounts exist.
let decoyHash: Promise<string> | undefined;

export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(SALT_BYTES).toString('hex'));
  await verifyPassword(password, await decoyHash);
}

// scrypt needs 128·N·r bytes; node's default cap (32 MiB) is just enough for N=2^14, so leave room.
function maxMemoryFor({ N, r, p }: { N: number; r: number; p: number }): number {
  return 256 * N * r * p;
}
