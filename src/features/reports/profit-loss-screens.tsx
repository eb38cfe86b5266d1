/** Profit and loss (spec §2 profit-loss, profit-loss-detail): settled results by market, then a market's bets. */
import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { productNameIn } from '../../ui/product-names.ts';
import { amountClass, lastWeek, ReportBody, reportTime, signedAmount, useReportList, WindowFilter } from './report-kit.tsx';
import { ReportMessages, useReportLoaders } from './report-messages.tsx';
import { AREA_REPORTS } from './area-reports.tsx';
import { BetCards, type BetRow } from './bet-cards.tsx';

interface MarketRow {
  event_id: string;
  event_name: string;
  market_id: string;
  market_name: string;
  profit_loss: number;
  settled_at: string;
}

export function ProfitLossScreen() {
  const loaders = useReportLoaders();
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
                <span>{productNameIn(intl, row.market_name)}</span>
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

export function ProfitLossDetailScreen() {
  const loaders = useReportLoaders();
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
