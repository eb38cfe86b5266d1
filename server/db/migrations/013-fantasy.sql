-- Fantasy cricket (docs/decisions/066-071). Money moves only through the ledger
-- (server/ledger/ledger.ts): joining a contest debits its entry fee (kind fantasy_entry), a cancel
-- before the start gives it back (kind fantasy_refund), each once per entry.

CREATE TABLE fantasy_sides (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  short_name  text NOT NULL,
  logo        text
);

-- A match; its deadline is its start. Demo matches (seeds) are re-timed at every server start from
-- their offset so that there are always upcoming matches (docs/decisions/067).
CREATE TABLE fantasy_matches (
  id                   serial PRIMARY KEY,
  title                text NOT NULL,
  side_a_id            integer NOT NULL REFERENCES fantasy_sides (id),
  side_b_id            integer NOT NULL REFERENCES fantasy_sides (id),
  start_time           timestamptz NOT NULL,
  -- upcoming and live are told apart by the clock; completed and cancelled are the operator's.
  closed_status        text CHECK (closed_status IN ('completed', 'cancelled')),
  demo_key             text UNIQUE,
  demo_offset_minutes  integer,
  CHECK (side_a_id <> side_b_id)
);

CREATE TABLE fantasy_players (
  id          serial PRIMARY KEY,
  match_id    integer NOT NULL REFERENCES fantasy_matches (id),
  side_id     integer NOT NULL REFERENCES fantasy_sides (id),
  name        text NOT NULL,
  role        text NOT NULL CHECK (role IN ('wk', 'bat', 'ar', 'bowl')),
  credits     numeric(4, 1) NOT NULL CHECK (credits >= 0),
  points      numeric(8, 2) NOT NULL DEFAULT 0,
  is_playing  boolean
);
CREATE INDEX fantasy_players_match ON fantasy_players (match_id);

-- prizes: [{ "rank_from": 1, "rank_to": 1, "amount_paise": 250000 }, …]
CREATE TABLE fantasy_contests (
  id               serial PRIMARY KEY,
  match_id         integer NOT NULL REFERENCES fantasy_matches (id),
  name             text NOT NULL,
  entry_fee_paise  bigint NOT NULL CHECK (entry_fee_paise > 0),
  prize_pool_paise bigint NOT NULL CHECK (prize_pool_paise >= 0),
  spots            integer NOT NULL CHECK (spots > 0),
  prizes           jsonb NOT NULL,
  sort_order       integer NOT NULL DEFAULT 0
);
CREATE INDEX fantasy_contests_match ON fantasy_contests (match_id, sort_order);

CREATE TABLE fantasy_teams (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  match_id    integer NOT NULL REFERENCES fantasy_matches (id),
  team_name   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fantasy_teams_user_match ON fantasy_teams (user_id, match_id);

CREATE TABLE fantasy_team_players (
  team_id          bigint NOT NULL REFERENCES fantasy_teams (id) ON DELETE CASCADE,
  player_id        integer NOT NULL REFERENCES fantasy_players (id),
  is_captain       boolean NOT NULL DEFAULT false,
  is_vice_captain  boolean NOT NULL DEFAULT false,
  PRIMARY KEY (team_id, player_id)
);

-- One entry of a team in a contest; the stake is the contest's entry fee when joined.
CREATE TABLE fantasy_bets (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id),
  match_id     integer NOT NULL REFERENCES fantasy_matches (id),
  contest_id   integer NOT NULL REFERENCES fantasy_contests (id),
  team_id      bigint NOT NULL REFERENCES fantasy_teams (id),
  stake_paise  bigint NOT NULL CHECK (stake_paise > 0),
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'cancelled')),
  win_paise    bigint,
  rank         integer,
  placed_at    timestamptz NOT NULL DEFAULT now(),
  settled_at   timestamptz
);
-- A team enters a contest once (a cancelled entry may be made again).
CREATE UNIQUE INDEX fantasy_bets_team_contest ON fantasy_bets (contest_id, team_id) WHERE status <> 'cancelled';
CREATE INDEX fantasy_bets_user_match ON fantasy_bets (user_id, match_id);

CREATE TABLE fantasy_reminders (
  user_id   bigint NOT NULL REFERENCES users (id),
  match_id  integer NOT NULL REFERENCES fantasy_matches (id),
  PRIMARY KEY (user_id, match_id)
);

CREATE TABLE fantasy_stakes (
  user_id  bigint PRIMARY KEY REFERENCES users (id),
  stakes   jsonb NOT NULL
);
