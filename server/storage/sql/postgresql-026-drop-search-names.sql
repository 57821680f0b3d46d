-- Schema 26: the names' own index and their words go (schema 11's product_name_search and
-- search_name_words). They served the name tier of the order before contract §5.1, which ranks
-- by exact, prefix, form, script and typo terms over product_search alone (docs/search.md);
-- nothing has read them since schema 24, and every write still copied each entry's name words
-- into both.
DROP TABLE IF EXISTS search_name_words;;
DROP TABLE IF EXISTS product_name_search;;
