-- An operator's correction of a settled market's result (docs/decisions/155, 212): each one reverses
-- the settlement before it and settles again, through the ledger, in one transaction. The n-th
-- correction's ledger references end in :r<n> (the reversal) and :s<n> (the new settlement).
CREATE TABLE market_corrections (
  market_id   text NOT NULL REFERENCES markets (id),
  n           integer NOT NULL CHECK (n >= 1),
  old_result  jsonb NOT NULL,
  new_result  jsonb NOT NULL,
  corrected_by text NOT NULL,
  corrected_at timestamptz NOT NULL,
  PRIMARY KEY (market_id, n)
);
