import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { fantasyEntriesMachine, FantasyEntriesData, FantasyEntriesEvent } from '../../../machines/fantasy/fantasy-entries.machine.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MessageText } from '../../ui/message-text.tsx';
import { MatchHead, rupees } from './fantasy-common.tsx';
import { useNow } from '../../ui/time-left.ts';
import './fantasy.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

/** cricket-fight/my-contests/{id}: the user's teams and entries for one match; cancel before the start. */
export function FantasyEntriesScreen({ logic, matchId }: { logic: typeof fantasyEntriesMachine; matchId: number }) {
  const entries = useInspectedActorRef(logic, { input: { matchId } });
  const context = useSelector(entries, (snapshot) => snapshot.context);
  const failed = useSelector(entries, (snapshot) => snapshot.matches('failed'));
  const busy = useSelector(entries, (snapshot) => snapshot.matches('changing') || snapshot.matches('loading'));
  const now = useNow();
  const data = context.data;
  const open = data !== null && data.match.status === 'upcoming' && Date.parse(data.match.startTime) > now;
  return (
    <div className="fantasy-page">
      <Link href="/cricket-fight/my-contests" className="fantasy-back">
        <FormattedMessage id="fantasy.allMyContests" />
      </Link>
      <h1 className="fantasy-page__title">
        <FormattedMessage id="fantasy.myEntries" />
      </h1>
      {failed && (
        <section className="card fantasy-failed" role="alert">
          <p>{context.error && <MessageText message={context.error} />}</p>
          <button type="button" className="button button--primary" onClick={() => entries.send({ type: 'entries.retry' })}>
            <FormattedMessage id="fantasy.retry" />
          </button>
        </section>
      )}
      {data === null && !failed && <div className="card fantasy-loading" aria-busy="true" />}
      {data && (
        <>
          <section className="card fantasy-match">
            <MatchHead match={data.match} now={now} />
          </section>
          {context.notice && (
            <p className="card fantasy-success" role="status">
              <MessageText message={context.notice} />
            </p>
          )}
          {!failed && context.error && (
            <p className="fantasy-refusal" role="alert">
              <MessageText message={context.error} />
            </p>
          )}
          {data.teams.length > 0 && (
            <>
              <h2 className="fantasy-section-title">
                <FormattedMessage id="fantasy.myTeams" />
              </h2>
              <ul className="fantasy-list fantasy-list--grid">
                {data.teams.map((team) => (
                  <TeamCard
                    key={team.teamId}
                    team={team}
                    matchId={matchId}
                    open={open}
                    busy={busy}
                    joined={data.entries.some((entry) => entry.teamId === team.teamId && entry.status === 'open')}
                    send={entries.send}
                  />
                ))}
              </ul>
              <h2 className="fantasy-section-title">
                <FormattedMessage id="fantasy.entries" />
              </h2>
            </>
          )}
          {data.entries.length === 0 && <EmptyState />}
          <ul className="fantasy-list">
            {data.entries.map((entry) => {
              const team = data.teams.find((candidate) => candidate.teamId === entry.teamId);
              return (
                <li key={entry.betId} className="card fantasy-entry">
                  <div className="fantasy-match__head">
                    <h2 className="fantasy-contest__name">{entry.contestName}</h2>
                    <span className="fantasy-muted">
                      <FormattedMessage id={`fantasy.entry.${entry.status}`} />
                    </span>
                  </div>
                  <dl className="fantasy-figures">
                    <div>
                      <dt>
                        <FormattedMessage id="fantasy.teamName" />
                      </dt>
                      <dd>{team?.teamName ?? `#${entry.teamId}`}</dd>
                    </div>
                    <div>
                      <dt>
                        <FormattedMessage id="fantasy.entryFee" />
                      </dt>
                      <dd>{rupees(entry.stake)}</dd>
                    </div>
                    {entry.winAmount !== null && (
                      <div>
                        <dt>
                          <FormattedMessage id="fantasy.totalWin" />
                        </dt>
                        <dd>{rupees(entry.winAmount)}</dd>
                      </div>
                    )}
                  </dl>
                  <Link href={`/cricket-fight/my-contests/${matchId}?contest=${entry.contestId}`} className="fantasy-link">
                    <FormattedMessage id="fantasy.viewLeaderboard" values={{ contest: entry.contestName }} />
                  </Link>
                  {open && entry.status === 'open' && (
                    <button
                      type="button"
                      className="button fantasy-cancel"
                      disabled={busy}
                      onClick={() => entries.send({ type: 'entry.cancel', betId: entry.betId })}
                    >
                      <FormattedMessage id="fantasy.cancelEntry" values={{ contest: entry.contestName }} />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

interface TeamCardProps {
  team: FantasyEntriesData['teams'][number];
  matchId: number;
  /** Before the deadline: the team may be renamed, reset or filled again. */
  open: boolean;
  busy: boolean;
  /** An open entry uses the team: it cannot be reset. */
  joined: boolean;
  send: (event: FantasyEntriesEvent) => void;
}

/** One of the user's teams: its name (renamed in place), and reset or pick-again before the start. */
function TeamCard({ team, matchId, open, busy, joined, send }: TeamCardProps) {
  const intl = useIntl();
  const [name, setName] = useState(team.teamName);
  const empty = team.playerIds.length === 0;
  return (
    <li className="card fantasy-team">
      <div className="fantasy-match__head">
        <h3 className="fantasy-contest__name">{team.teamName}</h3>
        <span className="fantasy-muted">
          {empty ? <FormattedMessage id="fantasy.emptyTeam" /> : <FormattedMessage id="fantasy.playersCount" values={{ count: team.playerIds.length }} />}
        </span>
      </div>
      {open && (
        <>
          <form
            className="fantasy-rename"
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'team.rename', teamId: team.teamId, name });
            }}
          >
            <input
              value={name}
              maxLength={30}
              aria-label={intl.formatMessage({ id: 'fantasy.newName' }, { name: team.teamName })}
              onChange={(event) => setName(event.target.value)}
            />
            <button type="submit" className="button button--small" disabled={busy || name.trim() === team.teamName}>
              <FormattedMessage id="fantasy.rename" />
            </button>
          </form>
          <div className="fantasy-actions">
            {empty ? (
              <Link href={`/cricket-fight/${matchId}/place-bet?team=${team.teamId}`} className="button button--primary button--small">
                <FormattedMessage id="fantasy.pickPlayers" values={{ name: team.teamName }} />
              </Link>
            ) : (
              !joined && (
                <button type="button" className="button button--small" disabled={busy} onClick={() => send({ type: 'team.reset', teamId: team.teamId })}>
                  <FormattedMessage id="fantasy.resetTeam" values={{ name: team.teamName }} />
                </button>
              )
            )}
          </div>
        </>
      )}
    </li>
  );
}
