-- The odds messages' seq (server/sports/publish.ts, docs/decisions/121): one counter in the database,
-- so messages published by every server process on one PostgreSQL are in one order.
CREATE SEQUENCE odds_seq;
