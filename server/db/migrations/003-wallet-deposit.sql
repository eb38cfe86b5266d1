-- The wallet's deposit side and the transaction lifecycle shared with withdrawals:
-- each site's wallet settings, the payment method kinds, the banks, the site's deposit accounts,
-- wallet requests (transactions), uploaded files and payment-gateway sessions.

-- Payment method kinds. Deposit accounts name one (method_id; bonus data names these ids), and the
-- withdraw-capable ones (bank, upi, wallet) are the wallet config's payment_method list.
CREATE TABLE payment_methods (
  id          integer PRIMARY KEY,
  method_name text NOT NULL,
  method      text NOT NULL CHECK (method IN ('bank', 'upi', 'wallet', 'social', 'payment_gateway')),
  icon        text,
  -- Shown in the wallet config's payment_method list (what a user may add as a withdraw account).
  withdrawable boolean NOT NULL DEFAULT false,
  sort_order  integer NOT NULL DEFAULT 0
);

-- The wallet config's bank_list (Add account's bank choice).
CREATE TABLE banks (
  id        integer PRIMARY KEY,
  bank_name text NOT NULL,
  icon      text
);

-- One row per site: ranges in paise, rules and videos by language, is_bank_only.
CREATE TABLE wallet_settings (
  site_id              integer PRIMARY KEY REFERENCES sites (id),
  deposit_min_paise    bigint NOT NULL CHECK (deposit_min_paise > 0),
  deposit_max_paise    bigint NOT NULL CHECK (deposit_max_paise >= deposit_min_paise),
  withdrawal_min_paise bigint NOT NULL CHECK (withdrawal_min_paise > 0),
  withdrawal_max_paise bigint NOT NULL CHECK (withdrawal_max_paise >= withdrawal_min_paise),
  -- { deposit: { <lang>: [{ description }] }, withdrawal: { … } }
  rules                jsonb NOT NULL,
  deposit_video        jsonb NOT NULL DEFAULT '{}',
  withdrawal_video     jsonb NOT NULL DEFAULT '{}',
  is_bank_only         boolean NOT NULL DEFAULT false,
  -- Stake buttons for users who saved none.
  stake_button         jsonb NOT NULL DEFAULT '[]'
);

-- The site's own accounts that receive deposits (parent payment method entries). master_account_id
-- is the id. An account may accept only part of the deposit range (min/max, both optional).
CREATE TABLE deposit_accounts (
  id                    serial PRIMARY KEY,
  site_id               integer NOT NULL REFERENCES sites (id),
  method_id             integer NOT NULL REFERENCES payment_methods (id),
  -- The tab the client groups by (several accounts may share one name).
  method_name           text NOT NULL,
  account_number        text,
  ifsc_code             text,
  upi_id                text,
  crypto_wallet_id      text,
  phone_number          text,
  account_holder_name   text,
  qr_code               text,
  -- Crypto: rupees per coin; the client shows amount / multiplier_value.
  multiplier_value      numeric(12, 4) CHECK (multiplier_value > 0),
  social_payment_number text,
  social_payment_link   text,
  min_amount_paise      bigint,
  max_amount_paise      bigint,
  is_active             boolean NOT NULL DEFAULT true,
  sort_order            integer NOT NULL DEFAULT 0,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposit_accounts_site ON deposit_accounts (site_id, sort_order);

-- Wallet requests: deposits and withdrawals, the 8 statuses of spec §4. transaction_id on the wire
-- is the id as text. account_index: a deposit's deposit_accounts.id, a withdrawal's account id.
CREATE TABLE transactions (
  id                    bigserial PRIMARY KEY,
  user_id               bigint NOT NULL REFERENCES users (id),
  site_id               integer NOT NULL REFERENCES sites (id),
  type                  text NOT NULL CHECK (type IN ('client_deposit', 'client_withdrawal')),
  -- The method's name as shown to the user ('UPI', 'Bank Transfer'…).
  payment_method        text NOT NULL,
  method_id             integer REFERENCES payment_methods (id),
  account_index         integer,
  amount_paise          bigint NOT NULL CHECK (amount_paise > 0),
  approved_amount_paise bigint CHECK (approved_amount_paise >= 0),
  -- A payment bonus credited with the deposit (docs/decisions/016).
  bonus_paise           bigint NOT NULL DEFAULT 0 CHECK (bonus_paise >= 0),
  status                text NOT NULL DEFAULT 'pending' CHECK (status IN (
                          'pending', 'approve_in_process', 'approve_completed', 'reject_in_process',
                          'reject_completed', 'hold', 'expired', 'cancelled')),
  -- The UTR (or, for a crypto deposit, the transaction hash) the user gave.
  utr                   text,
  has_edited_utr        boolean NOT NULL DEFAULT false,
  -- Comma-separated proof links (file_url of the uploads).
  image_urls            text,
  remark                text,
  multiplier_value      numeric(12, 4),
  client_created_at     timestamptz,
  idempotency_key       text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  action_at             timestamptz,
  hold_at               timestamptz
);
CREATE INDEX transactions_user_time ON transactions (user_id, created_at DESC);
CREATE INDEX transactions_status ON transactions (status, created_at);
CREATE UNIQUE INDEX transactions_idempotency ON transactions (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
-- A UTR may back one live deposit per site; once rejected, cancelled or expired it may be used again.
CREATE UNIQUE INDEX transactions_live_utr ON transactions (site_id, utr)
  WHERE type = 'client_deposit' AND utr IS NOT NULL AND status NOT IN ('reject_completed', 'cancelled', 'expired');

-- Files PUT through a signed upload URL. The row is made when the URL is handed out; uploaded_at is
-- set by the PUT, and only uploaded files may be named by a deposit or an account.
CREATE TABLE uploads (
  key            text PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id),
  purpose        text NOT NULL CHECK (purpose IN ('qr-code', 'payment_method')),
  declared_bytes integer NOT NULL CHECK (declared_bytes > 0),
  content_type   text NOT NULL,
  expires_at     timestamptz NOT NULL,
  uploaded_at    timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user ON uploads (user_id);

-- The local payment gateway's sessions: an unguessable token names the page the payer opens.
CREATE TABLE gateway_payments (
  token          text PRIMARY KEY,
  transaction_id bigint NOT NULL UNIQUE REFERENCES transactions (id),
  return_url     text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- Server-wide secrets (the upload URL signing key), made once by the seed.
CREATE TABLE server_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);
