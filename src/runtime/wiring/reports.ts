/**
 * The real loaders of the report and notification screens (src/features/reports, src/features/
 * notifications; docs/decisions/063-064) through src/api, and the bell's socket link, which joins
 * only the user's `notification` channel.
 */
import type { ReportPage, ReportQuery } from '../../../machines/reports/report-list.machine.ts';
import type { Api } from '../../api/call.ts';
import { connectRealtime } from '../../api/socket.ts';

type StatementKind = 'sports' | 'casino' | 'matka' | 'fantasy' | 'deposit' | 'withdrawal' | 'bonus';
type BetType = 'open' | 'settled' | 'void';
const PAGE_SIZE = 20;
// The replies' parsers load with the first reply, not with Home: the bell's count is its first use.
const parsers = () => import('../../api/reports.ts');

export function reportLoaders(api: Api, socketUrl?: string) {
  return {
    statements: async (query: ReportQuery): Promise<ReportPage> =>
      (await parsers()).parseStatementPage(
        await api.call('statements', {
          query: { from: query.from, to: query.to, page: query.page, page_size: PAGE_SIZE, ...(query.kind && { kind: query.kind as StatementKind }) },
        }),
      ),
    profitLoss: async (query: ReportQuery): Promise<ReportPage> => {
      const sportId = query.kind ? Number(query.kind) : undefined;
      const [info, markets] = await Promise.all([
        api.call('profitLossInfo', { query: { from: query.from, to: query.to } }),
        api.call('profitLossStatements', { query: { from: query.from, to: query.to, ...(sportId && { sport_id: sportId }) } }),
      ]);
      return (await parsers()).parseProfitLoss(info, markets);
    },
    settledBets: async (eventId: string, marketId?: string): Promise<ReportPage> =>
      (await parsers()).parseSettledBets(await api.call('matchStatements', { query: { event_id: eventId, ...(marketId && { market_id: marketId }) } })),
    bets: async (query: ReportQuery): Promise<ReportPage> =>
      (await parsers()).parseBetsPage(
        await api.call('userBets', {
          query: { type: (query.kind as BetType | null) ?? 'open', from: query.from, to: query.to, page: query.page, page_size: PAGE_SIZE },
        }),
      ),
    marketAnalysis: async (): Promise<ReportPage> => (await parsers()).parseMarketAnalysis(await api.call('marketAnalysisData', {})),
    notifications: async (): Promise<ReportPage> => (await parsers()).parseNotifications(await api.call('notificationList', { query: { limit: 50 } })),
    unreadCount: async (): Promise<number> => (await parsers()).parseUnreadCount(await api.call('notificationUnreadCount', {})),
    /** Marks one read; answers the unread count after it. */
    markRead: async (id: number): Promise<number> => (await parsers()).parseUnreadCount(await api.call('notificationMarkRedirect', { body: { id } })),
    /** Listens to the user's new notifications; returns the function that stops. */
    listenNotifications(token: string, userid: string, onNew: () => void, onReconnect: () => void): () => void {
      const connection = connectRealtime({ url: socketUrl, token, onReconnect });
      connection.subscribe('notification', userid);
      const stop = connection.on('notification', onNew);
      return () => {
        stop();
        connection.close();
      };
    },
  };
}

export type ReportLoaders = ReturnType<typeof reportLoaders>;

/** What the report loaders are built from: the system gives it, the screens and the bell build them (docs/decisions/231). */
export interface ReportWiring {
  api: Api;
  socketUrl?: string;
}

const builtLoaders = new WeakMap<ReportWiring, ReportLoaders>();

/**
 * The report loaders of a system, built once on first use by the lazy views that need them, so
 * their code is not in Home's first load (docs/decisions/231).
 */
export function reportLoadersOf(wiring: ReportWiring): ReportLoaders {
  let loaders = builtLoaders.get(wiring);
  if (!loaders) {
    loaders = reportLoaders(wiring.api, wiring.socketUrl);
    builtLoaders.set(wiring, loaders);
  }
  return loaders;
}
