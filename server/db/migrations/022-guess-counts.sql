-- Counted guesses and costly anonymous actions, per rule and key (server/auth/guess-limits.ts,
-- docs/decisions/117): in the database, so every server process on one PostgreSQL keeps one count.
CREATE TABLE guess_counts (
  rule text NOT NULL,
  key text NOT NULL,
  count integer NOT NULL,
  -- Milliseconds since the epoch, from the server's clock.
  window_ends_at bigint NOT NULL,
  PRIMARY KEY (rule, key)
);
CREATE INDEX guess_counts_window_ends_at ON guess_counts (window_ends_at);
