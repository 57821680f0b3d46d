-- Schema 4: exact totals of the broadest searches without counting their matches per request.
-- For every prefix of one to three characters of the indexed words (as the index folds them),
-- how many indexed products have a word starting with it: the total of a one-word search that
-- short ("a", "ki"). Kept by SearchIndexWriter in the index writer's transaction; filled for an
-- existing catalog right after this script (Database::migrate).
CREATE TABLE search_prefix_counts (
    prefix   TEXT COLLATE "C" PRIMARY KEY,
    products BIGINT NOT NULL
);;
