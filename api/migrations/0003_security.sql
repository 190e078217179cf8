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

-- A user is a person (signed in by email) or a service (an Access service token, signed in by its
-- Client ID, which the email column holds). Each is looked up only among its own kind, so a
-- service token whose Client ID equals a person's email never signs in as that person. Existing
-- service users, added with their Client ID as email ("<id>.access"), become services.
ALTER TABLE users ADD COLUMN kind TEXT NOT NULL DEFAULT 'person' CHECK (kind IN ('person', 'service'));
UPDATE users SET kind = 'service' WHERE email LIKE '%.access' AND email NOT LIKE '%@%';
