// The reference provider's crash game as the operator's view plays it (docs/decisions/190, 191): its
// API under /casino-provider/api/crash/ and its socket namespace /casino-crash, both with the launch
// token of the game's launch address. Replies and socket messages are checked before a machine sees
// them; the provider's clock is turned into this device's (each message carries `serverNow`).
import type { Socket } from 'socket.io-client';
import { z } from 'zod/mini';
import type { CrashBetRequest, CrashCashOut, CrashCashOutRequest, CrashEvent, CrashRestoredStatus } from '../../machines/casino/crash.machine.ts';

const PROVIDER_API = '/casino-provider/api/crash/';
export const CRASH_GAME_PATH = '/casino-provider/games/aviator';

/** The launch token of a crash game's launch address, or undefined when the address is another game's. */
export function crashTokenOf(url: string): string | undefined {
  const parsed = new URL(url, 'http://localhost');
  return parsed.pathname === CRASH_GAME_PATH ? (parsed.searchParams.get('token') ?? undefined) : undefined;
}

const problem = z.looseObject({ message: z.optional(z.string()) });

async function post(path: string, body: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${PROVIDER_API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const parsed = problem.safeParse(reply);
    throw new Error((parsed.success && parsed.data.message) || `Error ${response.status}`);
  }
  return reply;
}

const cashOutReply = z.object({ multiplier: z.number(), win: z.number() });

export const placeCrashBet = (token: string, request: CrashBetRequest): Promise<void> =>
  post('bet', { token, round_id: request.roundId, slot: request.slot, stake: request.stake, auto_cash_out: request.autoCashOut }).then(() => undefined);

export const cashOutCrashBet = async (token: string, request: CrashCashOutRequest): Promise<CrashCashOut> =>
  cashOutReply.parse(await post('cash-out', { token, round_id: request.roundId, slot: request.slot }));

const betting = z.object({ roundId: z.string(), seedHash: z.string(), takeoffAt: z.number(), serverNow: z.number() });
const flying = z.object({ roundId: z.string(), startedAt: z.number(), serverNow: z.number() });
const crashed = z.object({ roundId: z.string(), crashPoint: z.number(), seed: z.string() });
const cashedOut = z.object({ roundId: z.string(), slot: z.enum(['a', 'b']), multiplier: z.number(), win: z.number() });
const state = z.object({
  round: z.nullable(
    z.object({
      roundId: z.string(),
      seedHash: z.string(),
      phase: z.enum(['betting', 'flying', 'crashed']),
      takeoffAt: z.number(),
      startedAt: z.nullable(z.number()),
      crashPoint: z.nullable(z.number()),
      seed: z.nullable(z.string()),
    }),
  ),
  /** The player's own bets in the round (docs/decisions/196). */
  bets: z.array(
    z.object({
      slot: z.enum(['a', 'b']),
      stake: z.number(),
      autoCashOut: z.nullable(z.number()),
      status: z.enum(['placing', 'placed', 'cashed_out', 'lost']),
      cashedOutAt: z.nullable(z.number()),
      win: z.number(),
    }),
  ),
  serverNow: z.number(),
});
export type CrashState = z.infer<typeof state>;

const restoredStatus = { placed: 'placed', cashed_out: 'cashedOut', lost: 'lost' } as const satisfies Record<string, CrashRestoredStatus>;

/**
 * The snapshot as the machine's events: the round (taking bets, flying or crashed), unless this
 * connection already heard of another round (the snapshot was read before it); then the player's bets
 * in it, which the machine takes only for the round it shows. A bet still being placed (its debit not
 * answered) is left out: it is in the round a moment later, or never (docs/decisions/196).
 */
export function crashSnapshotEvents({ round, bets, serverNow }: CrashState, heard: ReadonlySet<string>, local: (serverTime: number, serverNow: number) => number): CrashEvent[] {
  if (!round) return [];
  const events: CrashEvent[] = [];
  if (heard.size === 0 || heard.has(round.roundId)) {
    events.push({ type: 'round.betting', roundId: round.roundId, seedHash: round.seedHash, takeoffAt: local(round.takeoffAt, serverNow) });
    if (round.startedAt !== null) events.push({ type: 'round.flying', roundId: round.roundId, startedAt: local(round.startedAt, serverNow) });
    if (round.phase === 'crashed' && round.crashPoint !== null && round.seed !== null) {
      events.push({ type: 'round.crashed', roundId: round.roundId, crashPoint: round.crashPoint, seed: round.seed });
    }
  }
  for (const bet of bets) {
    if (bet.status === 'placing') continue;
    const status = restoredStatus[bet.status];
    events.push({
      type: 'bet.restored',
      roundId: round.roundId,
      slot: bet.slot,
      stake: bet.stake,
      autoCashOut: bet.autoCashOut,
      status,
      cashedOutAt: status === 'cashedOut' ? bet.cashedOutAt : null,
      win: bet.win,
    });
  }
  return events;
}

export interface CrashLink {
  close(): void;
}

/**
 * Connects to the table: every round message becomes the machine's event, times in this device's
 * clock. A socket joining mid-round (or reconnecting) is told the round now (`round.state`): taking
 * bets, flying or crashed, with the player's own bets in it (docs/decisions/196).
 */
export async function connectCrashTable(token: string, send: (event: CrashEvent) => void): Promise<CrashLink> {
  const { io } = await import('socket.io-client');
  const socket: Socket = io('/casino-crash', { path: '/socket.io', transports: ['websocket'], auth: { token } });
  const local = (serverTime: number, serverNow: number) => serverTime + (Date.now() - serverNow);
  // The rounds told on this connection before its snapshot came (the snapshot may be older).
  const heard = new Set<string>();
  socket.on('connect', () => heard.clear());
  socket.on('round.state', (payload: unknown) => {
    const parsed = state.safeParse(payload);
    if (parsed.success) crashSnapshotEvents(parsed.data, heard, local).forEach(send);
  });
  socket.on('round.betting', (payload: unknown) => {
    const parsed = betting.safeParse(payload);
    if (parsed.success) {
      heard.add(parsed.data.roundId);
      const { roundId, seedHash, takeoffAt, serverNow } = parsed.data;
      send({ type: 'round.betting', roundId, seedHash, takeoffAt: local(takeoffAt, serverNow) });
    }
  });
  socket.on('round.flying', (payload: unknown) => {
    const parsed = flying.safeParse(payload);
    if (!parsed.success) return;
    heard.add(parsed.data.roundId);
    send({ type: 'round.flying', roundId: parsed.data.roundId, startedAt: local(parsed.data.startedAt, parsed.data.serverNow) });
  });
  socket.on('round.crashed', (payload: unknown) => {
    const parsed = crashed.safeParse(payload);
    if (!parsed.success) return;
    heard.add(parsed.data.roundId);
    send({ type: 'round.crashed', ...parsed.data });
  });
  socket.on('bet.cashedOut', (payload: unknown) => {
    const parsed = cashedOut.safeParse(payload);
    if (parsed.success) send({ type: 'bet.cashedOut', ...parsed.data });
  });
  return { close: () => socket.close() };
}
