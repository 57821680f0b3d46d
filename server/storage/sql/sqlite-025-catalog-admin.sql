-- Schema 25: catalog administration (contract §15). Statements end with a doubled semicolon.
--
-- Sellers have an active flag. An inactive seller's products leave everything public: the
-- products' `active` column, which every public read, the search index, the code lookups and
-- the change feed already filter on, holds what the public sees (the product's own flag AND
-- its seller's), and `own_active` keeps the product's own flag while its seller is inactive
-- (NULL while the seller is active: then `active` is the product's own flag). So no public
-- read changes, the feed writes tombstones through its own triggers, and the products come
-- back with their seller as they were.
ALTER TABLE sellers ADD COLUMN active INTEGER NOT NULL DEFAULT 1;;
ALTER TABLE products ADD COLUMN own_active INTEGER;;
-- Quality (contract §15): the issue codes as bits (see AdminIssues in the services), the
-- completeness percentage, and when the product's data last changed; kept by the triggers
-- below on every write path (services, import, demo, sync, restore).
ALTER TABLE products ADD COLUMN issues INTEGER NOT NULL DEFAULT 0;;
ALTER TABLE products ADD COLUMN completeness INTEGER NOT NULL DEFAULT 0;;
ALTER TABLE products ADD COLUMN updated_at TEXT;;
-- The same code at every seller: duplicate conflicts and price outliers compare a group.
CREATE INDEX IF NOT EXISTS products_code_all ON products (code);;
CREATE INDEX IF NOT EXISTS products_issues ON products (issues, id);;
-- A product's issues and completeness, computed from the data. Bits: 1 missing_image,
-- 2 missing_category, 4 missing_author, 8 missing_publisher, 16 missing_description,
-- 32 old_price_below_price, 64 price_outlier, 128 code_type_mismatch,
-- 256 duplicate_code_conflict, 512 seller_inactive. The median of the other sellers' prices
-- is (lower median + upper median) / 2, compared in integers: price < median / 3 is
-- 6 * price < lower + upper, price > 3 * median is 2 * price > 3 * (lower + upper).
DROP VIEW IF EXISTS product_quality;;
CREATE VIEW product_quality AS
SELECT p.pk AS pk,
    (CASE WHEN p.image = '' THEN 1 ELSE 0 END)
    | (CASE WHEN p.category_id IS NULL THEN 2 ELSE 0 END)
    | (CASE WHEN p.type = 'book' AND p.author_id IS NULL THEN 4 ELSE 0 END)
    | (CASE WHEN p.type = 'book' AND p.publisher_id IS NULL THEN 8 ELSE 0 END)
    | (CASE WHEN trim(p.description) = '' THEN 16 ELSE 0 END)
    | (CASE WHEN p.old_price > 0 AND p.old_price <= p.price THEN 32 ELSE 0 END)
    | (CASE WHEN p.price <= 0 THEN 64
        WHEN p.code IS NULL THEN 0
        WHEN 6 * p.price < m.lower + m.upper OR 2 * p.price > 3 * (m.lower + m.upper) THEN 64
        ELSE 0 END)
    | (CASE WHEN p.code IS NULL OR p.code = '' THEN 0
        WHEN (length(p.code) = 13 AND substr(p.code, 1, 3) IN ('978', '979')
            AND p.code NOT GLOB '*[^0-9]*') = (p.type = 'book') THEN 0
        ELSE 128 END)
    | (CASE WHEN p.code IS NOT NULL AND EXISTS (SELECT 1 FROM products o
            WHERE o.code = p.code AND o.seller_id <> p.seller_id
            AND (o.name_folded <> p.name_folded OR o.author_id <> p.author_id)) THEN 256
        ELSE 0 END)
    | (CASE WHEN s.active = 0 THEN 512 ELSE 0 END) AS issues,
    (CASE WHEN p.type = 'book' THEN
        (1 + (p.author_id IS NOT NULL) + (p.publisher_id IS NOT NULL)
            + (p.category_id IS NOT NULL) + (trim(p.description) <> '') + (p.pages > 0)
            + (p.image <> '') + (COALESCE(p.code, '') <> '')) * 100 / 8
    ELSE
        (1 + (p.category_id IS NOT NULL) + (trim(p.description) <> '') + (p.image <> '')
            + (COALESCE(p.code, '') <> '')) * 100 / 5
    END) AS completeness
FROM products p JOIN sellers s ON s.id = p.seller_id
LEFT JOIN (SELECT g.pk AS pk,
        (SELECT MIN(o.price) FROM products o WHERE o.code = g.code AND o.seller_id <> g.seller_id
            AND 2 * (SELECT COUNT(*) FROM products o2 WHERE o2.code = g.code
                AND o2.seller_id <> g.seller_id AND o2.price <= o.price)
            >= (SELECT COUNT(*) FROM products o3 WHERE o3.code = g.code
                AND o3.seller_id <> g.seller_id)) AS lower,
        (SELECT MAX(o.price) FROM products o WHERE o.code = g.code AND o.seller_id <> g.seller_id
            AND 2 * (SELECT COUNT(*) FROM products o2 WHERE o2.code = g.code
                AND o2.seller_id <> g.seller_id AND o2.price >= o.price)
            >= (SELECT COUNT(*) FROM products o3 WHERE o3.code = g.code
                AND o3.seller_id <> g.seller_id)) AS upper
    FROM products g WHERE g.code IS NOT NULL) m ON m.pk = p.pk;;
-- The whole catalog at a glance (GET /admin/quality), kept by triggers: one row per seller,
-- category (0: none) and set of issues, so the answer sums a few thousand rows, never the
-- products. `active_products` counts the products' own flag. A product's triggers may move it
-- out of a row before they add it (their order is the engine's), so every change is an upsert
-- and a row may be negative for a moment.
CREATE TABLE IF NOT EXISTS quality_totals (
    seller_id        INTEGER NOT NULL,
    category_id      INTEGER NOT NULL,
    issues           INTEGER NOT NULL,
    products         INTEGER NOT NULL DEFAULT 0,
    active_products  INTEGER NOT NULL DEFAULT 0,
    completeness_sum INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (seller_id, category_id, issues)
) WITHOUT ROWID;;
-- What exists now (run again over its own result, it starts over).
UPDATE products SET (issues, completeness)
    = (SELECT q.issues, q.completeness FROM product_quality q WHERE q.pk = products.pk);;
DELETE FROM quality_totals;;
INSERT INTO quality_totals (seller_id, category_id, issues, products, active_products,
        completeness_sum)
    SELECT seller_id, COALESCE(category_id, 0), issues, COUNT(*),
        SUM(COALESCE(own_active, active) <> 0), SUM(completeness)
    FROM products GROUP BY seller_id, COALESCE(category_id, 0), issues;;
DROP TRIGGER IF EXISTS products_quality_totals_insert;;
CREATE TRIGGER products_quality_totals_insert AFTER INSERT ON products BEGIN
    INSERT INTO quality_totals (seller_id, category_id, issues, products, active_products,
            completeness_sum)
        VALUES (NEW.seller_id, COALESCE(NEW.category_id, 0), NEW.issues, 1,
            COALESCE(NEW.own_active, NEW.active) <> 0, NEW.completeness)
        ON CONFLICT (seller_id, category_id, issues) DO UPDATE SET products = products + 1,
            active_products = active_products + excluded.active_products,
            completeness_sum = completeness_sum + excluded.completeness_sum;
END;;
DROP TRIGGER IF EXISTS products_quality_totals_delete;;
CREATE TRIGGER products_quality_totals_delete AFTER DELETE ON products BEGIN
    INSERT INTO quality_totals (seller_id, category_id, issues, products, active_products,
            completeness_sum)
        VALUES (OLD.seller_id, COALESCE(OLD.category_id, 0), OLD.issues, -1,
            -(COALESCE(OLD.own_active, OLD.active) <> 0), -OLD.completeness)
        ON CONFLICT (seller_id, category_id, issues) DO UPDATE SET products = products - 1,
            active_products = active_products + excluded.active_products,
            completeness_sum = completeness_sum + excluded.completeness_sum;
END;;
DROP TRIGGER IF EXISTS products_quality_totals_update;;
CREATE TRIGGER products_quality_totals_update
AFTER UPDATE OF issues, completeness, active, own_active, seller_id, category_id ON products
WHEN OLD.issues IS NOT NEW.issues OR OLD.completeness IS NOT NEW.completeness
    OR COALESCE(OLD.own_active, OLD.active) IS NOT COALESCE(NEW.own_active, NEW.active)
    OR OLD.seller_id IS NOT NEW.seller_id OR OLD.category_id IS NOT NEW.category_id
BEGIN
    INSERT INTO quality_totals (seller_id, category_id, issues, products, active_products,
            completeness_sum)
        VALUES (OLD.seller_id, COALESCE(OLD.category_id, 0), OLD.issues, -1,
            -(COALESCE(OLD.own_active, OLD.active) <> 0), -OLD.completeness)
        ON CONFLICT (seller_id, category_id, issues) DO UPDATE SET products = products - 1,
            active_products = active_products + excluded.active_products,
            completeness_sum = completeness_sum + excluded.completeness_sum;
    INSERT INTO quality_totals (seller_id, category_id, issues, products, active_products,
            completeness_sum)
        VALUES (NEW.seller_id, COALESCE(NEW.category_id, 0), NEW.issues, 1,
            COALESCE(NEW.own_active, NEW.active) <> 0, NEW.completeness)
        ON CONFLICT (seller_id, category_id, issues) DO UPDATE SET products = products + 1,
            active_products = active_products + excluded.active_products,
            completeness_sum = completeness_sum + excluded.completeness_sum;
END;;
-- A product's issues move with its own data and with the other listings of its code
-- (duplicate conflicts, price outliers): the group is computed again, old code and new.
DROP TRIGGER IF EXISTS products_quality_insert;;
CREATE TRIGGER products_quality_insert AFTER INSERT ON products BEGIN
    UPDATE products SET (issues, completeness)
        = (SELECT q.issues, q.completeness FROM product_quality q WHERE q.pk = products.pk)
        WHERE pk = NEW.pk OR (NEW.code IS NOT NULL AND code = NEW.code);
END;;
DROP TRIGGER IF EXISTS products_quality_update;;
CREATE TRIGGER products_quality_update AFTER UPDATE OF name, name_folded, price, old_price,
    image, description, pages, code, author_id, publisher_id, seller_id, category_id, type
ON products BEGIN
    UPDATE products SET (issues, completeness)
        = (SELECT q.issues, q.completeness FROM product_quality q WHERE q.pk = products.pk)
        WHERE pk = NEW.pk OR (NEW.code IS NOT NULL AND code = NEW.code)
        OR (OLD.code IS NOT NULL AND code = OLD.code);
END;;
DROP TRIGGER IF EXISTS products_quality_delete;;
CREATE TRIGGER products_quality_delete AFTER DELETE ON products WHEN OLD.code IS NOT NULL BEGIN
    UPDATE products SET (issues, completeness)
        = (SELECT q.issues, q.completeness FROM product_quality q WHERE q.pk = products.pk)
        WHERE code = OLD.code;
END;;
-- When the product's data last changed (GET /admin/products sort=updated): what the public
-- feed calls a change.
DROP TRIGGER IF EXISTS products_updated_at;;
CREATE TRIGGER products_updated_at AFTER UPDATE OF name, price, old_price, image, images,
    description, pages, code, author_id, publisher_id, category_id, active, own_active ON products
BEGIN
    UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE pk = NEW.pk;
END;;
-- An inactive seller's product keeps its own flag aside: written (insert or update) while the
-- seller is inactive, it is hidden at once. The seller's own triggers below write own_active
-- themselves, which tells their updates from a writer's.
DROP TRIGGER IF EXISTS products_seller_hidden_insert;;
CREATE TRIGGER products_seller_hidden_insert AFTER INSERT ON products
WHEN (SELECT active FROM sellers WHERE id = NEW.seller_id) = 0 BEGIN
    UPDATE products SET own_active = NEW.active, active = 0 WHERE pk = NEW.pk;
END;;
DROP TRIGGER IF EXISTS products_seller_hidden_update;;
CREATE TRIGGER products_seller_hidden_update AFTER UPDATE OF active ON products
WHEN NEW.own_active IS OLD.own_active
    AND (SELECT active FROM sellers WHERE id = NEW.seller_id) = 0 BEGIN
    UPDATE products SET own_active = NEW.active, active = 0 WHERE pk = NEW.pk;
END;;
DROP TRIGGER IF EXISTS sellers_active_update;;
CREATE TRIGGER sellers_active_update AFTER UPDATE OF active ON sellers
WHEN OLD.active IS NOT NEW.active BEGIN
    UPDATE products SET own_active = active, active = 0
        WHERE seller_id = NEW.id AND NEW.active = 0 AND own_active IS NULL;
    UPDATE products SET active = own_active, own_active = NULL
        WHERE seller_id = NEW.id AND NEW.active <> 0 AND own_active IS NOT NULL;
    UPDATE products SET (issues, completeness)
        = (SELECT q.issues, q.completeness FROM product_quality q WHERE q.pk = products.pk)
        WHERE seller_id = NEW.id;
END;;
-- Every admin write, one entry per object changed, kept forever (contract §15).
CREATE TABLE IF NOT EXISTS admin_audit (
    id          INTEGER PRIMARY KEY,
    at          TEXT NOT NULL,
    app_id      TEXT NOT NULL,
    key_name    TEXT NOT NULL,
    request_id  TEXT NOT NULL,
    action      TEXT NOT NULL,
    object_type TEXT NOT NULL,
    object_id   INTEGER NOT NULL,
    before      TEXT,
    after       TEXT
);;
CREATE INDEX IF NOT EXISTS admin_audit_at ON admin_audit (at, id);;
