-- Schema 26: the names' own index goes (schema 6's product_name_search). It served the name
-- tier of the order before contract §5.1, which ranks by exact, prefix, form, script and typo
-- terms over product_search alone (docs/search.md); nothing has read it since schema 24, and
-- every write still copied each entry's name into it (a third of a bulk load's index moves).
DROP TABLE IF EXISTS product_name_search;;
