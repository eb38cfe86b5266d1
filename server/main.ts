// `tsx server/main.ts`: starts the reference server (docs/decisions/002 lists the environment).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import type { AppMode } from './contract/handlers.ts';

const APP_MODES: AppMode[] = ['development', 'production'];
const builtFrontEnd = process.env.STATIC_DIR || fileURLToPath(new URL('../dist/', import.meta.url));

const mode = (process.env.APP_MODE ?? 'development') as AppMode;
if (!APP_MODES.includes(mode)) throw new Error(`APP_MODE must be one of ${APP_MODES.join(', ')}, not ${mode}`);
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const server = await buildServer({
  mode,
  dataDir: process.env.DATA_DIR ?? '.data',
  databaseUrl: process.env.DATABASE_URL || undefined,
  staticDir: existsSync(builtFrontEnd) ? builtFrontEnd : undefined,
  runtimeConfigJson: process.env.CONFIG_JSON || undefined,
  logger: true,
});
await server.app.listen({ port, host });
console.log(`Listening on http://localhost:${port} (${mode})`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) process.exit(1); // A second signal while stopping: give up waiting.
  stopping = true;
  server.app.log.info(`${signal}: stopping`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
