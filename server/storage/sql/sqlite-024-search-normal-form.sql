-- Schema 24: search finds what people type (contract §5.1). The index now holds every word in
-- the one normal form (common/searchnormalform.h), each word's other forms and the parts of
-- the products' codes; the catalog is indexed again right after this script
-- (Database::migrate). Typos are found at the vocabulary level, the same way on both engines:
-- every word of search_words of 4 letters or more under each string made from it by deleting
-- one character (two from 7 letters), so a query word's own deletions meet the keys of the
-- words one or two edits away (symmetric delete; docs/search.md has the measurements).
-- Run again over a newer schema (tests set the version back), it leaves the same result.
CREATE TABLE IF NOT EXISTS search_typo_keys (
    key  TEXT NOT NULL,
    word TEXT NOT NULL,
    PRIMARY KEY (key, word)
) WITHOUT ROWID;;
CREATE INDEX IF NOT EXISTS search_typo_keys_word ON search_typo_keys (word);;
