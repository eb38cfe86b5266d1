-- One-click betting (docs/decisions/186-one-click-betting.md): the stake a tap on an exchange price
-- places at once, stored with the stake buttons; NULL is off (the default).
ALTER TABLE users ADD COLUMN one_click_stake integer CHECK (one_click_stake BETWEEN 100 AND 10000000);
