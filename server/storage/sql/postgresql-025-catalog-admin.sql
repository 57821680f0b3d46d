-- Schema 25 (PostgreSQL): catalog administration (contract §15), as sqlite-025-catalog-admin.sql
-- (read its comments): sellers' active flag with products' own_active kept aside while the
-- seller is inactive, issues and completeness per product, quality_totals, the admin audit.
-- Statements end with a doubled semicolon; it may run again (IF NOT EXISTS, OR REPLACE).
ALTER TABLE sellers ADD COLUMN IF NOT EXISTS active INTEGER NOT NULL DEFAULT 1;;
ALTER TABLE products ADD COLUMN IF NOT EXISTS own_active INTEGER;;
ALTER TABLE products ADD COLUMN IF NOT EXISTS issues INTEGER NOT NULL DEFAULT 0;;
ALTER TABLE products ADD COLUMN IF NOT EXISTS completeness INTEGER NOT NULL DEFAULT 0;;
ALTER TABLE products ADD COLUMN IF NOT EXISTS updated_at TEXT COLLATE "C";;
CREATE INDEX IF NOT EXISTS products_code_all ON products (code);;
-- (issues) alone, not SQLite's (issues, id): with id in it the planner read products in id
-- order through it for search's pages, whose ranks then came out of order (tst_searchjudged).
CREATE INDEX IF NOT EXISTS products_issues ON products (issues);;
CREATE OR REPLACE VIEW product_quality AS
SELECT p.pk AS pk,
    (CASE WHEN p.image = '' THEN 1 ELSE 0 END)
    | (CASE WHEN p.category_id IS NULL THEN 2 ELSE 0 END)
    | (CASE WHEN p.type = 'book' AND p.author_id IS NULL THEN 4 ELSE 0 END)
    | (CASE WHEN p.type = 'book' AND p.publisher_id IS NULL THEN 8 ELSE 0 END)
    | (CASE WHEN btrim(p.description) = '' THEN 16 ELSE 0 END)
    | (CASE WHEN p.old_price > 0 AND p.old_price <= p.price THEN 32 ELSE 0 END)
    | (CASE WHEN p.price <= 0 THEN 64
        WHEN p.code IS NULL OR m.median IS NULL THEN 0
        WHEN 3 * p.price < m.median OR p.price > 3 * m.median THEN 64
        ELSE 0 END)
    | (CASE WHEN p.code IS NULL OR p.code = '' THEN 0
        WHEN (p.code ~ '^97[89][0-9]{10}$') = (p.type = 'book') THEN 0
        ELSE 128 END)
    | (CASE WHEN p.code IS NOT NULL AND EXISTS (SELECT 1 FROM products o
            WHERE o.code = p.code AND o.seller_id <> p.seller_id
            AND (o.name_folded <> p.name_folded OR o.author_id <> p.author_id)) THEN 256
        ELSE 0 END)
    | (CASE WHEN s.active = 0 THEN 512 ELSE 0 END) AS issues,
    (CASE WHEN p.type = 'book' THEN
        (1 + (CASE WHEN p.author_id IS NOT NULL THEN 1 ELSE 0 END)
            + (CASE WHEN p.publisher_id IS NOT NULL THEN 1 ELSE 0 END)
            + (CASE WHEN p.category_id IS NOT NULL THEN 1 ELSE 0 END)
            + (CASE WHEN btrim(p.description) <> '' THEN 1 ELSE 0 END)
            + (CASE WHEN p.pages > 0 THEN 1 ELSE 0 END)
            + (CASE WHEN p.image <> '' THEN 1 ELSE 0 END)
            + (CASE WHEN COALESCE(p.code, '') <> '' THEN 1 ELSE 0 END)) * 100 / 8
    ELSE
        (1 + (CASE WHEN p.category_id IS NOT NULL THEN 1 ELSE 0 END)
            + (CASE WHEN btrim(p.description) <> '' THEN 1 ELSE 0 END)
            + (CASE WHEN p.image <> '' THEN 1 ELSE 0 END)
            + (CASE WHEN COALESCE(p.code, '') <> '' THEN 1 ELSE 0 END)) * 100 / 5
    END) AS completeness
FROM products p JOIN sellers s ON s.id = p.seller_id
LEFT JOIN LATERAL (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY o.price) AS median
    FROM products o WHERE p.code IS NOT NULL AND o.code = p.code
    AND o.seller_id <> p.seller_id) m ON true;;
CREATE TABLE IF NOT EXISTS quality_totals (
    seller_id        BIGINT NOT NULL,
    category_id      BIGINT NOT NULL,
    issues           INTEGER NOT NULL,
    products         BIGINT NOT NULL DEFAULT 0,
    active_products  BIGINT NOT NULL DEFAULT 0,
    completeness_sum BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (seller_id, category_id, issues)
);;
UPDATE products SET (issues, completeness)
    = (SELECT q.issues, q.completeness FROM product_quality q WHERE q.pk = products.pk);;
DELETE FROM quality_totals;;
INSERT INTO quality_totals (seller_id, category_id, issues, products, active_products,
        completeness_sum)
    SELECT seller_id, COALESCE(category_id, 0), issues, COUNT(*),
        SUM(CASE WHEN COALESCE(own_active, active) <> 0 THEN 1 ELSE 0 END), SUM(completeness)
    FROM products GROUP BY seller_id, COALESCE(category_id, 0), issues;;
-- Moves a product's contribution: sign -1 takes the old row's out, +1 adds the new row's.
CREATE OR REPLACE FUNCTION quality_totals_add(in_seller BIGINT, in_category BIGINT,
    in_issues INTEGER, in_active INTEGER, in_completeness INTEGER, sign INTEGER)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO quality_totals AS t (seller_id, category_id, issues, products, active_products,
            completeness_sum)
        VALUES (in_seller, COALESCE(in_category, 0), in_issues, sign,
            CASE WHEN in_active <> 0 THEN sign ELSE 0 END, sign * in_completeness)
        ON CONFLICT (seller_id, category_id, issues) DO UPDATE SET
            products = t.products + excluded.products,
            active_products = t.active_products + excluded.active_products,
            completeness_sum = t.completeness_sum + excluded.completeness_sum;
$$;;
CREATE OR REPLACE FUNCTION products_quality_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM quality_totals_add(OLD.seller_id, OLD.category_id, OLD.issues,
            COALESCE(OLD.own_active, OLD.active), OLD.completeness, -1);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        PERFORM quality_totals_add(NEW.seller_id, NEW.category_id, NEW.issues,
            COALESCE(NEW.own_active, NEW.active), NEW.completeness, 1);
    END IF;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS products_quality_totals_insert ON products;;
CREATE TRIGGER products_quality_totals_insert AFTER INSERT OR DELETE ON products
    FOR EACH ROW EXECUTE FUNCTION products_quality_totals();;
DROP TRIGGER IF EXISTS products_quality_totals_update ON products;;
CREATE TRIGGER products_quality_totals_update AFTER UPDATE ON products FOR EACH ROW
    WHEN ((OLD.issues, OLD.completeness, COALESCE(OLD.own_active, OLD.active), OLD.seller_id,
        OLD.category_id) IS DISTINCT FROM (NEW.issues, NEW.completeness,
        COALESCE(NEW.own_active, NEW.active), NEW.seller_id, NEW.category_id))
    EXECUTE FUNCTION products_quality_totals();;
-- The group of a code computed again (old code and new), and when the data last changed.
CREATE OR REPLACE FUNCTION products_quality() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    self BIGINT := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.pk END;
    new_code TEXT := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.code END;
    old_code TEXT := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.code END;
BEGIN
    UPDATE products p SET (issues, completeness)
        = (SELECT q.issues, q.completeness FROM product_quality q WHERE q.pk = p.pk)
        WHERE p.pk = self OR p.code = new_code OR p.code = old_code;
    IF TG_OP = 'UPDATE' THEN
        UPDATE products SET updated_at = to_char(now() AT TIME ZONE 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS"Z"') WHERE pk = self;
    END IF;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS products_quality_insert ON products;;
CREATE TRIGGER products_quality_insert AFTER INSERT OR DELETE ON products
    FOR EACH ROW EXECUTE FUNCTION products_quality();;
DROP TRIGGER IF EXISTS products_quality_update ON products;;
CREATE TRIGGER products_quality_update AFTER UPDATE ON products FOR EACH ROW
    WHEN ((OLD.name, OLD.name_folded, OLD.price, OLD.old_price, OLD.image, OLD.description,
        OLD.pages, OLD.code, OLD.author_id, OLD.publisher_id, OLD.seller_id, OLD.category_id,
        OLD.type, OLD.active, OLD.own_active) IS DISTINCT FROM (NEW.name, NEW.name_folded,
        NEW.price, NEW.old_price, NEW.image, NEW.description, NEW.pages, NEW.code, NEW.author_id,
        NEW.publisher_id, NEW.seller_id, NEW.category_id, NEW.type, NEW.active, NEW.own_active))
    EXECUTE FUNCTION products_quality();;
-- A product written while its seller is inactive keeps its own flag aside and is hidden; the
-- seller's trigger writes own_active itself, which tells its updates from a writer's.
CREATE OR REPLACE FUNCTION products_seller_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND NEW.own_active IS DISTINCT FROM OLD.own_active THEN
        RETURN NEW;
    END IF;
    IF EXISTS (SELECT 1 FROM sellers WHERE id = NEW.seller_id AND active = 0) THEN
        NEW.own_active := NEW.active;
        NEW.active := 0;
    END IF;
    RETURN NEW;
END $$;;
DROP TRIGGER IF EXISTS products_seller_hidden ON products;;
CREATE TRIGGER products_seller_hidden BEFORE INSERT OR UPDATE OF active ON products
    FOR EACH ROW EXECUTE FUNCTION products_seller_hidden();;
CREATE OR REPLACE FUNCTION sellers_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.active = 0 THEN
        UPDATE products SET own_active = active, active = 0
            WHERE seller_id = NEW.id AND own_active IS NULL;
    ELSE
        UPDATE products SET active = own_active, own_active = NULL
            WHERE seller_id = NEW.id AND own_active IS NOT NULL;
    END IF;
    UPDATE products p SET (issues, completeness)
        = (SELECT q.issues, q.completeness FROM product_quality q WHERE q.pk = p.pk)
        WHERE p.seller_id = NEW.id;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS sellers_active_update ON sellers;;
CREATE TRIGGER sellers_active_update AFTER UPDATE OF active ON sellers FOR EACH ROW
    WHEN (OLD.active IS DISTINCT FROM NEW.active) EXECUTE FUNCTION sellers_active();;
CREATE TABLE IF NOT EXISTS admin_audit (
    id          BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    at          TEXT COLLATE "C" NOT NULL,
    app_id      TEXT NOT NULL,
    key_name    TEXT NOT NULL,
    request_id  TEXT NOT NULL,
    action      TEXT NOT NULL,
    object_type TEXT NOT NULL,
    object_id   BIGINT NOT NULL,
    before      TEXT,
    after       TEXT
);;
CREATE INDEX IF NOT EXISTS admin_audit_at ON admin_audit (at, id);;
