-- Schema 24: search finds what people type (contract §5.1); see
-- sqlite-024-search-normal-form.sql. PostgreSQL now keeps the index's vocabulary too
-- (search_words, as SQLite has since schema 6): the typo keys are made from it. Both are
-- filled when the catalog is indexed again right after this script (Database::migrate).
CREATE TABLE IF NOT EXISTS search_words (
    word     TEXT COLLATE "C" PRIMARY KEY,
    products BIGINT NOT NULL
);;
CREATE TABLE IF NOT EXISTS search_typo_keys (
    key  TEXT COLLATE "C" NOT NULL,
    word TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (key, word)
);;
CREATE INDEX IF NOT EXISTS search_typo_keys_word ON search_typo_keys (word);;
