// Money-moving POSTs carry an Idempotency-Key (docs/decisions/001): a repeated key gets the first
// reply and creates nothing new. Call this inside the same SQL transaction as the money change:
//
//   db.transaction((tx) => withIdempotencyKey(tx, { userId, key, operation: 'walletDeposit' }, () =>
//     createDeposit(tx, …)))
//
// The key is claimed first (INSERT … ON CONFLICT DO NOTHING): a concurrent retry waits on the
// unique index until the first transaction ends, then reads its reply. If producing the reply
// throws (a refusal, a crash), the transaction rolls back, the claim with it, and a retry runs anew.
import type { Queryable } from './db/database.ts';
import { HttpError } from './http-error.ts';

export interface IdempotencyScope {
  userId: number;
  key: string;
  /** The operationId; a key reused for another operation is refused. */
  operation: string;
}

export async function withIdempotencyKey<Reply>(
  tx: Queryable,
  scope: IdempotencyScope,
  produceReply: () => Promise<Reply>,
): Promise<Reply> {
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, operation, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    [scope.userId, scope.key, scope.operation, new Date()],
  );
  if (claimed.length === 0) return storedReply<Reply>(tx, scope);

  const reply = await produceReply();
  await tx.query('UPDATE idempotency_keys SET reply = $3 WHERE user_id = $1 AND key = $2', [
    scope.userId,
    scope.key,
    JSON.stringify(reply),
  ]);
  return reply;
}

async function storedReply<Reply>(tx: Queryable, scope: IdempotencyScope): Promise<Reply> {
  const [row] = await tx.query<{ operation: string; reply: Reply | null }>(
    'SELECT operation, reply FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [scope.userId, scope.key],
  );
  if (row?.operation !== scope.operation) {
    throw new HttpError(422, 'Error 422', {
      detail: [{ msg: 'This request was already used for another action. Refresh the page and try again.', loc: ['header', 'idempotency-key'] }],
    });
  }
  if (row.reply === null) throw new HttpError(409, 'This request is still being processed');
  return row.reply;
}
