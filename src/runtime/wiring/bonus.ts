/**
 * The real actors of the bonus screen, refer and earn and the chatbot panel (machines/bonus), through
 * src/api. Loaded with their routes and the chatbot's panel, so none of it is in Home's first load.
 */
import { fromPromise } from 'xstate';
import { bonusMachine, type ActiveWallet, type BonusItem, type BonusSummary } from '../../../machines/bonus/bonus.machine.ts';
import { chatbotMachine } from '../../../machines/bonus/chatbot.machine.ts';
import { referMachine, type ShareOutcome } from '../../../machines/bonus/refer.machine.ts';
import type { Api } from '../../api/call.ts';
import { parseBonusLog, parseBonusTotals, parseClaimed, parseReferral, parseSwitched, parseTurnover, parseUrl } from '../../api/bonus.ts';

export interface BonusWiring {
  api: Api;
}

const DAY_MS = 86_400_000;
/** The bonus log's window: the past year (the server's longest), to tomorrow (exclusive). */
const LOG_DAYS = 365;
const indiaDay = (at: number): string => new Date(at + 5.5 * 3_600_000).toISOString().slice(0, 10);

async function loadBonuses(api: Api): Promise<BonusSummary> {
  const now = Date.now();
  const [totals, log] = await Promise.all([
    api.call('lockedEarnedBonus', {}),
    api.call('bonusLog', { query: { from: indiaDay(now - LOG_DAYS * DAY_MS), to: indiaDay(now + DAY_MS) } }),
  ]);
  // A locked bonus shows how much of its turnover is played.
  const bonuses = await Promise.all(
    parseBonusLog(log).map(async (bonus): Promise<BonusItem> =>
      bonus.status === 'locked' ? { ...bonus, turnover: parseTurnover(await api.call('bonusLogDetails', { query: { id: bonus.id } })) } : bonus,
    ),
  );
  return { ...parseBonusTotals(totals), bonuses };
}

export function bonusLogic({ api }: BonusWiring) {
  return bonusMachine.provide({
    actors: {
      loadBonuses: fromPromise(() => loadBonuses(api)),
      claimBonus: fromPromise(async ({ input }: { input: { id: number } }) => parseClaimed(await api.call('claimBonus', { body: { bonus_id: input.id } }))),
      switchWallet: fromPromise(async ({ input }: { input: { actw: ActiveWallet } }) =>
        parseSwitched(await api.call('walletSwitch', { body: { actw: input.actw } })),
      ),
    },
  });
}

/** The share sheet where the browser has one (Web Share), else the link copied. */
async function shareLink(link: string, code: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: document.title, text: `Sign up with my refer code ${code}`, url: link });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
    }
  }
  await navigator.clipboard.writeText(link);
  return 'copied';
}

export function referLogic({ api }: BonusWiring) {
  return referMachine.provide({
    actors: {
      loadReferral: fromPromise(async () => parseReferral(await api.call('referCode', {}))),
      copyText: fromPromise(({ input }: { input: { text: string } }) => navigator.clipboard.writeText(input.text)),
      shareLink: fromPromise(({ input }: { input: { link: string; code: string } }) => shareLink(input.link, input.code)),
    },
  });
}

export function chatbotLogic({ api }: BonusWiring, signedIn: boolean, domain: string) {
  return chatbotMachine.provide({
    actors: {
      loadChatbotUrl: fromPromise(async () =>
        signedIn
          ? parseUrl(await api.call('chatbotIframeUrlMember', {}), 'chatbotIframeUrlMember')
          : parseUrl(await api.call('chatbotIframeUrlGuest', { query: { domain } }), 'chatbotIframeUrlGuest'),
      ),
    },
  });
}
