-- The reference provider's crash game (docs/decisions/190). One table of rounds for all players:
-- the seed and its crash point are fixed when the round is made, the hash shown while it takes bets,
-- the seed revealed at the crash. Times are the provider's clock in epoch milliseconds. At most one
-- round is not crashed at a time. A bet is the player's, per round and slot (two slots); its money is
-- a round of its own in the seamless wallet (casino_rounds, round id = bet_id).
CREATE TABLE crash_rounds (
  round_id    text PRIMARY KEY,
  seq         bigserial NOT NULL,
  server_seed text NOT NULL,
  seed_hash   text NOT NULL,
  crash_point numeric(12, 2) NOT NULL,
  phase       text NOT NULL CHECK (phase IN ('betting', 'flying', 'crashed')),
  takeoff_at  bigint NOT NULL,
  started_at  bigint,
  crashed_at  bigint,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX crash_rounds_one_live ON crash_rounds ((true)) WHERE phase <> 'crashed';
CREATE INDEX crash_rounds_seq ON crash_rounds (seq);

CREATE TABLE crash_bets (
  bet_id        text PRIMARY KEY,
  round_id      text NOT NULL REFERENCES crash_rounds (round_id),
  player_id     text NOT NULL,
  token         text NOT NULL,
  slot          text NOT NULL CHECK (slot IN ('a', 'b')),
  stake_paise   bigint NOT NULL CHECK (stake_paise > 0),
  auto_cash_out numeric(12, 2),
  status        text NOT NULL CHECK (status IN ('placing', 'placed', 'cashed_out', 'lost')),
  cashed_out_at numeric(12, 2),
  win_paise     bigint NOT NULL DEFAULT 0,
  settled       boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (round_id, player_id, slot)
);
CREATE INDEX crash_bets_unsettled ON crash_bets (round_id) WHERE NOT settled;
CREATE INDEX crash_bets_player ON crash_bets (player_id, created_at);
