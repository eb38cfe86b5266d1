-- Casino (docs/decisions/054-056): launch sessions handed to a game provider, and the
-- provider's rounds and wallet transactions of the seamless wallet. Money moves only through the
-- ledger (server/ledger/ledger.ts, kinds casino_debit / casino_credit / casino_rollback); these tables
-- say which round and game a ledger row belongs to and hold the first answer of every transaction,
-- so a repeated call answers the same and changes nothing.

-- Whether a demo user may launch casino games with the demo's play money (decision 055).
ALTER TABLE sites ADD COLUMN casino_demo_play boolean NOT NULL DEFAULT true;

-- A launch: the token the provider quotes back on every wallet call (stored as a SHA-256 hash).
CREATE TABLE casino_sessions (
  token_hash text PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id),
  provider   text NOT NULL,
  game_id    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX casino_sessions_user ON casino_sessions (user_id);

-- A round of one provider: open after its first debit, then settled by a credit or rolled back.
CREATE TABLE casino_rounds (
  provider   text NOT NULL,
  round_id   text NOT NULL,
  user_id    bigint NOT NULL REFERENCES users (id),
  game_id    text NOT NULL,
  status     text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'rolled_back')),
  bet_paise  bigint NOT NULL DEFAULT 0 CHECK (bet_paise >= 0),
  win_paise  bigint NOT NULL DEFAULT 0 CHECK (win_paise >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at  timestamptz,
  PRIMARY KEY (provider, round_id)
);
CREATE INDEX casino_rounds_user ON casino_rounds (user_id, created_at);

-- A wallet transaction of a provider, with the first answer given to it.
CREATE TABLE casino_transactions (
  provider         text NOT NULL,
  transaction_id   text NOT NULL,
  round_id         text NOT NULL,
  action           text NOT NULL CHECK (action IN ('debit', 'credit', 'rollback')),
  user_id          bigint NOT NULL REFERENCES users (id),
  amount_paise     bigint NOT NULL,
  ledger_reference text NOT NULL UNIQUE,
  reply            jsonb NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, transaction_id),
  FOREIGN KEY (provider, round_id) REFERENCES casino_rounds (provider, round_id)
);
