-- Schema 6: the index's vocabulary, so a search can name the words a prefix stands for.
-- Every whole word of the indexed entries (as the index folds them) and how many indexed
-- products have it; a word no product has any more is deleted. FTS5 answers a prefix longer
-- than its prefix index by merging the full match lists of every word it covers; the search
-- asks for those words by name instead when they are few (SearchPrefixCounts::
-- wordsStartingWith). Kept by SearchIndexWriter in the index writer's transaction; filled for
-- an existing catalog right after the scripts (Database::migrate).
CREATE TABLE search_words (
    word     TEXT PRIMARY KEY,
    products INTEGER NOT NULL
) WITHOUT ROWID;;
