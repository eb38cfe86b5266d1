-- The match engine plays kabaddi too (docs/decisions/211).
ALTER TABLE match_engine DROP CONSTRAINT match_engine_sport_check;
ALTER TABLE match_engine ADD CONSTRAINT match_engine_sport_check CHECK (sport IN ('cricket', 'football', 'tennis', 'racing', 'kabaddi'));
