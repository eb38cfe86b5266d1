/** The messages between actors over the last events up to the one shown (docs/inspector.md). */
import { useMemo, useState } from 'react';
import type { InspectedActor, JournalEntry } from '../../runtime/inspector.ts';
import { SequenceView } from './sequence-view.tsx';
import { eventTime, sequenceOf } from './timeline.ts';

const SEQUENCE_WINDOWS = [25, 50, 100, 250];

export function SequencePane({ entries, actors, endIndex, chosenSeq, onChoose }: { entries: readonly JournalEntry[]; actors: readonly InspectedActor[]; endIndex: number; chosenSeq?: number; onChoose: (seq: number) => void }) {
  const [size, setSize] = useState(SEQUENCE_WINDOWS[1]!);
  const last = entries[endIndex];
  const first = entries[Math.max(0, endIndex - size + 1)];
  const sequence = useMemo(() => (first && last ? sequenceOf(entries, actors, first.seq, last.seq) : { lanes: [], messages: [] }), [entries, actors, first, last]);
  const names = useMemo(() => new Map(actors.map((actor) => [actor.actorId, actor])), [actors]);
  return (
    <>
      <p className="inspector__chart-title">
        <label>
          The last{' '}
          <select value={size} onChange={(event) => setSize(Number(event.target.value))}>
            {SEQUENCE_WINDOWS.map((windowSize) => (
              <option key={windowSize} value={windowSize}>
                {windowSize}
              </option>
            ))}
          </select>{' '}
          events
        </label>{' '}
        {first && last && (
          <>
            ({eventTime(first.at)} – {eventTime(last.at)})
          </>
        )}
      </p>
      <SequenceView sequence={sequence} actors={names} chosenSeq={chosenSeq} onChoose={onChoose} />
    </>
  );
}
