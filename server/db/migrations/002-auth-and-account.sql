-- Authentication and account: stake buttons, refer code, withdraw password, OTP burning,
-- favourites, push subscriptions and the operator console's sessions.

-- The user's quick stake buttons (chips); empty means the spec's defaults 100, 200, 500, 1000.
ALTER TABLE users ADD COLUMN stake_buttons integer[] NOT NULL DEFAULT '{}';
-- The refer code typed at sign-up, as typed (referral rewards are not built).
ALTER TABLE users ADD COLUMN referred_by_code text;
-- scrypt hash of the withdraw password (set by change password or the withdraw-password reset).
ALTER TABLE users ADD COLUMN withdraw_password_hash text;

-- An OTP is used once: a right code, or the last allowed wrong code, sets consumed_at.
ALTER TABLE otps ADD COLUMN consumed_at timestamptz;

CREATE TABLE favourites (
  user_id    bigint NOT NULL REFERENCES users (id),
  event_id   text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, event_id)
);

-- A browser's Web Push subscription (PushSubscription.toJSON()); one row per endpoint.
CREATE TABLE push_subscriptions (
  endpoint        text PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id),
  p256dh          text NOT NULL,
  auth            text NOT NULL,
  expiration_time timestamptz,
  domain_name     text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- The operator console's sign-ins, stored like user tokens: SHA-256 of the cookie's value.
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
