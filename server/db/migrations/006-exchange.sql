-- The sports exchange (docs/decisions/036 and 037) and the one ledger (design §11).

-- ── Ledger ──
-- Every balance or exposure change is one row, posted by server/ledger/ledger.ts only. amount_paise is
-- the balance change (so a balance is the sum of its rows), exposure_paise and bonus_paise the changes
-- of those figures; the *_after columns are the wallet after the row (statements). A (kind, reference)
-- pair is posted once: a retry or a second settlement changes nothing.
ALTER TABLE ledger ADD COLUMN exposure_paise bigint NOT NULL DEFAULT 0;
ALTER TABLE ledger ADD COLUMN bonus_paise bigint NOT NULL DEFAULT 0;
ALTER TABLE ledger ADD COLUMN balance_after_paise bigint;
ALTER TABLE ledger ADD COLUMN exposure_after_paise bigint;
ALTER TABLE ledger ADD COLUMN remark text;
CREATE UNIQUE INDEX ledger_kind_reference ON ledger (kind, reference) WHERE reference IS NOT NULL;
CREATE INDEX ledger_user_id ON ledger (user_id, id);

-- ── Sports, competitions, events ──
CREATE TABLE sports (
  id         integer PRIMARY KEY,
  name       text NOT NULL,
  slug       text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE competitions (
  id       text PRIMARY KEY,
  sport_id integer NOT NULL REFERENCES sports (id),
  name     text NOT NULL
);

-- An event is in play from open_date until it is closed. Seeded demo events carry their start as an
-- offset from the server's clock and are re-timed at every start (server/sports/schedule.ts), so some
-- are always in play and some upcoming.
CREATE TABLE events (
  id                   text PRIMARY KEY,
  sport_id             integer NOT NULL REFERENCES sports (id),
  competition_id       text NOT NULL REFERENCES competitions (id),
  name                 text NOT NULL,
  open_date            timestamptz NOT NULL,
  start_offset_minutes integer,
  status               text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  -- The live score area ({home, away, summary, updated_at}) or null.
  score                jsonb
);
CREATE INDEX events_open ON events (sport_id, open_date) WHERE status = 'open';

-- Market status is the operator's (suspend, ball running, settle); prices are the feed's and live on
-- the runners, so a bet is checked against the same prices the socket published.
CREATE TABLE markets (
  id                  text PRIMARY KEY,
  event_id            text NOT NULL REFERENCES events (id),
  market_type         text NOT NULL CHECK (market_type IN ('match_odds', 'bookmaker', 'tied_match', 'fancy')),
  name                text NOT NULL,
  status              text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'suspended', 'ball_running', 'closed')),
  bet_delay           integer NOT NULL DEFAULT 0 CHECK (bet_delay BETWEEN 0 AND 15),
  min_stake_paise     bigint NOT NULL CHECK (min_stake_paise > 0),
  max_stake_paise     bigint NOT NULL CHECK (max_stake_paise >= min_stake_paise),
  sort_order          integer NOT NULL DEFAULT 0,
  -- The result once settled: a winning runner, the runs of a fancy market, or void.
  winner_selection_id text,
  result_runs         integer,
  is_void             boolean NOT NULL DEFAULT false,
  settled_at          timestamptz
);
CREATE INDEX markets_event ON markets (event_id, sort_order);

-- back/lay: up to 3 {price, size}, best first (fancy: {price: runs line, size: rate}).
CREATE TABLE runners (
  market_id    text NOT NULL REFERENCES markets (id),
  selection_id text NOT NULL,
  name         text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0,
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'suspended', 'ball_running', 'closed')),
  back         jsonb NOT NULL DEFAULT '[]',
  lay          jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (market_id, selection_id)
);

-- A matched bet against the server. win_paise / lose_paise are what it wins or loses, fixed when it is
-- matched, so exposure and settlement use the same whole paise.
CREATE TABLE bets (
  id                bigserial PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users (id),
  event_id          text NOT NULL REFERENCES events (id),
  market_id         text NOT NULL REFERENCES markets (id),
  selection_id      text NOT NULL,
  side              text NOT NULL CHECK (side IN ('back', 'lay')),
  odds              double precision NOT NULL CHECK (odds > 0),
  runs              integer,
  stake_paise       bigint NOT NULL CHECK (stake_paise > 0),
  win_paise         bigint NOT NULL CHECK (win_paise >= 0),
  lose_paise        bigint NOT NULL CHECK (lose_paise >= 0),
  status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'void', 'cancelled')),
  profit_loss_paise bigint,
  placed_at         timestamptz NOT NULL DEFAULT now(),
  settled_at        timestamptz
);
CREATE INDEX bets_user_open ON bets (user_id, market_id) WHERE status = 'open';
CREATE INDEX bets_market_open ON bets (market_id) WHERE status = 'open';
CREATE INDEX bets_user_time ON bets (user_id, placed_at DESC);
