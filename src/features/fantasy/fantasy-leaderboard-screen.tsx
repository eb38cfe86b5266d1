import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { fantasyLeaderboardMachine } from '../../../machines/fantasy/fantasy-leaderboard.machine.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MessageText } from '../../ui/message-text.tsx';
import { MatchHead, rupees } from './fantasy-common.tsx';
import { useNow } from '../../ui/time-left.ts';
import './fantasy.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';
import { TableHead } from '../../ui/table-head.tsx';

const STAGE_MESSAGE = { upcoming: 'fantasy.leaderboardBefore', live: 'fantasy.leaderboardLive', completed: 'fantasy.leaderboardFinal', cancelled: 'fantasy.status.cancelled' };

/**
 * cricket-fight/my-contests/{id}?contest={contestId}: a contest's leaderboard (rank, team, points,
 * prize), read again while the match is on; the user's own teams are marked.
 */
export function FantasyLeaderboardScreen({ logic, matchId, contestId }: { logic: typeof fantasyLeaderboardMachine; matchId: number; contestId: number }) {
  const leaderboard = useInspectedActorRef(logic, { input: { contestId } });
  const context = useSelector(leaderboard, (snapshot) => snapshot.context);
  const failed = useSelector(leaderboard, (snapshot) => snapshot.matches('failed'));
  const now = useNow();
  const board = context.leaderboard;
  const mine = board?.entries.filter((entry) => entry.isMine) ?? [];
  return (
    <div className="fantasy-page">
      <Link href={`/cricket-fight/my-contests/${matchId}`} className="fantasy-back">
        <FormattedMessage id="fantasy.backToEntries" />
      </Link>
      {failed && (
        <section className="card fantasy-failed" role="alert">
          <p>{context.error && <MessageText message={context.error} />}</p>
          <button type="button" className="button button--primary" onClick={() => leaderboard.send({ type: 'leaderboard.retry' })}>
            <FormattedMessage id="fantasy.retry" />
          </button>
        </section>
      )}
      {board === null && !failed && <div className="card fantasy-loading" aria-busy="true" />}
      {board && (
        <>
          <section className="card fantasy-match">
            <MatchHead match={board.match} now={now} />
          </section>
          <h1 className="fantasy-page__title">
            <FormattedMessage id="fantasy.viewLeaderboard" values={{ contest: board.contest.name }} />
          </h1>
          <p className="fantasy-muted" role="status">
            <FormattedMessage id={STAGE_MESSAGE[board.match.status]} />
            {mine.length > 0 && board.match.status !== 'upcoming' && (
              <>
                {' '}
                <strong>
                  <FormattedMessage id="fantasy.myBestRank" values={{ rank: Math.min(...mine.map((entry) => entry.rank)), count: board.entries.length }} />
                </strong>
              </>
            )}
          </p>
          {board.entries.length === 0 ? (
            <EmptyState />
          ) : (
            <div className="card fantasy-board">
              <table>
                <TableHead
                  columns={[
                    { messageId: 'fantasy.rank' },
                    { messageId: 'fantasy.team' },
                    { messageId: 'fantasy.points', numeric: true },
                    { messageId: 'fantasy.prize', numeric: true },
                  ]}
                  numericClass="fantasy-board__number"
                />
                <tbody>
                  {board.entries.map((entry, index) => (
                    <tr key={index} className={entry.isMine ? 'fantasy-board__mine' : undefined}>
                      <td>#{entry.rank}</td>
                      <td>
                        {entry.teamName}
                        {entry.isMine && (
                          <span className="fantasy-badge fantasy-board__you">
                            <FormattedMessage id="fantasy.you" />
                          </span>
                        )}
                      </td>
                      <td className="fantasy-board__number">{entry.points}</td>
                      <td className="fantasy-board__number">{entry.winAmount > 0 ? rupees(entry.winAmount) : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
