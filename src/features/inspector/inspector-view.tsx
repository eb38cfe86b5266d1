/**
 * The inspector for product staff (docs/inspector.md): every actor of the page, the chosen one's
 * statechart following its state live, its context (secrets masked) and the event journal, which
 * can be exported and, imported again, replayed on fresh machines step by step or at once.
 * A staff tool: its labels are English.
 */
import { useMemo, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { createInspectionLog, JOURNAL_VERSION, type InspectedActor, type InspectionLog, type Journal, type JournalEntry } from '../../runtime/inspector.ts';
import { redact } from '../../runtime/redact.ts';
import { ChartView } from './chart-view.tsx';
import { MACHINES } from './machine-catalogue.ts';
import { createReplay, type Replay } from './replay.ts';
import './inspector.css';

const JOURNAL_SHOWN = 80;

interface ReplaySession {
  name: string;
  replay: Replay;
  log: InspectionLog;
}

export function InspectorView({ live }: { live: InspectionLog }) {
  const [replaying, setReplaying] = useState<ReplaySession | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const log = replaying?.log ?? live;
  const actors = useSyncExternalStore(log.subscribe, log.actors);
  const entries = useSyncExternalStore(log.subscribe, log.entries);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [catalogueId, setCatalogueId] = useState<string>('');
  // Stopped actors (a closed screen's) are left out, unless chosen.
  const machineActors = actors.filter((actor) => actor.logic && (actor.status === 'active' || actor.actorId === chosenId));
  const chosen = machineActors.find((actor) => actor.actorId === chosenId) ?? machineActors.find((actor) => actor.name === 'app') ?? machineActors[0];
  const catalogued = catalogueId ? MACHINES.get(catalogueId) : undefined;

  const exportJournal = () => {
    const journal = live.exportJournal();
    const url = URL.createObjectURL(new Blob([JSON.stringify(journal, null, 1)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `journal-${journal.exportedAt.replace(/[:.]/g, '-')}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const importJournal = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const journal = JSON.parse(await file.text()) as Journal;
      if (journal.version !== JOURNAL_VERSION || !Array.isArray(journal.entries)) throw new Error('not a journal this inspector wrote');
      const replayLog = createInspectionLog();
      replaying?.replay.stop();
      setReplaying({ name: file.name, replay: createReplay(journal, MACHINES, replayLog.inspect), log: replayLog });
      setChosenId(null);
      setImportError(null);
    } catch (error) {
      setImportError(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const backToLive = () => {
    replaying?.replay.stop();
    setReplaying(null);
    setChosenId(null);
  };

  return (
    <div className="page inspector">
      <header className="inspector__header">
        <h1>Inspector</h1>
        <div className="inspector__journal-tools">
          <button type="button" className="button button--small" onClick={exportJournal} disabled={replaying !== null}>
            Export journal
          </button>
          <label className="button button--small inspector__import">
            Import and replay…
            <input type="file" accept="application/json,.json" onChange={(event) => void importJournal(event)} />
          </label>
        </div>
      </header>
      {importError && (
        <p role="alert" className="inspector__error">
          {importError}
        </p>
      )}
      {replaying && <ReplayBar session={replaying} onClose={backToLive} />}

      <div className="inspector__body">
        <section className="card inspector__actors" aria-labelledby="inspector-actors">
          <h2 id="inspector-actors">{replaying ? 'Replayed actors' : 'Live actors'}</h2>
          <ul>
            {machineActors.map((actor) => (
              <li key={actor.actorId}>
                <button
                  type="button"
                  className="inspector__actor"
                  aria-pressed={!catalogued && actor.actorId === chosen?.actorId}
                  onClick={() => {
                    setChosenId(actor.actorId);
                    setCatalogueId('');
                  }}
                >
                  <span className="inspector__actor-name">{actor.name}</span>
                  <span className="inspector__actor-state">{actor.status === 'active' ? actor.state : `${actor.status} · ${actor.state}`}</span>
                </button>
              </li>
            ))}
          </ul>
          <label className="inspector__catalogue">
            Any machine
            <select value={catalogueId} onChange={(event) => setCatalogueId(event.target.value)}>
              <option value="">(the chosen actor)</option>
              {[...MACHINES.keys()].map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </label>
        </section>

        <section className="card inspector__chart" aria-label="Statechart">
          {catalogued ? (
            <ChartView machine={catalogued} />
          ) : chosen?.logic ? (
            <>
              <p className="inspector__chart-title">
                <strong>{chosen.name}</strong> <span data-testid="inspector-state">{chosen.state}</span>
              </p>
              <ChartView machine={chosen.logic} value={chosen.value} lastTransition={lastTransitionOf(chosen)} />
            </>
          ) : (
            <p>No actor yet.</p>
          )}
        </section>

        <section className="card inspector__side" aria-label="Context and journal">
          {chosen && !catalogued && (
            <>
              <h2>Context</h2>
              <ContextView actor={chosen} />
            </>
          )}
          <h2>Journal</h2>
          <JournalList entries={entries} actors={actors} />
        </section>
      </div>
    </div>
  );
}

function lastTransitionOf(actor: InspectedActor) {
  return actor.lastEvent && { seq: actor.lastEvent.seq, eventType: actor.lastEvent.type, previousValue: actor.lastEvent.previousValue };
}

function ContextView({ actor }: { actor: InspectedActor }) {
  const text = useMemo(() => JSON.stringify(redact(actor.context), null, 2) ?? 'undefined', [actor.context]);
  // Focusable, so a keyboard can scroll it.
  return (
    <pre className="inspector__context" tabIndex={0} aria-label={`Context of ${actor.name}`}>
      {text}
    </pre>
  );
}

function JournalList({ entries, actors }: { entries: readonly JournalEntry[]; actors: readonly InspectedActor[] }) {
  const names = new Map(actors.map((actor) => [actor.actorId, actor.name]));
  const recent = entries.slice(-JOURNAL_SHOWN).reverse();
  return (
    <ol className="inspector__journal" aria-label="Recent events, newest first">
      {recent.map((entry) => (
        <li key={entry.seq} className={`inspector__entry inspector__entry--${entry.kind}`}>
          <details>
            <summary>
              <span className="inspector__entry-time">{new Date(entry.at).toISOString().slice(11, 23)}</span>{' '}
              <span className="inspector__entry-actor">{names.get(entry.actorId) ?? entry.actorId}</span>{' '}
              <span className="inspector__entry-type">{entry.event.type}</span>
            </summary>
            <pre tabIndex={0}>{JSON.stringify(entry.event, null, 1)}</pre>
          </details>
        </li>
      ))}
    </ol>
  );
}

function ReplayBar({ session, onClose }: { session: ReplaySession; onClose: () => void }) {
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
