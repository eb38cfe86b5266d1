// The operator's fantasy contests (docs/decisions/170): each contest's kind, entries, team
// limit, fees, the house's cut, the prizes its entries play for and, for a guaranteed contest short of
// entries, the shortfall the house pays. Before its match starts, a fixed contest can be guaranteed
// (it then runs whatever fills) and a guaranteed one made fixed again.
//
//   npm run operator -- fantasy-contests                 list the contests (newest matches first)
//   npm run operator -- guarantee-contest 12             contest 12 runs even if it does not fill
//   npm run operator -- unguarantee-contest 12           contest 12 is cancelled and refunded if unfilled
import { HttpError } from '../http-error.ts';
import { contestTerms, type ContestRow } from '../fantasy/fantasy-matches.ts';
import { istTimeOf } from '../matka/draws.ts';
import { paiseToRupees } from '../money.ts';
import { contestTermsProblem, feesPaise, prizesPaidPaise, shortfallPaise } from '../../machines/fantasy/prize-rules.ts';
import type { OperatorSection } from './operator-section.ts';

export const CONTEST_OPERATOR_PROBLEMS = {
  contest: 'Give the contest id, e.g. guarantee-contest 12.',
  notOpen: 'Only a fixed contest whose match has not started can be guaranteed.',
  notGuaranteed: 'Only a guaranteed contest whose match has not started can be made fixed again.',
  tableOverFees: "This contest's prizes are more than its fees minus the house's cut when full: it can only run guaranteed.",
} as const;

const KIND_WORDS = { fixed: 'fixed (runs when full)', guaranteed: 'guaranteed', flexible: 'flexible (prizes scale)' } as const;

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

const contestIdOf = (id: string) => {
  if (!/^\d{1,9}$/.test(id)) throw new HttpError(400, CONTEST_OPERATOR_PROBLEMS.contest);
  return Number(id);
};

export const fantasyContestsSection: OperatorSection = {
  name: 'fantasy-contests',
  title: 'Fantasy contests',
  targetName: 'contestId',
  headings: ['ID', 'Match', 'Start (IST)', 'Contest', 'Kind', 'Status', 'Entries', 'Teams per user', 'Fees (₹)', 'House cut', 'Prizes (₹)', 'Shortfall (₹)'],
  actions: [
    {
      name: 'guarantee-contest',
      label: 'Guarantee',
      async run(ctx, target) {
        const [row] = await ctx.db.query<{ name: string }>(
          `UPDATE fantasy_contests c SET kind = 'guaranteed' FROM fantasy_matches m
            WHERE c.id = $1 AND m.id = c.match_id AND c.kind = 'fixed' AND c.status = 'open' AND m.closed_status IS NULL AND m.start_time > $2
            RETURNING c.name`,
          [contestIdOf(target.id), new Date()],
        );
        if (!row) throw new HttpError(400, CONTEST_OPERATOR_PROBLEMS.notOpen);
        return `${row.name} is guaranteed: it runs even if it does not fill, and the shortfall is the house's.`;
      },
    },
    {
      name: 'unguarantee-contest',
      label: 'Make fixed',
      dangerous: true,
      async run(ctx, target) {
        const contestId = contestIdOf(target.id);
        return ctx.db.transaction(async (tx) => {
          const [row] = await tx.query<ContestRow>(
            `SELECT c.*, 0 AS taken FROM fantasy_contests c JOIN fantasy_matches m ON m.id = c.match_id
              WHERE c.id = $1 AND c.kind = 'guaranteed' AND c.status = 'open' AND m.closed_status IS NULL AND m.start_time > $2 FOR UPDATE OF c`,
            [contestId, new Date()],
          );
          if (!row) throw new HttpError(400, CONTEST_OPERATOR_PROBLEMS.notGuaranteed);
          if (contestTermsProblem({ ...contestTerms(row), kind: 'fixed' })) throw new HttpError(400, CONTEST_OPERATOR_PROBLEMS.tableOverFees);
          await tx.query("UPDATE fantasy_contests SET kind = 'fixed' WHERE id = $1", [contestId]);
          return `${row.name} is fixed again: unfilled at the start, it is cancelled and its entries refunded.`;
        });
      },
    },
  ],
  async list(ctx) {
    const now = new Date();
    const rows = await ctx.db.query<ContestRow & { title: string; start_time: Date; closed_status: 'completed' | 'cancelled' | null; entries_at_start: number | null; shortfall_paise: number }>(
      `SELECT c.*, m.title, m.start_time, m.closed_status,
              (SELECT count(*)::int FROM fantasy_bets b WHERE b.contest_id = c.id AND b.status <> 'cancelled') AS taken
         FROM fantasy_contests c JOIN fantasy_matches m ON m.id = c.match_id
        ORDER BY m.start_time DESC, m.id DESC, c.sort_order, c.id LIMIT 400`,
    );
    return rows.map((row) => {
      const terms = contestTerms(row);
      // Decided contests keep the entries they had at the start; an open one shows what would happen now.
      const entries = row.status === 'open' ? Number(row.taken) : (row.entries_at_start ?? Number(row.taken));
      const shortfall = row.status === 'open' ? shortfallPaise(terms, entries) : Number(row.shortfall_paise);
      const upcoming = row.closed_status === null && new Date(row.start_time).getTime() > now.getTime();
      const status = row.status === 'running' && row.closed_status === 'completed' ? 'completed' : row.status;
      return {
        target: { id: String(row.id) },
        cells: [
          String(row.id),
          row.title,
          istTimeOf(row.start_time),
          row.name,
          KIND_WORDS[row.kind],
          status,
          `${entries} / ${row.spots}`,
          String(row.max_teams_per_user),
          rupees(feesPaise(terms, entries)),
          `${(row.house_cut_bps / 100).toFixed(2)}%`,
          row.status === 'cancelled' ? '0.00' : rupees(prizesPaidPaise(terms, entries)),
          rupees(shortfall),
        ],
        actions: row.status === 'open' && upcoming ? (row.kind === 'fixed' ? ['guarantee-contest'] : row.kind === 'guaranteed' ? ['unguarantee-contest'] : []) : [],
      };
    });
  },
};
