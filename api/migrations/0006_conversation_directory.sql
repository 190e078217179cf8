-- Conversations move into their claim's Durable Object (messages, tool calls). D1 keeps the
-- directory row of each conversation (id, claim, owner), which routes an id to its claim's
-- object; listing a claim's conversations (and moving any still stored here) looks them up by claim.
CREATE INDEX conversations_claim ON conversations (claim_id);
