/**
 * Replays an exported journal (src/runtime/inspector.ts): fresh machines receive the recorded events
 * in order and so walk to the recorded states (docs/inspector.md, "Replay").
 *
 * - Nothing reaches the network: every actor a machine invokes or spawns that is not itself a
 *   machine (a call, a subscription) is replaced by one that does nothing; its recorded reply
 *   ('xstate.done.actor.…', 'xstate.error.actor.…') or the events it sent are replayed instead.
 * - Nothing waits for the clock: timers never fire by themselves; the recorded 'xstate.after.…'
 *   events are replayed, and the clock reads each entry's recorded time while it is processed.
 * - Events one replayed machine sent another are not replayed: the replayed sender sends them again.
 */
import { createActor, fromCallback, type AnyActorLogic, type AnyActorRef, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { isMachine, type Journal, type JournalEntry } from '../../runtime/inspector.ts';

type RecordedActor = Journal['actors'][number];

export interface ReplayStep {
  entry: JournalEntry;
  /** The actor it is replayed to, if it could be found. */
  applied: boolean;
}

export interface Replay {
  /** The entries that will be replayed, in order. */
  readonly entries: readonly JournalEntry[];
  /** How many entries have been replayed. */
  position: () => number;
  /** Replays the next entry; false when there is none. */
  step: () => boolean;
  /** Replays every entry left. */
  runAll: () => void;
  /** The replayed actor standing for a recorded one (by its recorded session id). */
  actorFor: (actorId: string) => AnyActorRef | undefined;
  /** Recorded actors whose machine is not in the catalogue, or whose start was not recorded. */
  missing: () => string[];
  stop: () => void;
}

/** Timers are the journal's: a replayed machine schedules nothing. */
const STOPPED_CLOCK = { setTimeout: () => 0, clearTimeout: () => undefined };
const silentActor = fromCallback(() => undefined);

export function createReplay(journal: Journal, machines: ReadonlyMap<string, AnyStateMachine>, inspect?: (event: InspectionEvent) => void): Replay {
  const recorded = new Map(journal.actors.map((actor) => [actor.actorId, actor]));
  const isReplayedMachine = (actorId: string | undefined) => actorId !== undefined && recorded.get(actorId)?.machine !== undefined;
  /**
   * Whether the replayed parent starts this child itself: the child's machine is one the parent's
   * machine declares. A child whose logic the parent was handed while running (the deposit, loaded
   * with its first screen: docs/decisions/110) is started from its own recorded start instead.
   */
  const startedByParent = (actor: RecordedActor) => {
    const parent = actor.parentId === undefined ? undefined : recorded.get(actor.parentId);
    const parentMachine = parent?.machine === undefined ? undefined : machines.get(parent.machine);
    const declared = Object.values((parentMachine?.implementations as { actors?: Record<string, AnyActorLogic> } | undefined)?.actors ?? {});
    return declared.some((logic) => isMachine(logic) && logic.id === actor.machine);
  };
  const isReplayed = (entry: JournalEntry) => {
    const actor = recorded.get(entry.actorId);
    if (!actor?.machine) return false;
    // A child machine is started by its replayed parent, not by its recorded start.
    if (entry.event.type === 'xstate.init') return !isReplayedMachine(actor.parentId) || !startedByParent(actor);
    return entry.from === undefined || entry.from === entry.actorId || !isReplayedMachine(entry.from);
  };
  const entries = journal.entries.filter(isReplayed);
  // The random ids drawn while an entry and the events it caused were processed, in order.
  const randomIds = new Map<JournalEntry, string[]>();
  let current: string[] = [];
  for (const entry of journal.entries) {
    if (isReplayed(entry)) randomIds.set(entry, (current = []));
    current.push(...(entry.random ?? []));
  }

  const replayed = new Map<string, AnyActorRef>();
  const roots: AnyActorRef[] = [];
  const missing = new Set<string>();
  let position = 0;

  const actorFor = (actorId: string): AnyActorRef | undefined => {
    const known = replayed.get(actorId);
    if (known) return known;
    const actor = recorded.get(actorId);
    if (!actor?.parentId) return undefined;
    const parent = actorFor(actor.parentId);
    const child = (parent?.getSnapshot() as { children?: Record<string, AnyActorRef> } | undefined)?.children?.[actor.id];
    if (child) replayed.set(actorId, child);
    return child;
  };

  const start = (entry: JournalEntry) => {
    const actor = recorded.get(entry.actorId);
    const machine = actor?.machine ? machines.get(actor.machine) : undefined;
    if (!machine) {
      missing.add(actor?.name ?? entry.actorId);
      return false;
    }
    const ref = createActor(withoutEffects(machine), { input: entry.event.input, clock: STOPPED_CLOCK, inspect });
    replayed.set(entry.actorId, ref);
    roots.push(ref);
    ref.start();
    return true;
  };

  const apply = (entry: JournalEntry): boolean =>
    asRecorded(entry.at, randomIds.get(entry) ?? [], () => {
      if (entry.event.type === 'xstate.init') return start(entry);
      const ref = actorFor(entry.actorId);
      if (!ref) {
        missing.add(recorded.get(entry.actorId)?.name ?? entry.actorId);
        return false;
      }
      ref.send(entry.event);
      return true;
    });

  const step = () => {
    const entry = entries[position];
    if (!entry) return false;
    position += 1;
    apply(entry);
    return true;
  };

  return {
    entries,
    position: () => position,
    step,
    runAll: () => {
      while (step());
    },
    actorFor,
    missing: () => [...missing],
    stop: () => roots.forEach((ref) => ref.stop()),
  };
}

/** The machine with every actor it may start that is not a machine replaced by one that does nothing. */
function withoutEffects(machine: AnyStateMachine): AnyStateMachine {
  const actors = (machine.implementations as { actors?: Record<string, AnyActorLogic> }).actors ?? {};
  const quiet = Object.fromEntries(
    Object.entries(actors).map(([src, logic]) => [src, isMachine(logic) ? withoutEffects(logic) : silentActor]),
  );
  return machine.provide({ actors: quiet });
}

/**
 * Runs `work` as the entry was processed: the clock (`Date.now()`, `new Date()`) reads the recorded
 * time and `crypto.randomUUID()` draws the recorded ids (then fresh ones, if the replay draws more).
 */
function asRecorded<T>(at: number, randomIds: readonly string[], work: () => T): T {
  const RealDate = globalThis.Date;
  const realRandomUUID = globalThis.crypto.randomUUID;
  const queue = [...randomIds];
  class RecordedDate extends RealDate {
    constructor(...args: [] | ConstructorParameters<DateConstructor>) {
      if (args.length === 0) super(at);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return at;
    }
  }
  globalThis.Date = RecordedDate as DateConstructor;
  globalThis.crypto.randomUUID = () => (queue.shift() as ReturnType<Crypto['randomUUID']> | undefined) ?? realRandomUUID.call(globalThis.crypto);
  try {
    return work();
  } finally {
    globalThis.Date = RealDate;
    globalThis.crypto.randomUUID = realRandomUUID;
  }
}
