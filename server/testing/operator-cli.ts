// Runs the operator CLI against a listening test server and keeps what it printed (tests only).
import { runOperatorCli } from '../cli/operator.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../operator/operator-auth.ts';

export interface CliRun {
  code: number;
  out: string[];
  error: string[];
}

export async function runCli(server: string, args: string[], password = DEFAULT_OPERATOR_PASSWORD): Promise<CliRun> {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runOperatorCli(args, { server, password }, { out: (line) => out.push(line), error: (line) => error.push(line) });
  return { code, out, error };
}
