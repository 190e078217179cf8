-- Feedback on answers, and which model wrote each answer.

-- The provider and model a turn's answer came from, written when the turn begins (messages do
-- not record them). Keyed by the answer's message id; kept when the transcript moves elsewhere.
CREATE TABLE answer_models (
  message_id TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  model TEXT,
  created_at TEXT NOT NULL
);

-- One row per user per answer: a second rating replaces the first. The claim's team, the
-- capability, provider and model are copied from the answer when it is rated, so the quality
-- lead's page filters across claims without reading any transcript.
CREATE TABLE feedback (
  message_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  conversation_id TEXT NOT NULL,
  claim_id TEXT NOT NULL,
  team TEXT NOT NULL,
  rating TEXT NOT NULL CHECK (rating IN ('helpful', 'not_helpful')),
  reason TEXT CHECK (reason IN ('wrong_fact', 'wrong_date_or_amount', 'missed_something', 'not_useful', 'other')),
  note TEXT,
  capability TEXT,
  provider TEXT,
  model TEXT,
  given_at TEXT NOT NULL,
  -- The UK calendar day of given_at, which the page's date filters compare.
  given_day TEXT NOT NULL,
  PRIMARY KEY (message_id, user_id),
  CHECK ((rating = 'not_helpful') = (reason IS NOT NULL))
);
CREATE INDEX feedback_team_day ON feedback (team, given_day);
CREATE INDEX feedback_day ON feedback (given_day);
CREATE INDEX feedback_conversation ON feedback (conversation_id, user_id);
