// Bonuses, the wallet switch, refer and earn, and the chatbot's addresses (
// docs/decisions/088-092). The rules live in server/bonus/, server/referrals/ and server/support/.
import { successReply } from '../auth/replies.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import { bonusEntry, bonusMovements, bonusTotals, claimBonus, findBonus, listBonuses, switchWallet, TURNOVER_RULE_ITEMS, TURNOVER_RULES } from '../bonus/bonuses.ts';
import { serverUrl } from '../gateway/gateway-payments.ts';
import { balanceView } from '../ledger/wallet-figures.ts';
import { paiseToRupees } from '../money.ts';
import { referralSummary } from '../referrals/referrals.ts';
import { windowOf } from '../reports/reports.ts';
import { createMemberLink, SUPPORT_PAGE_PATH } from '../support/support-page.ts';

export const bonusHandlers: Handlers = {
  walletSwitch: async (request, { db }) => {
    const user = requireUser(request);
    const wallet = await switchWallet(db, user.id, request.body.actw);
    return successReply({ actw: wallet.playsBonus ? 'WB' : 'MW', balance: balanceView(wallet) });
  },

  claimBonus: async (request, { db }) => {
    const user = requireUser(request);
    const { claimedPaise, wallet } = await claimBonus(db, user.id, request.body.bonus_id);
    return successReply({ amount: paiseToRupees(claimedPaise), balance: balanceView(wallet) });
  },

  bonusLog: async (request, { db }) => {
    const user = requireUser(request);
    return successReply((await listBonuses(db, user.id, windowOf(request.query.from, request.query.to))).map(bonusEntry));
  },

  bonusLogDetails: async (request, { db }) => {
    const user = requireUser(request);
    const view = await findBonus(db, user.id, request.query.id);
    return successReply({
      bonus: bonusEntry(view),
      turnover_required: paiseToRupees(view.row.turnover_required_paise),
      turnover_done: paiseToRupees(Math.min(view.turnoverDonePaise, view.row.turnover_required_paise)),
      movements: bonusMovements(view),
      turnover_rules: [...TURNOVER_RULES],
      turnover_rule_items: TURNOVER_RULE_ITEMS.map((rule) => ({ ...rule })),
    });
  },

  userLockedBonus: async (request, { db }) => {
    const user = requireUser(request);
    const locked = (await listBonuses(db, user.id)).filter((view) => view.status === 'locked');
    return successReply({ locked_amount: paiseToRupees(bonusTotals(locked).lockedPaise), bonuses: locked.map(bonusEntry) });
  },

  lockedEarnedBonus: async (request, { db }) => {
    const user = requireUser(request);
    const totals = bonusTotals(await listBonuses(db, user.id));
    return successReply({ earned: paiseToRupees(totals.earnedPaise), locked: paiseToRupees(totals.lockedPaise), released: paiseToRupees(totals.releasedPaise) });
  },

  referCode: async (request, { db }) => {
    const user = requireUser(request);
    const summary = await referralSummary(db, user.id, request.site.id);
    return successReply({
      refer_code: summary.referCode,
      refer_link: serverUrl(request.headers, `/sign-up?refer=${summary.referCode}`),
      referred_users: summary.referredUsers,
      earned: paiseToRupees(summary.earnedPaise),
    });
  },

  chatbotIframeUrlMember: async (request, { db }) => {
    const user = requireUser(request);
    // A short-lived value of its own, never the session token (docs/decisions/092).
    const value = await createMemberLink(db, user.id);
    return successReply({ url: serverUrl(request.headers, `${SUPPORT_PAGE_PATH}?s=${value}`) });
  },

  chatbotIframeUrlGuest: async (request) =>
    successReply({ url: serverUrl(request.headers, `${SUPPORT_PAGE_PATH}?domain=${encodeURIComponent(request.site.domain)}`) }),
};
