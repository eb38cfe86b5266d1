-- A competition's name per language besides its name (docs/decisions/225): {"hi": "…"}; a language
-- without one shows `name`.
ALTER TABLE competitions ADD COLUMN names jsonb NOT NULL DEFAULT '{}'::jsonb;
