// Fantasy prizes by rank (issue 15, docs/decisions/071): pure, used by the server's settlement.
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
