-- The match engine (docs/decisions/150-153): the events it plays, each with its match state,
-- stored after every step so a restarted server (or a new leader) resumes the same match; what the
-- match runner does next and when. Markets an operator suspended (or set ball running) are held: the
-- engine leaves their status alone until the operator resumes them.
CREATE TABLE match_engine (
  event_id    text PRIMARY KEY REFERENCES events (id),
  sport       text NOT NULL CHECK (sport IN ('cricket', 'football', 'tennis')),
  state       jsonb NOT NULL,
  -- 'bowl' (cricket: ball running), 'play' (the next step), 'reopen' (after a brief suspension), 'done'
  next_action text NOT NULL DEFAULT 'play' CHECK (next_action IN ('bowl', 'play', 'reopen', 'done')),
  next_at     timestamptz NOT NULL,
  -- After a 'reopen', the wait until the next step.
  gap_ms      integer NOT NULL DEFAULT 0,
  steps       integer NOT NULL DEFAULT 0,
  finished_at timestamptz
);
CREATE INDEX match_engine_due ON match_engine (next_at) WHERE next_action <> 'done';

ALTER TABLE markets ADD COLUMN held_by_operator boolean NOT NULL DEFAULT false;

-- Numbers of the fixtures the engine schedules (ck-5001, fb-5002 …), past the seeded ones.
CREATE SEQUENCE fixture_seq START 5001;
