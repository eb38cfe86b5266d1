// The responsible-gambling tools' replies (api-spec responsibleGambling, setGamblingLimit,
// takeGamblingBreak, setRealityCheck; docs/decisions/093-095), loaded with the profile route: api.call
// returns the bare envelope and this checks it. A reply that does not match is a malformed reply.
import { z } from 'zod/mini';
import type { GamblingTools } from '../../machines/profile/gambling-tools.machine.ts';
import { malformedReplyError } from './errors.ts';

const limit = z.object({
  kind: z.enum(['deposit', 'loss']),
  period: z.enum(['day', 'week', 'month']),
  amount: z.nullable(z.number()),
  pending_amount: z.nullable(z.number()),
  pending_from: z.nullable(z.string()),
});

const toolsReply = z.object({
  data: z.object({
    limits: z.array(limit),
    break: z.nullable(z.object({ kind: z.enum(['time_out', 'self_exclusion']), until: z.string() })),
    reality_check_minutes: z.number(),
    session_result: z.optional(z.number()),
  }),
});

export function parseGamblingTools(reply: unknown, operation: string): GamblingTools & { session_result?: number } {
  const parsed = toolsReply.safeParse(reply);
  if (!parsed.success) {
    console.error(`[api] the reply to ${operation} does not match its schema`, parsed.error.issues);
    throw malformedReplyError('user', 200, reply);
  }
  return parsed.data.data;
}
