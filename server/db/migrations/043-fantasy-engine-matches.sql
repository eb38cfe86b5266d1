-- Fantasy plays the match engine's cricket matches (docs/decisions/216): a fantasy match made from an
-- engine event names it (event_id), its players are the squads' (side 0 home, 1 away; index in the
-- squad), and their points are the engine's figures through the points table (engine_points) plus the
-- operator's correction (points = engine_points + points_correction).
ALTER TABLE fantasy_matches ADD COLUMN event_id text UNIQUE REFERENCES events (id);
ALTER TABLE fantasy_players
  ADD COLUMN squad_side smallint CHECK (squad_side IN (0, 1)),
  ADD COLUMN squad_index smallint,
  ADD COLUMN engine_points numeric(8, 2) NOT NULL DEFAULT 0,
  ADD COLUMN points_correction numeric(8, 2) NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX fantasy_players_squad ON fantasy_players (match_id, squad_side, squad_index) WHERE squad_side IS NOT NULL;
-- Points entered before are corrections of nothing.
UPDATE fantasy_players SET points_correction = points;

-- The old demo matches (fantasy's own sides, re-timed at each start) leave the lobby: those nobody
-- entered are cancelled; one with entries is the operator's to complete or cancel.
UPDATE fantasy_matches m SET closed_status = 'cancelled'
 WHERE m.demo_key IS NOT NULL AND m.closed_status IS NULL
   AND NOT EXISTS (SELECT 1 FROM fantasy_bets b WHERE b.match_id = m.id AND b.status <> 'cancelled');
