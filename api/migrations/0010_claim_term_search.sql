-- Search across claims reads a full-text index (SQLite FTS5, which D1 runs) of claim_terms
-- instead of a B-tree index on the term. The B-tree put each of a claim's terms (46 on average)
-- in its own leaf, so storing one claim wrote about a hundred pages; FTS5 writes a claim's terms
-- as one new segment per transaction and merges segments a little at a time, so a store writes a
-- few pages (BENCHMARKS.md, 6). Searches stay prefix searches on the folded term.

-- The term rows get a key of their own, which the search index refers to: a plain rowid may be
-- renumbered by VACUUM, an INTEGER PRIMARY KEY never is.
CREATE TABLE claim_terms_keyed (
  id INTEGER PRIMARY KEY,
  claim_id TEXT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  field TEXT NOT NULL,
  term TEXT NOT NULL,
  value TEXT NOT NULL
);
INSERT INTO claim_terms_keyed (claim_id, field, term, value) SELECT claim_id, field, term, value FROM claim_terms;
DROP TABLE claim_terms;
ALTER TABLE claim_terms_keyed RENAME TO claim_terms;
CREATE INDEX claim_terms_claim ON claim_terms (claim_id);

-- The search index holds only the terms and points at claim_terms rows ("external content");
-- detail=none and columnsize=0: a search needs neither positions nor sizes, only prefix matches.
CREATE VIRTUAL TABLE claim_term_search USING fts5 (term, content = 'claim_terms', content_rowid = 'id', detail = 'none', columnsize = 0);

-- Every write to claim_terms reaches the search index, whoever makes it: the store's replace, an
-- erasure, or a claim deleted with its rows (ON DELETE CASCADE fires these triggers too).
CREATE TRIGGER claim_terms_search_insert AFTER INSERT ON claim_terms BEGIN
  INSERT INTO claim_term_search (rowid, term) VALUES (new.id, new.term);
END;
CREATE TRIGGER claim_terms_search_delete AFTER DELETE ON claim_terms BEGIN
  INSERT INTO claim_term_search (claim_term_search, rowid, term) VALUES ('delete', old.id, old.term);
END;
CREATE TRIGGER claim_terms_search_update AFTER UPDATE ON claim_terms BEGIN
  INSERT INTO claim_term_search (claim_term_search, rowid, term) VALUES ('delete', old.id, old.term);
  INSERT INTO claim_term_search (rowid, term) VALUES (new.id, new.term);
END;

INSERT INTO claim_term_search (claim_term_search) VALUES ('rebuild');
