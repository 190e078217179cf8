-- Answer provenance, retention and erasure.

-- The prompt version an answer was written under: a short SHA-256 of the system prompt's fixed
-- text and the playbook the turn followed (api/src/prompt/prompt-version.ts). Null for offline
-- answers (no prompt was sent) and for answers recorded before this migration.
ALTER TABLE answer_models ADD COLUMN prompt_version TEXT;

-- When the conversation's last message was written, as far as the retention job last saw (a lower
-- bound: a later turn does not update it). The job picks conversations whose last message may be
-- older than RETENTION_DAYS by this (or created_at), and their claim's object decides.
ALTER TABLE conversations ADD COLUMN last_message_at TEXT;
CREATE INDEX conversations_age ON conversations (COALESCE(last_message_at, created_at));

-- Feedback by claim, for erasing a claim's feedback.
CREATE INDEX feedback_claim ON feedback (claim_id);

-- Claims erased (DELETE /api/claims/:id): ids, the version and digest erased, never personal data.
-- Written in the D1 transaction that erases the claim's rows; object_cleared_at is set once the
-- claim's object has deleted its storage. A row still without it is an erasure a crash cut short:
-- a repeated DELETE, the next import of the id and the scheduled job each finish it.
CREATE TABLE claim_erasures (
  claim_id TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  digest TEXT,
  erased_at TEXT NOT NULL,
  erased_by TEXT NOT NULL,
  object_cleared_at TEXT
);
CREATE INDEX claim_erasures_pending ON claim_erasures (object_cleared_at);
