/**
 * A key for one money-moving operation (decision 001): created when the user confirms and reused on
 * every retry of that operation, so the server creates the transaction once.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
