-- Schema 4: exact totals of one-word searches without counting their matches per request.
-- For every prefix of the indexed words (as the index folds them; up to 24 characters), how
-- many indexed products have a word starting with it: the total of a one-word search for it
-- ("a", "ki", "books"). Kept by SearchIndexWriter in the index writer's transaction; filled for
-- an existing catalog right after this script (Database::migrate).
CREATE TABLE search_prefix_counts (
    prefix   TEXT PRIMARY KEY,
    products INTEGER NOT NULL
) WITHOUT ROWID;;
