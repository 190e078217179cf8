-- The figure check of each assistant reply (JSON: checked, unverified[]); null for the
-- handler's messages, replies stored before the check existed and replies that were cut off.
ALTER TABLE messages ADD COLUMN verification TEXT;
