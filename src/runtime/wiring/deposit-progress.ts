/**
 * Where a deposit in progress is kept (src/runtime/wiring/deposit.ts saves and reads it). Apart from
 * the deposit's wiring, so a logout can forget it without loading the deposit (docs/decisions/110).
 */
import { createStorage } from '../persistence.ts';

export const DEPOSIT_PROGRESS_KEY = 'deposit';

/** Design §8: a logout leaves no trace of the user, a deposit in progress included. */
export async function forgetDepositProgress(): Promise<void> {
  await (await createStorage()).removeItem(DEPOSIT_PROGRESS_KEY);
}
