-- Withdraw side of the wallet: the user's saved withdraw accounts. Withdrawals themselves
-- are rows of `transactions` (migration 003) whose amount is held (debited with a ledger row) from
-- the request until it is approved, rejected, cancelled or expired (server/wallet/withdrawal-effects.ts).

-- A bank, UPI or crypto-wallet account; its id is the contract's client_account_id.
CREATE TABLE withdraw_accounts (
  id                  bigserial PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users (id),
  payment_method      text NOT NULL CHECK (payment_method IN ('bank', 'upi', 'wallet')),
  -- The payment method kind (payment_methods.id) and its name as shown to the user.
  method_id           integer NOT NULL REFERENCES payment_methods (id),
  method_name         text NOT NULL,
  bank_id             integer REFERENCES banks (id),
  bank_name           text,
  account_holder_name text,
  account_number      text,
  ifsc_code           text,
  upi_id              text,
  -- The uploaded QR image's file_url.
  qr_code             text,
  crypto_wallet_id    text,
  crypto_type         text,
  phone_number        text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  -- A deleted account is hidden, not removed: withdrawals already made to it still name it.
  deleted_at          timestamptz,
  CHECK (payment_method <> 'bank' OR (bank_id IS NOT NULL AND account_number IS NOT NULL AND ifsc_code IS NOT NULL)),
  CHECK (payment_method <> 'upi' OR upi_id IS NOT NULL OR qr_code IS NOT NULL),
  CHECK (payment_method <> 'wallet' OR (crypto_wallet_id IS NOT NULL AND crypto_type IS NOT NULL))
);
CREATE INDEX withdraw_accounts_user ON withdraw_accounts (user_id, created_at) WHERE deleted_at IS NULL;
