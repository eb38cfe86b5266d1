-- Responsible gambling (docs/decisions/093): the user's own limits, break and reality-check
-- interval. A limit row holds the limit in force and, when the user raised or removed it, the value
-- waiting 24 hours (pending_paise NULL with pending_from set: the limit goes away then).
CREATE TABLE gambling_limits (
  user_id        bigint NOT NULL REFERENCES users (id),
  kind           text NOT NULL CHECK (kind IN ('deposit', 'loss')),
  period         text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_paise   bigint CHECK (amount_paise > 0),
  pending_paise  bigint CHECK (pending_paise > 0),
  pending_from   timestamptz,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period)
);

-- The user's break and reality-check interval. While break_until is in the future, betting and deposits
-- are refused (a time-out or a self-exclusion); withdrawals are not. 0 minutes: no reality check.
CREATE TABLE gambling_settings (
  user_id               bigint PRIMARY KEY REFERENCES users (id),
  break_kind            text CHECK (break_kind IN ('time_out', 'self_exclusion')),
  break_until           timestamptz,
  reality_check_minutes integer NOT NULL DEFAULT 0 CHECK (reality_check_minutes >= 0)
);
