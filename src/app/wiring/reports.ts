/**
 * The real loaders of the report and notification screens (src/features/reports, src/features/
 * notifications; docs/decisions/063-064) through src/api, and the bell's socket link, which joins
 * only the user's `notification` channel.
 */
import type { ReportPage, ReportQuery } from '../../../machines/reports/report-list.machine.ts';
import type { Api } from '../../api/call.ts';
import {
  parseBetsPage,
  parseMarketAnalysis,
  parseNotifications,
  parseProfitLoss,
  parseSettledBets,
  parseStatementPage,
  parseUnreadCount,
} from '../../api/reports.ts';
import { connectRealtime } from '../../api/socket.ts';

type StatementKind = 'sports' | 'casino' | 'matka' | 'fantasy' | 'deposit' | 'withdrawal' | 'bonus';
type BetType = 'open' | 'settled' | 'void';
const PAGE_SIZE = 20;

export function reportLoaders(api: Api, socketUrl?: string) {
  return {
    statements: async (query: ReportQuery): Promise<ReportPage> =>
      parseStatementPage(
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
      return parseProfitLoss(info, markets);
    },
    settledBets: async (eventId: string, marketId?: string): Promise<ReportPage> =>
      parseSettledBets(await api.call('matchStatements', { query: { event_id: eventId, ...(marketId && { market_id: marketId }) } })),
    bets: async (query: ReportQuery): Promise<ReportPage> =>
      parseBetsPage(
        await api.call('userBets', {
          query: { type: (query.kind as BetType | null) ?? 'open', from: query.from, to: query.to, page: query.page, page_size: PAGE_SIZE },
        }),
      ),
    marketAnalysis: async (): Promise<ReportPage> => parseMarketAnalysis(await api.call('marketAnalysisData', {})),
    notifications: async (): Promise<ReportPage> => parseNotifications(await api.call('notificationList', { query: { limit: 50 } })),
    unreadCount: async (): Promise<number> => parseUnreadCount(await api.call('notificationUnreadCount', {})),
    /** Marks one read; answers the unread count after it. */
    markRead: async (id: number): Promise<number> => parseUnreadCount(await api.call('notificationMarkRedirect', { body: { id } })),
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
