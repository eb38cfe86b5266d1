/**
 * `npm run test:flows`: runs every machine's test file (`machines/**\/*.machine.test.ts`), then prints
 * the transition coverage each one recorded in `.tmp/flows/<machine>.json` (see
 * machines/testing/path-harness.ts), and writes the same as a page for QA,
 * `.tmp/flows/flows.md`: per machine, every transition and the path tests that take it, each guard
 * with the outcomes seen (true and false) and the pairs of transitions walked one after the other;
 * the table also goes to `.tmp/flows/flow-table.json` and `flow-table.txt` for CI to keep. Fails when
 * the tests fail, a machine is below 100% of its transitions, of its guard outcomes (less those listed
 * as impossible in tests/flows/one-sided-guards.json, decision 202) or of the pairs its walk reaches
 * (decision 203), or a machine file has no path test walking it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOWS_DIR, type FlowRecord } from '../machines/testing/flow-record.ts';

// Stale records of a machine that was renamed or removed must not count.
rmSync(FLOWS_DIR, { recursive: true, force: true });

const MACHINE_TESTS_DIR = 'machines';
const FLOW_TABLE_JSON = 'flow-table.json';
const MACHINE_TEST_SUFFIX = '.machine.test.ts';
// `npm run test:flows -- site/` narrows the run to the machine tests whose path contains it.
const fileFilters = process.argv.slice(2);
const machineTests = readdirSync(MACHINE_TESTS_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith(MACHINE_TEST_SUFFIX))
  .map((file) => join(MACHINE_TESTS_DIR, file))
  .filter((file) => fileFilters.length === 0 || fileFilters.some((filter) => file.includes(filter)))
  .sort();
const vitest = spawnSync('npx', ['vitest', 'run', ...machineTests], { stdio: 'inherit' });

const records: FlowRecord[] = existsSync(FLOWS_DIR)
  ? readdirSync(FLOWS_DIR)
      // The machines' records, not the table a run writes beside them (flow-table.json).
      .filter((file) => file.endsWith('.json') && file !== FLOW_TABLE_JSON)
      .sort()
      .map((file) => JSON.parse(readFileSync(join(FLOWS_DIR, file), 'utf8')) as FlowRecord)
  : [];

/**
 * The guard outcomes that cannot happen, each with its reason (decision 202): by machine, the
 * transition key and the outcome never seen. Checked in; an outcome missing from the walk and from
 * this list fails the table, and so does an entry the walk now sees (or a transition that is gone).
 */
const ONE_SIDED_GUARDS = join('tests', 'flows', 'one-sided-guards.json');
type OneSided = Record<string, Record<string, { never: 'true' | 'false' | 'both'; reason: string }>>;
const oneSided = JSON.parse(readFileSync(ONE_SIDED_GUARDS, 'utf8')) as OneSided;

const percentOf = ({ transitions, covered }: FlowRecord) => (transitions === 0 ? 100 : (100 * covered) / transitions);
const percent = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);
/** Guard outcomes: each guarded transition counts two (seen true, seen false), less the listed impossible ones. */
const guardFigures = (record: FlowRecord) => {
  const outcomes = Object.entries(record.guards ?? {});
  const seen = outcomes.reduce((sum, [, outcome]) => sum + Number(outcome.true) + Number(outcome.false), 0);
  const listed = Object.entries(oneSided[record.machine] ?? {})
    .filter(([key]) => record.guards?.[key] !== undefined)
    .reduce((sum, [, entry]) => sum + (entry.never === 'both' ? 2 : 1), 0);
  const of = outcomes.length * 2 - listed;
  return { guarded: outcomes.length, seen, impossible: listed, of, percent: percent(seen, of) };
};
const pairFigures = (record: FlowRecord) => {
  const walked = new Set(record.pairs ?? []);
  const reachable = record.reachablePairs ?? record.pairs ?? [];
  const taken = reachable.filter((pair) => walked.has(pair)).length;
  return { walked: taken, reachable: reachable.length, percent: percent(taken, reachable.length), notWalked: reachable.filter((pair) => !walked.has(pair)) };
};
const rows = [
  ['machine', 'transitions', 'covered', 'percent', 'guards', 'guard outcomes', 'impossible (listed)', 'pairs walked'],
  ...records.map((record) => {
    const guards = guardFigures(record);
    const pairs = pairFigures(record);
    return [
      record.machine,
      String(record.transitions),
      String(record.covered),
      `${percentOf(record).toFixed(1)}%`,
      String(guards.guarded),
      `${guards.seen}/${guards.of} ${guards.percent.toFixed(1)}%`,
      String(guards.impossible),
      `${pairs.walked}/${pairs.reachable} ${pairs.percent.toFixed(1)}%`,
    ];
  }),
];
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
const formatRow = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');

console.log(`\n${formatRow(rows[0]!)}`);
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
rows.slice(1).forEach((row) => console.log(formatRow(row)));
for (const record of records) {
  record.uncovered.forEach((transition) => console.log(`  not walked in ${record.machine}: ${transition}`));
}
const guardGaps: string[] = [];
const impossibleGuards: string[] = [];
for (const record of records) {
  const listed = oneSided[record.machine] ?? {};
  for (const [transition, seen] of Object.entries(record.guards ?? {})) {
    for (const outcome of ['true', 'false'] as const) {
      if (seen[outcome]) continue;
      const entry = listed[transition];
      if (entry?.never === outcome || entry?.never === 'both') impossibleGuards.push(`  ${record.machine}: ${transition} is never ${outcome}: ${entry.reason}`);
      else guardGaps.push(`  guard never ${outcome} in ${record.machine}: ${transition}`);
    }
  }
  for (const [transition, entry] of Object.entries(listed)) {
    if (!record.guards?.[transition]) guardGaps.push(`  listed in ${ONE_SIDED_GUARDS} but no such guarded transition in ${record.machine}: ${transition}`);
    else if ((entry.never === 'both' ? ['true', 'false'] as const : [entry.never]).some((outcome) => record.guards?.[transition]?.[outcome])) guardGaps.push(`  listed in ${ONE_SIDED_GUARDS} as never ${entry.never} but seen ${entry.never} in ${record.machine}: ${transition}`);
  }
}
if (impossibleGuards.length > 0) console.log(`\nGuard outcomes that cannot happen (${ONE_SIDED_GUARDS}):\n${impossibleGuards.join('\n')}`);
if (guardGaps.length > 0) console.log(`\nGuards not seen both ways nor listed as impossible (${guardGaps.length}):\n${guardGaps.join('\n')}`);
const pairGaps = records.flatMap((record) => pairFigures(record).notWalked.map((pair) => `  pair reachable but not walked in ${record.machine}: ${pair}`));
if (pairGaps.length > 0) console.log(`\nPairs of transitions the walk reaches but no path took (${pairGaps.length}):\n${pairGaps.join('\n')}`);

// Every machine file is walked: its test file (foo.machine.ts → foo.machine.test.ts) recorded a flow.
const walkedTestFiles = new Set(records.map((record) => record.testFile));
const unwalked = machineTests.filter((testFile) => !walkedTestFiles.has(testFile));
const machineFiles = readdirSync(MACHINE_TESTS_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => join(MACHINE_TESTS_DIR, file))
  .filter((file) => fileFilters.length === 0 || fileFilters.some((filter) => file.includes(filter)));
const untested = machineFiles.filter((file) => !existsSync(file.replace(/\.ts$/, '.test.ts')));
[...untested, ...unwalked].forEach((file) => console.log(`  no path test walks ${file}`));

mkdirSync(FLOWS_DIR, { recursive: true });
writeFileSync(join(FLOWS_DIR, 'flows.md'), flowsPage(records));
// For CI to keep: every figure as JSON, and the table as printed.
writeFileSync(
  join(FLOWS_DIR, FLOW_TABLE_JSON),
  `${JSON.stringify({ generatedAt: new Date().toISOString(), machines: records.map((record) => ({ ...record, transitionPercent: percentOf(record), guardOutcomes: guardFigures(record), pairCoverage: pairFigures(record) })) }, null, 1)}\n`,
);
writeFileSync(join(FLOWS_DIR, 'flow-table.txt'), `${[formatRow(rows[0]!), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.slice(1).map(formatRow), ...impossibleGuards, ...guardGaps, ...pairGaps].join('\n')}\n`);
console.log(`The table for CI: ${join(FLOWS_DIR, FLOW_TABLE_JSON)} and ${join(FLOWS_DIR, 'flow-table.txt')}`);
console.log(`\nThe transitions and the paths that take each: ${join(FLOWS_DIR, 'flows.md')}`);

// A machine fails below 100% of its transitions, of its possible guard outcomes or of its reachable pairs.
const failed =
  records.filter((record) => percentOf(record) < 100 || guardFigures(record).seen < guardFigures(record).of || pairFigures(record).walked < pairFigures(record).reachable).length +
  untested.length +
  unwalked.length;
if (guardGaps.length > 0) console.log(`Each guard outcome not seen must be walked or listed with its reason in ${ONE_SIDED_GUARDS}.`);
if (vitest.status !== 0) console.log('The machine path tests failed.');
console.log(`${records.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 || vitest.status !== 0 ? 1 : 0;

/** The QA page: a summary table, then per machine each transition with the paths that take it. */
function flowsPage(all: readonly FlowRecord[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const lines = [
    '# Machine flows',
    '',
    'Generated by `npm run test:flows`. Each path is a test of the machine\'s test file, named by the',
    'events it sends and the state it ends in.',
    '',
    '| machine | test file | transitions | covered |',
    '| --- | --- | --- | --- |',
    ...all.map((record) => `| ${record.machine} | ${record.testFile} | ${record.transitions} | ${percentOf(record).toFixed(1)}% |`),
  ];
  for (const record of all) {
    lines.push('', `## ${record.machine}`, '');
    if (record.facts.length > 0) lines.push('Checked after every step of every path:', '', ...record.facts.map((fact) => `- ${fact}`), '');
    lines.push('| transition | taken by |', '| --- | --- |');
    for (const [transition, paths] of Object.entries(record.coveredBy)) {
      lines.push(`| ${cell(transition)} | ${paths.length > 0 ? paths.map(cell).join('<br>') : '**not walked**'} |`);
    }
    const guards = Object.entries(record.guards ?? {});
    if (guards.length > 0) {
      lines.push('', '| guarded transition | seen true | seen false |', '| --- | --- | --- |');
      for (const [transition, seen] of guards) lines.push(`| ${cell(transition)} | ${seen.true ? 'yes' : '**no**'} | ${seen.false ? 'yes' : '**no**'} |`);
    }
    const listed = oneSided[record.machine] ?? {};
    if (Object.keys(listed).length > 0) lines.push('', 'Guard outcomes that cannot happen:', '', ...Object.entries(listed).map(([transition, entry]) => `- ${cell(transition)} is never ${entry.never}: ${entry.reason}`));
    if (record.pairs && record.pairs.length > 0) {
      const pairs = pairFigures(record);
      lines.push('', `<details><summary>${pairs.walked} of ${pairs.reachable} reachable pairs of transitions walked one after the other</summary>`, '', ...record.pairs.map((pair) => `- ${cell(pair)}`), ...pairs.notWalked.map((pair) => `- **not walked**: ${cell(pair)}`), '', '</details>');
    }
  }
  return `${lines.join('\n')}\n`;
}
