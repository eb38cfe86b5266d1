// The withdraw ID (spec §7 "wallet-withdraw id"): what a user quotes to support about a
// withdrawal. Random rather than derived from the user id, so it cannot be guessed from one and
// reveals no count of users; made on the first request and stable after it.
import { randomInt } from 'node:crypto';
import { successReply } from '../auth/replies.ts';
import type { Handlers } from '../contract/handlers.ts';
import type { Queryable } from '../db/database.ts';
import { walletUser } from './wallet-config.ts';

// Crockford's base 32: no I, L, O or U, so an ID read aloud over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
// 10 characters: 50 bits, far beyond any guessing and any number of users.
const ID_LENGTH = 10;
export const WITHDRAW_ID_PREFIX = 'WD';
export const WITHDRAW_ID_PATTERN = new RegExp(`^${WITHDRAW_ID_PREFIX}[${ALPHABET}]{${ID_LENGTH}}$`);

export function newWithdrawId(): string {
  let id = WITHDRAW_ID_PREFIX;
  for (let index = 0; index < ID_LENGTH; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** The user's withdraw ID, given now if the user has none; two first requests at once agree. */
export async function withdrawIdOf(db: Queryable, userId: number): Promise<string> {
  await db.query('UPDATE users SET withdraw_id = $2 WHERE id = $1 AND withdraw_id IS NULL', [userId, newWithdrawId()]);
  const [row] = await db.query<{ withdraw_id: string }>('SELECT withdraw_id FROM users WHERE id = $1', [userId]);
  return row!.withdraw_id;
}

export const walletWithdrawIdHandlers: Handlers = {
  walletWithdrawId: async (request, { db }) => {
    const user = walletUser(request);
    return successReply({ withdraw_id: await withdrawIdOf(db, user.id) });
  },
};
