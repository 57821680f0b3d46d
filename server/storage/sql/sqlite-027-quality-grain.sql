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
-- (Database::migrate), as after a bulk load that set these triggers aside.
--
-- A product's contribution moved like schema 25's quality_totals rows: a row inserted here
-- with sign -1 takes the old row's out, +1 adds the new one's (SQLite has no functions; this
-- view's trigger is PostgreSQL's quality_totals_add). A product's other triggers firing first
-- or later (the engine's order) end in the same sums.
DROP VIEW IF EXISTS quality_grain_moves;;
CREATE VIEW quality_grain_moves AS
    SELECT 0 AS seller_id, 0 AS category_id, 0 AS issues, 0 AS active, 0 AS completeness,
        0 AS sign WHERE 0;;
CREATE TRIGGER quality_grain_move INSTEAD OF INSERT ON quality_grain_moves BEGIN
    INSERT INTO quality_seller_totals (seller_id, products, active_products, completeness_sum,
            issue_count)
        VALUES (NEW.seller_id, NEW.sign, NEW.sign * (NEW.active <> 0),
            NEW.sign * NEW.completeness,
            NEW.sign * (SELECT COUNT(*) FROM quality_issue_totals WHERE (NEW.issues >> bit) & 1))
        ON CONFLICT (seller_id) DO UPDATE SET products = products + excluded.products,
            active_products = active_products + excluded.active_products,
            completeness_sum = completeness_sum + excluded.completeness_sum,
            issue_count = issue_count + excluded.issue_count;
    UPDATE quality_issue_totals SET products = products + NEW.sign
        WHERE (NEW.issues >> bit) & 1;
    INSERT INTO quality_category_totals (category_id, products)
        VALUES (NEW.category_id, NEW.sign)
        ON CONFLICT (category_id) DO UPDATE SET products = products + excluded.products;
END;;
-- Named products_quality_* so that a bulk load sets them aside with schema 25's
-- (SuspendedQualityTriggers).
DROP TRIGGER IF EXISTS products_quality_grain_insert;;
CREATE TRIGGER products_quality_grain_insert AFTER INSERT ON products BEGIN
    INSERT INTO quality_grain_moves VALUES (NEW.seller_id, COALESCE(NEW.category_id, 0),
        NEW.issues, COALESCE(NEW.own_active, NEW.active), NEW.completeness, 1);
END;;
DROP TRIGGER IF EXISTS products_quality_grain_delete;;
CREATE TRIGGER products_quality_grain_delete AFTER DELETE ON products BEGIN
    INSERT INTO quality_grain_moves VALUES (OLD.seller_id, COALESCE(OLD.category_id, 0),
        OLD.issues, COALESCE(OLD.own_active, OLD.active), OLD.completeness, -1);
END;;
-- The columns and condition of schema 25's products_quality_totals_update.
DROP TRIGGER IF EXISTS products_quality_grain_update;;
CREATE TRIGGER products_quality_grain_update
AFTER UPDATE OF issues, completeness, active, own_active, seller_id, category_id ON products
WHEN OLD.issues IS NOT NEW.issues OR OLD.completeness IS NOT NEW.completeness
    OR COALESCE(OLD.own_active, OLD.active) IS NOT COALESCE(NEW.own_active, NEW.active)
    OR OLD.seller_id IS NOT NEW.seller_id OR OLD.category_id IS NOT NEW.category_id
BEGIN
    INSERT INTO quality_grain_moves VALUES (OLD.seller_id, COALESCE(OLD.category_id, 0),
        OLD.issues, COALESCE(OLD.own_active, OLD.active), OLD.completeness, -1),
        (NEW.seller_id, COALESCE(NEW.category_id, 0), NEW.issues,
        COALESCE(NEW.own_active, NEW.active), NEW.completeness, 1);
END;;
