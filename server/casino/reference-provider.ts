// The reference game provider (docs/decisions/057): what a real provider does, on the reference
// server, so a launch works end to end without any outside service. It serves its games as pages
// under /casino-provider/ (shown in the product's iframe), draws each round's cards with
// crypto.randomInt, and moves the money only through the operator's seamless wallet, over signed
// HTTP calls (server/casino/wallet-routes.ts), exactly as an outside provider would.
import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { drawCards, isReferenceGame, REFERENCE_GAMES, returnOf, type ReferenceGame } from './reference-games.ts';
import { signedHeaders } from './signature.ts';
import { WALLET_PATH_PREFIX } from './wallet-routes.ts';

export const REFERENCE_PROVIDER_ID = 'khiladi-games';
/** The provider's name as the casino games file spells it. */
export const REFERENCE_PROVIDER_NAME = 'Khiladi Games';
export const PROVIDER_PATH_PREFIX = '/casino-provider/';
/** The stakes the game pages offer, in rupees; the first is the minimum, the last the maximum. */
export const REFERENCE_STAKES = [10, 50, 100, 500, 1000, 5000] as const;
const PAISE_PER_RUPEE = 100;
/** A credit that does not get an answer is sent again, with the same transaction id. */
const CREDIT_ATTEMPTS = 3;

/** How the provider reaches the operator's wallet: a signed POST of a JSON body, answered with a status and JSON. */
export type WalletTransport = (path: string, headers: Record<string, string>, body: string) => Promise<{ status: number; body: unknown }>;

export interface ReferenceProviderOptions {
  secret: string;
  transport: WalletTransport;
  /** Replaces crypto.randomInt (tests). */
  random?: (n: number) => number;
}

interface WalletAnswer {
  status: number;
  body: { status?: string; balance?: number; wallet_balance?: number; game_id?: string; code?: string; message?: string };
}

const assetsDir = fileURLToPath(new URL('./provider-assets/', import.meta.url));
const ASSETS: Record<string, string> = { 'game.js': 'text/javascript; charset=utf-8', 'game.css': 'text/css; charset=utf-8' };

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

export function gamePage(game: ReferenceGame): string {
  const stakes = REFERENCE_STAKES.map((stake) => `<option value="${stake}">₹${stake}</option>`).join('');
  const picks = game.picks
    .map((pick) => `<button type="button" class="pick pick--${pick.id}" data-pick="${pick.id}" disabled>${escapeHtml(pick.label)}<small>pays ${pick.returns - 1} to 1</small></button>`)
    .join('');
  const cards = Array.from({ length: game.cards }, (_, index) => `<div class="card" data-card="${index}" aria-hidden="true">?</div>`).join('');
  const cardNames = game.id === 'dragon-tiger' ? '<div class="card-names"><span>Dragon</span><span>Tiger</span></div>' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(game.name)}</title>
<link rel="stylesheet" href="${PROVIDER_PATH_PREFIX}assets/game.css">
<script src="${PROVIDER_PATH_PREFIX}assets/game.js" defer></script>
</head>
<body data-game="${game.id}">
<main class="table">
  <header class="table__head">
    <h1>${escapeHtml(game.name)}</h1>
    <p class="balance">Balance <output id="balance">…</output><small id="playable" hidden></small></p>
  </header>
  <p class="rules">${escapeHtml(game.rules)}</p>
  <div class="cards">${cards}</div>
  ${cardNames}
  <p class="result" id="result" role="status" aria-live="polite">Choose a stake and a pick.</p>
  <label class="stake">Stake <select id="stake">${stakes}</select></label>
  <div class="picks">${picks}</div>
  <h2>Last rounds</h2>
  <ol class="history" id="history"></ol>
</main>
</body>
</html>`;
}

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

export async function registerReferenceProvider(app: FastifyInstance, options: ReferenceProviderOptions): Promise<void> {
  const random = options.random ?? ((n: number) => randomInt(n));
  const callWallet = async (action: string, body: Record<string, unknown>): Promise<WalletAnswer> => {
    const text = JSON.stringify(body);
    const answer = await options.transport(
      `${WALLET_PATH_PREFIX}${action}`,
      signedHeaders(options.secret, REFERENCE_PROVIDER_ID, text),
      text,
    );
    return answer as WalletAnswer;
  };
  const refusal = (answer: WalletAnswer) => ({
    error: answer.body.code ?? 'WALLET_ERROR',
    message: answer.body.message ?? 'The wallet did not answer',
  });

  app.get<{ Params: { game: string } }>(`${PROVIDER_PATH_PREFIX}games/:game`, async (request, reply) => {
    const { game } = request.params;
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

  app.post<{ Body: { token?: unknown } }>(`${PROVIDER_PATH_PREFIX}api/balance`, async (request, reply) => {
    const answer = await callWallet('balance', { token: request.body?.token });
    if (answer.status !== 200) return reply.code(answer.status).send(refusal(answer));
    return { ...balancesOf(answer), stakes: REFERENCE_STAKES };
  });

  app.post<{ Body: { token?: unknown; game?: unknown; pick?: unknown; stake?: unknown } }>(
    `${PROVIDER_PATH_PREFIX}api/play`,
    async (request, reply) => {
      const { token, game: gameId, pick, stake } = request.body ?? {};
      const game = typeof gameId === 'string' && isReferenceGame(gameId) ? REFERENCE_GAMES[gameId] : undefined;
      if (!game || typeof pick !== 'string' || !game.picks.some((candidate) => candidate.id === pick)) {
        return reply.code(400).send({ error: 'INVALID_PLAY', message: 'Unknown game or pick' });
      }
      if (typeof stake !== 'number' || !(REFERENCE_STAKES as readonly number[]).includes(stake)) {
        return reply.code(400).send({ error: 'INVALID_PLAY', message: 'Choose one of the offered stakes' });
      }
      const stakePaise = stake * PAISE_PER_RUPEE;
      const roundId = `${game.id}-${randomUUID()}`;
      const debit = await callWallet('debit', { token, round_id: roundId, transaction_id: `${roundId}-bet`, amount: stakePaise, game_id: game.id });
      if (debit.status !== 200) return reply.code(debit.status === 402 ? 409 : debit.status).send(refusal(debit));

      const cards = drawCards(game.cards, random);
      const winPaise = returnOf(game, pick, stakePaise, cards);
      let credit: WalletAnswer | undefined;
      for (let attempt = 0; attempt < CREDIT_ATTEMPTS && credit?.status !== 200; attempt += 1) {
        credit = await callWallet('credit', { token, round_id: roundId, transaction_id: `${roundId}-win`, amount: winPaise }).catch(() => undefined);
      }
      if (credit?.status !== 200) {
        request.log.error({ roundId }, 'casino credit not accepted');
        return reply.code(502).send({ error: 'WALLET_ERROR', message: 'The round could not be settled; it will be settled later' });
      }
      return {
        round_id: roundId,
        pick,
        stake,
        cards,
        winners: game.settle(cards).winners,
        win: rupees(winPaise),
        ...balancesOf(credit),
      };
    },
  );
}
