-- Horse racing in the match engine (docs/decisions/157).
ALTER TABLE match_engine DROP CONSTRAINT match_engine_sport_check;
ALTER TABLE match_engine ADD CONSTRAINT match_engine_sport_check CHECK (sport IN ('cricket', 'football', 'tennis', 'racing'));
