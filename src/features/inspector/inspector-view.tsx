/**
 * The inspector for product staff (docs/inspector.md): every actor of the page, the chosen one's
 * statechart following its state live, its context (secrets masked), the event journal (repeats
 * folded, filtered, searched), time travel along a timeline, and the sequence of messages between
 * actors. The journal can be exported and, imported again, replayed on fresh machines. In its own
 * window it follows a live tab of the product (./companion.tsx). A staff tool: its labels are English.
 */
import { useMemo, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import type { TabInfo } from '../../runtime/inspector-channel.ts';
import { createInspectionLog, JOURNAL_VERSION, type InspectedActor, type InspectionLog, type Journal, type JournalEntry } from '../../runtime/inspector.ts';
import { redact } from '../../runtime/redact.ts';
import { ChartView } from './chart-view.tsx';
import { MACHINES } from './machine-catalogue.ts';
import { createReplay, type Replay } from './replay.ts';
import { SequenceView } from './sequence-view.tsx';
import { actorsAt, filterJournal, foldJournal, sequenceOf, type JournalRow } from './timeline.ts';
import './inspector.css';

const JOURNAL_SHOWN = 200;
const SEQUENCE_WINDOWS = [25, 50, 100, 250];

interface ReplaySession {
  name: string;
  replay: Replay;
  log: InspectionLog;
}

/** In the companion window: the tabs that answered and the one followed. */
export interface Following {
  tabs: readonly TabInfo[];
  tab: TabInfo | undefined;
  onFollow: (tabId: string) => void;
}

export function InspectorView({ live, following, onOpenWindow }: { live: InspectionLog; following?: Following; onOpenWindow?: () => void }) {
  const [replaying, setReplaying] = useState<ReplaySession | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const log = replaying?.log ?? live;
  const actors = useSyncExternalStore(log.subscribe, log.actors);
  const entries = useSyncExternalStore(log.subscribe, log.entries);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [catalogueId, setCatalogueId] = useState<string>('');
  const [pane, setPane] = useState<'chart' | 'sequence'>('chart');
  // Time travel: the entry shown (its seq), or null to follow the page live.
  const [cursorSeq, setCursorSeq] = useState<number | null>(null);
  const cursorIndex = cursorSeq === null ? entries.length - 1 : entries.findIndex((entry) => entry.seq === cursorSeq);
  const travelling = cursorSeq !== null && cursorIndex >= 0;
  const shownActors = useMemo(() => (travelling ? actorsAt(actors, entries, cursorSeq) : actors), [travelling, actors, entries, cursorSeq]);
  // Stopped actors (a closed screen's) are left out, unless chosen.
  const machineActors = shownActors.filter((actor) => actor.logic && (actor.status === 'active' || actor.actorId === chosenId));
  const chosen = machineActors.find((actor) => actor.actorId === chosenId) ?? machineActors.find((actor) => actor.name === 'app') ?? machineActors[0];
  const catalogued = catalogueId ? MACHINES.get(catalogueId) : undefined;
  const travelTo = (index: number) => {
    const entry = entries[Math.max(0, Math.min(entries.length - 1, index))];
    setCursorSeq(!entry || index >= entries.length - 1 ? null : entry.seq);
  };

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
      setCursorSeq(null);
      setImportError(null);
    } catch (error) {
      setImportError(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const backToLive = () => {
    replaying?.replay.stop();
    setReplaying(null);
    setChosenId(null);
    setCursorSeq(null);
  };

  // In its own window it is the page's main landmark; in the product, a screen inside the shell's.
  const Frame = following ? 'main' : 'div';
  return (
    <Frame className={following ? 'inspector inspector--window' : 'page inspector'}>
      <header className="inspector__header">
        <h1>Inspector</h1>
        {following && <FollowedTab following={following} />}
        <div className="inspector__journal-tools">
          {onOpenWindow && (
            <button type="button" className="button button--small" onClick={onOpenWindow}>
              Open beside the page
            </button>
          )}
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
      <Timeline entries={entries} index={cursorIndex} travelling={travelling} actors={actors} onTravel={travelTo} onLive={() => setCursorSeq(null)} />

      <div className="inspector__body">
        <section className="card inspector__actors" aria-labelledby="inspector-actors">
          <h2 id="inspector-actors">{replaying ? 'Replayed actors' : travelling ? 'Actors at that event' : 'Live actors'}</h2>
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

        <section className="card inspector__chart" aria-label={pane === 'chart' ? 'Statechart' : 'Sequence'}>
          <div className="inspector__panes" role="group" aria-label="View">
            <button type="button" className="button button--small" aria-pressed={pane === 'chart'} onClick={() => setPane('chart')}>
              Chart
            </button>
            <button type="button" className="button button--small" aria-pressed={pane === 'sequence'} onClick={() => setPane('sequence')}>
              Sequence
            </button>
          </div>
          {pane === 'sequence' ? (
            <SequencePane entries={entries} actors={actors} endIndex={cursorIndex} chosenSeq={travelling ? cursorSeq : undefined} onChoose={(seq) => setCursorSeq(seq)} />
          ) : catalogued ? (
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
              <h2>Context{travelling ? ' at that event' : ''}</h2>
              <ContextView actor={chosen} />
            </>
          )}
          <h2>Journal</h2>
          <JournalList entries={entries} actors={actors} cursorSeq={travelling ? cursorSeq : undefined} onTravel={(seq) => setCursorSeq(seq)} />
        </section>
      </div>
    </Frame>
  );
}

function FollowedTab({ following }: { following: Following }) {
  if (following.tabs.length === 0) {
    return (
      <p className="inspector__following" role="status">
        Waiting for a page: open the product in another tab or window of this browser (development, or signed in as staff).
      </p>
    );
  }
  return (
    <label className="inspector__following">
      Following{' '}
      <select value={following.tab?.tabId ?? ''} onChange={(event) => following.onFollow(event.target.value)} aria-label="Following">
        {following.tabs.map((tab) => (
          <option key={tab.tabId} value={tab.tabId}>
            {tab.title || 'page'} — {tab.url}
          </option>
        ))}
      </select>
    </label>
  );
}

function Timeline({ entries, index, travelling, actors, onTravel, onLive }: { entries: readonly JournalEntry[]; index: number; travelling: boolean; actors: readonly InspectedActor[]; onTravel: (index: number) => void; onLive: () => void }) {
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
            · {time(entry.at)} · {name} <code>{entry.event.type}</code>
          </>
        )}
      </span>
    </div>
  );
}

function SequencePane({ entries, actors, endIndex, chosenSeq, onChoose }: { entries: readonly JournalEntry[]; actors: readonly InspectedActor[]; endIndex: number; chosenSeq?: number; onChoose: (seq: number) => void }) {
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
            ({time(first.at)} – {time(last.at)})
          </>
        )}
      </p>
      <SequenceView sequence={sequence} actors={names} chosenSeq={chosenSeq} onChoose={onChoose} />
    </>
  );
}

const time = (at: number) => new Date(at).toISOString().slice(11, 23);

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

function JournalList({ entries, actors, cursorSeq, onTravel }: { entries: readonly JournalEntry[]; actors: readonly InspectedActor[]; cursorSeq?: number; onTravel: (seq: number) => void }) {
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
                <span className="inspector__entry-time">{time(entry.at)}</span> <span className="inspector__entry-actor">{names.get(entry.actorId) ?? entry.actorId}</span>{' '}
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
