/** What the operator does to this run's server: the console's JSON API, or its CLI as a person would. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The server's OPERATOR_PASSWORD (the webServer inherits this environment); `operator` by default. */
const OPERATOR_PASSWORD = process.env.OPERATOR_PASSWORD ?? 'operator';

/** A target of an operator action: a user (with its site), a transaction, or a site and a window. */
export interface OperatorTarget {
  id: string;
  domain?: string;
  from?: string;
  to?: string;
}

/** Runs an operator action (`ban`, `approve`, `start-maintenance`…) through the console's JSON API. */
export const operatorAction = (request: APIRequestContext, action: string, target: OperatorTarget): Promise<APIResponse> =>
  request.post(`/operator/api/actions/${action}`, { headers: { Authorization: `Bearer ${OPERATOR_PASSWORD}` }, data: target });

/** The operator CLI (server/cli/operator.ts) against this run's server; returns what it printed. */
export async function operatorCli(...args: string[]): Promise<string> {
  const server = String(test.info().project.use.baseURL);
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'server/cli/operator.ts', ...args, '--server', server], {
    env: { ...process.env, OPERATOR_PASSWORD },
  });
  return stdout;
}
