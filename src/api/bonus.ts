// Replies of the bonus screen, refer and earn and the chatbot (api-spec lockedEarnedBonus, bonusLog,
// bonusLogDetails, claimBonus, walletSwitch, referCode, chatbotIframeUrl*; docs/decisions/088-092).
// Loaded with their routes, not with Home. A reply that does not match is a malformed reply.
import { z } from 'zod/mini';
import type { ActiveWallet, BonusItem, TurnoverRule, WalletFunds } from '../../machines/bonus/bonus.machine.ts';
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

const turnoverRuleItem = z.object({ code: z.string(), text: z.string(), min_odds: z.optional(z.number()), min_rate: z.optional(z.number()) });

/**
 * What counts towards the turnover (docs/decisions/171): the coded rules when the reply has them, else
 * its rules in words (no code: shown as written). A malformed rule is left out, never the whole reply.
 */
function turnoverRules(items: unknown, words: unknown): TurnoverRule[] {
  if (Array.isArray(items)) {
    return items.flatMap((item) => {
      const parsed = turnoverRuleItem.safeParse(item);
      if (!parsed.success) return [];
      const { code, text, min_odds: minOdds, min_rate: minRate } = parsed.data;
      return [{ code, text, ...(minOdds === undefined ? {} : { minOdds }), ...(minRate === undefined ? {} : { minRate }) }];
    });
  }
  return Array.isArray(words) ? words.filter((text): text is string => typeof text === 'string').map((text) => ({ code: '', text })) : [];
}

export const parseTurnover = (reply: unknown) => {
  const { data } = parse(z.object({ data: z.looseObject({ turnover_required: z.number(), turnover_done: z.number() }) }), reply, 'bonusLogDetails');
  return { required: data.turnover_required, done: data.turnover_done, rules: turnoverRules(data.turnover_rule_items, data.turnover_rules) };
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
