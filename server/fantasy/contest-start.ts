// A fantasy contest is decided at its match's start (docs/decisions/170): with the entries it
// has then, it runs (its prizes by machines/fantasy/prize-rules.ts) or, unfilled, it is cancelled and
// each entry's fee given back through the ledger (kind fantasy_refund, reference fantasy:<bet id>,
// once). A job runs the pass every START_TICK_MS in every server process; the contest's row, locked
// and moved out of 'open' in the same transaction, makes each decision once. The operator's
// start-match and the match's completion run the same pass first, so a contest is never paid
// before it was decided.
import type { FastifyBaseLogger } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { Database, Queryable } from '../db/database.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { paiseToRupees } from '../money.ts';
import { createNotification } from '../notifications/notifications.ts';
import { contestRuns, shortfallPaise } from '../../machines/fantasy/prize-rules.ts';
import { contestTerms, type ContestRow } from './fantasy-matches.ts';

export const START_TICK_MS = 10_000;

export interface ContestStart {
  contestId: number;
  matchId: number;
  name: string;
  entries: number;
  outcome: 'running' | 'cancelled';
  /** A guaranteed contest short of entries: what the house pays beyond the fees minus its cut. */
  shortfallPaise: number;
  refunds: { betId: number; userId: number; feePaise: number }[];
}

/** Decides one contest whose match has started, inside the caller's transaction; null when decided before. */
export async function startContest(tx: Queryable, contestId: number, now: Date): Promise<ContestStart | null> {
  const [contest] = await tx.query<ContestRow & { a_short: string; b_short: string; title: string }>(
    `SELECT c.*, 0 AS taken, m.title, a.short_name AS a_short, b.short_name AS b_short
       FROM fantasy_contests c JOIN fantasy_matches m ON m.id = c.match_id
       JOIN fantasy_sides a ON a.id = m.side_a_id JOIN fantasy_sides b ON b.id = m.side_b_id
      WHERE c.id = $1 AND c.status = 'open' AND m.start_time <= $2
      FOR UPDATE OF c`,
    [contestId, now],
  );
  if (!contest) return null;
  const bets = await tx.query<{ id: number; user_id: number; stake_paise: number; team_name: string }>(
    `SELECT b.id, b.user_id, b.stake_paise, t.team_name FROM fantasy_bets b JOIN fantasy_teams t ON t.id = b.team_id
      WHERE b.contest_id = $1 AND b.status = 'open' ORDER BY b.id FOR UPDATE OF b`,
    [contestId],
  );
  const terms = contestTerms(contest);
  const start: ContestStart = {
    contestId,
    matchId: contest.match_id,
    name: contest.name,
    entries: bets.length,
    outcome: contestRuns(terms, bets.length) ? 'running' : 'cancelled',
    shortfallPaise: 0,
    refunds: [],
  };
  if (start.outcome === 'running') {
    start.shortfallPaise = shortfallPaise(terms, bets.length);
  } else {
    for (const bet of bets) {
      await tx.query("UPDATE fantasy_bets SET status = 'cancelled', settled_at = $2 WHERE id = $1", [bet.id, now]);
      const feePaise = Number(bet.stake_paise);
      await postEntry(tx, {
        userId: Number(bet.user_id),
        kind: LEDGER_KINDS.fantasyRefund,
        reference: `fantasy:${bet.id}`,
        amountPaise: feePaise,
        remark: `Fantasy ${contest.name}, ${contest.a_short} v ${contest.b_short}: entry fee refunded, the contest did not fill (${bet.team_name})`,
        at: now,
      });
      start.refunds.push({ betId: Number(bet.id), userId: Number(bet.user_id), feePaise });
    }
  }
  await tx.query('UPDATE fantasy_contests SET status = $2, entries_at_start = $3, shortfall_paise = $4, started_at = $5 WHERE id = $1', [
    contestId,
    start.outcome,
    bets.length,
    start.shortfallPaise,
    now,
  ]);
  return start;
}

/** Decides every open contest of a started match (the operator's start, the settlement), in the caller's transaction. */
export async function startMatchContests(tx: Queryable, matchId: number, now: Date): Promise<ContestStart[]> {
  const rows = await tx.query<{ id: number }>("SELECT id FROM fantasy_contests WHERE match_id = $1 AND status = 'open' ORDER BY id", [matchId]);
  const started: ContestStart[] = [];
  for (const row of rows) {
    const start = await startContest(tx, row.id, now);
    if (start) started.push(start);
  }
  return started;
}

/** Decides every contest whose match has started, one transaction each; tells refunded users. */
export async function startDueContests(db: Database, now: Date, io?: SocketServer): Promise<ContestStart[]> {
  const due = await db.query<{ id: number }>(
    `SELECT c.id FROM fantasy_contests c JOIN fantasy_matches m ON m.id = c.match_id
      WHERE c.status = 'open' AND m.closed_status IS NULL AND m.start_time <= $1 ORDER BY m.start_time, c.id LIMIT 500`,
    [now],
  );
  const started: ContestStart[] = [];
  for (const row of due) {
    const start = await db.transaction((tx) => startContest(tx, row.id, now));
    if (!start) continue;
    started.push(start);
    await notifyRefunds(db, io, start);
  }
  return started;
}

/** Each refunded entry's owner is told once (the notification's reference is the entry). */
export async function notifyRefunds(db: Queryable, io: SocketServer | undefined, start: ContestStart): Promise<void> {
  for (const refund of start.refunds) {
    await createNotification(db, io, {
      userId: refund.userId,
      title: 'Contest cancelled',
      body: `${start.name} did not fill by the start: your ₹${paiseToRupees(refund.feePaise).toFixed(2)} entry fee is back in your balance.`,
      redirectUrl: `/cricket-fight/my-contests/${start.matchId}`,
      reference: `fantasy-contest-cancelled:${refund.betId}`,
    });
  }
}

export interface ContestStartJobOptions {
  io?: SocketServer;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
  intervalMs?: number;
}

/** Runs startDueContests at once and every intervalMs; a tick still running makes the next one wait. */
export function startContestStartJob(db: Database, options: ContestStartJobOptions = {}): { stop(): Promise<void> } {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = startDueContests(db, now(), options.io)
      .catch((error: unknown) => options.log?.warn({ err: error }, 'Fantasy contests could not be started'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const handle = setInterval(tick, options.intervalMs ?? START_TICK_MS);
  handle.unref();
  return {
    async stop() {
      clearInterval(handle);
      await running;
    },
  };
}
