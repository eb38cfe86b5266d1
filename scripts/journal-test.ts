/**
 * `npm run test:journal -- <journal.json>…`: replays exported journals on today's machines and fails
 * when a machine now reaches a different state or context than the journal recorded at any step
 * (src/features/inspector/journals.test.ts). Without files it runs the saved ones in tests/journals/.
 * A bug reported with a journal becomes a regression test by saving the file there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const files = process.argv.slice(2).map((file) => resolve(file));
const absent = files.filter((file) => !existsSync(file));
if (absent.length > 0) {
  console.error(`No such journal: ${absent.join(', ')}`);
  process.exit(2);
}
const run = spawnSync('npx', ['vitest', 'run', 'src/features/inspector/journals.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, ...(files.length > 0 ? { JOURNAL_FILES: files.join('\n') } : {}) },
});
process.exitCode = run.status ?? 1;
