-- Matka and worli (docs/decisions/048-052). Money moves only through the ledger
-- (server/ledger/ledger.ts): a bet debits its stake (kind matka_bet), a win credits stake × rate
-- (kind matka_settlement), each once per bet.

-- A bazaar: its result times of day in India's time, its week days, its cut-off and, per game type,
-- the rate (rupees paid per rupee staked on a win) and the stake limits.
CREATE TABLE matka_markets (
  id               serial PRIMARY KEY,
  name             text NOT NULL UNIQUE,
  -- Result times as 'HH:MM' in Asia/Kolkata; a close time before the open time is the next day.
  open_time        text NOT NULL CHECK (open_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  close_time       text NOT NULL CHECK (close_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  -- Week days with a draw, 0 = Sunday, in India's time.
  days             smallint[] NOT NULL DEFAULT '{0,1,2,3,4,5,6}',
  cutoff_minutes   integer NOT NULL DEFAULT 15 CHECK (cutoff_minutes BETWEEN 0 AND 720),
  -- { "<bet type>": { "rate": 9.5, "min_paise": 1000, "max_paise": 1000000 } } for every game type offered.
  game_types       jsonb NOT NULL,
  sort_order       integer NOT NULL DEFAULT 0,
  -- Demo markets (seeds): today's draw is re-timed at every start to these offsets from the clock,
  -- so that one market is open, one close-side only and one closed whenever the server starts.
  demo_open_offset_minutes  integer,
  demo_close_offset_minutes integer
);

-- One draw per market and day (India's date). Its result times are fixed when the draw is made;
-- the results are the operator's (declared open first, then close).
CREATE TABLE matka_draws (
  id                bigserial PRIMARY KEY,
  market_id         integer NOT NULL REFERENCES matka_markets (id),
  draw_date         date NOT NULL,
  open_at           timestamptz NOT NULL,
  close_at          timestamptz NOT NULL CHECK (close_at > open_at),
  open_pana         text CHECK (open_pana ~ '^[0-9]{3}$'),
  close_pana        text CHECK (close_pana ~ '^[0-9]{3}$'),
  open_declared_at  timestamptz,
  close_declared_at timestamptz,
  UNIQUE (market_id, draw_date),
  CHECK (close_pana IS NULL OR open_pana IS NOT NULL)
);

CREATE TABLE matka_bets (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  market_id   integer NOT NULL REFERENCES matka_markets (id),
  draw_id     bigint NOT NULL REFERENCES matka_draws (id),
  session     text NOT NULL CHECK (session IN ('open', 'close')),
  bet_type    text NOT NULL,
  number      text NOT NULL,
  stake_paise bigint NOT NULL CHECK (stake_paise > 0),
  -- The rate when placed: a later rate change does not change what this bet pays.
  rate        numeric(12, 2) NOT NULL CHECK (rate > 0),
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'cancelled')),
  win_paise   bigint,
  placed_at   timestamptz NOT NULL DEFAULT now(),
  settled_at  timestamptz
);
CREATE INDEX matka_bets_user_market ON matka_bets (user_id, market_id, id DESC);
CREATE INDEX matka_bets_draw_open ON matka_bets (draw_id) WHERE status = 'open';
