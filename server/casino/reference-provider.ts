// The reference game provider (docs/decisions/057, 142): what a real provider does, on the reference
// server, so a launch works end to end without any outside service. It serves its games as pages
// under /casino-provider/ (shown in the product's iframe), draws each round provably fairly
// (provider-assets/fair.js: the seed's hash is shown before the round, the seed after it), and moves
// the money only through the operator's seamless wallet, over signed HTTP calls
// (server/casino/wallet-routes.ts), exactly as an outside provider would.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { Database } from '../db/database.ts';
import { registerCrashGame } from './crash-game.ts';
import { CRASH_GAME_ID, CRASH_GAME_NAME } from './crash-model.ts';
import { fairOutcome } from './provider-assets/fair.js';
import { isReferenceGame, REFERENCE_GAMES, returnOf, type Outcome, type ReferenceGame, type ReferenceGameId } from './reference-games.ts';
import { signedHeaders } from './signature.ts';
import { WALLET_PATH_PREFIX } from './wallet-routes.ts';

export const REFERENCE_PROVIDER_ID = 'khiladi-games';
/** The provider's name as the casino games file spells it. */
export const REFERENCE_PROVIDER_NAME = 'Khiladi Games';
export const PROVIDER_PATH_PREFIX = '/casino-provider/';
/** The stakes the game pages offer, in rupees; the first is the minimum, the last the maximum. */
export const REFERENCE_STAKES = [10, 50, 100, 500, 1000, 5000] as const;
/** Safer-gambling pace: a table game's next round opens at least this long after the last one ended. */
export const TABLE_ROUND_GAP_MS = 5_000;
const PAISE_PER_RUPEE = 100;
/** A credit that does not get an answer is sent again, with the same transaction id. */
const CREDIT_ATTEMPTS = 3;
const SEED_BYTES = 32;

/** How the provider reaches the operator's wallet: a signed POST of a JSON body, answered with a status and JSON. */
export type WalletTransport = (path: string, headers: Record<string, string>, body: string) => Promise<{ status: number; body: unknown }>;

export interface ReferenceProviderOptions {
  secret: string;
  transport: WalletTransport;
  /** Where the provider keeps its rounds (seed, hash, outcome): its own table, provider_fair_rounds. */
  db: Database;
  /** The crash game's rounds are told over its socket namespace (docs/decisions/190). */
  io?: SocketServer;
}

/** Whether the reference provider has this game: the five table games and the crash game. */
export const isReferenceProviderGame = (gameId: string): boolean => isReferenceGame(gameId) || gameId === CRASH_GAME_ID;

interface WalletAnswer {
  status: number;
  body: { status?: string; balance?: number; wallet_balance?: number; game_id?: string; player_id?: string; code?: string; message?: string };
}

const assetsDir = fileURLToPath(new URL('./provider-assets/', import.meta.url));
const ASSETS: Record<string, string> = {
  'game.js': 'text/javascript; charset=utf-8',
  'fair.js': 'text/javascript; charset=utf-8',
  'game.css': 'text/css; charset=utf-8',
};

/** The game pages: framed by the product's own pages only, no inline script, the token never sent on as a referrer. */
const PAGE_HEADERS = {
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; '),
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const pays = (returns: number): string => `pays ${Number((returns - 1).toFixed(2))} to 1`;
const pickButton = (pick: ReferenceGame['picks'][number]): string =>
  `<button type="button" class="pick pick--${pick.id}" data-pick="${pick.id}" disabled>${escapeHtml(pick.label)}<small>${pays(pick.returns)}</small></button>`;
const cardPlace = (index: number): string => `<div class="card" data-card="${index}" aria-hidden="true">?</div>`;

/** The table of a game: where the cards or the number are shown, and the picks. */
function tableOf(game: ReferenceGame): string {
  switch (game.id) {
    case 'teen-patti-20-20':
      return `<div class="seats">
  <div class="seat"><span class="seat__name">Player A</span><div class="cards">${[0, 2, 4].map(cardPlace).join('')}</div></div>
  <div class="seat"><span class="seat__name">Player B</span><div class="cards">${[1, 3, 5].map(cardPlace).join('')}</div></div>
</div>`;
    case 'andar-bahar':
      return `<div class="cards">${cardPlace(0)}</div><div class="card-names"><span>Joker</span></div>
<div class="rows"><div class="row"><span class="row__name">Andar</span><ol class="row__cards" id="andar"></ol></div><div class="row"><span class="row__name">Bahar</span><ol class="row__cards" id="bahar"></ol></div></div>`;
    case 'european-roulette':
      return '<div class="wheel"><output class="pocket" id="pocket" aria-label="Winning number">?</output></div>';
    default:
      return `<div class="cards">${Array.from({ length: game.cards }, (_, index) => cardPlace(index)).join('')}</div>${
        game.id === 'dragon-tiger' ? '<div class="card-names"><span>Dragon</span><span>Tiger</span></div>' : ''
      }`;
  }
}

function picksOf(game: ReferenceGame): string {
  const plain = game.picks.filter((pick) => !pick.group);
  const listed = (group: 'straight' | 'split', label: string) => {
    const picks = game.picks.filter((pick) => pick.group === group);
    if (picks.length === 0) return '';
    const options = picks.map((pick) => `<option value="${pick.id}">${escapeHtml(pick.label)}</option>`).join('');
    return `<div class="listed"><label>${label} <select id="${group}">${options}</select></label><button type="button" class="pick" data-pick-from="${group}" disabled>Bet ${label.toLowerCase()}<small>${pays(picks[0]!.returns)}</small></button></div>`;
  };
  return `<div class="picks picks--${Math.min(plain.length, 4)}">${plain.map(pickButton).join('')}</div>${listed('straight', 'Straight')}${listed('split', 'Split')}`;
}

export function gamePage(game: ReferenceGame): string {
  const stakes = REFERENCE_STAKES.map((stake) => `<option value="${stake}">₹${stake}</option>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(game.name)}</title>
<link rel="stylesheet" href="${PROVIDER_PATH_PREFIX}assets/game.css">
<script type="module" src="${PROVIDER_PATH_PREFIX}assets/game.js"></script>
</head>
<body data-game="${game.id}">
<main class="table">
  <header class="table__head">
    <h1>${escapeHtml(game.name)}</h1>
    <p class="balance">Balance <output id="balance">…</output><small id="playable" hidden></small></p>
  </header>
  <p class="rules">${escapeHtml(game.rules)}</p>
  ${tableOf(game)}
  <p class="result" id="result" role="status" aria-live="polite">Choose a stake and a pick.</p>
  <p class="fair">Next round's seed hash (SHA-256): <code id="seed-hash">…</code></p>
  <p class="pace" id="pace" hidden></p>
  <label class="stake">Stake <select id="stake">${stakes}</select></label>
  ${picksOf(game)}
  <h2>Last rounds</h2>
  <ol class="history" id="history"></ol>
</main>
</body>
</html>`;
}

/**
 * The crash game is played in the operator's own view over the provider's socket and API
 * (docs/decisions/190); opened on its own, its address says so.
 */
const crashPage = (): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${CRASH_GAME_NAME}</title>
<link rel="stylesheet" href="${PROVIDER_PATH_PREFIX}assets/game.css"></head>
<body><main class="table"><h1>${CRASH_GAME_NAME}</h1><p class="rules">Open ${CRASH_GAME_NAME} from the casino lobby to play.</p></main></body>
</html>`;

const rupees = (paise: number): number => paise / PAISE_PER_RUPEE;

/**
 * The page shows the operator's balance (the figure of the product's header, decision 140) and,
 * when less than that may be staked (bonus money outside the welcome-bonus wallet, open exposure),
 * what may be.
 */
const balancesOf = (answer: WalletAnswer) => ({
  balance: rupees(answer.body.wallet_balance ?? answer.body.balance ?? 0),
  playable: rupees(answer.body.balance ?? 0),
});

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
const tokenHashOf = (token: string): string => sha256Hex(`provider-round:${token}`);

interface RoundRow {
  round_id: string;
  player_id: string;
  game_id: string;
  server_seed: string;
  seed_hash: string;
  opens_at: Date;
  played_at: Date | null;
}

/** The next round as the page sees it before it is played: its id, its seed's hash and when it opens. */
export interface RoundCommit {
  round_id: string;
  seed_hash: string;
  /** Milliseconds from this answer until the round takes a bet (the page counts down). */
  opens_in: number;
}

const commitOf = (row: RoundRow, now: number): RoundCommit => ({
  round_id: row.round_id,
  seed_hash: row.seed_hash,
  opens_in: Math.max(0, new Date(row.opens_at).getTime() - now),
});

/**
 * The token's next round: the one committed and not yet played, or a new one (a fresh random seed,
 * its hash), opening TABLE_ROUND_GAP_MS after the player's last round was played (in any launch).
 */
async function nextRound(db: Database, tokenHash: string, playerId: string, gameId: ReferenceGameId): Promise<RoundRow> {
  const [open] = await db.query<RoundRow>(
    'SELECT round_id, player_id, game_id, server_seed, seed_hash, opens_at, played_at FROM provider_fair_rounds WHERE token_hash = $1 AND game_id = $2 AND played_at IS NULL ORDER BY created_at DESC LIMIT 1',
    [tokenHash, gameId],
  );
  if (open) return open;
  const seed = randomBytes(SEED_BYTES).toString('hex');
  const [created] = await db.query<RoundRow>(
    `INSERT INTO provider_fair_rounds (round_id, token_hash, player_id, game_id, server_seed, seed_hash, opens_at)
     VALUES ($1, $2, $3, $4, $5, $6, GREATEST(now(),
       COALESCE((SELECT max(played_at) FROM provider_fair_rounds WHERE player_id = $3) + make_interval(secs => $7::double precision), now())))
     RETURNING round_id, player_id, game_id, server_seed, seed_hash, opens_at, played_at`,
    [`${gameId}-${randomUUID()}`, tokenHash, playerId, gameId, seed, sha256Hex(seed), TABLE_ROUND_GAP_MS / 1000],
  );
  return created!;
}

export async function registerReferenceProvider(app: FastifyInstance, options: ReferenceProviderOptions): Promise<void> {
  const { db } = options;
  const callWallet = async (action: string, body: Record<string, unknown>): Promise<WalletAnswer> => {
    const text = JSON.stringify(body);
    const answer = await options.transport(
      `${WALLET_PATH_PREFIX}${action}`,
      signedHeaders(options.secret, REFERENCE_PROVIDER_ID, text),
      text,
    );
    return answer as WalletAnswer;
  };

  await registerCrashGame(app, { db, callWallet, io: options.io, prefix: PROVIDER_PATH_PREFIX });
  registerPages(app);
  registerBalanceRoute(app, db, callWallet);
  registerPlayRoute(app, db, callWallet);
}

type CallWallet = (action: string, body: Record<string, unknown>) => Promise<WalletAnswer>;

const refuse = (reply: FastifyReply, status: number, error: string, message: string) => reply.code(status).send({ error, message });
const refusal = (answer: WalletAnswer) => ({
  error: answer.body.code ?? 'WALLET_ERROR',
  message: answer.body.message ?? 'The wallet did not answer',
});

/** The games' pages and their assets. */
function registerPages(app: FastifyInstance): void {
  app.get<{ Params: { game: string } }>(`${PROVIDER_PATH_PREFIX}games/:game`, async (request, reply) => {
    const { game } = request.params;
    if (game === CRASH_GAME_ID) return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(crashPage());
    if (!isReferenceGame(game)) return reply.code(404).type('text/plain').send('No such game');
    return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(gamePage(REFERENCE_GAMES[game]));
  });

  app.get<{ Params: { file: string } }>(`${PROVIDER_PATH_PREFIX}assets/:file`, async (request, reply) => {
    const type = Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined;
    if (!type) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type(type)
      .header('cache-control', 'no-cache')
      .send(await readFile(assetsDir + request.params.file));
  });
}

/** The balance and the next round's commitment (the wallet says which game the token is for). */
function registerBalanceRoute(app: FastifyInstance, db: Database, callWallet: CallWallet): void {
  app.post<{ Body: { token?: unknown } }>(`${PROVIDER_PATH_PREFIX}api/balance`, async (request, reply) => {
    const { token } = request.body ?? {};
    const answer = await callWallet('balance', { token });
    if (answer.status !== 200) return reply.code(answer.status).send(refusal(answer));
    const { game_id: gameId, player_id: playerId } = answer.body;
    if (typeof token !== 'string' || !gameId || !isReferenceGame(gameId) || !playerId) {
      return refuse(reply, 404, 'GAME_NOT_FOUND', 'This provider has no such game');
    }
    const round = await nextRound(db, tokenHashOf(token), playerId, gameId);
    return { ...balancesOf(answer), stakes: REFERENCE_STAKES, game: gameId, next: commitOf(round, Date.now()) };
  });
}

/**
 * A play of a committed round: checked, held to the table's pace, claimed once, debited, its outcome
 * from the seed, credited (tried again), and the next round committed.
 */
function registerPlayRoute(app: FastifyInstance, db: Database, callWallet: CallWallet): void {
  app.post<{ Body: { token?: unknown; game?: unknown; round_id?: unknown; pick?: unknown; stake?: unknown } }>(
    `${PROVIDER_PATH_PREFIX}api/play`,
    async (request, reply) => {
      const { token, game: gameId, round_id: roundId, pick, stake } = request.body ?? {};
      const game = typeof gameId === 'string' && isReferenceGame(gameId) ? REFERENCE_GAMES[gameId] : undefined;
      if (!game || typeof pick !== 'string' || !game.picks.some((candidate) => candidate.id === pick)) {
        return refuse(reply, 400, 'INVALID_PLAY', 'Unknown game or pick');
      }
      if (typeof stake !== 'number' || !(REFERENCE_STAKES as readonly number[]).includes(stake)) {
        return refuse(reply, 400, 'INVALID_PLAY', 'Choose one of the offered stakes');
      }
      if (typeof token !== 'string' || typeof roundId !== 'string') return refuse(reply, 400, 'INVALID_PLAY', 'A play names its token and round');
      const tokenHash = tokenHashOf(token);
      const [round] = await db.query<RoundRow>(
        'SELECT round_id, player_id, game_id, server_seed, seed_hash, opens_at, played_at FROM provider_fair_rounds WHERE round_id = $1 AND token_hash = $2',
        [roundId, tokenHash],
      );
      if (!round) return refuse(reply, 404, 'ROUND_NOT_FOUND', 'This round is not one of this game session');
      if (round.game_id !== game.id) return refuse(reply, 403, 'GAME_MISMATCH', 'This round is of another game');
      if (round.played_at) return refuse(reply, 409, 'ROUND_PLAYED', 'This round has been played');
      const wait = await waitBeforePlay(db, round);
      if (wait > 0) {
        return reply
          .header('retry-after', String(Math.ceil(wait / 1000)))
          .code(429)
          .send({ error: 'TOO_SOON', message: 'The next round opens in a few seconds', opens_in: wait });
      }
      if (!(await claimRound(db, round))) return refuse(reply, 409, 'ROUND_PLAYED', 'This round has been played, or another round of yours has just been');

      const stakePaise = stake * PAISE_PER_RUPEE;
      const debit = await callWallet('debit', { token, round_id: roundId, transaction_id: `${roundId}-bet`, amount: stakePaise, game_id: game.id });
      if (debit.status !== 200) {
        // Nothing was staked and the seed is still secret: the round stays open for another try.
        await db.query('UPDATE provider_fair_rounds SET played_at = NULL WHERE round_id = $1', [roundId]);
        return reply.code(debit.status === 402 ? 409 : debit.status).send(refusal(debit));
      }

      const outcome: Outcome = await fairOutcome(game.id, round.server_seed, roundId);
      const winPaise = returnOf(game, pick, stakePaise, outcome);
      await db.query('UPDATE provider_fair_rounds SET outcome = $2 WHERE round_id = $1', [roundId, JSON.stringify(outcome)]);
      const credit = await creditWin(callWallet, token, roundId, winPaise);
      if (credit?.status !== 200) {
        request.log.error({ roundId }, 'casino credit not accepted');
        return refuse(reply, 502, 'WALLET_ERROR', 'The round could not be settled; it will be settled later');
      }
      const next = await nextRound(db, tokenHash, round.player_id, game.id);
      const settlement = game.settle(outcome);
      return {
        round_id: roundId,
        pick,
        stake,
        ...outcome,
        description: game.describe(outcome),
        winners: settlement.winners,
        pushed: settlement.pushes.includes(pick),
        win: rupees(winPaise),
        ...balancesOf(credit),
        server_seed: round.server_seed,
        seed_hash: round.seed_hash,
        next: commitOf(next, Date.now()),
      };
    },
  );
}

/**
 * Milliseconds until the round may be played: its opening time, and the pace from the player's last
 * round in any launch (a round committed in another tab opened before the player's last play there).
 */
async function waitBeforePlay(db: Database, round: RoundRow): Promise<number> {
  const [gate] = await db.query<{ wait_ms: number }>(
    `SELECT GREATEST(
       EXTRACT(EPOCH FROM ($2::timestamptz - now())) * 1000,
       COALESCE((SELECT EXTRACT(EPOCH FROM (max(played_at) + make_interval(secs => $3::double precision) - now())) * 1000
                   FROM provider_fair_rounds WHERE player_id = $1), 0)
     )::float8 AS wait_ms`,
    [round.player_id, round.opens_at, TABLE_ROUND_GAP_MS / 1000],
  );
  return Math.ceil(Number(gate?.wait_ms ?? 0));
}

/** Played once: of two plays of one round (a double tap), one claims it. */
async function claimRound(db: Database, round: RoundRow): Promise<boolean> {
  const claimed = await db.query(
    `UPDATE provider_fair_rounds SET played_at = now() WHERE round_id = $1 AND played_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM provider_fair_rounds WHERE player_id = $2 AND played_at > now() - make_interval(secs => $3::double precision))
      RETURNING round_id`,
    [round.round_id, round.player_id, TABLE_ROUND_GAP_MS / 1000],
  );
  return claimed.length > 0;
}

/** The round's credit (its win, 0 for a loss), sent until the wallet takes it; the same transaction id every time. */
async function creditWin(callWallet: CallWallet, token: string, roundId: string, winPaise: number): Promise<WalletAnswer | undefined> {
  let credit: WalletAnswer | undefined;
  for (let attempt = 0; attempt < CREDIT_ATTEMPTS && credit?.status !== 200; attempt += 1) {
    credit = await callWallet('credit', { token, round_id: roundId, transaction_id: `${roundId}-win`, amount: winPaise }).catch(() => undefined);
  }
  return credit;
}
