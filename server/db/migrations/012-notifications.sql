-- Notifications (docs/decisions/063): one row per message to one user. The server writes them
-- when a wallet request changes status and when a market with the user's bets is settled. A
-- (user, reference) pair is written once, so a retried status change or settlement adds nothing.
CREATE TABLE notifications (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id),
  title        text NOT NULL,
  body         text NOT NULL,
  -- An in-app route the notification opens (e.g. /wallet-deposit), or null.
  redirect_url text,
  reference    text,
  is_read      boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  read_at      timestamptz
);
CREATE UNIQUE INDEX notifications_user_reference ON notifications (user_id, reference) WHERE reference IS NOT NULL;
CREATE INDEX notifications_user_id ON notifications (user_id, id DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE NOT is_read;
