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

-- The audit log: who signed in, read a claim or a conversation, ran a capability, imported,
-- replaced or erased a claim. Ids, versions and digests only, never a claim's personal data.
-- Append-only: the triggers refuse any change or deletion. `once_key` records an entry once
-- (a sign-in per Access session).
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  user_id TEXT NOT NULL,
  action TEXT NOT NULL,
  claim_id TEXT,
  conversation_id TEXT,
  capability TEXT,
  detail TEXT,
  once_key TEXT UNIQUE
);
CREATE INDEX audit_log_user ON audit_log (user_id, id);
CREATE INDEX audit_log_claim ON audit_log (claim_id, id);
CREATE INDEX audit_log_action ON audit_log (action, id);
CREATE INDEX audit_log_at ON audit_log (at);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;

-- The SHA-256 of each claim record as stored, so the audit log can name what a replace replaced.
ALTER TABLE claims ADD COLUMN digest TEXT;

-- Model tokens spent per UTC day across all users (input, output and cached), for the daily cap
-- MODEL_DAILY_TOKEN_LIMIT.
CREATE TABLE model_spend (
  day TEXT PRIMARY KEY,
  tokens INTEGER NOT NULL
);
