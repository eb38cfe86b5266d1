/**
 * What the inspector's journal, time travel and sequence views compute from the journal
 * (docs/inspector.md, docs/decisions/201): rows with repeated no-change events folded, filtered and
 * searched; every actor as it was at an entry; the messages between actors in a window of entries.
 */
import { stateLabel, type InspectedActor, type JournalEntry } from '../../runtime/inspector.ts';

export interface JournalRow {
  /** The newest entry the row stands for (its time, payload and outcome are shown). */
  entry: JournalEntry;
  /** The oldest entry it stands for. */
  first: JournalEntry;
  /** How many entries the row stands for: more than one when a repeated event changed nothing. */
  count: number;
}

export interface JournalFilter {
  /** Only these receiving actors (session ids); all when empty. */
  actorIds?: ReadonlySet<string>;
  /** Only these event types; all when empty. */
  types?: ReadonlySet<string>;
  /** Words each to be found in the actor's name, the event type or the payload (any case). */
  search?: string;
}

const outcomeText = (outcome: JournalEntry['after']) => (outcome ? JSON.stringify([outcome.value, outcome.status, outcome.context]) : '');
const payloadOf = ({ type: _type, ...payload }: JournalEntry['event']) => JSON.stringify(payload);

/**
 * The journal as rows, oldest first. An event an actor received again with the same payload that
 * took it from the same state and context to the same state and context as the previous one of its
 * kind (the balance poll that found the balance unchanged) is folded into that row, which moves to
 * the newest place and counts it. Actors are told apart by `keyOf` (each poll's call is a new actor:
 * the view keys them by their parent and invoke id).
 */
export function foldJournal(entries: readonly JournalEntry[], keyOf: (actorId: string) => string = (actorId) => actorId): JournalRow[] {
  const rows: (JournalRow | undefined)[] = [];
  const lastRowOf = new Map<string, { index: number; change: string }>();
  const lastOutcomeOf = new Map<string, string>();
  for (const entry of entries) {
    const before = lastOutcomeOf.get(entry.actorId) ?? '';
    const after = outcomeText(entry.after);
    if (entry.after) lastOutcomeOf.set(entry.actorId, after);
    const key = `${keyOf(entry.actorId)}\u0000${entry.event.type}`;
    const change = `${before}\u0000${after}\u0000${payloadOf(entry.event)}`;
    const last = lastRowOf.get(key);
    const previous = last === undefined ? undefined : rows[last.index];
    if (previous && entry.after && last?.change === change) {
      rows[last.index] = undefined;
      rows.push({ entry, first: previous.first, count: previous.count + 1 });
    } else {
      rows.push({ entry, first: entry, count: 1 });
    }
    lastRowOf.set(key, { index: rows.length - 1, change });
  }
  return rows.filter((row): row is JournalRow => row !== undefined);
}

/** The entries the filter keeps (before folding, so a folded row counts only what is shown). */
export function filterJournal(entries: readonly JournalEntry[], filter: JournalFilter, names: ReadonlyMap<string, string>): JournalEntry[] {
  const words = (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (filter.actorIds && filter.actorIds.size > 0 && !filter.actorIds.has(entry.actorId)) return false;
    if (filter.types && filter.types.size > 0 && !filter.types.has(entry.event.type)) return false;
    if (words.length === 0) return true;
    const text = `${names.get(entry.actorId) ?? entry.actorId} ${JSON.stringify(entry.event)}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * Every actor as it was once the entry `seq` was processed: its state and context after the last
 * entry it received up to then, the transition that entry made drawn as the last one. Actors that
 * had received nothing by then are left out; an actor whose entries were not recorded with their
 * outcome (a journal of an older inspector) keeps its present state.
 */
export function actorsAt(actors: readonly InspectedActor[], entries: readonly JournalEntry[], seq: number): InspectedActor[] {
  const byActor = new Map<string, JournalEntry[]>();
  for (const entry of entries) {
    if (entry.seq > seq) break;
    const list = byActor.get(entry.actorId) ?? [];
    list.push(entry);
    byActor.set(entry.actorId, list);
  }
  const result: InspectedActor[] = [];
  for (const actor of actors) {
    const received = byActor.get(actor.actorId);
    if (!received) continue;
    const withOutcome = received.filter((entry) => entry.after);
    const last = withOutcome.at(-1);
    if (!last?.after) {
      result.push(actor);
      continue;
    }
    const before = withOutcome.at(-2)?.after;
    result.push({
      ...actor,
      value: last.after.value,
      status: last.after.status,
      context: last.after.context,
      state: stateLabel(last.after.value),
      lastEvents: received.slice(-5).reverse().map((entry) => entry.event.type),
      lastEvent: { seq: last.seq, type: last.event.type, previousValue: before?.value },
    });
  }
  return result;
}

export type MessageKind = 'event' | 'invoke' | 'reply' | 'timer';

export interface SequenceMessage {
  seq: number;
  at: number;
  kind: MessageKind;
  /** Sending lane: an actor's session id, or OUTSIDE for the page (a click, a socket message). */
  from: string;
  to: string;
  label: string;
}

/** The lane of events no actor sent: the page itself (the user, the network, the socket). */
export const OUTSIDE = 'page';

export interface Sequence {
  /** Lanes left to right in the order they first take part; OUTSIDE first when it does. */
  lanes: string[];
  messages: SequenceMessage[];
}

const REPLY = /^xstate\.(done|error)\.actor\.(.+)$/;

/**
 * The messages between actors among the entries with `fromSeq <= seq <= toSeq`: events one actor
 * sent another (or the page sent), the start of an invoked or spawned actor (from its parent),
 * the replies of invoked calls (from the call's lane, named by its invoke id, to the caller) and
 * timers (an actor to itself).
 */
export function sequenceOf(entries: readonly JournalEntry[], actors: readonly Pick<InspectedActor, 'actorId' | 'id' | 'parentId' | 'machine'>[], fromSeq: number, toSeq: number): Sequence {
  const byId = new Map(actors.map((actor) => [actor.actorId, actor]));
  // A call (a promise or callback actor) is a new actor each time it is invoked: its lane is its
  // invoke id under its parent, so the balance poll's calls share one lane.
  const laneOf = (actorId: string) => {
    const actor = byId.get(actorId);
    return actor && !actor.machine && actor.parentId ? `${actor.parentId}/${actor.id}` : actorId;
  };
  const messages: SequenceMessage[] = [];
  for (const entry of entries) {
    if (entry.seq < fromSeq || entry.seq > toSeq) continue;
    const actor = byId.get(entry.actorId);
    const base = { seq: entry.seq, at: entry.at, to: laneOf(entry.actorId) };
    const type = entry.event.type;
    if (type === 'xstate.init') {
      messages.push({ ...base, kind: 'invoke', from: actor?.parentId ?? OUTSIDE, label: `start ${actor?.id ?? ''}`.trim() });
    } else if (actor && !actor.machine && entry.from === entry.actorId) {
      // A call settling itself (xstate.promise.resolve): its reply to the caller is the message.
      continue;
    } else if (entry.kind === 'timer') {
      messages.push({ ...base, kind: 'timer', from: base.to, label: type.replace(/^xstate\.after\./, 'after ') });
    } else if (entry.kind === 'reply') {
      const [, outcome, invokeId] = REPLY.exec(type) ?? [];
      const child = entry.from ? laneOf(entry.from) : `${entry.actorId}/${invokeId ?? '?'}`;
      messages.push({ ...base, kind: 'reply', from: child, label: `${outcome === 'error' ? 'error' : 'done'}: ${invokeId ?? type}` });
    } else {
      messages.push({ ...base, kind: 'event', from: entry.from ? laneOf(entry.from) : OUTSIDE, label: type });
    }
  }
  const lanes: string[] = [];
  const addLane = (lane: string) => {
    if (!lanes.includes(lane)) lanes.push(lane);
  };
  if (messages.some((message) => message.from === OUTSIDE)) addLane(OUTSIDE);
  for (const message of messages) {
    addLane(message.from);
    addLane(message.to);
  }
  return { lanes, messages };
}

/** An entry's time of day as the inspector shows it: hours to milliseconds, UTC. */
export const eventTime = (at: number) => new Date(at).toISOString().slice(11, 23);
