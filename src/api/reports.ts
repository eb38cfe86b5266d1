// The account reports' and notifications' replies (api-spec statements, userBets, profitLossInfo,
// profitLossStatements, matchStatements, marketAnalysisData, notificationList, notificationUnreadCount,
// notificationMarkRedirect; docs/decisions/064). Kept out of replies.ts so they load with the report
// routes, not with Home: api.call returns the bare envelope and these check it. The rows are checked
// for the fields the screens read; a reply that does not match is a malformed reply. Each row's schema
// is built on its first use (`z.lazy`), not while Home's first script is evaluated.
import { z } from 'zod/mini';
import type { ReportPage } from '../../machines/reports/report-list.machine.ts';
import { malformedReplyError } from './errors.ts';

function parse<Schema extends z.ZodMiniType>(schema: Schema, reply: unknown, operation: string): z.output<Schema> {
  const parsed = schema.safeParse(reply);
  if (!parsed.success) {
    console.error(`[api] the reply to ${operation} does not match its schema`, parsed.error.issues);
    throw malformedReplyError('user', 200, reply);
  }
  return parsed.data;
}

const statementRow = z.lazy(() => z.looseObject({ id: z.number(), serial: z.number(), created_at: z.string(), kind: z.string(), description: z.string(), credit: z.number(), debit: z.number(), balance: z.number() }));
const betRow = z.lazy(() => z.looseObject({ bet_id: z.number(), event_name: z.string(), market_name: z.string(), selection_name: z.string(), type: z.string(), stake: z.number(), status: z.string(), placed_at: z.string() }));
const marketRow = z.lazy(() => z.looseObject({ event_id: z.string(), event_name: z.string(), market_id: z.string(), market_name: z.string(), profit_loss: z.number(), settled_at: z.string() }));
const analysisRow = z.lazy(() => z.looseObject({ event_id: z.string(), market_id: z.string(), market_name: z.string(), exposure: z.number(), runners: z.array(z.unknown()) }));
const notificationRow = z.lazy(() => z.looseObject({ id: z.number(), title: z.string(), body: z.string(), is_read: z.boolean(), created_at: z.string() }));

export function parseStatementPage(reply: unknown): ReportPage {
  const { data } = parse(
    z.object({ data: z.object({ rows: z.array(statementRow), total_rows: z.number(), page_size: z.number(), totals: z.object({ credit: z.number(), debit: z.number(), net: z.number() }) }) }),
    reply,
    'statements',
  );
  return { rows: data.rows, totalRows: data.total_rows, pageSize: data.page_size, totals: data.totals };
}

export function parseBetsPage(reply: unknown): ReportPage {
  const { data } = parse(z.object({ data: z.object({ rows: z.array(betRow), total_rows: z.number(), page_size: z.number() }) }), reply, 'userBets');
  return { rows: data.rows, totalRows: data.total_rows, pageSize: data.page_size };
}

/** A whole (unpaged) list as one page. */
const wholeList = (rows: readonly unknown[], totals?: unknown): ReportPage => ({ rows, totalRows: rows.length, pageSize: Math.max(1, rows.length), totals });

export function parseProfitLoss(infoReply: unknown, marketsReply: unknown): ReportPage {
  const info = parse(
    z.object({
      data: z.object({
        total: z.number(),
        sports: z.array(z.object({ sport_id: z.number(), sport_name: z.string(), profit_loss: z.number() })),
        games: z.array(z.object({ game: z.string(), profit_loss: z.number() })),
      }),
    }),
    infoReply,
    'profitLossInfo',
  );
  const markets = parse(z.object({ data: z.array(marketRow) }), marketsReply, 'profitLossStatements');
  return wholeList(markets.data, info.data);
}

export const parseSettledBets = (reply: unknown): ReportPage => wholeList(parse(z.object({ data: z.array(betRow) }), reply, 'matchStatements').data);
export const parseMarketAnalysis = (reply: unknown): ReportPage => wholeList(parse(z.object({ data: z.array(analysisRow) }), reply, 'marketAnalysisData').data);
export const parseNotifications = (reply: unknown): ReportPage => wholeList(parse(z.object({ data: z.array(notificationRow) }), reply, 'notificationList').data);
export const parseUnreadCount = (reply: unknown): number => parse(z.object({ data: z.object({ count: z.number() }) }), reply, 'notificationUnreadCount').data.count;
