import { join } from 'node:path';

/** What a path test records per machine, read by `scripts/flow-table.ts` (`npm run test:flows`). */
export interface FlowRecord {
  machine: string;
  /** The test file that walked it, relative to the project (so the table can tell which machine files have none). */
  testFile: string;
  transitions: number;
  covered: number;
  uncovered: string[];
  /** Every transition of the machine with the paths that take it (none for an uncovered one). */
  coveredBy: Record<string, string[]>;
  /** The rules beyond state names that every path step was checked against (path-harness `facts`). */
  facts: string[];
  /**
   * Each guarded transition (by transition key) and the outcomes its guard was seen with on the
   * paths: true when taken, false when its event came in its state and it was tried and refused.
   */
  guards?: Record<string, { true: boolean; false: boolean }>;
  /** Pairs of transitions taken one right after the other on some path ("a ⇒ b"), each once. */
  pairs?: string[];
  /** Every pair the walk's graph reaches (the pairs' 100%), walked or not. */
  reachablePairs?: string[];
}

export const FLOWS_DIR = join('.tmp', 'flows');

export const flowRecordPath = (machine: string): string => join(FLOWS_DIR, `${machine}.json`);
