/**
 * A journal as a test (docs/inspector.md, "Journals as tests"; docs/decisions/201): the journal is
 * replayed on today's machines (./replay.ts) and, after every replayed entry, each machine actor it
 * moved is compared with the state and context the journal recorded for it then (`after`), and at
 * the end with the recorded outcomes. A behaviour change shows as the first entry where they part.
 */
import type { AnyStateMachine } from 'xstate';
import type { ActorOutcome, Journal, JournalEntry } from '../../runtime/inspector.ts';
import { isSecretField, redact } from '../../runtime/redact.ts';
import { createReplay } from './replay.ts';

export interface JournalDifference {
  /** The entry after which they differ, or 'end' for the outcomes at export. */
  at: number | 'end';
  actor: string;
  event: string;
  expected: Pick<ActorOutcome, 'value' | 'context'>;
  actual: Pick<ActorOutcome, 'value' | 'context'>;
}

export interface JournalCheck {
  /** Entries replayed. */
  replayed: number;
  /** Actor states compared. */
  compared: number;
  /** Recorded actors that could not be replayed (their machine or start is missing). */
  missing: string[];
  /** The first difference per actor (later ones follow from it). */
  differences: JournalDifference[];
  /**
   * Differences at a step where the actor held masked secrets: a replay has only their shapes (two
   * different passwords of one shape mask alike, decision 098), so they cannot be told apart there.
   * Listed, not failed; the actor is compared again at its next steps and at the end.
   */
  unverifiable: JournalDifference[];
}

/** Whether a recorded value holds a secret (a secret-named field with a value). */
function holdsSecret(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 10) return false;
  return Object.entries(value).some(([key, item]) => (isSecretField(key) && item !== '' && item !== null && item !== undefined) || holdsSecret(item, depth + 1));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function checkJournal(journal: Journal, machines: ReadonlyMap<string, AnyStateMachine>): JournalCheck {
  const replay = createReplay(journal, machines);
  const names = new Map(journal.actors.map((actor) => [actor.actorId, actor.name]));
  const isMachineActor = new Set(journal.actors.filter((actor) => actor.machine).map((actor) => actor.actorId));
  const differing = new Set<string>();
  const differences: JournalDifference[] = [];
  const unverifiable: JournalDifference[] = [];
  let compared = 0;

  const compare = (actorId: string, expected: ActorOutcome, at: number | 'end', event: string) => {
    if (differing.has(actorId) || !isMachineActor.has(actorId) || expected.status === 'stopped') return;
    const ref = replay.actorFor(actorId);
    if (!ref) return;
    const snapshot = ref.getSnapshot() as { value?: unknown; context?: unknown };
    const actual = { value: redact(snapshot.value), context: redact(snapshot.context) };
    compared += 1;
    if (same(actual.value, expected.value) && same(actual.context, expected.context)) return;
    const difference = { at, actor: names.get(actorId) ?? actorId, event, expected: { value: expected.value, context: expected.context }, actual };
    if (at !== 'end' && holdsSecret(expected.context)) {
      unverifiable.push(difference);
      return;
    }
    differing.add(actorId);
    differences.push(difference);
  };

  // Each replayed entry and the entries it caused (up to the next replayed one) are checked together.
  const replayedSeqs = replay.entries.map((entry) => entry.seq);
  const causedBy = (index: number): JournalEntry[] => {
    const from = replayedSeqs[index]!;
    const to = replayedSeqs[index + 1] ?? Infinity;
    return journal.entries.filter((entry) => entry.seq >= from && entry.seq < to);
  };
  try {
    for (let index = 0; replay.step(); index += 1) {
      const latest = new Map<string, JournalEntry>();
      for (const entry of causedBy(index)) if (entry.after) latest.set(entry.actorId, entry);
      for (const [actorId, entry] of latest) compare(actorId, entry.after!, entry.seq, entry.event.type);
    }
    for (const [actorId, outcome] of Object.entries(journal.outcomes)) compare(actorId, outcome, 'end', '(export)');
    return { replayed: replay.position(), compared, missing: replay.missing(), differences, unverifiable };
  } finally {
    replay.stop();
  }
}

/** A difference in words, for a test's failure message. */
export function describeDifference(difference: JournalDifference): string {
  const where = difference.at === 'end' ? 'at the end' : `after entry ${difference.at} (${difference.event})`;
  return `${difference.actor} ${where}: recorded ${JSON.stringify(difference.expected)}, now ${JSON.stringify(difference.actual)}`;
}
