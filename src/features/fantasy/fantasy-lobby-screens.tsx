import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { fantasyLobbyMachine } from '../../../machines/fantasy/fantasy-lobby.machine.ts';
import { isFillingFast } from '../../../machines/fantasy/team-rules.ts';
import { contestJoinable } from '../../../machines/fantasy/prize-rules.ts';
import type { FantasyContestView } from '../../../machines/fantasy/team-builder.machine.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MessageText } from '../../ui/message-text.tsx';
import { MatchCountdown, MatchHead, rupees } from './fantasy-common.tsx';
import { useNow } from '../../ui/time-left.ts';
import './fantasy.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';
import { TableHead } from '../../ui/table-head.tsx';

type LobbyLogic = typeof fantasyLobbyMachine;

function useLobby(logic: LobbyLogic) {
  const lobby = useInspectedActorRef(logic);
  const loaded = useSelector(lobby, (snapshot) => snapshot.context.loaded);
  const error = useSelector(lobby, (snapshot) => (snapshot.matches('failed') ? snapshot.context.error : null));
  return { lobby, loaded, error };
}

export const HOW_TO_PLAY_PATH = '/cricket-fight?view=how-to-play';

export function FantasyTabs({ current }: { current: 'matches' | 'mine' | 'howToPlay' }) {
  return (
    <nav className="fantasy-tabs" aria-label="Fantasy">
      <Link href="/cricket-fight" className="fantasy-tab" aria-current={current === 'matches' ? 'page' : undefined}>
        <FormattedMessage id="fantasy.tabs.matches" />
      </Link>
      <Link href="/cricket-fight/my-contests" className="fantasy-tab" aria-current={current === 'mine' ? 'page' : undefined}>
        <FormattedMessage id="fantasy.tabs.mine" />
      </Link>
      <Link href={HOW_TO_PLAY_PATH} className="fantasy-tab" aria-current={current === 'howToPlay' ? 'page' : undefined}>
        <FormattedMessage id="fantasy.tabs.howToPlay" />
      </Link>
    </nav>
  );
}

function LobbyState({ lobby, loaded, error }: ReturnType<typeof useLobby>) {
  if (error) {
    return (
      <section className="card fantasy-failed" role="alert">
        <p>
          <MessageText message={error} />
        </p>
        <button type="button" className="button button--primary" onClick={() => lobby.send({ type: 'lobby.retry' })}>
          <FormattedMessage id="fantasy.retry" />
        </button>
      </section>
    );
  }
  return loaded ? null : <div className="card fantasy-loading" aria-busy="true" />;
}

/** cricket-fight: the matches open for play, each with its countdown to the deadline. */
export function FantasyMatchesScreen({ logic }: { logic: LobbyLogic }) {
  const state = useLobby(logic);
  const matches = useSelector(state.lobby, (snapshot) => snapshot.context.matches);
  const contests = useSelector(state.lobby, (snapshot) => snapshot.context.contests);
  const notice = useSelector(state.lobby, (snapshot) => snapshot.context.notice);
  const reminding = useSelector(state.lobby, (snapshot) => snapshot.matches({ shown: 'reminding' }));
  const now = useNow();
  return (
    <div className="fantasy-page">
      <h1 className="fantasy-page__title">
        <FormattedMessage id="fantasy.title" />
      </h1>
      <FantasyTabs current="matches" />
      <LobbyState {...state} />
      {notice && (
        <p className="card fantasy-success" role="status">
          <MessageText message={notice} />
        </p>
      )}
      {state.loaded && matches.length === 0 && <EmptyState />}
      <ul className="fantasy-list">
        {matches.map((match) => {
          const count = contests.filter((contest) => contest.matchId === match.matchId).length;
          return (
            <li key={match.matchId} className="card fantasy-match">
              <MatchHead match={match} now={now} />
              <div className="fantasy-match__foot">
                <span className="fantasy-muted">
                  <FormattedMessage id="fantasy.contestsCount" values={{ count }} />
                </span>
                {match.status === 'upcoming' && (
                  <div className="fantasy-actions">
                    <button
                      type="button"
                      className="button button--small fantasy-remind"
                      aria-pressed={match.isReminded === true}
                      disabled={reminding}
                      onClick={() => state.lobby.send({ type: 'reminder.toggled', matchId: match.matchId })}
                    >
                      <FormattedMessage id={match.isReminded ? 'fantasy.reminded' : 'fantasy.remindMe'} />
                      <span className="visually-hidden">: {match.title}</span>
                    </button>
                    <Link href={`/cricket-fight/${match.matchId}`} className="button button--primary button--small">
                      <FormattedMessage id="fantasy.viewContests" values={{ match: match.title }} />
                    </Link>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function PrizeTable({ contest }: { contest: FantasyContestView }) {
  return (
    <details className="fantasy-prizes">
      <summary>
        <FormattedMessage id="fantasy.prizeTable" />
      </summary>
      <table>
        <TableHead columns={[{ messageId: 'fantasy.rank' }, { messageId: 'fantasy.prize' }]} />
        <tbody>
          {contest.prizes.map((prize) => (
            <tr key={prize.rankFrom}>
              <td>{prize.rankFrom === prize.rankTo ? `#${prize.rankFrom}` : `#${prize.rankFrom} – #${prize.rankTo}`}</td>
              <td>{rupees(prize.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** How the contest runs and the user's team limit in it (docs/decisions/170). */
function ContestTerms({ contest }: { contest: FantasyContestView }) {
  return (
    <>
      <p className="fantasy-contest__rule fantasy-muted">
        <FormattedMessage id={`fantasy.rule.${contest.kind}`} values={{ spots: contest.spots }} />
      </p>
      <p className="fantasy-contest__limit">
        <FormattedMessage id={contest.maxTeamsPerUser === 1 ? 'fantasy.teamLimitOne' : 'fantasy.teamLimit'} values={{ max: contest.maxTeamsPerUser }} />
        {contest.myEntries > 0 && (
          <>
            {' · '}
            <FormattedMessage id="fantasy.teamsJoined" values={{ mine: contest.myEntries, max: contest.maxTeamsPerUser }} />
          </>
        )}
      </p>
    </>
  );
}

export function ContestCard({ contest, action }: { contest: FantasyContestView; action?: React.ReactNode }) {
  const taken = contest.spots - contest.spotsLeft;
  return (
    <div className="fantasy-contest">
      <div className="fantasy-contest__head">
        <h2 className="fantasy-contest__name">{contest.name}</h2>
        {contest.kind !== 'fixed' && (
          <span className="fantasy-badge fantasy-badge--done">
            <FormattedMessage id={`fantasy.kind.${contest.kind}`} />
          </span>
        )}
        {contest.status === 'cancelled' && (
          <span className="fantasy-badge fantasy-badge--live">
            <FormattedMessage id="fantasy.contestCancelled" />
          </span>
        )}
        {contest.status === 'open' && isFillingFast(contest.spots, contest.spotsLeft) && (
          <span className="fantasy-badge fantasy-badge--hot">
            <FormattedMessage id="fantasy.fillingFast" />
          </span>
        )}
        {contest.spotsLeft === 0 && (
          <span className="fantasy-badge fantasy-badge--live">
            <FormattedMessage id="fantasy.full" />
          </span>
        )}
      </div>
      <dl className="fantasy-figures">
        <div>
          <dt>
            <FormattedMessage id={contest.kind === 'flexible' ? 'fantasy.prizePoolIfFull' : 'fantasy.prizePool'} />
          </dt>
          <dd>{rupees(contest.prizePool)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="fantasy.entryFee" />
          </dt>
          <dd>{rupees(contest.entryFee)}</dd>
        </div>
      </dl>
      <progress className="fantasy-spots__bar" max={contest.spots} value={taken} aria-label={contest.name} />
      <p className="fantasy-spots fantasy-muted">
        <FormattedMessage id="fantasy.spotsLeft" values={{ left: contest.spotsLeft, spots: contest.spots }} />
      </p>
      {contest.status === 'cancelled' ? (
        <p className="fantasy-contest__rule" role="note">
          <FormattedMessage id="fantasy.contestCancelledNote" />
        </p>
      ) : (
        <ContestTerms contest={contest} />
      )}
      <PrizeTable contest={contest} />
      {action}
    </div>
  );
}

/** cricket-fight/{id}: a match's contests (prize pool, fee, spots left, prize table) and joining. */
export function FantasyContestsScreen({ logic, matchId }: { logic: LobbyLogic; matchId: number }) {
  const state = useLobby(logic);
  const match = useSelector(state.lobby, (snapshot) => snapshot.context.matches.find((candidate) => candidate.matchId === matchId) ?? null);
  const contests = useSelector(state.lobby, (snapshot) => snapshot.context.contests);
  const now = useNow();
  const open = match !== null && match.status === 'upcoming' && Date.parse(match.startTime) > now;
  return (
    <div className="fantasy-page">
      <Link href="/cricket-fight" className="fantasy-back">
        <FormattedMessage id="fantasy.allMatches" />
      </Link>
      <LobbyState {...state} />
      {state.loaded && match === null && <EmptyState />}
      {match && (
        <>
          <section className="card fantasy-match">
            <MatchHead match={match} now={now} />
            {open && (
              <Link href={`/cricket-fight/${matchId}/place-bet`} className="button button--primary">
                <FormattedMessage id="fantasy.createTeam" />
              </Link>
            )}
          </section>
          <h1 className="fantasy-page__title">
            <FormattedMessage id="fantasy.contests" />
          </h1>
          <ul className="fantasy-list fantasy-list--grid">
            {contests
              .filter((contest) => contest.matchId === matchId)
              .map((contest) => (
                <li key={contest.contestId} className="card">
                  <ContestCard
                    contest={contest}
                    action={
                      open && contestJoinable(contest) ? (
                        <Link href={`/cricket-fight/${matchId}/place-bet?contest=${contest.contestId}`} className="button button--primary">
                          <FormattedMessage id="fantasy.joinFor" values={{ fee: rupees(contest.entryFee) }} />
                        </Link>
                      ) : open && contest.spotsLeft > 0 && contest.myEntries >= contest.maxTeamsPerUser ? (
                        <p className="fantasy-contest__limit fantasy-muted">
                          <FormattedMessage id="fantasy.teamLimitReached" />
                        </p>
                      ) : null
                    }
                  />
                </li>
              ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** cricket-fight/my-contests: the matches the user has teams or entries in. */
export function FantasyMyContestsScreen({ logic }: { logic: LobbyLogic }) {
  const state = useLobby(logic);
  const rows = useSelector(state.lobby, (snapshot) => snapshot.context.myContests);
  const now = useNow();
  return (
    <div className="fantasy-page">
      <h1 className="fantasy-page__title">
        <FormattedMessage id="fantasy.tabs.mine" />
      </h1>
      <FantasyTabs current="mine" />
      <LobbyState {...state} />
      {state.loaded && rows.length === 0 && <EmptyState />}
      <ul className="fantasy-list">
        {rows.map((row) => (
          <li key={row.match.matchId} className="card fantasy-match">
            <div className="fantasy-match__head">
              <span className="fantasy-match__title">{row.match.title}</span>
              <MatchCountdown match={row.match} now={now} />
            </div>
            <dl className="fantasy-figures">
              <div>
                <dt>
                  <FormattedMessage id="fantasy.teams" />
                </dt>
                <dd>{row.teamsCount}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="fantasy.entries" />
                </dt>
                <dd>{row.betsCount}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="fantasy.totalStake" />
                </dt>
                <dd>{rupees(row.totalStake)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="fantasy.totalWin" />
                </dt>
                <dd>{rupees(row.totalWin)}</dd>
              </div>
            </dl>
            <div className="fantasy-actions">
              <Link href={`/cricket-fight/my-contests/${row.match.matchId}`} className="fantasy-link">
                <FormattedMessage id="fantasy.viewEntries" />
              </Link>
              {row.match.status === 'upcoming' && (
                <Link href={`/cricket-fight/${row.match.matchId}`} className="fantasy-link">
                  <FormattedMessage id="fantasy.viewContests" values={{ match: row.match.title }} />
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
