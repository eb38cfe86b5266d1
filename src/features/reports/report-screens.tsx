/**
 * The account report screens (issue 16; spec §2 statements, profit-loss, profit-loss-detail,
 * bets/{type}, market-analysis; docs/decisions/064), loaded with their routes. Every figure is the
 * server's, read from the ledger; each list is one report list actor (machines/reports).
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import type { ReportPage, ReportQuery } from '../../../machines/reports/report-list.machine.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { formatAmount } from '../../ui/format.ts';
import reportsEn from '../../i18n/reports.en.json';
import reportsHi from '../../i18n/reports.hi.json';
import { amountClass, lastWeek, ReportBody, reportTime, signedAmount, useReportList, WindowFilter } from './report-kit.tsx';
import { TableHead } from '../../ui/table-head.tsx';

const REPORT_MESSAGES: Record<string, Record<string, string>> = { en: reportsEn, hi: { ...reportsEn, ...reportsHi } };

/** The reports' own messages, loaded with their routes (as casino's, decision 054). */
export function ReportMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...(REPORT_MESSAGES[intl.locale] ?? REPORT_MESSAGES.en) }),
    [intl.messages, intl.locale],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

function useLoaders() {
  return useAppSystem().system.reports;
}

const STATEMENT_KINDS = ['sports', 'casino', 'matka', 'fantasy', 'deposit', 'withdrawal', 'bonus'] as const;

interface StatementRow {
  id: number;
  serial: number;
  created_at: string;
  kind: string;
  description: string;
  credit: number;
  debit: number;
  balance: number;
}

export function StatementsScreen() {
  const loaders = useLoaders();
  const intl = useIntl();
  const { report, snapshot } = useReportList(loaders.statements, useMemo(() => lastWeek(), []));
  const { filters, result } = snapshot.context;
  const rows = (result?.rows ?? []) as StatementRow[];
  const totals = result?.totals as { credit: number; debit: number; net: number } | undefined;
  return (
    <div className="page report">
      <h1 className="report__title">
        <FormattedMessage id="reports.statement.title" />
      </h1>
      <WindowFilter report={report} filters={filters}>
        <label>
          <FormattedMessage id="reports.statement.kind" />
          <select
            value={filters.kind ?? ''}
            onChange={(event) => report.send({ type: 'filters.changed', filters: { ...filters, kind: event.target.value || null } })}
          >
            <option value="">{intl.formatMessage({ id: 'reports.kind.all' })}</option>
            {STATEMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage({ id: `reports.kind.${kind}` })}
              </option>
            ))}
          </select>
        </label>
      </WindowFilter>
      <ReportBody report={report} snapshot={snapshot}>
        <div className="report__table-wrap card" role="region" aria-label={intl.formatMessage({ id: 'reports.statement.title' })} tabIndex={0}>
          <table className="report__table">
            <TableHead
              columns={[
                { messageId: 'reports.serial' },
                { messageId: 'reports.date' },
                { messageId: 'reports.credit', numeric: true },
                { messageId: 'reports.debit', numeric: true },
                { messageId: 'reports.balance', numeric: true },
                { messageId: 'reports.remark' },
              ]}
            />
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="statement-row">
                  <td data-label={intl.formatMessage({ id: 'reports.serial' })}>{row.serial}</td>
                  <td data-label={intl.formatMessage({ id: 'reports.date' })}>{reportTime(row.created_at)}</td>
                  <td className={row.credit > 0 ? 'numeric amount--win' : 'numeric'} data-label={intl.formatMessage({ id: 'reports.credit' })}>
                    {row.credit > 0 ? formatAmount(row.credit) : '-'}
                  </td>
                  <td className={row.debit > 0 ? 'numeric amount--loss' : 'numeric'} data-label={intl.formatMessage({ id: 'reports.debit' })}>
                    {row.debit > 0 ? formatAmount(row.debit) : '-'}
                  </td>
                  <td className="numeric" data-label={intl.formatMessage({ id: 'reports.balance' })}>
                    {formatAmount(row.balance)}
                  </td>
                  <td data-label={intl.formatMessage({ id: 'reports.remark' })}>
                    {row.kind === 'sports' ? <Link href="/profit-loss">{row.description}</Link> : row.description}
                  </td>
                </tr>
              ))}
            </tbody>
            {totals && (
              <tfoot>
                <tr data-testid="statement-total">
                  <th scope="row" colSpan={2}>
                    <FormattedMessage id="reports.total" />
                  </th>
                  <td className="numeric" data-label={intl.formatMessage({ id: 'reports.credit' })}>
                    {formatAmount(totals.credit)}
                  </td>
                  <td className="numeric" data-label={intl.formatMessage({ id: 'reports.debit' })}>
                    {formatAmount(totals.debit)}
                  </td>
                  <td className={`numeric ${amountClass(totals.net)}`} data-label={intl.formatMessage({ id: 'reports.net' })}>
                    {signedAmount(totals.net)}
                  </td>
                  <td />
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      </ReportBody>
    </div>
  );
}

interface MarketRow {
  event_id: string;
  event_name: string;
  market_id: string;
  market_name: string;
  profit_loss: number;
  settled_at: string;
}

export function ProfitLossScreen() {
  const loaders = useLoaders();
  const intl = useIntl();
  const { report, snapshot } = useReportList(loaders.profitLoss, useMemo(() => lastWeek(), []));
  const { filters, result } = snapshot.context;
  const info = result?.totals as
    | { total: number; sports: { sport_id: number; sport_name: string; profit_loss: number }[]; games: { game: string; profit_loss: number }[] }
    | undefined;
  const rows = (result?.rows ?? []) as MarketRow[];
  return (
    <div className="page report">
      <h1 className="report__title">
        <FormattedMessage id="reports.profitLoss.title" />
      </h1>
      <WindowFilter report={report} filters={filters} />
      {info && (
        <ul className="report__sports" aria-label={intl.formatMessage({ id: 'reports.profitLoss.bySport' })}>
          <li>
            <button type="button" className={filters.kind === null ? 'chip chip--active' : 'chip'} onClick={() => report.send({ type: 'filters.changed', filters: { ...filters, kind: null } })}>
              <FormattedMessage id="reports.kind.all" /> <span className={amountClass(info.total)}>{signedAmount(info.total)}</span>
            </button>
          </li>
          {info.sports.map((sport) => (
            <li key={sport.sport_id}>
              <button
                type="button"
                data-testid="pl-sport"
                className={filters.kind === String(sport.sport_id) ? 'chip chip--active' : 'chip'}
                onClick={() => report.send({ type: 'filters.changed', filters: { ...filters, kind: String(sport.sport_id) } })}
              >
                {sport.sport_name} <span className={amountClass(sport.profit_loss)}>{signedAmount(sport.profit_loss)}</span>
              </button>
            </li>
          ))}
          {/* Casino, matka and fantasy (when played) have no markets to list: each chip opens that area's own report. */}
          {info.games.filter((game) => game.profit_loss !== 0).map((game) => (
            <li key={game.game}>
              <Link href={AREA_REPORTS[game.game as keyof typeof AREA_REPORTS] ?? '/statements'} className="chip" data-testid="pl-game">
                <FormattedMessage id={`reports.kind.${game.game}`} /> <span className={amountClass(game.profit_loss)}>{signedAmount(game.profit_loss)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ReportBody report={report} snapshot={snapshot}>
        <ul className="report__cards">
          {rows.map((row) => (
            <li key={row.market_id} className="card report__card" data-testid="pl-market">
              <Link href={`/profit-loss-detail?event_id=${encodeURIComponent(row.event_id)}&market_id=${encodeURIComponent(row.market_id)}`}>
                <strong>{row.event_name}</strong>
                <span>{row.market_name}</span>
                <span className="report__muted">{reportTime(row.settled_at)}</span>
                <span className={`report__figure ${amountClass(row.profit_loss)}`}>{signedAmount(row.profit_loss)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </ReportBody>
    </div>
  );
}

interface BetRow {
  bet_id: number;
  event_id: string;
  event_name: string;
  market_id: string;
  market_name: string;
  selection_name: string;
  type: 'back' | 'lay';
  odds: number;
  runs: number | null;
  stake: number;
  liability: number;
  potential_profit: number;
  status: string;
  profit_loss: number | null;
  placed_at: string;
  settled_at: string | null;
}

function BetCards({ rows }: { rows: readonly BetRow[] }) {
  return (
    <ul className="report__cards">
      {rows.map((bet) => (
        <li key={bet.bet_id} className={`card report__card report__bet report__bet--${bet.type}`} data-testid="report-bet">
          <strong>{bet.selection_name}</strong>
          <span>
            {bet.event_name} · {bet.market_name}
          </span>
          <span className="report__muted">
            {/* A fancy bet reads as the line is bet: Yes (back) or No (lay), the runs and the rate. */}
            {bet.runs === null ? (
              <>
                <FormattedMessage id={`reports.side.${bet.type}`} /> @ {bet.odds}
              </>
            ) : (
              <FormattedMessage id={`reports.fancy.${bet.type}`} values={{ runs: bet.runs, rate: bet.odds }} />
            )}{' '}
            · ₹{formatAmount(bet.stake)} ·{' '}
            {reportTime(bet.placed_at)}
          </span>
          <span className="report__muted">
            <FormattedMessage id={`reports.status.${bet.status}`} />
            {bet.status === 'open' && (
              <>
                {' · '}
                <FormattedMessage id="reports.bets.toWin" values={{ amount: `₹${formatAmount(bet.potential_profit)}` }} />
                {' · '}
                <FormattedMessage id="reports.bets.liability" values={{ amount: `₹${formatAmount(bet.liability)}` }} />
              </>
            )}
          </span>
          {bet.profit_loss !== null && <span className={`report__figure ${amountClass(bet.profit_loss)}`}>{signedAmount(bet.profit_loss)}</span>}
        </li>
      ))}
    </ul>
  );
}

export function ProfitLossDetailScreen() {
  const loaders = useLoaders();
  const params = new URLSearchParams(useSearch());
  const eventId = params.get('event_id') ?? '';
  const marketId = params.get('market_id') ?? undefined;
  const load = useCallback(() => loaders.settledBets(eventId, marketId), [loaders, eventId, marketId]);
  const { report, snapshot } = useReportList(load, useMemo(() => lastWeek(), []));
  const rows = (snapshot.context.result?.rows ?? []) as BetRow[];
  const total = rows.reduce((sum, bet) => sum + (bet.profit_loss ?? 0), 0);
  return (
    <div className="page report">
      <h1 className="report__title">
        <FormattedMessage id="reports.detail.title" />
      </h1>
      <Link href="/profit-loss" className="report__back">
        <FormattedMessage id="reports.detail.back" />
      </Link>
      <ReportBody report={report} snapshot={snapshot}>
        <p className="card report__summary" data-testid="pl-detail-total">
          <FormattedMessage id="reports.total" /> <span className={amountClass(total)}>{signedAmount(Math.round(total * 100) / 100)}</span>
        </p>
        <BetCards rows={rows} />
      </ReportBody>
    </div>
  );
}

const BET_TYPES = ['open', 'settled', 'void'] as const;
type BetType = (typeof BET_TYPES)[number];

export function BetsScreen({ type }: { type: string }) {
  const loaders = useLoaders();
  const betType: BetType = (BET_TYPES as readonly string[]).includes(type) ? (type as BetType) : 'open';
  return <BetsList key={betType} betType={betType} load={loaders.bets} />;
}

function BetsList({ betType, load }: { betType: BetType; load: (query: ReportQuery) => Promise<ReportPage> }) {
  const { report, snapshot } = useReportList(load, useMemo(() => lastWeek(betType), [betType]));
  return (
    <div className="page report">
      <h1 className="report__title">
        <FormattedMessage id="reports.bets.title" />
      </h1>
      <nav className="report__tabs">
        {BET_TYPES.map((type) => (
          <Link key={type} href={`/bets/${type}`} className={type === betType ? 'chip chip--active' : 'chip'} aria-current={type === betType ? 'page' : undefined}>
            <FormattedMessage id={`reports.bets.${type}`} />
          </Link>
        ))}
      </nav>
      <WindowFilter report={report} filters={snapshot.context.filters} />
      <AreaReports />
      <ReportBody report={report} snapshot={snapshot}>
        {betType === 'open' ? (
          <OpenBetGroups rows={(snapshot.context.result?.rows ?? []) as BetRow[]} />
        ) : (
          <BetCards rows={(snapshot.context.result?.rows ?? []) as BetRow[]} />
        )}
      </ReportBody>
    </div>
  );
}

/**
 * Each game area's own report (issue 34, decision 162): the bets here are the exchange's; the
 * profit and loss's "All" is these settled bets plus the casino, matka and fantasy results listed there.
 */
const AREA_REPORTS = { casino: '/casino-win-loss-details', matka: '/matka', fantasy: '/cricket-fight/my-contests' } as const;

function AreaReports() {
  return (
    <nav className="report__areas" data-testid="area-reports">
      <FormattedMessage id="reports.areas.title" />
      {Object.entries(AREA_REPORTS).map(([area, href]) => (
        <Link key={area} href={href} className="chip">
          <FormattedMessage id={`reports.areas.${area}`} />
        </Link>
      ))}
    </nav>
  );
}

/** Open bets grouped by event, then market (issue 12), each bet with what it wins or risks. */
function OpenBetGroups({ rows }: { rows: readonly BetRow[] }) {
  const events = groupBy(rows, (bet) => bet.event_id);
  return (
    <div className="report__groups">
      {[...events.values()].map((eventBets) => {
        const first = eventBets[0]!;
        return (
          <section key={first.event_id} className="report__group" data-testid="open-bets-event">
            <h2 className="report__group-title">
              <Link href={`/sports-event-detail/${encodeURIComponent(first.event_id)}`}>{first.event_name}</Link>
            </h2>
            {[...groupBy(eventBets, (bet) => bet.market_id).values()].map((marketBets) => (
              <div key={marketBets[0]!.market_id} className="report__group-market">
                <h3 className="report__group-subtitle">{marketBets[0]!.market_name}</h3>
                <BetCards rows={marketBets} />
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}

function groupBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

interface AnalysisRow {
  event_id: string;
  event_name: string;
  sport_name: string;
  market_id: string;
  market_name: string;
  exposure: number;
  runners: { selection_id: string; runner_name: string; position: number }[];
}

export function MarketAnalysisScreen() {
  const loaders = useLoaders();
  const { report, snapshot } = useReportList(loaders.marketAnalysis, useMemo(() => lastWeek(), []));
  const rows = (snapshot.context.result?.rows ?? []) as AnalysisRow[];
  return (
    <div className="page report">
      <h1 className="report__title">
        <FormattedMessage id="reports.analysis.title" />
      </h1>
      <ReportBody report={report} snapshot={snapshot}>
        <ul className="report__cards">
          {rows.map((row) => (
            <li key={row.market_id} className="card report__card" data-testid="analysis-market">
              <Link href={`/sports-event-detail/${encodeURIComponent(row.event_id)}`}>
                <strong>{row.event_name}</strong>
              </Link>
              <span>
                {row.sport_name} · {row.market_name}
              </span>
              <span className={`report__figure ${amountClass(row.exposure)}`}>
                <FormattedMessage id="reports.analysis.exposure" /> {signedAmount(row.exposure)}
              </span>
              <ul className="report__runners">
                {row.runners.map((runner) => (
                  <li key={runner.selection_id}>
                    <span>{runner.runner_name}</span>
                    <span className={amountClass(runner.position)}>{signedAmount(runner.position)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </ReportBody>
    </div>
  );
}

export function StatementsRoute() {
  return (
    <ReportMessages>
      <StatementsScreen />
    </ReportMessages>
  );
}
export function ProfitLossRoute() {
  return (
    <ReportMessages>
      <ProfitLossScreen />
    </ReportMessages>
  );
}
export function ProfitLossDetailRoute() {
  return (
    <ReportMessages>
      <ProfitLossDetailScreen />
    </ReportMessages>
  );
}
export function BetsRoute({ type }: { type: string }) {
  return (
    <ReportMessages>
      <BetsScreen type={type} />
    </ReportMessages>
  );
}
export function MarketAnalysisRoute() {
  return (
    <ReportMessages>
      <MarketAnalysisScreen />
    </ReportMessages>
  );
}
