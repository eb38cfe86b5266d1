-- Sites, users, money and sessions. Money is integer paise (design §5): every balance change is
-- one transaction that also writes a ledger row.

CREATE TABLE sites (
  id               serial PRIMARY KEY,
  domain           text NOT NULL UNIQUE,
  business_type    smallint NOT NULL CHECK (business_type IN (1, 2)),
  -- The site setting of spec §3 except business_type and domain_name, which come from the columns.
  settings         jsonb NOT NULL,
  casino_url       text NOT NULL DEFAULT '',
  bonus_data       jsonb NOT NULL DEFAULT '[]',
  version          text NOT NULL,
  -- debug[0] of the site version reply: turns on the client's debug logging.
  debug            boolean NOT NULL DEFAULT false,
  maintenance_from timestamptz,
  maintenance_to   timestamptz,
  CHECK ((maintenance_from IS NULL) = (maintenance_to IS NULL))
);

CREATE TABLE users (
  id                        bigserial PRIMARY KEY,
  site_id                   integer NOT NULL REFERENCES sites (id),
  userid                    text NOT NULL,
  mobile                    text,
  password_hash             text NOT NULL,
  is_demo                   boolean NOT NULL DEFAULT false,
  -- Active wallet flag; 'WB' shows 'Playing with Welcome Bonus'.
  actw                      text,
  last_login_at             timestamptz,
  banned_at                 timestamptz,
  created_at                timestamptz NOT NULL DEFAULT now(),
  notification_subscribed   boolean NOT NULL DEFAULT false,
  notification_unsubscribed boolean NOT NULL DEFAULT false,
  UNIQUE (site_id, userid)
);
CREATE UNIQUE INDEX users_site_mobile ON users (site_id, mobile) WHERE mobile IS NOT NULL;

CREATE TABLE wallets (
  user_id        bigint PRIMARY KEY REFERENCES users (id),
  balance_paise  bigint NOT NULL DEFAULT 0 CHECK (balance_paise >= 0),
  -- Exposure is held by open bets and is zero or negative (available = balance + exposure − bonus).
  exposure_paise bigint NOT NULL DEFAULT 0,
  bonus_paise    bigint NOT NULL DEFAULT 0 CHECK (bonus_paise >= 0),
  bets_count     integer NOT NULL DEFAULT 0
);

CREATE TABLE ledger (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id),
  amount_paise bigint NOT NULL,
  kind         text NOT NULL,
  reference    text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_time ON ledger (user_id, created_at);

-- Bearer tokens are stored as SHA-256 hashes: a leaked table does not leak sessions.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

-- The first reply of a money-moving request, keyed by the client's Idempotency-Key.
CREATE TABLE idempotency_keys (
  user_id    bigint NOT NULL REFERENCES users (id),
  key        text NOT NULL,
  operation  text NOT NULL,
  reply      jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE TABLE otps (
  id         bigserial PRIMARY KEY,
  site_id    integer NOT NULL REFERENCES sites (id),
  mobile     text NOT NULL,
  purpose    text NOT NULL,
  code_hash  text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  sent_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otps_lookup ON otps (site_id, mobile, purpose, sent_at DESC);
