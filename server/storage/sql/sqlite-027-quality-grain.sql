-- Schema 27: GET /admin/quality's totals at the grain of its answer (contract §15, issue 40).
-- Statements end with a doubled semicolon. Schema 25's quality_totals keeps one row per
-- seller, category and issue set: at a million products the answer summed tens of thousands
-- of them per request. These three hold what the answer shows, a row per seller, per issue
-- code and per category, so it reads a few thousand rows (the sellers) whatever the catalog's
-- size. quality_totals stays for GET /admin/products?issue= (the issue sets that exist).
-- `active_products` counts the products' own flag (COALESCE(own_active, active), as schema 25).
CREATE TABLE IF NOT EXISTS quality_seller_totals (
    seller_id        INTEGER PRIMARY KEY,
    products         INTEGER NOT NULL DEFAULT 0,
    active_products  INTEGER NOT NULL DEFAULT 0,
    completeness_sum INTEGER NOT NULL DEFAULT 0,
    issue_count      INTEGER NOT NULL DEFAULT 0 -- issue occurrences: a product's set bits
);;
-- One row per issue bit (AdminIssues: the contract's ten codes, bit 0 first), made here so
-- that the triggers only add to them; a code added later brings its row with its migration.
CREATE TABLE IF NOT EXISTS quality_issue_totals (
    bit      INTEGER PRIMARY KEY,
    products INTEGER NOT NULL DEFAULT 0
);;
INSERT OR IGNORE INTO quality_issue_totals (bit)
    VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9);;
-- Products directly in a category (0: none); the answer adds the descendants' from the
-- category tree (a few hundred rows).
CREATE TABLE IF NOT EXISTS quality_category_totals (
    category_id INTEGER PRIMARY KEY,
    products    INTEGER NOT NULL DEFAULT 0
);;
-- Filled from the products by QualityTotals::recount() right after this script
-- (Database::migrate).
--
-- Kept from quality_totals' changes, as PostgreSQL keeps them (there at each commit): schema
-- 25's triggers move every product between its rows, and a bulk load that sets those aside
-- rebuilds it (SuspendedQualityTriggers), so these follow either way. A row inserted into
-- quality_grain_moves adds what a quality_totals row gained (negative: lost) to the seller's,
-- each of its issue bits' and its category's totals (SQLite has no functions; this view's
-- trigger is one).
DROP VIEW IF EXISTS quality_grain_moves;;
CREATE VIEW quality_grain_moves AS
    SELECT 0 AS seller_id, 0 AS category_id, 0 AS issues, 0 AS products, 0 AS active_products,
        0 AS completeness_sum WHERE 0;;
CREATE TRIGGER quality_grain_move INSTEAD OF INSERT ON quality_grain_moves BEGIN
    INSERT INTO quality_seller_totals (seller_id, products, active_products, completeness_sum,
            issue_count)
        VALUES (NEW.seller_id, NEW.products, NEW.active_products, NEW.completeness_sum,
            NEW.products * (SELECT COUNT(*) FROM quality_issue_totals
                WHERE (NEW.issues >> bit) & 1))
        ON CONFLICT (seller_id) DO UPDATE SET products = products + excluded.products,
            active_products = active_products + excluded.active_products,
            completeness_sum = completeness_sum + excluded.completeness_sum,
            issue_count = issue_count + excluded.issue_count;
    UPDATE quality_issue_totals SET products = products + NEW.products
        WHERE (NEW.issues >> bit) & 1;
    INSERT INTO quality_category_totals (category_id, products)
        VALUES (NEW.category_id, NEW.products)
        ON CONFLICT (category_id) DO UPDATE SET products = products + excluded.products;
END;;
DROP TRIGGER IF EXISTS quality_totals_grain_insert;;
CREATE TRIGGER quality_totals_grain_insert AFTER INSERT ON quality_totals BEGIN
    INSERT INTO quality_grain_moves VALUES (NEW.seller_id, NEW.category_id, NEW.issues,
        NEW.products, NEW.active_products, NEW.completeness_sum);
END;;
-- Schema 25's upserts change the counts only; a row's key (seller, category, issue set) is
-- never updated.
DROP TRIGGER IF EXISTS quality_totals_grain_update;;
CREATE TRIGGER quality_totals_grain_update
AFTER UPDATE OF products, active_products, completeness_sum ON quality_totals BEGIN
    INSERT INTO quality_grain_moves VALUES (NEW.seller_id, NEW.category_id, NEW.issues,
        NEW.products - OLD.products, NEW.active_products - OLD.active_products,
        NEW.completeness_sum - OLD.completeness_sum);
END;;
DROP TRIGGER IF EXISTS quality_totals_grain_delete;;
CREATE TRIGGER quality_totals_grain_delete AFTER DELETE ON quality_totals BEGIN
    INSERT INTO quality_grain_moves VALUES (OLD.seller_id, OLD.category_id, OLD.issues,
        -OLD.products, -OLD.active_products, -OLD.completeness_sum);
END;;
