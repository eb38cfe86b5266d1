// The casino win/loss reply (api-spec casinoWinLoss; docs/decisions/058). Kept out of replies.ts so
// it loads with the casino routes, not with Home (design §7): api.call returns the bare envelope
// and `parseWinLossReply` checks it here. A reply that does not match is a malformed reply.
import { z } from 'zod/mini';
import type { WinLossReport } from '../../machines/casino/win-loss.machine.ts';
import { checkedReply } from './errors.ts';

const figures = { rounds: z.number(), bets: z.number(), wins: z.number(), net: z.number() };
const rowSchema = z.object({ date: z.string(), game_id: z.string(), provider: z.catch(z.string(), ''), ...figures });

const nullableText = z.catch(z.nullable(z.string()), null);
const roundSchema = z.object({
  round_id: z.string(),
  game_id: z.string(),
  provider: z.catch(z.string(), ''),
  time: z.string(),
  stake: z.number(),
  win: z.number(),
  net: z.number(),
  fair_round_id: nullableText,
  seed_hash: nullableText,
  seed: nullableText,
});

const winLossReplySchema = z.object({
  data: z.object({
    round_details: z.optional(
      z.pipe(
        z.array(z.unknown()),
        z.transform((rounds: unknown[]) =>
          rounds.flatMap((round) => {
            const parsed = roundSchema.safeParse(round);
            return parsed.success ? [parsed.data] : [];
          }),
        ),
      ),
    ),
    rows: z.pipe(
      z.array(z.unknown()),
      z.transform((rows: unknown[]) =>
        rows.flatMap((row) => {
          const parsed = rowSchema.safeParse(row);
          return parsed.success ? [parsed.data] : [];
        }),
      ),
    ),
    total: z.object(figures),
  }),
});

export function parseWinLossReply(reply: unknown): WinLossReport {
  return checkedReply(winLossReplySchema, 'casinoWinLoss', 'user', reply).data;
}
