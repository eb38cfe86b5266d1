// The reference server (design §5): the contract's operations on Fastify, a PostgreSQL database
// (PGlite or a server), socket.io on the same HTTP server, and the built front-end.
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { allHandlers } from './areas/all-handlers.ts';
import { createGuessLimits, type GuessRule, type GuessRuleName } from './auth/guess-limits.ts';
import { sessionAuthenticator, type Authenticator } from './auth/sessions.ts';
import { loadContract } from './contract/contract.ts';
import type { AppMode } from './app-mode.ts';
import type { HandlerContext, Handlers } from './contract/handlers.ts';
import { CONTRACT_BREACH_MESSAGE, registerOperations } from './contract/register-operations.ts';
import { UNREADABLE_REQUEST } from './contract/people-words.ts';
import { openDatabase, type Database } from './db/database.ts';
import { HotCache, listenForChanges, withHotCache } from './cache/hot-cache.ts';
import { joinCluster } from './cluster/cluster.ts';
import { migrate } from './db/migrate.ts';
import { loggerOptions, type LogSettings } from './logging.ts';
import { seed } from './db/seed.ts';
import { createPriceFeed, type PriceFeed, type PriceFeedOptions } from './sports/feed.ts';
import { announceBalances } from './sports/balance-notice.ts';
import { HttpError } from './http-error.ts';
import { registerGatewayRoutes } from './gateway/gateway-routes.ts';
import { choosePaymentGateway, type PaymentProviderSettings } from './gateway/payment-provider.ts';
import { registerOperatorConsole } from './operator/console.ts';
import { createDevOtpOutbox, silentOtpOutbox } from './otp/dev-outbox.ts';
import { registerDevOtpRoute } from './otp/dev-routes.ts';
import { createRealtimeServer } from './realtime.ts';
import { registerDevRealtimeRoute } from './realtime-dev.ts';
import { addressedSite } from './sites.ts';
import { DEFAULT_RUNTIME_CONFIG_JSON, registerStaticSite } from './static-site.ts';
import { registerUploadRoutes } from './uploads/upload-routes.ts';
import { registerCasino } from './casino/casino-routes.ts';
import { startReminderJob } from './fantasy/reminders.ts';
import { startContestStartJob } from './fantasy/contest-start.ts';
import { registerSupportPage } from './support/support-page.ts';
import { casinoSecretFor } from './casino/casino-settings.ts';

export interface ServerOptions {
  /** PGlite's files go to `<dataDir>/pg`; without dataDir (and databaseUrl) the database is in memory. */
  dataDir?: string;
  databaseUrl?: string;
  mode: AppMode;
  /** The built front-end to serve (main.ts passes dist/ when it exists). */
  staticDir?: string;
  /** true: the redacting request log (server/logging.ts) on standard output; or its settings. */
  logger?: boolean | LogSettings;
  /** Served as /config.json; main.ts passes CONFIG_JSON. */
  runtimeConfigJson?: string;
  /** Replaces the registry of server/areas/all-handlers.ts (tests). */
  handlers?: Handlers;
  /** Starts the exchange's price feed (server/sports/feed.ts); off unless given (tests step their own). */
  priceFeed?: boolean | PriceFeedOptions;
  /** Replaces the session-table token check. */
  authenticate?: Authenticator;
  /** An already open database (tests start one from a snapshot); close() closes it. */
  database?: Database;
  /** A real payment gateway (PAYMENT_GATEWAY_URL/SECRET); without one only development mode has the simulated page. */
  paymentProvider?: PaymentProviderSettings;
  /**
   * Fastify's trustProxy: behind a reverse proxy, true or the proxies' addresses/CIDRs, so that
   * per-address limits see the client's address (X-Forwarded-For) rather than the proxy's.
   */
  trustProxy?: boolean | string;
  /** Replaces some throttling limits (server/auth/guess-limits.ts; tests use small ones). */
  guessRules?: Partial<Record<GuessRuleName, GuessRule>>;
  /** The seamless wallet's shared secret (CASINO_PROVIDER_SECRET; server/casino/casino-settings.ts). */
  casinoProviderSecret?: string;
}

export interface BuiltServer {
  app: FastifyInstance;
  io: SocketServer;
  db: Database;
  /** The running price feed, when options.priceFeed started one. */
  feed?: PriceFeed;
  close(): Promise<void>;
}

// spec §5: a payment proof or QR image is at most 5 MB.
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * A path parameter as sent, percent-encoded: the contract's longest (a 100-character search key) in
 * any script is at most 1,200 characters. Longer ones answer 414 before the contract can say 422.
 */
const MAX_PATH_PARAM_LENGTH = 1_200;

export async function buildServer(options: ServerOptions): Promise<BuiltServer> {
  const database = options.database ?? (await openDatabase(options));
  await migrate(database);
  await seed(database, options.mode);
  // Hot reads from memory, kept exact by the writes (server/cache/hot-cache.ts, docs/decisions/102).
  const hotCache = new HotCache();
  const db = withHotCache(database, hotCache);
  await listenForChanges(database, hotCache);

  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger === true ? {} : options.logger) : false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
  });
  acceptEmptyJsonBodies(app);
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: MAX_UPLOAD_BYTES } });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).headers(error.headers).send(error.toReply());
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send(new HttpError(status, frameworkRefusal(status, (error as Error).message)).toReply());
    }
    request.log.error(error);
    return reply.code(500).send(new HttpError(500, 'Something went wrong').toReply());
  });

  const guesses = createGuessLimits(db, options.guessRules);
  const authenticate = options.authenticate ?? sessionAuthenticator(db);
  const io = createRealtimeServer(app.server, authenticate);
  const devOtpOutbox = options.mode === 'development' ? createDevOtpOutbox(app.log) : undefined;
  const ctx: HandlerContext = {
    db,
    io,
    mode: options.mode,
    log: app.log,
    authenticate,
    otpOutbox: devOtpOutbox ?? silentOtpOutbox,
    guesses,
    paymentGateway: choosePaymentGateway(options.mode, options.paymentProvider),
    announceBalances: (userIds) => announceBalances(db, io, userIds),
  };

  registerOperations(app, loadContract(), options.handlers ?? allHandlers, ctx);
  const feed = options.priceFeed ? createPriceFeed(db, io, options.priceFeed === true ? {} : options.priceFeed) : undefined;
  // With a PostgreSQL server, several processes may share it: one leader runs the feed (docs/decisions/103).
  const cluster =
    options.databaseUrl && !options.database
      ? await joinCluster({ databaseUrl: options.databaseUrl, io, cache: hotCache, leaderTasks: feed ? [feed] : [], log: app.log })
      : undefined;
  if (!cluster) feed?.start();
  // Fantasy match reminders, each claimed once in the database, so every process may run the job.
  const reminders = startReminderJob(db, { io, log: app.log });
  // Contests decided at their match's start (docs/decisions/170), each once under its row lock.
  const contestStarts = startContestStartJob(db, { io, log: app.log });
  if (devOtpOutbox) registerDevOtpRoute(app, devOtpOutbox, db);
  if (options.mode === 'development') registerDevRealtimeRoute(app, io);
  await registerOperatorConsole(app, ctx);
  await registerUploadRoutes(app, { db, dataDir: options.dataDir });
  await registerGatewayRoutes(app, ctx);
  await registerSupportPage(app, ctx);
  await registerCasino(app, { db, io, secret: casinoSecretFor(options.mode, options.casinoProviderSecret) });
  await registerStaticSite(app, {
    staticDir: options.staticDir,
    runtimeConfigJson: options.runtimeConfigJson ?? DEFAULT_RUNTIME_CONFIG_JSON,
    // `/` comes with the first banner of the site its Host names (docs/decisions/233).
    siteOfHost: (host) => addressedSite(db, { host }),
  });

  // Sockets are dropped first: an open websocket would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  return {
    app,
    io,
    db,
    feed,
    async close() {
      feed?.stop();
      await reminders.stop();
      await contestStarts.stop();
      await app.close();
      await io.close();
      await cluster?.close();
      await db.close();
    },
  };
}

/**
 * Fastify's and its plugins' own refusals ("Unsupported Media Type: text/plain", "request file too
 * large") in people's words (docs/decisions/160); others keep their text.
 */
function frameworkRefusal(status: number, message: string): string {
  if (status === 413) return `The file or form is too large: an image may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
  if (status === 415) return UNREADABLE_REQUEST;
  // Fastify's 414 repeats the whole address.
  if (status === 414) return 'This address is too long. Go back and try again.';
  return message;
}

/**
 * Bodiless POSTs (wallet balance, logout…) may still say `application/json`; an empty body is
 * "no body" rather than an error, and text that is not JSON breaks the contract (422).
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(new HttpError(422, CONTRACT_BREACH_MESSAGE, { detail: [{ msg: UNREADABLE_REQUEST, loc: ['body'] }] }), undefined);
    }
  });
}
