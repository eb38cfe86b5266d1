-- Bonuses, refer-and-earn and the support page (docs/decisions/088-092).
--
-- A site's bonus rules beside its payment bonus (bonus_data): the reward a referrer earns when a
-- referred user's first deposit is approved, and the turnover a bonus asks for before it can be
-- claimed into the main wallet (times the bonus amount).
ALTER TABLE sites ADD COLUMN refer_reward_paise bigint NOT NULL DEFAULT 10000 CHECK (refer_reward_paise >= 0);
ALTER TABLE sites ADD COLUMN bonus_turnover_times integer NOT NULL DEFAULT 1 CHECK (bonus_turnover_times BETWEEN 0 AND 100);

-- One row per bonus the server earned for a user (payment bonus, refer bonus). The money is in the
-- bonus wallet (wallets.bonus_paise) from the start, through the ledger; `reference` is the ledger
-- row's (kind, reference) that credited it, so a bonus is recorded once. Claiming moves it into the
-- main wallet once (claimed_at).
CREATE TABLE bonuses (
  id                      bigserial PRIMARY KEY,
  user_id                 bigint NOT NULL REFERENCES users (id),
  bonus_type              text NOT NULL,
  amount_paise            bigint NOT NULL CHECK (amount_paise > 0),
  turnover_required_paise bigint NOT NULL CHECK (turnover_required_paise >= 0),
  reference               text NOT NULL UNIQUE,
  created_at              timestamptz NOT NULL DEFAULT now(),
  claimed_at              timestamptz,
  claimed_paise           bigint
);
CREATE INDEX bonuses_user ON bonuses (user_id, id DESC);

-- A member's way into the support page: an opaque random value (stored as its SHA-256), short-lived,
-- never the session token.
CREATE TABLE support_links (
  value_hash text PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id),
  expires_at timestamptz NOT NULL
);

-- Messages left on the support page; the operator console lists them.
CREATE TABLE support_messages (
  id         bigserial PRIMARY KEY,
  site_id    integer NOT NULL REFERENCES sites (id),
  user_id    bigint REFERENCES users (id),
  contact    text,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_time ON support_messages (id DESC);
