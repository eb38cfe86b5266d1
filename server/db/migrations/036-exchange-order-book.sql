-- The exchange's order book (docs/decisions/180): a match odds or tied match bet is a limit order at
-- its price. `odds` is the requested price; of the stake, size_remaining_paise waits unmatched at
-- `odds` (other users' liquidity), size_cancelled_paise was cancelled by the bettor or lapsed, and the
-- rest is matched (win_paise / lose_paise are the matched part's money, fixed piece by piece at each
-- match's price). A bet inserted without them is matched in full, as before. Bookmaker and fancy bets stay all-or-nothing: matched in full.
ALTER TABLE bets ADD COLUMN size_remaining_paise bigint NOT NULL DEFAULT 0;
ALTER TABLE bets ADD COLUMN size_cancelled_paise bigint NOT NULL DEFAULT 0;
ALTER TABLE bets ADD CONSTRAINT bets_sizes CHECK (
  size_remaining_paise >= 0 AND size_cancelled_paise >= 0 AND size_remaining_paise + size_cancelled_paise <= stake_paise);
-- lapsed: nothing of it was matched and its unmatched part lapsed (suspension in play, market closed).
ALTER TABLE bets DROP CONSTRAINT bets_status_check;
ALTER TABLE bets ADD CONSTRAINT bets_status_check CHECK (status IN ('open', 'won', 'lost', 'void', 'cancelled', 'lapsed'));
-- The book: unmatched parts by runner and side, in price-time order.
CREATE INDEX bets_book ON bets (market_id, selection_id, side, id) WHERE status = 'open' AND size_remaining_paise > 0;

-- One row per match: the back and the lay bet (null: the market maker, the house) at one price.
CREATE TABLE bet_matches (
  id           bigserial PRIMARY KEY,
  market_id    text NOT NULL REFERENCES markets (id),
  selection_id text NOT NULL,
  price        double precision NOT NULL CHECK (price > 1),
  size_paise   bigint NOT NULL CHECK (size_paise > 0),
  back_bet_id  bigint REFERENCES bets (id),
  lay_bet_id   bigint REFERENCES bets (id),
  matched_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (back_bet_id IS NOT NULL OR lay_bet_id IS NOT NULL)
);
CREATE INDEX bet_matches_market ON bet_matches (market_id, selection_id);
