/**
 * The live inspector's record of the page (docs/inspector.md): every actor of the app reports to it
 * through XState's `inspect` option. It keeps each actor's latest snapshot (for the charts) and the
 * event journal: every event each actor received, with its payload redacted (src/runtime/redact.ts),
 * including the replies of invoked calls and the timers that fired, so a session can be replayed
 * (src/features/inspector/replay.ts). The journal is bounded, stays in memory and leaves the page
 * only when a staff user exports it.
 *
 * Recording is off until the page is allowed to be inspected (see `inspectorAllowed`), so a bettor's
 * page pays one function call per event and keeps nothing.
 */
import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import { inspectorAllowed } from './inspector-allowed.ts';
import { redact } from './redact.ts';

export const JOURNAL_VERSION = 1;
const DEFAULT_JOURNAL_LIMIT = 2000;
const DEFAULT_ACTOR_LIMIT = 200;
const LAST_EVENTS_PER_ACTOR = 5;

/** What an entry is: an event sent by someone, the reply of an invoked call, or a timer that fired. */
export type JournalEntryKind = 'event' | 'reply' | 'timer';

export interface JournalEntry {
  seq: number;
  at: number;
  /** The receiving actor (its session id; names repeat, session ids do not). */
  actorId: string;
  kind: JournalEntryKind;
  /** The event with its payload, secrets masked. */
  event: { type: string; [field: string]: unknown };
  /** The sending actor's session id, when an actor sent it. */
  from?: string;
  /** Random ids drawn while the event was processed (idempotency keys): replay draws them again. */
  random?: string[];
  /**
   * The receiving actor's snapshot once the event was processed (context redacted): what time travel
   * shows at this entry and what a journal replayed as a test is checked against (docs/decisions/201).
   */
  after?: ActorOutcome;
}

/** An actor as the journal knows it: enough to find its machine and its place among its parent's children again. */
export interface JournalActor {
  actorId: string;
  /** Its id among its parent's children (the invoke or spawn id). */
  id: string;
  name: string;
  /** The machine's id, for machine actors (promise and callback actors have none). */
  machine?: string;
  parentId?: string;
}

export interface ActorOutcome {
  value: unknown;
  status: string;
  context: unknown;
}

/** The exported journal (a JSON file). */
export interface Journal {
  version: typeof JOURNAL_VERSION;
  exportedAt: string;
  /** Entries dropped from the front because the journal is bounded. */
  dropped: number;
  actors: JournalActor[];
  entries: JournalEntry[];
  /** Each machine actor's state and (redacted) context when the journal was exported. */
  outcomes: Record<string, ActorOutcome>;
}

export interface InspectedActor extends JournalActor {
  /** The actor's machine, when it is one: what its chart is drawn from. */
  logic?: AnyStateMachine;
  status: string;
  value: unknown;
  /** The raw context; views show it through `redact`. */
  context: unknown;
  state: string;
  lastEvents: string[];
  /** The last event and the state value before it, for the chart's "transition just taken". */
  lastEvent?: { seq: number; type: string; previousValue: unknown };
}

export interface InspectionLog {
  inspect: (inspectionEvent: InspectionEvent) => void;
  /** Whether events are being recorded; off until the page may be inspected. */
  recording: () => boolean;
  setRecording: (on: boolean) => void;
  entries: () => readonly JournalEntry[];
  actors: () => readonly InspectedActor[];
  /** How many of the oldest entries the bounded journal dropped. */
  dropped: () => number;
  /** The journal as a JSON-ready object (what "Export" saves). */
  exportJournal: () => Journal;
  /** Notes a random id drawn now, for the event being processed (see recordRandomIds). */
  noteRandom: (value: string) => void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

interface InspectionOptions {
  /** At most this many journal entries; the oldest go first. */
  limit?: number;
  /** At most this many actors are remembered; stopped ones are forgotten first. */
  actorLimit?: number;
  recording?: boolean;
  now?: () => number;
}

export function createInspectionLog({
  limit = DEFAULT_JOURNAL_LIMIT,
  actorLimit = DEFAULT_ACTOR_LIMIT,
  recording = true,
  now = Date.now,
}: InspectionOptions = {}): InspectionLog {
  let on = recording;
  let seq = 0;
  let dropped = 0;
  const entries: JournalEntry[] = [];
  const actors = new Map<string, InspectedActor>();
  const listeners = new Set<() => void>();
  let actorList: readonly InspectedActor[] = [];
  let entryList: readonly JournalEntry[] = [];
  let notifyScheduled = false;
  /** The entries being processed, innermost last: an event sent while another is processed nests. */
  const processing: JournalEntry[] = [];

  // Many events arrive in one macrostep; views hear about them once per task.
  const changed = () => {
    if (notifyScheduled) return;
    notifyScheduled = true;
    queueMicrotask(() => {
      notifyScheduled = false;
      actorList = [...actors.values()];
      entryList = [...entries];
      for (const listener of listeners) listener();
    });
  };

  const actorOf = (ref: AnyActorRef): InspectedActor => {
    let actor = actors.get(ref.sessionId);
    if (!actor) {
      const logic = (ref as { logic?: unknown }).logic;
      const machine = isMachine(logic) ? logic : undefined;
      const parent = (ref as { _parent?: AnyActorRef })._parent;
      actor = {
        actorId: ref.sessionId,
        id: ref.id,
        name: '',
        machine: machine?.id,
        logic: machine,
        parentId: parent?.sessionId,
        status: 'active',
        value: undefined,
        context: undefined,
        state: '',
        lastEvents: [],
      };
      actors.set(ref.sessionId, actor);
      forgetStoppedActors();
    }
    // The system id is registered after the actor announces itself, so the name is read each time.
    actor.name = nameOf(ref);
    return actor;
  };

  const forgetStoppedActors = () => {
    for (const [sessionId, actor] of actors) {
      if (actors.size <= actorLimit) return;
      if (actor.status !== 'active') actors.delete(sessionId);
    }
  };

  return {
    inspect(inspectionEvent) {
      if (!on) return;
      const ref = inspectionEvent.actorRef as AnyActorRef;
      if (inspectionEvent.type === '@xstate.actor') {
        actorOf(ref);
      } else if (inspectionEvent.type === '@xstate.event') {
        const actor = actorOf(ref);
        const event = redact(inspectionEvent.event) as JournalEntry['event'];
        const entry: JournalEntry = { seq: ++seq, at: now(), actorId: actor.actorId, kind: kindOf(event.type), event };
        if (inspectionEvent.sourceRef) entry.from = (inspectionEvent.sourceRef as AnyActorRef).sessionId;
        actor.lastEvents = [event.type, ...actor.lastEvents].slice(0, LAST_EVENTS_PER_ACTOR);
        actor.lastEvent = { seq: entry.seq, type: event.type, previousValue: actor.value };
        entries.push(entry);
        processing.push(entry);
        if (entries.length > limit) dropped += entries.splice(0, entries.length - limit).length;
      } else if (inspectionEvent.type === '@xstate.snapshot') {
        const actor = actorOf(ref);
        // An actor processes its events in the order they were sent to it: the snapshot is its oldest's.
        const finished = processing.findIndex((entry) => entry.actorId === actor.actorId);
        const snapshot = inspectionEvent.snapshot as { status?: string; value?: unknown; context?: unknown };
        if (finished >= 0) {
          const [entry] = processing.splice(finished, 1);
          if (entry) entry.after = { value: redact(snapshot.value), status: snapshot.status ?? actor.status, context: redact(snapshot.context) };
        }
        actor.status = snapshot.status ?? actor.status;
        actor.value = snapshot.value;
        actor.context = snapshot.context;
        actor.state = snapshot.value === undefined ? '' : stateLabel(snapshot.value);
      } else {
        return;
      }
      changed();
    },
    recording: () => on,
    setRecording(next) {
      on = next;
      changed();
    },
    entries: () => entryList,
    actors: () => actorList,
    dropped: () => dropped,
    noteRandom(value) {
      const entry = processing.at(-1);
      if (on && entry) (entry.random ??= []).push(value);
    },
    exportJournal: () => journalOf([...actors.values()], [...entries], dropped),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Makes `crypto.randomUUID` report what it draws to the log, so a replay can draw the same
 * idempotency keys; returns the function that puts the original back.
 */
export function recordRandomIds(log: InspectionLog, source: Pick<Crypto, 'randomUUID'> = globalThis.crypto): () => void {
  const original = source.randomUUID;
  // Outside a secure context there is none to record.
  if (typeof original !== 'function') return () => undefined;
  source.randomUUID = () => {
    const value = original.call(source);
    log.noteRandom(value);
    return value;
  };
  return () => {
    source.randomUUID = original;
  };
}

export function journalOf(actors: InspectedActor[], entries: JournalEntry[], dropped: number): Journal {
  const outcomes: Record<string, ActorOutcome> = {};
  for (const actor of actors) {
    if (actor.machine) outcomes[actor.actorId] = { value: redact(actor.value), status: actor.status, context: redact(actor.context) };
  }
  return {
    version: JOURNAL_VERSION,
    exportedAt: new Date().toISOString(),
    dropped,
    actors: actors.map(({ actorId, id, name, machine, parentId }) => ({ actorId, id, name, machine, parentId })),
    entries,
    outcomes,
  };
}

function kindOf(eventType: string): JournalEntryKind {
  if (eventType.startsWith('xstate.after.')) return 'timer';
  if (eventType.startsWith('xstate.done.actor.') || eventType.startsWith('xstate.error.actor.')) return 'reply';
  return 'event';
}

export function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic;
}

/** The system id ('site'), else the invoke/spawn id, else the machine id (a root actor's id is its session id). */
function nameOf(ref: AnyActorRef): string {
  const systemId = (ref as { systemId?: string }).systemId;
  if (systemId) return systemId;
  if (ref.id && ref.id !== ref.sessionId) return ref.id;
  const machineId = (ref as { logic?: { id?: string } }).logic?.id;
  return machineId ?? ref.sessionId;
}

/** A state value as text: 'signedIn', 'wallet.deposit', or 'a.b | c.d' for parallel regions. */
export function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return '';
  return Object.entries(value)
    .map(([key, child]) => {
      const childLabel = stateLabel(child);
      return childLabel ? `${key}.${childLabel}` : key;
    })
    .join(' | ');
}

/**
 * Returns what to call with the user whenever it is known or changes: recording (and the random ids'
 * record) is on exactly while the page may be inspected; `broadcast` tells companion windows
 * (inspector-channel.ts) while it is on.
 */
export function recordWhileAllowed(log: InspectionLog, isDevelopment: boolean | (() => boolean), broadcast: (log: InspectionLog) => () => void = () => () => undefined): (user: unknown) => void {
  let restoreRandomIds: (() => void) | undefined;
  let stopBroadcast: (() => void) | undefined;
  return (user) => {
    const allowed = inspectorAllowed(typeof isDevelopment === 'function' ? isDevelopment() : isDevelopment, user);
    if (allowed === log.recording()) return;
    log.setRecording(allowed);
    restoreRandomIds?.();
    restoreRandomIds = allowed ? recordRandomIds(log) : undefined;
    stopBroadcast?.();
    stopBroadcast = allowed ? broadcast(log) : undefined;
  };
}
