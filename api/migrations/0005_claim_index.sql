-- Facts derived from each claim record when it is stored, so the work queue, the claim list's
-- columns, search across claims and linked claims read small indexed rows instead of every
-- record. Written in the same batch as the claim's row (api/src/storage/claim-index.ts), so a
-- claim and its index never disagree. Nothing here depends on today: statuses relative to today
-- are worked out at read time from the stored due dates.

-- The claim list's derived columns, one row per claim.
CREATE TABLE claim_facts (
  claim_id TEXT PRIMARY KEY REFERENCES claims (id) ON DELETE CASCADE,
  policy_number TEXT NOT NULL,
  currency TEXT NOT NULL,
  -- paid + outstanding reserve, in minor units (pence).
  incurred INTEGER NOT NULL,
  -- Fraud indicators raised and screens that found something (vulnerability, dissatisfaction).
  alert_count INTEGER NOT NULL
);

-- Each deadline not yet met, with the claim's team, handler and status copied so the queue
-- filters and orders on this table alone.
CREATE TABLE claim_deadlines (
  claim_id TEXT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  team TEXT NOT NULL,
  handler_id TEXT NOT NULL,
  claim_status TEXT NOT NULL,
  kind TEXT NOT NULL,
  due TEXT NOT NULL,
  basis TEXT NOT NULL,
  what TEXT NOT NULL,
  source TEXT NOT NULL,
  -- 1: an opportunity that lapses once past (summary resolution), never overdue.
  lapses INTEGER NOT NULL,
  PRIMARY KEY (claim_id, seq)
);
CREATE INDEX claim_deadlines_due ON claim_deadlines (due, claim_id, seq);
CREATE INDEX claim_deadlines_team_due ON claim_deadlines (team, due, claim_id, seq);

-- What a search across claims matches: each term folded to lower-case letters and digits
-- ("clm26004211", "wu17hkd", "07700900736"), with the field it came from and the value as written.
CREATE TABLE claim_terms (
  claim_id TEXT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  field TEXT NOT NULL,
  term TEXT NOT NULL,
  value TEXT NOT NULL
);
CREATE INDEX claim_terms_term ON claim_terms (term);
CREATE INDEX claim_terms_claim ON claim_terms (claim_id);

-- Contact keys that link claims: phones, emails, postal addresses, vehicle registrations and
-- bank details, each reduced to the key two equal details share (domain/risk/contact-keys.ts).
CREATE TABLE claim_contacts (
  claim_id TEXT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  party TEXT NOT NULL
);
CREATE INDEX claim_contacts_key ON claim_contacts (kind, key);
CREATE INDEX claim_contacts_claim ON claim_contacts (claim_id);

-- Claims stored before this migration: their facts are derived by the Worker, which drains this
-- list before it answers the queue, the list, a search or linked claims (claim-index-backfill.ts).
CREATE TABLE claim_index_pending (
  claim_id TEXT PRIMARY KEY
);
INSERT INTO claim_index_pending (claim_id) SELECT id FROM claims;
