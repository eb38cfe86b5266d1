-- The reference provider's provably fair rounds (docs/decisions/142). Kept by the
-- provider, not the wallet: a round is committed (its seed's SHA-256 shown to the player) before it
-- is played, opens at a time that keeps table games at least 5 s apart, is played once, and its seed
-- and outcome are kept so the player can verify it. Money stays in the ledger (casino_rounds).
CREATE TABLE provider_fair_rounds (
  round_id    text PRIMARY KEY,
  token_hash  text NOT NULL,
  player_id   text NOT NULL,
  game_id     text NOT NULL,
  server_seed text NOT NULL,
  seed_hash   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  opens_at    timestamptz NOT NULL,
  played_at   timestamptz,
  outcome     jsonb
);
CREATE INDEX provider_fair_rounds_token ON provider_fair_rounds (token_hash, created_at);
CREATE INDEX provider_fair_rounds_player ON provider_fair_rounds (player_id, played_at);
