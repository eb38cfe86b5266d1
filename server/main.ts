// `tsx server/main.ts`: starts the reference server (docs/decisions/002 and 030 list the environment).
// The environment is checked first (server/main-settings.ts): production refuses to start with the
// default operator password; development mode listens on 127.0.0.1 unless HOST says otherwise.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { readMainSettings } from './main-settings.ts';
import { benchFeedOptions, prepareBenchEvent, readBenchFeed } from './sports/bench-feed.ts';
import { readMatchSpeed } from './sports/match-runner.ts';

const builtFrontEnd = process.env.STATIC_DIR || fileURLToPath(new URL('../dist/', import.meta.url));

const result = readMainSettings(process.env);
if (!result.ok) {
  for (const problem of result.problems) console.error(`Cannot start: ${problem}`);
  process.exit(1);
}
for (const warning of result.warnings) console.warn(`Warning: ${warning}`);
const { mode, port, host, dataDir, databaseUrl, runtimeConfigJson, paymentProvider, casinoProviderSecret, trustProxy, guessRules } =
  result.settings;
// The odds benchmark's feed (server/sports/bench-feed.ts): development only.
const benchFeed = readBenchFeed(process.env.PRICE_FEED_BENCH, mode);
if (benchFeed && 'problem' in benchFeed) {
  console.error(`Cannot start: ${benchFeed.problem}`);
  process.exit(1);
}

// The match engine's pace (docs/decisions/152): match seconds per second, 6 by default.
const matchSpeed = readMatchSpeed(process.env.MATCH_SPEED);
if (typeof matchSpeed !== 'number') {
  console.error(`Cannot start: ${matchSpeed.problem}`);
  process.exit(1);
}

const server = await buildServer({
  mode,
  dataDir,
  databaseUrl,
  staticDir: existsSync(builtFrontEnd) ? builtFrontEnd : undefined,
  runtimeConfigJson,
  // The exchange's demo price feed (docs/decisions/037) with the match engine playing its fixtures
  // (decision 152; not under the odds benchmark's feed, whose figures are without it); PRICE_FEED=off stops both.
  priceFeed:
    process.env.PRICE_FEED !== 'off' &&
    (benchFeed
      ? benchFeedOptions(benchFeed)
      : { matches: { speed: matchSpeed }, onError: (error: unknown) => console.error(`Price feed step failed: ${error instanceof Error ? error.message : String(error)}`) }),
  paymentProvider,
  casinoProviderSecret,
  trustProxy,
  guessRules,
  logger: true,
});
if (benchFeed) await prepareBenchEvent(server.db, benchFeed);
await server.app.listen({ port, host });
const shownHost = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
console.log(`Listening on http://${shownHost}:${port} (${mode}; bound to ${host})`);

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
