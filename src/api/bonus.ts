// Replies of the bonus screen, refer and earn and the chatbot (api-spec lockedEarnedBonus, bonusLog,
// bonusLogDetails, claimBonus, walletSwitch, referCode, chatbotIframeUrl*; docs/decisions/088-092).
// Loaded with their routes, not with Home. A reply that does not match is a malformed reply.
import { z } from 'zod/mini';
import type { ActiveWallet, BonusItem, WalletFunds } from '../../machines/bonus/bonus.machine.ts';
import type { ReferralSummary } from '../../machines/bonus/refer.machine.ts';
import { malformedReplyError } from './errors.ts';

function parse<Schema extends z.ZodMiniType>(schema: Schema, reply: unknown, operation: string): z.output<Schema> {
  const parsed = schema.safeParse(reply);
  if (!parsed.success) {
    console.error(`[api] the reply to ${operation} does not match its schema`, parsed.error.issues);
    throw malformedReplyError('user', 200, reply);
  }
  return parsed.data;
}

const funds = z.object({ bl: z.number(), ex: z.number(), bc: z.number(), eb: z.number() });
const activeWallet = z.enum(['MW', 'WB']);
const bonusEntry = z.looseObject({
  id: z.number(),
  bonus_type: z.string(),
  amount: z.number(),
  status: z.enum(['active', 'locked', 'released', 'claimed', 'expired']),
  created_at: z.string(),
});

export const parseBonusTotals = (reply: unknown) =>
  parse(z.object({ data: z.object({ earned: z.number(), locked: z.number(), released: z.number() }) }), reply, 'lockedEarnedBonus').data;

export const parseBonusLog = (reply: unknown): BonusItem[] =>
  parse(z.object({ data: z.array(bonusEntry) }), reply, 'bonusLog').data.map((entry) => ({
    id: entry.id,
    type: entry.bonus_type,
    amount: entry.amount,
    status: entry.status,
    createdAt: entry.created_at,
  }));

export const parseTurnover = (reply: unknown) => {
  const { data } = parse(z.object({ data: z.looseObject({ turnover_required: z.number(), turnover_done: z.number() }) }), reply, 'bonusLogDetails');
  return { required: data.turnover_required, done: data.turnover_done };
};

export const parseClaimed = (reply: unknown): { amount: number; funds: WalletFunds } => {
  const { data } = parse(z.object({ data: z.object({ amount: z.number(), balance: funds }) }), reply, 'claimBonus');
  return { amount: data.amount, funds: data.balance };
};

export const parseSwitched = (reply: unknown): { actw: ActiveWallet; funds: WalletFunds } => {
  const { data } = parse(z.object({ data: z.object({ actw: activeWallet, balance: funds }) }), reply, 'walletSwitch');
  return { actw: data.actw, funds: data.balance };
};

export const parseReferral = (reply: unknown): ReferralSummary => {
  const { data } = parse(
    z.object({ data: z.object({ refer_code: z.string(), refer_link: z.string(), referred_users: z.number(), earned: z.number() }) }),
    reply,
    'referCode',
  );
  return { code: data.refer_code, link: data.refer_link, referredUsers: data.referred_users, earned: data.earned };
};

export const parseUrl = (reply: unknown, operation: string): string => parse(z.object({ data: z.object({ url: z.string() }) }), reply, operation).data.url;
