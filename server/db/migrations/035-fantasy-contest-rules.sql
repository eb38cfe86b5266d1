-- Fantasy contests run as fantasy sites run them (docs/decisions/170, machines/fantasy/prize-rules.ts):
-- kind 'fixed' pays its table only when full and is cancelled and refunded when unfilled at the start;
-- 'guaranteed' (marked by the operator) runs whatever fills, the shortfall the house's; 'flexible'
-- pays the fees collected minus the house's cut by the table's shares. A user may join one contest
-- with at most max_teams_per_user teams. The start decides once: status 'open' → 'running' or
-- 'cancelled' (its entries refunded through the ledger), with the entries counted then.
ALTER TABLE fantasy_contests
  ADD COLUMN kind text NOT NULL DEFAULT 'fixed' CHECK (kind IN ('fixed', 'guaranteed', 'flexible')),
  ADD COLUMN house_cut_bps integer NOT NULL DEFAULT 0 CHECK (house_cut_bps >= 0 AND house_cut_bps < 10000),
  ADD COLUMN max_teams_per_user integer NOT NULL DEFAULT 1 CHECK (max_teams_per_user >= 1),
  ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'running', 'cancelled')),
  ADD COLUMN entries_at_start integer,
  ADD COLUMN shortfall_paise bigint NOT NULL DEFAULT 0,
  ADD COLUMN started_at timestamptz;

-- Contests made before: the cut is what a full contest's fees leave over the table (rounded down, so
-- the table still fits); the demo contests keep the team limits of the seeds.
UPDATE fantasy_contests
   SET house_cut_bps = GREATEST(0, LEAST(9999, floor((spots * entry_fee_paise - prize_pool_paise) * 10000.0 / (spots * entry_fee_paise))::int));
UPDATE fantasy_contests SET max_teams_per_user = 6 WHERE name = 'Mega Contest';
UPDATE fantasy_contests SET max_teams_per_user = 3 WHERE name = 'Small League';

-- Contests of matches already completed or cancelled were decided by their settlement.
UPDATE fantasy_contests c SET status = 'running'
  FROM fantasy_matches m WHERE m.id = c.match_id AND m.closed_status IS NOT NULL;

-- A contest whose match started before this migration is decided by the next start pass.
CREATE INDEX fantasy_contests_open ON fantasy_contests (match_id) WHERE status = 'open';
