import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { EventRow, eventListMachine } from '../../machines/sports/event-list.machine.ts';
import { EmptyState, LoadFailedState } from './empty-state.tsx';
import { nameInLanguage } from './name-in-language.ts';
import { RowScore } from './row-score.tsx';
import './event-rows.css';

export type EventListRef = ActorRefFrom<typeof eventListMachine>;

/** Sport dates are shown in the site's time zone (spec §9). */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

/**
 * A list of events: name, competition, time or in-play mark, and the match odds' best back and lay.
 * While the first load is out, `placeholderRows` empty rows of a row's height keep the list's room,
 * so what follows does not jump when the events arrive (Lighthouse counted the shift).
 */
export function EventRows({
  list,
  rows,
  sportSlug,
  placeholderRows = 2,
}: {
  list: EventListRef;
  rows: 'inPlay' | 'upcoming';
  sportSlug?: string;
  placeholderRows?: number;
}) {
  const ids = useSelector(list, (snapshot) =>
    snapshot.context.lists[rows]
      .filter((row) => sportSlug === undefined || row.sportSlug === sportSlug)
      .map((row) => row.eventId)
      .join('\n'),
  );
  const loading = useSelector(list, (snapshot) => snapshot.hasTag('loading') && snapshot.context.lists[rows].length === 0);
  // Rows loaded before a refresh failed stay on screen; with none, the failure is said, not 'no data'.
  const failure = useSelector(list, (snapshot) => (snapshot.matches('failed') && snapshot.context.lists[rows].length === 0 ? snapshot.context.error : undefined));
  const eventIds = ids.split('\n').filter(Boolean);
  if (loading) {
    return (
      <ul className="event-rows" aria-busy="true">
        {Array.from({ length: placeholderRows }, (_, index) => (
          <li key={index} className="event-row event-row--placeholder" />
        ))}
      </ul>
    );
  }
  if (failure !== undefined) return <LoadFailedState message={failure} onRetry={() => list.send({ type: 'lists.retry' })} />;
  if (eventIds.length === 0) return <EmptyState />;
  return (
    <ul className="event-rows">
      {eventIds.map((eventId) => (
        <EventRowItem key={eventId} list={list} rows={rows} eventId={eventId} />
      ))}
    </ul>
  );
}

function EventRowItem({ list, rows, eventId }: { list: EventListRef; rows: 'inPlay' | 'upcoming'; eventId: string }) {
  // The row object keeps its identity until one of its own values changes (event-list.machine.ts).
  const row = useSelector(list, (snapshot) => snapshot.context.lists[rows].find((candidate) => candidate.eventId === eventId));
  const intl = useIntl();
  if (!row) return null;
  return (
    <li className="event-row">
      <Link href={`/sports-event-detail/${row.eventId}`} className="event-row__link">
        <span className="event-row__name">{row.name}</span>
        <span className="event-row__meta">
          {row.inPlay ? (
            <span className="event-row__live">
              <FormattedMessage id="sports.inPlay" />
            </span>
          ) : (
            intl.formatDate(row.openDate, { timeZone: SITE_TIME_ZONE, day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' })
          )}
          {row.inPlay && <RowScore score={row.score} />}
          <span>{nameInLanguage(row.competitionName, row.competitionNames, intl.locale)}</span>
          {row.hasBookmaker && <span className="event-row__badge">BM</span>}
          {row.hasFancy && <span className="event-row__badge">F</span>}
        </span>
      </Link>
      <BestPrices row={row} />
    </li>
  );
}

/**
 * The column head over each runner's back and lay, as exchanges label them: 1 for the first side,
 * 2 for the second, X for the draw, so a price belongs to a team at a glance.
 */
export function runnerColumnHeads(runnerNames: readonly string[]): string[] {
  let side = 0;
  return runnerNames.map((name) => (name === 'The Draw' ? 'X' : String((side += 1))));
}

function BestPrices({ row }: { row: EventRow }) {
  const open = row.status === 'open';
  const runners = row.runners.slice(0, 3);
  const heads = runnerColumnHeads(runners.map((runner) => runner.name));
  return (
    <div className="event-row__prices" role="group" aria-label={row.runners.map((runner) => `${runner.name} ${runner.back ?? '-'} / ${runner.lay ?? '-'}`).join(', ')}>
      {runners.map((runner, index) => (
        <span key={runner.selectionId} className="event-row__pair" aria-hidden="true" title={runner.name}>
          <span className="event-row__head">{heads[index]}</span>
          <span className="event-row__price event-row__price--back">{open && runner.back !== null ? runner.back : '-'}</span>
          <span className="event-row__price event-row__price--lay">{open && runner.lay !== null ? runner.lay : '-'}</span>
        </span>
      ))}
    </div>
  );
}
