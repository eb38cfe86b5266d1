/** A journal imported and replayed on fresh machines, step by step (docs/inspector.md). */
import { useState, useSyncExternalStore } from 'react';
import type { ReplaySession } from './use-journal-replay.ts';

export function ReplayBar({ session, onClose }: { session: ReplaySession; onClose: () => void }) {
  const { replay } = session;
  // The replay changes outside React; the log it reports to tells when, and so does each click.
  const [, setClicks] = useState(0);
  const act = (work: () => void) => () => {
    work();
    setClicks((clicks) => clicks + 1);
  };
  const position = useSyncExternalStore(session.log.subscribe, replay.position);
  const next = replay.entries[position];
  const missing = replay.missing();
  return (
    <div className="card inspector__replay" role="region" aria-label="Replay">
      <p>
        Replaying <strong>{session.name}</strong>: step <span data-testid="replay-position">{position}</span> of {replay.entries.length}
        {next && (
          <>
            {' '}
            — next <code>{next.event.type}</code>
          </>
        )}
      </p>
      {missing.length > 0 && <p className="inspector__error">Not replayed (machine or start not in the journal): {missing.join(', ')}</p>}
      <div className="inspector__journal-tools">
        <button type="button" className="button button--small" onClick={act(replay.step)} disabled={!next}>
          Step
        </button>
        <button type="button" className="button button--small" onClick={act(replay.runAll)} disabled={!next}>
          Run to the end
        </button>
        <button type="button" className="button button--small" onClick={onClose}>
          Back to live
        </button>
      </div>
    </div>
  );
}
