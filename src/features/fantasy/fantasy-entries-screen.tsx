import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { fantasyEntriesMachine } from '../../../machines/fantasy/fantasy-entries.machine.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MessageText } from '../../ui/message-text.tsx';
import { MatchHead, rupees, useNow } from './fantasy-common.tsx';
import './fantasy.css';

/** cricket-fight/my-contests/{id}: the user's teams and entries for one match; cancel before the start. */
export function FantasyEntriesScreen({ logic, matchId }: { logic: typeof fantasyEntriesMachine; matchId: number }) {
  const entries = useActorRef(logic, { input: { matchId } });
  const context = useSelector(entries, (snapshot) => snapshot.context);
  const failed = useSelector(entries, (snapshot) => snapshot.matches('failed'));
  const busy = useSelector(entries, (snapshot) => snapshot.matches('cancelling') || snapshot.matches('loading'));
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
