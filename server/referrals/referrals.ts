// Refer and earn (docs/decisions/090). A user's refer code is numeric (spec §5) and names
// the user on their site; a sign-up may give one. When a referred user's FIRST deposit is approved,
// the referrer earns the site's refer reward (sites.refer_reward_paise) into the bonus wallet, once
// per referred user (ledger reference `referral:<user id>`), as a 'refer bonus' with a turnover like
// any other bonus. Nothing is paid for the sign-up alone: money comes only with a verified payment.
import type { Queryable } from '../db/database.ts';
import { LEDGER_KINDS, postEntry, sumOfKinds } from '../ledger/ledger.ts';
import { recordBonus } from '../bonus/bonuses.ts';

export const INVALID_REFER_CODE = 'This refer code is not valid.';
export const REFER_BONUS_TYPE = 'refer bonus';

// Codes start at 6 digits, so they do not look like a count.
const REFER_CODE_BASE = 100_000;

export const referCodeOf = (userId: number): string => String(REFER_CODE_BASE + Number(userId));

/** The referrer a code names on a site: a real (not demo, not banned) user, or undefined. */
export async function findReferrer(db: Queryable, siteId: number, code: string): Promise<number | undefined> {
  if (!/^[0-9]{1,20}$/.test(code)) return undefined;
  const userId = Number(code) - REFER_CODE_BASE;
  if (!Number.isSafeInteger(userId) || userId < 1) return undefined;
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE id = $1 AND site_id = $2 AND NOT is_demo AND banned_at IS NULL',
    [userId, siteId],
  );
  return row ? Number(row.id) : undefined;
}

export interface ReferralSummary {
  referCode: string;
  referredUsers: number;
  earnedPaise: number;
}

export async function referralSummary(db: Queryable, userId: number, siteId: number): Promise<ReferralSummary> {
  const referCode = referCodeOf(userId);
  const [row] = await db.query<{ referred: number }>('SELECT count(*)::int AS referred FROM users WHERE site_id = $1 AND referred_by_code = $2', [
    siteId,
    referCode,
  ]);
  return { referCode, referredUsers: row!.referred, earnedPaise: await sumOfKinds(db, userId, [LEDGER_KINDS.referReward]) };
}

/**
 * Called inside the SQL transaction that approves a deposit: if it is the depositor's first approved
 * deposit and they signed up with a valid refer code, credits the referrer once. Answers the
 * referrer's user id when a reward was credited (the caller tells them after the commit).
 */
export async function rewardReferrer(
  tx: Queryable,
  deposit: { id: number; user_id: number; site_id: number },
): Promise<{ referrerId: number; rewardPaise: number } | undefined> {
  const [referee] = await tx.query<{ referred_by_code: string | null; earlier: number; reward: number }>(
    `SELECT u.referred_by_code, s.refer_reward_paise AS reward,
            (SELECT count(*)::int FROM transactions t WHERE t.user_id = u.id AND t.type = 'client_deposit'
                AND t.status = 'approve_completed' AND t.id <> $2) AS earlier
       FROM users u JOIN sites s ON s.id = u.site_id WHERE u.id = $1`,
    [deposit.user_id, deposit.id],
  );
  if (!referee?.referred_by_code || referee.earlier > 0 || !(Number(referee.reward) > 0)) return undefined;
  const referrerId = await findReferrer(tx, deposit.site_id, referee.referred_by_code);
  if (referrerId === undefined || referrerId === Number(deposit.user_id)) return undefined;
  const rewardPaise = Number(referee.reward);
  const reference = `referral:${deposit.user_id}`;
  const { posted } = await postEntry(tx, {
    userId: referrerId,
    kind: LEDGER_KINDS.referReward,
    reference,
    amountPaise: rewardPaise,
    bonusPaise: rewardPaise,
    remark: 'Refer reward: a user you referred made their first deposit',
  });
  if (!posted) return undefined;
  await recordBonus(tx, { userId: referrerId, siteId: deposit.site_id, bonusType: REFER_BONUS_TYPE, amountPaise: rewardPaise, reference: `${LEDGER_KINDS.referReward}:${reference}` });
  return { referrerId, rewardPaise };
}
