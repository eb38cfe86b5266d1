import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { GAMES_PATH, lastWeekWindow } from '../../../machines/casino/lobby-rules.ts';
import type { winLossMachine, WinLossFigures, WinLossRound } from '../../../machines/casino/win-loss.machine.ts';
import { selectCasinoGames } from '../../../machines/site/site.machine.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { formatAmount, formatIndiaTime } from '../../ui/format.ts';
import { MessageText } from '../../ui/message-text.tsx';
import './casino.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';
import { DateWindowFields } from '../../ui/date-window-fields.tsx';
import { TableHead } from '../../ui/table-head.tsx';

const signed = (amount: number): string => (amount < 0 ? `-₹${formatAmount(-amount)}` : `₹${formatAmount(amount)}`);
const netClass = (amount: number): string => (amount > 0 ? 'amount--win' : amount < 0 ? 'amount--loss' : '');

/** Spec §2 `casino-win-loss-details`: casino bets, wins and net per day and game, from the ledger. */
export function CasinoWinLossScreen({ logic }: { logic: typeof winLossMachine }) {
  const { system } = useAppSystem();
  const initialWindow = useMemo(() => lastWeekWindow(new Date()), []);
  const report = useInspectedActorRef(logic, { input: initialWindow });
  const period = useSelector(report, (snapshot) => snapshot.context.window);
  const data = useSelector(report, (snapshot) => snapshot.context.report);
  const error = useSelector(report, (snapshot) => snapshot.context.error);
  const loading = useSelector(report, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(report, (snapshot) => snapshot.matches('failed'));
  const games = useSelector(system.site, selectCasinoGames);
  const gameName = (id: string) => games.find((game) => game.id === id)?.name ?? id;
  const titleId = useId();

  return (
    <div className="page casino-report">
      <div className="casino__head">
        <h1 className="casino__title" id={titleId}>
          <FormattedMessage id="casino.winLoss.title" />
        </h1>
        <Link href={GAMES_PATH} className="casino__report-link">
          <FormattedMessage id="casino.winLoss.lobby" />
        </Link>
      </div>
      <div className="casino-report__window card">
        <DateWindowFields
          days={period}
          fromLabel={<FormattedMessage id="casino.winLoss.from" />}
          toLabel={<FormattedMessage id="casino.winLoss.to" />}
          onChange={(days) => report.send({ type: 'window.changed', window: days })}
        />
      </div>

      {failed && (
        <div className="casino-message card" role="alert">
          {error && (
            <p>
              <MessageText message={error} />
            </p>
          )}
          <button type="button" className="button button--primary" onClick={() => report.send({ type: 'report.retry' })}>
            <FormattedMessage id="casino.winLoss.retry" />
          </button>
        </div>
      )}
      {!failed && (
        // A phone scrolls the table sideways: the region takes focus so a keyboard can scroll it too.
        <div className="casino-report__table-wrap card" aria-busy={loading} role="region" aria-labelledby={titleId} tabIndex={0}>
          {loading && !data && (
            <p className="casino-report__loading" role="status">
              <FormattedMessage id="casino.winLoss.loading" />
            </p>
          )}
          {data && data.rows.length === 0 && (
            <p className="casino-report__loading" role="status">
              <FormattedMessage id="casino.winLoss.empty" />
            </p>
          )}
          {data && data.rows.length > 0 && (
            <table className="casino-report__table">
              <TableHead
                columns={[
                  { messageId: 'casino.winLoss.date' },
                  { messageId: 'casino.winLoss.game' },
                  { messageId: 'casino.winLoss.rounds', numeric: true },
                  { messageId: 'casino.winLoss.bets', numeric: true },
                  { messageId: 'casino.winLoss.wins', numeric: true },
                  { messageId: 'casino.winLoss.net', numeric: true },
                ]}
              />
              <tbody>
                {data.rows.map((row) => (
                  <tr key={`${row.date}:${row.provider}:${row.game_id}`} data-testid="win-loss-row">
                    <td>{formatDay(row.date)}</td>
                    <td>{gameName(row.game_id)}</td>
                    <Figures figures={row} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-testid="win-loss-total">
                  <th scope="row" colSpan={2}>
                    <FormattedMessage id="casino.winLoss.total" />
                  </th>
                  <Figures figures={data.total} />
                </tr>
              </tfoot>
            </table>
          )}
        </div>
      )}
      {!failed && data?.round_details && data.round_details.length > 0 && <RoundList rounds={data.round_details} gameName={gameName} />}
    </div>
  );
}

/**
 * The window's rounds one by one (docs/decisions/193): when, which game, stake, win and net, and the
 * round's provably fair draw: the hash shown before it and the seed that verifies it.
 */
function RoundList({ rounds, gameName }: { rounds: WinLossRound[]; gameName: (id: string) => string }) {
  const titleId = useId();
  return (
    <section className="casino-report__rounds card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="casino.winLoss.roundsTitle" />
      </h2>
      <ol className="casino-report__round-list">
        {rounds.map((round) => (
          <li key={round.round_id} className="casino-report__round" data-testid="win-loss-round">
            <p className="casino-report__round-head">
              <span>{formatIndiaTime(round.time, 'DD/MM/YYYY hh:mm A')}</span> <strong>{gameName(round.game_id)}</strong>{' '}
              <FormattedMessage id="casino.winLoss.roundFigures" values={{ stake: formatAmount(round.stake), win: formatAmount(round.win) }} />{' '}
              <span className={netClass(round.net)}>{signed(round.net)}</span>
            </p>
            {round.seed_hash && (
              <dl className="casino-report__fair">
                <dt>
                  <FormattedMessage id="casino.winLoss.fairRound" />
                </dt>
                <dd>
                  <code>{round.fair_round_id}</code>
                </dd>
                <dt>
                  <FormattedMessage id="casino.winLoss.seedHash" />
                </dt>
                <dd>
                  <code>{round.seed_hash}</code>
                </dd>
                <dt>
                  <FormattedMessage id="casino.winLoss.seed" />
                </dt>
                <dd>{round.seed ? <code data-testid="win-loss-seed">{round.seed}</code> : <FormattedMessage id="casino.winLoss.seedPending" />}</dd>
              </dl>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The four figures; on a phone each cell shows its column's name above it (`data-label`, casino.css). */
function Figures({ figures }: { figures: WinLossFigures }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <td className="numeric" data-label={label('casino.winLoss.rounds')}>
        {figures.rounds}
      </td>
      <td className="numeric" data-label={label('casino.winLoss.bets')}>
        ₹{formatAmount(figures.bets)}
      </td>
      <td className="numeric" data-label={label('casino.winLoss.wins')}>
        ₹{formatAmount(figures.wins)}
      </td>
      <td className={`numeric ${netClass(figures.net)}`} data-label={label('casino.winLoss.net')}>
        {signed(figures.net)}
      </td>
    </>
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2026-11-24 → 24 Nov 2026 (the day is already India's calendar day). */
const formatDay = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
};
