-- The assistant's storage: users, claims, and the transcript of every conversation.

-- Users: an email with a name, a role and (for handlers) a team.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('handler', 'supervisor', 'admin')),
  team TEXT
);

-- One row per claim, with the columns the claim list needs. The record itself is JSON split
-- into chunks (claim_chunks) because a record may reach 8 MB and a D1 row holds at most 2 MB.
CREATE TABLE claims (
  id TEXT PRIMARY KEY,
  team TEXT NOT NULL,
  line_of_business TEXT NOT NULL,
  status TEXT NOT NULL,
  policyholder TEXT NOT NULL,
  loss_date TEXT NOT NULL,
  handler_id TEXT NOT NULL,
  handler_name TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  chunks INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX claims_team ON claims (team);

CREATE TABLE claim_chunks (
  claim_id TEXT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (claim_id, seq)
);

-- A conversation belongs to one user and one claim.
CREATE TABLE conversations (
  id TEXT PRIMARY KEY,
  claim_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX conversations_owner ON conversations (user_id, claim_id);

-- Messages in order. An assistant turn that failed midway is stored whole, as 'interrupted'.
CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
  text TEXT NOT NULL,
  capability TEXT,
  status TEXT NOT NULL CHECK (status IN ('complete', 'interrupted')),
  stop_reason TEXT,
  usage TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (conversation_id, seq)
);

-- Provenance of each tool call of an assistant message, redacted where it carries personal data.
-- `id` is the model's own call id, unique only within its message.
CREATE TABLE tool_calls (
  message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  id TEXT NOT NULL,
  tool TEXT NOT NULL,
  arguments TEXT NOT NULL,
  result_preview TEXT NOT NULL,
  is_error INTEGER NOT NULL,
  duration_ms REAL NOT NULL,
  redacted INTEGER NOT NULL,
  PRIMARY KEY (message_id, seq)
);

-- Chat turns started per user per minute window (the rate limit).
CREATE TABLE rate_windows (
  user_id TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (user_id, window_start)
);
