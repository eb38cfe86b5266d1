-- Match reminders are delivered once (docs/decisions/085): the start time a reminder was sent
-- for. The job claims a reminder by setting it in the same statement that finds it due, so a restart or
-- a second server process cannot send it twice; a match moved to a new start is reminded again.
ALTER TABLE fantasy_reminders ADD COLUMN reminded_for_start timestamptz;
