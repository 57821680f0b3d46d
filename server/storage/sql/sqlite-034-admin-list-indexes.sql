-- GET /admin/products (contract §15), two lookups that read a whole table at a million products.
-- The issue sets that hold the asked issues come from quality_totals (a row per seller,
-- category and issue set, most of them without any issue): this index holds the sets with an
-- issue only, so a clean catalog's lookup reads none.
CREATE INDEX IF NOT EXISTS quality_totals_issue_sets ON quality_totals (issues) WHERE issues <> 0;;
-- The list's default order (sort=id: id, then type) streamed instead of every product sorted.
CREATE INDEX IF NOT EXISTS products_id_type ON products (id, type);;
