// Every decision in docs/decisions reads the same way: a `# NNN — Title` line whose number is the
// file's, an optional `Superseded by NNN.` line naming a decision that exists, then exactly the
// sections Context, Decision and Consequences in that order, in at most 320 words (~300 asked,
// docs/decisions/240).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../../docs/decisions');
const MAX_WORDS = 320;
const SECTIONS = ['Context', 'Decision', 'Consequences'];

const files = readdirSync(DIR).filter((name) => name.endsWith('.md')).sort();
const numbers = new Set(files.map((name) => name.slice(0, 3)));

/** Words as `wc -w` counts them: runs of characters between white space. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** What is wrong with one decision's text; empty when it has the shape. */
export function shapeFaults(name: string, text: string, known: Set<string>): string[] {
  const faults: string[] = [];
  const number = name.slice(0, 3);
  if (!/^\d{3}-[a-z0-9-]+\.md$/.test(name)) faults.push('file name is not NNN-title.md');
  const lines = text.split('\n');
  if (!new RegExp(`^# ${number} — \\S`).test(lines[0] ?? '')) faults.push(`first line is not "# ${number} — Title"`);
  const words = wordCount(text);
  if (words > MAX_WORDS) faults.push(`${words} words (at most ${MAX_WORDS})`);
  const headings = lines.filter((line) => /^##?\s/.test(line)).slice(1).map((line) => line.trim());
  const expected = SECTIONS.map((section) => `## ${section}`);
  if (headings.join('|') !== expected.join('|')) {
    faults.push(`sections are [${headings.join(', ')}], not [${expected.join(', ')}]`);
  }
  for (const section of SECTIONS) {
    const body = text.split(`## ${section}\n`)[1]?.split(/\n## /)[0] ?? '';
    if (body.trim() === '') faults.push(`section ${section} is empty`);
  }
  const preamble = (text.split('\n## ')[0] ?? '').split('\n').slice(1).join(' ').trim();
  for (const [, target = ''] of preamble.matchAll(/Superseded by (\d{3})/g)) {
    if (!known.has(target)) faults.push(`superseded by ${target}, which does not exist`);
  }
  if (preamble !== '' && !/^(Superseded|Partly superseded) by \d{3}[^]*\.$/.test(preamble)) {
    faults.push('only a "Superseded by NNN." line may stand between the title and Context');
  }
  return faults;
}

describe('docs/decisions', () => {
  it('holds decisions', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files)('%s has a numbered title, Context / Decision / Consequences and at most 320 words', (name) => {
    const text = readFileSync(join(DIR, name), 'utf8');
    expect(shapeFaults(name, text, numbers)).toEqual([]);
  });

  it('numbers are not reused', () => {
    const seen = files.map((name) => name.slice(0, 3));
    expect(seen.filter((number, i) => seen.indexOf(number) !== i)).toEqual([]);
  });

  it('finds the faults it is there to find', () => {
    const good = '# 001 — A title\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n';
    expect(shapeFaults('001-a-title.md', good, numbers)).toEqual([]);
    expect(shapeFaults('001-a-title.md', `# 001 — A title\n\nSuperseded by 123.\n${good.slice(15)}`, numbers)).toEqual([]);
    expect(shapeFaults('001-a-title.md', good.replace('## Decision', '## What'), numbers)).not.toEqual([]);
    expect(shapeFaults('001-a-title.md', good.replace('# 001 —', '# 002 —'), numbers)).not.toEqual([]);
    expect(shapeFaults('001-a-title.md', good.replace('Why.', 'word '.repeat(321)), numbers)).not.toEqual([]);
    expect(shapeFaults('001-a-title.md', good.replace('So.', ''), numbers)).not.toEqual([]);
    expect(shapeFaults('001-a-title.md', good.replace('\n\n## Context', '\n\nIssue 31 said so.\n\n## Context'), numbers)).not.toEqual([]);
    expect(shapeFaults('001-a-title.md', good.replace('\n\n## Context', '\n\nSuperseded by 999.\n\n## Context'), numbers)).not.toEqual([]);
  });
});
