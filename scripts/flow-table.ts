/**
 * `npm run test:flows`: runs every machine's test file (`machines/**\/*.machine.test.ts`), then prints
 * the transition coverage each one recorded in `.tmp/flows/<machine>.json` (see
 * machines/testing/path-harness.ts). Fails when the tests fail or a machine is below 100%.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FLOWS_DIR, type FlowRecord } from '../machines/testing/flow-record.ts';

// Stale records of a machine that was renamed or removed must not count.
rmSync(FLOWS_DIR, { recursive: true, force: true });

const MACHINE_TESTS_DIR = 'machines';
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
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(FLOWS_DIR, file), 'utf8')) as FlowRecord)
  : [];

const percentOf = ({ transitions, covered }: FlowRecord) => (transitions === 0 ? 100 : (100 * covered) / transitions);
const rows = [
  ['machine', 'transitions', 'covered', 'percent'],
  ...records.map((record) => [record.machine, String(record.transitions), String(record.covered), `${percentOf(record).toFixed(1)}%`]),
];
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
const formatRow = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');

console.log(`\n${formatRow(rows[0]!)}`);
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
rows.slice(1).forEach((row) => console.log(formatRow(row)));
for (const record of records) {
  record.uncovered.forEach((transition) => console.log(`  not walked in ${record.machine}: ${transition}`));
}

const failed = records.filter((record) => percentOf(record) < 100).length;
if (vitest.status !== 0) console.log('The machine path tests failed.');
console.log(`${records.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 || vitest.status !== 0 ? 1 : 0;
