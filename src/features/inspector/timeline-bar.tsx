/** Time travel along the journal (docs/inspector.md): step, slide, or back to live. */
import type { InspectedActor, JournalEntry } from '../../runtime/inspector.ts';
import { eventTime } from './timeline.ts';

export function Timeline({ entries, index, travelling, actors, onTravel, onLive }: { entries: readonly JournalEntry[]; index: number; travelling: boolean; actors: readonly InspectedActor[]; onTravel: (index: number) => void; onLive: () => void }) {
  const entry = entries[index];
  const name = entry ? (actors.find((actor) => actor.actorId === entry.actorId)?.name ?? entry.actorId) : '';
  if (entries.length === 0) return null;
  return (
    <div className="card inspector__timeline" role="group" aria-label="Time travel">
      <button type="button" className="button button--small" onClick={() => onTravel(index - 1)} disabled={index <= 0} aria-label="Back one event">
        ◀
      </button>
      <input type="range" min={0} max={entries.length - 1} value={Math.max(0, index)} onChange={(event) => onTravel(Number(event.target.value))} aria-label="Timeline" />
      <button type="button" className="button button--small" onClick={() => onTravel(index + 1)} disabled={!travelling} aria-label="Forward one event">
        ▶
      </button>
      <button type="button" className="button button--small" onClick={onLive} disabled={!travelling}>
        Live
      </button>
      <span className="inspector__timeline-at" data-testid="timeline-at">
        {travelling ? 'At' : 'Live, last'} event {index + 1} of {entries.length}
        {entry && (
          <>
            {' '}
            · {eventTime(entry.at)} · {name} <code>{entry.event.type}</code>
          </>
        )}
      </span>
    </div>
  );
}
