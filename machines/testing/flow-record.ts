import { join } from 'node:path';

/** What a path test records per machine, read by `scripts/flow-table.ts` (`npm run test:flows`). */
export interface FlowRecord {
  machine: string;
  transitions: number;
  covered: number;
  uncovered: string[];
}

export const FLOWS_DIR = join('.tmp', 'flows');

export const flowRecordPath = (machine: string): string => join(FLOWS_DIR, `${machine}.json`);
