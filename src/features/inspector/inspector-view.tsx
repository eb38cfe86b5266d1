/**
 * The inspector for product staff (docs/inspector.md): every actor of the page, the chosen one's
 * statechart following its state live, its context (secrets masked), the event journal (repeats
 * folded, filtered, searched), time travel along a timeline, and the sequence of messages between
 * actors. The journal can be exported and, imported again, replayed on fresh machines. In its own
 * window it follows a live tab of the product (./companion.tsx). A staff tool: its labels are English.
 */
import { useMemo, useState, useSyncExternalStore, type ChangeEvent, type ReactNode } from 'react';
import type { InspectedActor, InspectionLog } from '../../runtime/inspector.ts';
import { redact } from '../../runtime/redact.ts';
import { ChartView } from './chart-view.tsx';
import { FollowedTab, type Following } from './followed-tab.tsx';
import { JournalList } from './journal-list.tsx';
import { MACHINES } from './machine-catalogue.ts';
import { ReplayBar } from './replay-bar.tsx';
import { SequencePane } from './sequence-pane.tsx';
import { actorsAt } from './timeline.ts';
import { Timeline } from './timeline-bar.tsx';
import { exportJournal, useJournalReplay } from './use-journal-replay.ts';
import './inspector.css';

export function InspectorView({ live, following, onOpenWindow }: { live: InspectionLog; following?: Following; onOpenWindow?: () => void }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Time travel: the entry shown (its seq), or null to follow the page live.
  const [cursorSeq, setCursorSeq] = useState<number | null>(null);
  const { replaying, importError, importJournal, backToLive } = useJournalReplay(() => {
    setChosenId(null);
    setCursorSeq(null);
  });
  const log = replaying?.log ?? live;
  const actors = useSyncExternalStore(log.subscribe, log.actors);
  const entries = useSyncExternalStore(log.subscribe, log.entries);
  const [catalogueId, setCatalogueId] = useState<string>('');
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

  // In its own window it is the page's main landmark; in the product, a screen inside the shell's.
  const Frame = following ? 'main' : 'div';
  return (
    <Frame className={following ? 'inspector inspector--window' : 'page inspector'}>
      <InspectorHeader following={following} onOpenWindow={onOpenWindow} onExport={() => exportJournal(live)} replaying={replaying !== null} onImport={(event) => void importJournal(event)} />
      {importError && (
        <p role="alert" className="inspector__error">
          {importError}
        </p>
      )}
      {replaying && <ReplayBar session={replaying} onClose={backToLive} />}
      <Timeline entries={entries} index={cursorIndex} travelling={travelling} actors={actors} onTravel={travelTo} onLive={() => setCursorSeq(null)} />

      <div className="inspector__body">
        <ActorsPanel
          heading={replaying ? 'Replayed actors' : travelling ? 'Actors at that event' : 'Live actors'}
          actors={machineActors}
          chosenId={catalogued ? undefined : chosen?.actorId}
          catalogueId={catalogueId}
          onChoose={(actorId) => {
            setChosenId(actorId);
            setCatalogueId('');
          }}
          onCatalogue={setCatalogueId}
        />
        <ChartPanel>
          {(pane) =>
            pane === 'sequence' ? (
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
            )
          }
        </ChartPanel>

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

function InspectorHeader({
  following,
  onOpenWindow,
  onExport,
  replaying,
  onImport,
}: {
  following?: Following;
  onOpenWindow?: () => void;
  onExport: () => void;
  /** While a journal is replayed, there is no live journal to export. */
  replaying: boolean;
  onImport: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <header className="inspector__header">
      <h1>Inspector</h1>
      {following && <FollowedTab following={following} />}
      <div className="inspector__journal-tools">
        {onOpenWindow && (
          <button type="button" className="button button--small" onClick={onOpenWindow}>
            Open beside the page
          </button>
        )}
        <button type="button" className="button button--small" onClick={onExport} disabled={replaying}>
          Export journal
        </button>
        <label className="button button--small inspector__import">
          Import and replay…
          <input type="file" accept="application/json,.json" onChange={onImport} />
        </label>
      </div>
    </header>
  );
}

/** The actors to choose from, and any machine of the catalogue (`chosenId`: the actor whose chart shows, if one does). */
function ActorsPanel({
  heading,
  actors,
  chosenId,
  catalogueId,
  onChoose,
  onCatalogue,
}: {
  heading: string;
  actors: readonly InspectedActor[];
  chosenId: string | undefined;
  catalogueId: string;
  onChoose: (actorId: string) => void;
  onCatalogue: (machineId: string) => void;
}) {
  return (
    <section className="card inspector__actors" aria-labelledby="inspector-actors">
      <h2 id="inspector-actors">{heading}</h2>
      <ul>
        {actors.map((actor) => (
          <li key={actor.actorId}>
            <button type="button" className="inspector__actor" aria-pressed={actor.actorId === chosenId} onClick={() => onChoose(actor.actorId)}>
              <span className="inspector__actor-name">{actor.name}</span>
              <span className="inspector__actor-state">{actor.status === 'active' ? actor.state : `${actor.status} · ${actor.state}`}</span>
            </button>
          </li>
        ))}
      </ul>
      <label className="inspector__catalogue">
        Any machine
        <select value={catalogueId} onChange={(event) => onCatalogue(event.target.value)}>
          <option value="">(the chosen actor)</option>
          {[...MACHINES.keys()].map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}

/** The chart or the sequence, as chosen; `children` draws the pane chosen. */
function ChartPanel({ children }: { children: (pane: 'chart' | 'sequence') => ReactNode }) {
  const [pane, setPane] = useState<'chart' | 'sequence'>('chart');
  return (
    <section className="card inspector__chart" aria-label={pane === 'chart' ? 'Statechart' : 'Sequence'}>
      <div className="inspector__panes" role="group" aria-label="View">
        <button type="button" className="button button--small" aria-pressed={pane === 'chart'} onClick={() => setPane('chart')}>
          Chart
        </button>
        <button type="button" className="button button--small" aria-pressed={pane === 'sequence'} onClick={() => setPane('sequence')}>
          Sequence
        </button>
      </div>
      {children(pane)}
    </section>
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
