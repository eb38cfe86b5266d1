-- Persistence of an exchange bet (docs/decisions/181, Betfair's persistenceType): 'lapse' (the default)
-- cancels its unmatched part when the event turns in play; 'persist' keeps it in the book. In play,
-- every unmatched part lapses on a suspension whatever its persistence.
ALTER TABLE bets ADD COLUMN persistence_type text NOT NULL DEFAULT 'lapse' CHECK (persistence_type IN ('lapse', 'persist'));
