// Fantasy prizes by rank (docs/decisions/071): pure, used by the server's settlement.
// Entries are ranked by points, highest first; entries with equal points share the best rank of the
// group and split equally the prizes of all the ranks the group covers (ties split). Amounts are in
// paise; a split's odd paise go to the earliest entries of the group, so the total paid is exactly the
// prizes of the ranks covered.

export interface PrizeBand {
  rankFrom: number;
  rankTo: number;
  amountPaise: number;
}

export interface RankedEntry<Id> {
  id: Id;
  rank: number;
  winPaise: number;
}

export function prizeForRank(prizes: readonly PrizeBand[], rank: number): number {
  return prizes.find((band) => rank >= band.rankFrom && rank <= band.rankTo)?.amountPaise ?? 0;
}

/** Ranks entries (`points`) and gives each its prize; entries keep their given order inside a tie. */
export function rankAndPay<Id>(entries: readonly { id: Id; points: number }[], prizes: readonly PrizeBand[]): RankedEntry<Id>[] {
  const sorted = entries
    .map((entry, index) => ({ ...entry, index, cents: Math.round(entry.points * 100) }))
    .sort((a, b) => b.cents - a.cents || a.index - b.index);
  const result: RankedEntry<Id>[] = [];
  let position = 0;
  while (position < sorted.length) {
    let end = position;
    while (end + 1 < sorted.length && sorted[end + 1]!.cents === sorted[position]!.cents) end += 1;
    const rank = position + 1;
    let pool = 0;
    for (let covered = rank; covered <= end + 1; covered += 1) pool += prizeForRank(prizes, covered);
    const size = end - position + 1;
    const share = Math.floor(pool / size);
    let odd = pool - share * size;
    for (let at = position; at <= end; at += 1) {
      const extra = odd > 0 ? 1 : 0;
      odd -= extra;
      result.push({ id: sorted[at]!.id, rank, winPaise: share + extra });
    }
    position = end + 1;
  }
  return result;
}

// How a fantasy contest runs, as fantasy sites run them (docs/decisions/170), shared by
// the server's start and settlement (server/fantasy/contest-start.ts, settlement.ts) and the client's
// contest card. Amounts in paise; the house's cut in basis points of the fees collected.
//
// - fixed: its prize table applies only when it fills; unfilled at the start, it is cancelled and
//   every entry refunded. Its table may not exceed a full contest's fees minus the house's cut.
// - guaranteed: a fixed contest the operator marked to run whatever fills; the table applies with
//   any number of entries and the shortfall (prizes over the fees minus the cut) is the house's.
// - flexible: runs with at least MIN_FLEXIBLE_ENTRIES entries; its prize pool is the fees collected
//   minus the house's cut, split by the table's shares of the ranks that have an entry.

export const CONTEST_KINDS = ['fixed', 'guaranteed', 'flexible'] as const;
export type ContestKind = (typeof CONTEST_KINDS)[number];

/** A flexible contest with fewer entries than this is cancelled at the start: nobody to play. */
export const MIN_FLEXIBLE_ENTRIES = 2;
export const BASIS_POINTS = 10_000;

export interface ContestTerms {
  kind: ContestKind;
  entryFeePaise: number;
  spots: number;
  /** The house's cut of the fees collected, in basis points (1,000 = 10%). */
  houseCutBps: number;
  /** The table at full (a flexible contest's shares are taken from it). */
  prizes: readonly PrizeBand[];
}

export const feesPaise = (terms: ContestTerms, entries: number): number => entries * terms.entryFeePaise;

/** The house's cut of the fees of `entries`, rounded up so the prizes never take a paisa of it. */
export const houseCutPaise = (terms: ContestTerms, entries: number): number => Math.ceil((feesPaise(terms, entries) * terms.houseCutBps) / BASIS_POINTS);

/** What `entries` entries' fees leave for prizes: fees collected minus the house's cut. */
export const prizeMoneyPaise = (terms: ContestTerms, entries: number): number => feesPaise(terms, entries) - houseCutPaise(terms, entries);

export const tableTotalPaise = (prizes: readonly PrizeBand[]): number =>
  prizes.reduce((sum, band) => sum + (band.rankTo - band.rankFrom + 1) * band.amountPaise, 0);

/** Whether a contest with `entries` entries at its start runs (else it is cancelled and refunded). */
export function contestRuns(terms: ContestTerms, entries: number): boolean {
  if (entries <= 0) return false;
  switch (terms.kind) {
    case 'fixed':
      return entries >= terms.spots;
    case 'guaranteed':
      return true;
    case 'flexible':
      return entries >= MIN_FLEXIBLE_ENTRIES;
  }
}

/**
 * The prizes by rank that `entries` entries play for: none when the contest does not run; the table
 * for a fixed (full) or guaranteed contest; for a flexible one, the prize money split by the table's
 * amounts of ranks 1..entries (each rank its share, rounded down to the paisa, the rest the house's).
 */
export function payablePrizes(terms: ContestTerms, entries: number): PrizeBand[] {
  if (!contestRuns(terms, entries)) return [];
  if (terms.kind !== 'flexible') return terms.prizes.map((band) => ({ ...band }));
  const weights: number[] = [];
  for (let rank = 1; rank <= entries; rank += 1) weights.push(prizeForRank(terms.prizes, rank));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return [];
  const money = prizeMoneyPaise(terms, entries);
  const bands: PrizeBand[] = [];
  weights.forEach((weight, index) => {
    const amountPaise = Math.floor((money * weight) / total);
    if (amountPaise <= 0) return;
    const last = bands.at(-1);
    if (last && last.rankTo === index && last.amountPaise === amountPaise) last.rankTo = index + 1;
    else bands.push({ rankFrom: index + 1, rankTo: index + 1, amountPaise });
  });
  return bands;
}

/** The prizes `entries` entries are paid in all (ties split a rank group's prizes, not more). */
export function prizesPaidPaise(terms: ContestTerms, entries: number): number {
  const bands = payablePrizes(terms, entries);
  let paid = 0;
  for (let rank = 1; rank <= entries; rank += 1) paid += prizeForRank(bands, rank);
  return paid;
}

/** What the house pays beyond the fees it collected minus its cut (a guaranteed contest short of entries). */
export function shortfallPaise(terms: ContestTerms, entries: number): number {
  return Math.max(0, prizesPaidPaise(terms, entries) - prizeMoneyPaise(terms, entries));
}

export type ContestTermsProblem = 'fee' | 'spots' | 'cut' | 'ranks' | 'tableOverFees';

/** Why a contest cannot be offered on these terms, or null. A fixed table must fit a full contest's prize money. */
export function contestTermsProblem(terms: ContestTerms): ContestTermsProblem | null {
  if (!Number.isInteger(terms.entryFeePaise) || terms.entryFeePaise <= 0) return 'fee';
  if (!Number.isInteger(terms.spots) || terms.spots < 1) return 'spots';
  if (!Number.isInteger(terms.houseCutBps) || terms.houseCutBps < 0 || terms.houseCutBps >= BASIS_POINTS) return 'cut';
  let next = 1;
  for (const band of terms.prizes) {
    if (band.rankFrom !== next || band.rankTo < band.rankFrom || band.rankTo > terms.spots || band.amountPaise < 0) return 'ranks';
    next = band.rankTo + 1;
  }
  if (terms.kind === 'fixed' && tableTotalPaise(terms.prizes) > prizeMoneyPaise(terms, terms.spots)) return 'tableOverFees';
  return null;
}

/** A contest the user may join now (the client's card): open, with a spot left, and under the user's team limit. */
export function contestJoinable(contest: { status: string; spotsLeft: number; myEntries: number; maxTeamsPerUser: number }): boolean {
  return contest.status === 'open' && contest.spotsLeft > 0 && contest.myEntries < contest.maxTeamsPerUser;
}
