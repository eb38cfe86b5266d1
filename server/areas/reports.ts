// The account reports (docs/decisions/060-062): statement, profit and loss, bets by type,
// market analysis. Each reads the signed-in user's own rows only; server/reports/reports.ts reads them.
import { successReply } from '../auth/replies.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import {
  betsOfType,
  marketAnalysis,
  profitLossBySport,
  profitLossMarkets,
  settledBets,
  statementLine,
  statementPage,
  windowOf,
} from '../reports/reports.ts';

export const reportsHandlers: Handlers = {
  statements: async (request, { db }) => {
    const user = requireUser(request);
    const { from, to, kind, page, page_size: pageSize } = request.query;
    return successReply(await statementPage(db, user.id, { window: windowOf(from, to), kind, page, pageSize }));
  },
  statementInfo: async (request, { db }) => {
    const user = requireUser(request);
    return successReply(await statementLine(db, user.id, request.query.id));
  },
  profitLossInfo: async (request, { db }) => {
    const user = requireUser(request);
    return successReply(await profitLossBySport(db, user.id, windowOf(request.query.from, request.query.to)));
  },
  profitLossStatements: async (request, { db }) => {
    const user = requireUser(request);
    const { from, to, sport_id: sportId } = request.query;
    return successReply(await profitLossMarkets(db, user.id, windowOf(from, to), sportId));
  },
  matchStatements: async (request, { db }) => {
    const user = requireUser(request);
    return successReply(await settledBets(db, user.id, request.query.event_id, request.query.market_id));
  },
  userBets: async (request, { db }) => {
    const user = requireUser(request);
    const { from, to, page, page_size: pageSize } = request.query;
    return successReply(await betsOfType(db, user.id, request.query.type, windowOf(from, to), page, pageSize));
  },
  marketAnalysisData: async (request, { db }) => {
    const user = requireUser(request);
    return successReply(await marketAnalysis(db, user.id));
  },
};
