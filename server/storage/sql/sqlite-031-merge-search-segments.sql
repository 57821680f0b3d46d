-- A search for part of a code (contract §5.1) probes every segment of an FTS5 index, and a
-- catalog loaded before this schema keeps several: each index is merged into one, once (9 s
-- at 1,000,000 products). Since then a bulk load that writes a large share of the index merges
-- it at its end (SearchIndexWriter::mergeSegmentsAfterLargeLoad).
INSERT INTO product_search (product_search) VALUES ('optimize');;
INSERT INTO suggestion_search (suggestion_search) VALUES ('optimize');;
INSERT INTO suggestion_phrase_search (suggestion_phrase_search) VALUES ('optimize')
