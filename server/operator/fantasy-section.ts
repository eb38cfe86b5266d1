// The operator's fantasy matches: player points and completing a match, which pays every contest's
// prizes by rank once through the ledger (docs/decisions/071):
//
//   npm run operator -- fantasy                                   list the matches
//   npm run operator -- set-points 4 --player 61 --points 87.5    a player's points in match 4
//   npm run operator -- complete-match 4                          rank the entries and pay the prizes
//   npm run operator -- add-match IND-AUS --start-in 90           a new match with the demo contests
//   npm run operator -- start-match 4                             start it now: entries close, contests are decided
//   npm run operator -- fantasy-contests                          the contests: kind, entries, fees, prizes, shortfall
//   npm run operator -- guarantee-contest 12                      run contest 12 even if it does not fill
import { HttpError } from '../http-error.ts';
import { matchStatus } from '../fantasy/fantasy-matches.ts';
import { completeMatch, setPlayerPoints } from '../fantasy/settlement.ts';
import { notifyRefunds, startMatchContests, type ContestStart } from '../fantasy/contest-start.ts';
import { notifyFantasyResults } from '../notifications/notifications.ts';
import { createFantasyMatch, DEMO_SIDE_CODES } from '../db/seeds/fantasy.ts';
import { istTimeOf } from '../matka/draws.ts';
import { paiseToRupees } from '../money.ts';
import type { OperatorSection } from './operator-section.ts';

export const FANTASY_OPERATOR_PROBLEMS = {
  match: 'Give the match id, e.g. complete-match 4.',
  player: 'Give --player as a player id and --points as a number, e.g. --player 61 --points 87.5.',
  sides: `Give the sides as two of ${DEMO_SIDE_CODES.join(', ')}, e.g. IND-AUS, and --start-in as minutes from now (1 to 100000).`,
  notUpcoming: 'Only a match that has not started can be started.',
} as const;

const MINUTE_MS = 60_000;

/** What the start did to a match's contests, in a sentence. */
export function startSummary(starts: readonly ContestStart[]): string {
  if (starts.length === 0) return '';
  const cancelled = starts.filter((start) => start.outcome === 'cancelled');
  const refunded = cancelled.reduce((sum, start) => sum + start.refunds.reduce((total, refund) => total + refund.feePaise, 0), 0);
  const shortfall = starts.reduce((sum, start) => sum + start.shortfallPaise, 0);
  const parts = [`${starts.length - cancelled.length} contests run`];
  if (cancelled.length > 0) parts.push(`${cancelled.length} unfilled cancelled (₹${paiseToRupees(refunded).toFixed(2)} refunded)`);
  if (shortfall > 0) parts.push(`the house's guarantee shortfall is ₹${paiseToRupees(shortfall).toFixed(2)}`);
  return ` ${parts.join('; ')}.`;
}

const matchIdOf = (id: string) => {
  if (!/^\d{1,9}$/.test(id)) throw new HttpError(400, FANTASY_OPERATOR_PROBLEMS.match);
  return Number(id);
};

export const fantasySection: OperatorSection = {
  name: 'fantasy',
  title: 'Fantasy',
  targetName: 'matchId',
  headings: ['ID', 'Match', 'Start (IST)', 'Status', 'Entries', 'Staked (₹)'],
  actions: [
    {
      name: 'set-points',
      label: 'Set points',
      fields: [
        { name: 'player', label: 'Player id', placeholder: 'e.g. 61' },
        { name: 'points', label: 'Points', placeholder: 'e.g. 87.5' },
      ],
      async run(ctx, target, values) {
        const matchId = matchIdOf(target.id);
        if (!/^\d{1,9}$/.test(values.player ?? '') || !/^-?\d{1,4}(\.\d{1,2})?$/.test(values.points ?? '')) {
          throw new HttpError(400, FANTASY_OPERATOR_PROBLEMS.player);
        }
        return ctx.db.transaction((tx) => setPlayerPoints(tx, { matchId, playerId: Number(values.player), points: Number(values.points), now: new Date() }));
      },
    },
    {
      name: 'add-match',
      label: 'Add match',
      fields: [{ name: 'start-in', label: 'Starts in', placeholder: 'minutes from now' }],
      async run(ctx, target, values) {
        const [a, b] = target.id.trim().toUpperCase().split('-');
        const startIn = /^\d{1,6}$/.test(values['start-in'] ?? '') ? Number(values['start-in']) : Number.NaN;
        if (!a || !b || a === b || !DEMO_SIDE_CODES.includes(a) || !DEMO_SIDE_CODES.includes(b) || !(startIn >= 1 && startIn <= 100_000)) {
          throw new HttpError(400, FANTASY_OPERATOR_PROBLEMS.sides);
        }
        const id = await ctx.db.transaction((tx) => createFantasyMatch(tx, { a, b, startTime: new Date(Date.now() + startIn * MINUTE_MS) }));
        return `Match ${id} ${a} vs ${b} added, starting in ${startIn} minutes.`;
      },
    },
    {
      name: 'start-match',
      label: 'Start now',
      dangerous: true,
      async run(ctx, target) {
        const matchId = matchIdOf(target.id);
        const now = new Date();
        const started = await ctx.db.transaction(async (tx) => {
          const [row] = await tx.query<{ title: string }>(
            'UPDATE fantasy_matches SET start_time = $2 WHERE id = $1 AND closed_status IS NULL AND start_time > $2 RETURNING title',
            [matchId, now],
          );
          if (!row) throw new HttpError(400, FANTASY_OPERATOR_PROBLEMS.notUpcoming);
          return { title: row.title, starts: await startMatchContests(tx, matchId, now) };
        });
        for (const start of started.starts) await notifyRefunds(ctx.db, ctx.io, start);
        return `${started.title} has started: entries are closed.${startSummary(started.starts)}`;
      },
    },
    {
      name: 'complete-match',
      label: 'Complete and pay',
      async run(ctx, target) {
        const matchId = matchIdOf(target.id);
        const outcome = await ctx.db.transaction((tx) => completeMatch(tx, matchId, new Date()));
        await notifyFantasyResults(ctx.db, ctx.io, outcome);
        for (const start of outcome.cancelled) await notifyRefunds(ctx.db, ctx.io, start);
        const cancelled = outcome.cancelled.length > 0 ? ` ${outcome.cancelled.length} unfilled contests cancelled and refunded.` : '';
        return `${outcome.title} completed: ${outcome.entries} entries ranked, ${outcome.won} won (₹${paiseToRupees(outcome.paidPaise).toFixed(2)} paid).${cancelled}`;
      },
    },
  ],
  async list(ctx) {
    const now = new Date();
    const rows = await ctx.db.query<{ id: number; title: string; start_time: Date; closed_status: 'completed' | 'cancelled' | null; entries: number; staked: number }>(
      `SELECT m.id, m.title, m.start_time, m.closed_status,
              (SELECT count(*)::int FROM fantasy_bets b WHERE b.match_id = m.id AND b.status <> 'cancelled') AS entries,
              (SELECT COALESCE(sum(stake_paise), 0)::bigint FROM fantasy_bets b WHERE b.match_id = m.id AND b.status <> 'cancelled') AS staked
         FROM fantasy_matches m ORDER BY m.start_time DESC, m.id DESC LIMIT 200`,
    );
    return rows.map((row) => {
      const status = matchStatus(row, now);
      return {
        target: { id: String(row.id) },
        cells: [String(row.id), row.title, istTimeOf(row.start_time), status, String(row.entries), paiseToRupees(Number(row.staked)).toFixed(2)],
        actions: status === 'live' ? ['set-points', 'complete-match'] : status === 'upcoming' ? ['start-match'] : [],
      };
    });
  },
};
