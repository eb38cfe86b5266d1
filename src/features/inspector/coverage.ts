/**
 * Which transitions the generated path tests take, built into the inspector from the flow records
 * of the last `npm run test:flows` before the build (.tmp/flows/*.json): on the chart an edge no path
 * test walks is marked, so QA sees untested paths on the chart itself. A build without the records
 * has none and draws no coverage.
 */
import type { FlowRecord } from '../../../machines/testing/flow-record.ts';

// Only each record's coveredBy is built in: the records also hold guards and transition pairs (and
// flow-table.json all of them), which the chart does not draw.
// flow-table.json has no coveredBy export: naming it would fail the build after a test:flows run.
const coveredByFiles = import.meta.glob<FlowRecord['coveredBy'] | undefined>(['../../../.tmp/flows/*.json', '!../../../.tmp/flows/flow-table.json'], {
  eager: true,
  import: 'coveredBy',
});
const records = Object.fromEntries(
  Object.entries(coveredByFiles).flatMap(([file, coveredBy]) => (coveredBy ? [[file, { coveredBy }]] : [])),
);

/** Per transition key, how many path tests take it; undefined when no record covers the machine. */
export function coverageOf(machineId: string, all: readonly unknown[] = Object.values(records)): ReadonlyMap<string, number> | undefined {
  const record = all.find(
    (candidate): candidate is FlowRecord =>
      typeof candidate === 'object' && candidate !== null && 'coveredBy' in candidate && Object.keys((candidate as FlowRecord).coveredBy).some((key) => key.startsWith(`${machineId}.`) || key.startsWith(`${machineId} ·`)),
  );
  return record ? new Map(Object.entries(record.coveredBy).map(([key, paths]) => [key, paths.length])) : undefined;
}
