// Searching the open events by team, competition or sport (docs/decisions/080).
// The key is matched literally: LIKE's wildcards (% and _) and its escape (\) in what the user typed
// are escaped, so "50%" finds "50%" and "_" does not match every event.
import type { Queryable } from '../db/database.ts';
import { listEvents, type EventView } from './catalogue.ts';

/** At most this many events answer a search (a header list, not a catalogue). */
export const SEARCH_RESULTS_MAX = 20;
/** Words of the key used; more are ignored (a pasted paragraph must not build a huge query). */
export const SEARCH_WORDS_MAX = 5;

/** The words of a search key: trimmed, split on white space, at most SEARCH_WORDS_MAX. */
export function searchWords(key: string): string[] {
  return key.trim().split(/\s+/u).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
}

/** A LIKE pattern that finds the word anywhere, with the word's own LIKE characters escaped. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;
}

/** Open events whose name, competition or sport contains every word of the key; in play first. */
export async function searchEvents(db: Queryable, key: string, now: Date): Promise<EventView[]> {
  const words = searchWords(key);
  if (words.length === 0) return [];
  const conditions = words.map((_, index) => `(e.name || ' ' || c.name || ' ' || s.name) ILIKE $${index + 1} ESCAPE '\\'`);
  const rows = await db.query<{ id: string }>(
    `SELECT e.id FROM events e JOIN competitions c ON c.id = e.competition_id JOIN sports s ON s.id = e.sport_id
      WHERE e.status = 'open' AND ${conditions.join(' AND ')}
      ORDER BY e.open_date LIMIT ${SEARCH_RESULTS_MAX}`,
    words.map(containsPattern),
  );
  if (rows.length === 0) return [];
  return listEvents(db, { ids: rows.map((row) => row.id), limit: SEARCH_RESULTS_MAX }, now);
}
