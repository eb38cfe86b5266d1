// The operator console from a terminal, talking to a running server (so socket events such as
// `banned` reach the users' open pages):
//
//   npm run operator -- users [--domain localhost]          list a section
//   npm run operator -- ban rahul01 --domain localhost      run an action on one target
//   npm run operator -- unban rahul01 --domain localhost
//
//   npm run operator -- start-maintenance localhost --delay 5 --minutes 30
//
//   npm run operator -- markets                                         the exchange (decision 037)
//   npm run operator -- suspend-market ck-1001.mo                       resume-market, ball-running, ball-stop
//   npm run operator -- declare-winner ck-1001.mo --winner ck-1001.h    settles every bet, once
//   npm run operator -- declare-runs ck-1001.i1.f6 --runs 57              a fancy market
//   npm run operator -- void-market ck-1001.tm
//
// Sections and actions come from server/operator/sections.ts, so a new one works here at once;
// an action's fields (server/operator/operator-section.ts) are its `--<field>` options.
// Environment: OPERATOR_SERVER (default http://localhost:$PORT, PORT default 8080) and
// OPERATOR_PASSWORD (default `operator`); `--server <url>` overrides the first.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { operatorPassword } from '../operator/operator-auth.ts';
import type { OperatorRow } from '../operator/operator-section.ts';
import { operatorSections } from '../operator/sections.ts';

export interface CliIo {
  out(line: string): void;
  error(line: string): void;
}

export interface CliSettings {
  server: string;
  password: string;
}

/** Runs one command; resolves to the process exit code. */
export async function runOperatorCli(args: string[], settings: CliSettings, io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      domain: { type: 'string' },
      server: { type: 'string' },
      ...Object.fromEntries(actionFieldNames().map((name) => [name, { type: 'string' as const }])),
    },
  });
  const [command, id] = positionals;
  const server = (values.server ?? settings.server).replace(/\/$/, '');
  const request = (path: string, init: RequestInit = {}) =>
    fetch(`${server}/operator/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${settings.password}`, 'content-type': 'application/json' },
    });

  if (operatorSections.some((section) => section.name === command)) {
    const query = values.domain ? `?${new URLSearchParams({ domain: values.domain })}` : '';
    const reply = await request(`sections/${command}${query}`);
    const body = (await reply.json()) as { headings: string[]; rows: OperatorRow[]; message?: string };
    if (!reply.ok) return fail(io, body.message);
    printTable(io, body.headings, body.rows.map((row) => row.cells.map((cell) => (typeof cell === 'string' ? cell : cell.links.join(' ')))));
    return 0;
  }
  if (command && id && operatorSections.some((section) => section.actions.some((action) => action.name === command))) {
    // Every field is a string option (see parseArgs above), which its inferred type cannot name.
    const fieldOptions = values as Record<string, string | undefined>;
    const fieldValues = Object.fromEntries(actionFieldNames().map((name) => [name, fieldOptions[name]]));
    const reply = await request(`actions/${command}`, {
      method: 'POST',
      body: JSON.stringify({ ...fieldValues, id, domain: values.domain }),
    });
    const body = (await reply.json()) as { message?: string };
    if (!reply.ok) return fail(io, body.message);
    io.out(body.message ?? 'Done.');
    return 0;
  }
  io.error(usage());
  return 2;
}

/** Every action's optional fields (`--from`, `--minutes`…), each a string option of the CLI. */
function actionFieldNames(): string[] {
  const names = operatorSections.flatMap((section) => section.actions.flatMap((action) => action.fields ?? []).map((field) => field.name));
  return [...new Set(names)];
}

function fail(io: CliIo, message: string | undefined): number {
  io.error(message ?? 'The server refused.');
  return 1;
}

function usage(): string {
  const lists = operatorSections.map((section) => `  npm run operator -- ${section.name} [--domain <domain>]`);
  const actions = operatorSections.flatMap((section) =>
    section.actions.map((action) =>
      [`  npm run operator -- ${action.name} <${section.targetName}> [--domain <domain>]`, ...(action.fields ?? []).map((field) => `[--${field.name} <${field.placeholder}>]`)].join(' '),
    ),
  );
  return ['Usage:', ...lists, ...actions].join('\n');
}

function printTable(io: CliIo, headings: string[], rows: string[][]): void {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  io.out(line(headings));
  for (const row of rows) io.out(line(row));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const settings = {
    server: process.env.OPERATOR_SERVER ?? `http://localhost:${process.env.PORT ?? 8080}`,
    password: operatorPassword(),
  };
  const io: CliIo = { out: (line) => console.log(line), error: (line) => console.error(line) };
  try {
    process.exitCode = await runOperatorCli(process.argv.slice(2), settings, io);
  } catch (error) {
    io.error(`Cannot reach the server at ${settings.server}: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
