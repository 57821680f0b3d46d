-- Schema 27: GET /admin/quality's totals at the grain of its answer (contract §15, issue 40).
-- Statements end with a doubled semicolon. Schema 25's quality_totals keeps one row per
-- seller, category and issue set: at a million products the answer summed tens of thousands
-- of them per request. These three hold what the answer shows, a row per seller, per issue
-- code and per category, so it reads a few thousand rows (the sellers) whatever the catalog's
-- size. quality_totals stays for GET /admin/products?issue= (the issue sets that exist).
-- `active_products` counts the products' own flag (COALESCE(own_active, active), as schema 25).
CREATE TABLE IF NOT EXISTS quality_seller_totals (
    seller_id        BIGINT PRIMARY KEY,
    products         BIGINT NOT NULL DEFAULT 0,
    active_products  BIGINT NOT NULL DEFAULT 0,
    completeness_sum BIGINT NOT NULL DEFAULT 0,
    issue_count      BIGINT NOT NULL DEFAULT 0 -- issue occurrences: a product's set bits
);;
-- One row per issue bit (AdminIssues: the contract's ten codes, bit 0 first), made here so
-- that the writes only add to them; a code added later brings its row with its migration.
CREATE TABLE IF NOT EXISTS quality_issue_totals (
    bit      INTEGER PRIMARY KEY,
    products BIGINT NOT NULL DEFAULT 0
);;
INSERT INTO quality_issue_totals (bit) SELECT generate_series(0, 9) ON CONFLICT DO NOTHING;;
-- Products directly in a category (0: none); the answer adds the descendants' from the
-- category tree (a few hundred rows).
CREATE TABLE IF NOT EXISTS quality_category_totals (
    category_id BIGINT PRIMARY KEY,
    products    BIGINT NOT NULL DEFAULT 0
);;
-- Filled from the products by QualityTotals::recount() right after this script
-- (Database::migrate).
--
-- Not updated row by row as on SQLite: a load is one transaction (docs/search.md, "Bulk
-- load"), and PostgreSQL cannot prune the versions an open transaction leaves of a row it
-- updates again and again, so each update of a row per issue, category or seller, once per
-- product, would walk all the earlier ones (10,000 upserts of one row in one transaction took
-- 1.6 s on the test machine, 40,000 took 16.8 s), and every concurrent writer would wait on
-- the same few rows until the commit. Instead each change of a quality_totals row (schema
-- 25's trigger moves every product there) is appended to quality_grain_pending under its
-- transaction id, and the transaction is marked in quality_grain_dirty (one row per
-- transaction, its later marks do nothing); at the commit a deferred trigger on that mark
-- adds the transaction's changes to the totals, a row each, and removes them. A rollback
-- takes both away.
CREATE TABLE IF NOT EXISTS quality_grain_pending (
    xid             BIGINT NOT NULL,
    seller_id       BIGINT NOT NULL,
    category_id     BIGINT NOT NULL, -- 0: none
    issues          INTEGER NOT NULL,
    products        BIGINT NOT NULL, -- what the quality_totals row gained (or lost)
    active_products BIGINT NOT NULL,
    completeness    BIGINT NOT NULL
);;
CREATE INDEX IF NOT EXISTS quality_grain_pending_xid ON quality_grain_pending (xid);;
CREATE TABLE IF NOT EXISTS quality_grain_dirty (xid BIGINT PRIMARY KEY);;
CREATE OR REPLACE FUNCTION quality_totals_grain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND (OLD.seller_id, OLD.category_id, OLD.issues)
            = (NEW.seller_id, NEW.category_id, NEW.issues) THEN
        -- quality_totals_add's upsert: one row, what it added.
        INSERT INTO quality_grain_pending (xid, seller_id, category_id, issues, products,
                active_products, completeness)
            VALUES (txid_current(), NEW.seller_id, NEW.category_id, NEW.issues,
                NEW.products - OLD.products, NEW.active_products - OLD.active_products,
                NEW.completeness_sum - OLD.completeness_sum);
    ELSIF TG_OP IN ('UPDATE', 'DELETE') THEN
        INSERT INTO quality_grain_pending (xid, seller_id, category_id, issues, products,
                active_products, completeness)
            VALUES (txid_current(), OLD.seller_id, OLD.category_id, OLD.issues, -OLD.products,
                -OLD.active_products, -OLD.completeness_sum);
    END IF;
    IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (OLD.seller_id, OLD.category_id, OLD.issues)
            IS DISTINCT FROM (NEW.seller_id, NEW.category_id, NEW.issues)) THEN
        INSERT INTO quality_grain_pending (xid, seller_id, category_id, issues, products,
                active_products, completeness)
            VALUES (txid_current(), NEW.seller_id, NEW.category_id, NEW.issues, NEW.products,
                NEW.active_products, NEW.completeness_sum);
    END IF;
    INSERT INTO quality_grain_dirty (xid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS quality_totals_grain ON quality_totals;;
CREATE TRIGGER quality_totals_grain AFTER INSERT OR UPDATE OR DELETE ON quality_totals
    FOR EACH ROW EXECUTE FUNCTION quality_totals_grain();;
-- At the commit: the transaction's changes summed per seller, issue bit and category, applied
-- in key order (two commits lock shared rows in one order: sellers, then bits, then
-- categories), then removed.
CREATE OR REPLACE FUNCTION quality_grain_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO quality_seller_totals AS t (seller_id, products, active_products,
            completeness_sum, issue_count)
        SELECT seller_id, SUM(products), SUM(active_products), SUM(completeness),
            SUM(products * bit_count(issues::bit(32)))
        FROM quality_grain_pending WHERE xid = NEW.xid GROUP BY seller_id ORDER BY seller_id
        ON CONFLICT (seller_id) DO UPDATE SET
            products = t.products + excluded.products,
            active_products = t.active_products + excluded.active_products,
            completeness_sum = t.completeness_sum + excluded.completeness_sum,
            issue_count = t.issue_count + excluded.issue_count;
    INSERT INTO quality_issue_totals AS t (bit, products)
        SELECT b.bit, SUM(p.products) FROM quality_grain_pending p
        JOIN (SELECT bit FROM quality_issue_totals) b ON (p.issues >> b.bit) & 1 = 1
        WHERE p.xid = NEW.xid GROUP BY b.bit ORDER BY b.bit
        ON CONFLICT (bit) DO UPDATE SET products = t.products + excluded.products;
    INSERT INTO quality_category_totals AS t (category_id, products)
        SELECT category_id, SUM(products) FROM quality_grain_pending WHERE xid = NEW.xid
        GROUP BY category_id ORDER BY category_id
        ON CONFLICT (category_id) DO UPDATE SET products = t.products + excluded.products;
    DELETE FROM quality_grain_pending WHERE xid = NEW.xid;
    DELETE FROM quality_grain_dirty WHERE xid = NEW.xid;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS quality_grain_dirty_apply ON quality_grain_dirty;;
CREATE CONSTRAINT TRIGGER quality_grain_dirty_apply AFTER INSERT ON quality_grain_dirty
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION quality_grain_apply();;
