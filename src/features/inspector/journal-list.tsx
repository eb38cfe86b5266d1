/** The event journal, newest first (docs/inspector.md): repeats folded, filtered by actor and event, searched. */
import { useMemo, useState } from 'react';
import type { InspectedActor, JournalEntry } from '../../runtime/inspector.ts';
import { eventTime, filterJournal, foldJournal, type JournalRow } from './timeline.ts';

const JOURNAL_SHOWN = 200;

export function JournalList({ entries, actors, cursorSeq, onTravel }: { entries: readonly JournalEntry[]; actors: readonly InspectedActor[]; cursorSeq?: number; onTravel: (seq: number) => void }) {
  const [actorId, setActorId] = useState('');
  const [type, setType] = useState('');
  const [search, setSearch] = useState('');
  const [fold, setFold] = useState(true);
  const names = useMemo(() => new Map(actors.map((actor) => [actor.actorId, actor.name])), [actors]);
  const keys = useMemo(() => new Map(actors.map((actor) => [actor.actorId, actor.parentId ? `${actor.parentId}/${actor.id}` : actor.actorId])), [actors]);
  const types = useMemo(() => [...new Set(entries.map((entry) => entry.event.type))].sort(), [entries]);
  const rows = useMemo(() => {
    const kept = filterJournal(entries, { actorIds: new Set(actorId ? [actorId] : []), types: new Set(type ? [type] : []), search }, names);
    const folded: JournalRow[] = fold ? foldJournal(kept, (id) => keys.get(id) ?? id) : kept.map((entry) => ({ entry, first: entry, count: 1 }));
    return folded.slice(-JOURNAL_SHOWN).reverse();
  }, [entries, actorId, type, search, fold, names, keys]);
  return (
    <>
      <div className="inspector__filters">
        <label>
          Actor
          <select value={actorId} onChange={(event) => setActorId(event.target.value)} aria-label="Filter by actor">
            <option value="">all</option>
            {actors.map((actor) => (
              <option key={actor.actorId} value={actor.actorId}>
                {actor.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Event
          <select value={type} onChange={(event) => setType(event.target.value)} aria-label="Filter by event">
            <option value="">all</option>
            {types.map((eventType) => (
              <option key={eventType} value={eventType}>
                {eventType}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} aria-label="Search the journal" />
        </label>
        <label className="inspector__fold">
          <input type="checkbox" checked={fold} onChange={(event) => setFold(event.target.checked)} /> Fold repeats
        </label>
      </div>
      <ol className="inspector__journal" aria-label="Recent events, newest first">
        {rows.map(({ entry, count }) => (
          <li key={entry.seq} className={`inspector__entry inspector__entry--${entry.kind}${entry.seq === cursorSeq ? ' inspector__entry--at' : ''}`}>
            <details>
              <summary>
                <span className="inspector__entry-time">{eventTime(entry.at)}</span> <span className="inspector__entry-actor">{names.get(entry.actorId) ?? entry.actorId}</span>{' '}
                <span className="inspector__entry-type">{entry.event.type}</span>
                {count > 1 && (
                  <span className="inspector__entry-count" title={`${count} times with the same outcome`}>
                    ×{count}
                  </span>
                )}
              </summary>
              <button type="button" className="button button--small" onClick={() => onTravel(entry.seq)}>
                Show the page at this event
              </button>
              <pre tabIndex={0}>{JSON.stringify(entry.event, null, 1)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </>
  );
}
