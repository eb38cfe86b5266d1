/**
 * Saved journals are tests (docs/inspector.md, "Journals as tests"): every `tests/journals/*.json`
 * is replayed on today's machines and must reach, step by step, the states and contexts it recorded.
 * `npm run test:journal -- <file>…` runs this file on the journals named instead (scripts/journal-test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_VERSION, type Journal } from '../../runtime/inspector.ts';
import { checkJournal, describeDifference } from './journal-check.ts';
import { MACHINES } from './machine-catalogue.ts';

export const JOURNALS_DIR = join('tests', 'journals');

const named = process.env.JOURNAL_FILES?.split('\n').filter(Boolean);
const files = named ?? readdirSync(JOURNALS_DIR).filter((file) => file.endsWith('.json')).sort().map((file) => join(JOURNALS_DIR, file));

describe('saved journals replay to what they recorded', () => {
  it('has journals to replay', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  it.each(files)('%s', (file) => {
    const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
    expect(journal.version, 'a journal this inspector wrote').toBe(JOURNAL_VERSION);
    const check = checkJournal(journal, MACHINES);
    expect(check.missing, 'actors whose machine or start is not in the journal').toEqual([]);
    expect(check.replayed).toBeGreaterThan(0);
    expect(check.differences.map(describeDifference)).toEqual([]);
  });
});
