import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../ui/format.ts';
import { productNameIn } from '../../ui/product-names.ts';
import { amountClass, reportTime, signedAmount } from './report-kit.tsx';

export interface BetRow {
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

export function BetCards({ rows }: { rows: readonly BetRow[] }) {
  // The product's market and runner names in the site's language (docs/decisions/127, 225).
  const intl = useIntl();
  return (
    <ul className="report__cards">
      {rows.map((bet) => (
        <li key={bet.bet_id} className={`card report__card report__bet report__bet--${bet.type}`} data-testid="report-bet">
          <strong>{productNameIn(intl, bet.selection_name)}</strong>
          <span>
            {bet.event_name} · {productNameIn(intl, bet.market_name)}
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

/** Open bets grouped by event, then market, each bet with what it wins or risks. */
export function OpenBetGroups({ rows }: { rows: readonly BetRow[] }) {
  const events = groupBy(rows, (bet) => bet.event_id);
  const intl = useIntl();
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
                <h3 className="report__group-subtitle">{productNameIn(intl, marketBets[0]!.market_name)}</h3>
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
