-- Schema 11: PostgreSQL's search reads like FTS5's (issue 24). The first relevance tier (every
-- word in the name) read product_search with weight-A queries: GIN keeps no weights, so every
-- candidate row was fetched and checked again, and the planner, which cannot see weights,
-- streamed the whole table in key order when few names held the words (25 ms for "ruchka",
-- 100 ms for a second tier with nothing in it, 100,000 products).
-- product_name_search holds each entry's name words alone (the A lexemes of its document,
-- under the same search key), so the name tier is a plain query on a small index.
-- search_name_words holds each name word once per entry, in key order: a one-word search
-- reads the first page of names from the few words its prefix stands for (a merge of short
-- runs of this index, as FTS5 streams its match lists), however its matches are spread.
-- SearchIndexWriter copies each entry's names into both as it writes the entry.
-- fastupdate off: a search never reads a pending list that writes left behind; the entries go
-- into the index as they are written.
-- Run again over a newer schema (tests set the version back), it leaves the same result.
CREATE TABLE IF NOT EXISTS product_name_search (
    search_key BIGINT PRIMARY KEY,
    pk         BIGINT NOT NULL,
    document   TSVECTOR NOT NULL
);;
CREATE INDEX IF NOT EXISTS product_name_search_document ON product_name_search
    USING GIN (document) WITH (fastupdate = off);;
DELETE FROM product_name_search;;
INSERT INTO product_name_search (search_key, pk, document)
    SELECT search_key, pk, ts_filter(document, '{a}') FROM product_search;;
ANALYZE product_name_search;;
CREATE TABLE IF NOT EXISTS search_name_words (
    word       TEXT COLLATE "C" NOT NULL,
    search_key BIGINT NOT NULL,
    pk         BIGINT NOT NULL,
    PRIMARY KEY (word, search_key) INCLUDE (pk)
);;
DELETE FROM search_name_words;;
INSERT INTO search_name_words (word, search_key, pk)
    SELECT unnest(tsvector_to_array(document)), search_key, pk FROM product_name_search;;
ANALYZE search_name_words;;
ALTER INDEX product_search_document SET (fastupdate = off);;
SELECT gin_clean_pending_list('product_search_document'::regclass);;
ALTER INDEX suggestion_phrases_document SET (fastupdate = off);;
SELECT gin_clean_pending_list('suggestion_phrases_document'::regclass);;
