-- Schema 41 (PostgreSQL): each word of the index's vocabulary keeps a search key no entry
-- that holds it exceeds (SearchPrefixCounts::IndexedWord). GIN finds matches in no order, and
-- a page is streamed in key order before its matches are gathered (SearchRepository): the
-- words of the less popular products ("ruchka", "daftar": none in the first 198,000 of
-- 1,000,000) are streamed from their top key down instead of from the first entry. The
-- default is no bound; the keys come from the index already written. SearchPrefixCounts
-- raises a word's top key with every entry counted in.
ALTER TABLE search_words ADD COLUMN IF NOT EXISTS top_key BIGINT NOT NULL
    DEFAULT 9223372036854775807;;
UPDATE search_words w SET top_key = t.top_key
    FROM (SELECT u.lexeme, MAX(s.search_key) AS top_key
          FROM product_search s, unnest(s.document) AS u
          WHERE u.lexeme IN (SELECT word FROM search_words)
          GROUP BY u.lexeme) t
    WHERE w.word = t.lexeme;;
