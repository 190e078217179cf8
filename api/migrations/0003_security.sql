-- What a security review asks for: a sliding rate limit, the audit log, the daily model spend,
-- and service tokens kept apart from people.

-- Chat turns that started, one row each, for the per-user limit over any 60 seconds (a row is
-- written only when a turn begins, and pruned once it is a minute old). Replaces the counter per
-- fixed minute, which let twice the limit through across a minute's boundary.
CREATE TABLE turn_starts (
  user_id TEXT NOT NULL,
  started_at INTEGER NOT NULL
);
CREATE INDEX turn_starts_user ON turn_starts (user_id, started_at);
DROP TABLE rate_windows;
