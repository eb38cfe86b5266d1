-- The withdraw ID a user quotes to support about withdrawals: random, so it says nothing
-- about the user id or how many users there are; given on first request and never changed.
ALTER TABLE users ADD COLUMN withdraw_id text UNIQUE;
