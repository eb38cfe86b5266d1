-- Cash-out (docs/decisions/076): closing a position (all of it or a share) with hedge bets at
-- the current prices. The hedges are ordinary bets that point at their cash-out, so exposure, settlement
-- and reports treat them like any bet; the cash-out row keeps the amount the bettor locked in (the next
-- offer on the market leaves the earlier amounts out).
CREATE TABLE cashouts (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  market_id     text NOT NULL REFERENCES markets (id),
  share_percent integer NOT NULL CHECK (share_percent BETWEEN 1 AND 100),
  amount_paise  bigint NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cashouts_user_market ON cashouts (user_id, market_id);

ALTER TABLE bets ADD COLUMN cashout_id bigint REFERENCES cashouts (id);
