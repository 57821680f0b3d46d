-- Schema 32 (PostgreSQL): a loaded product's row is written once. Every write of a row updates
-- all fifteen of its indexes, and a bulk load wrote each product two or three times (docs/search.md).
-- - The quality figures a product's own columns decide (contract §15), as functions:
--   product_quality computes them so, and CatalogWriter writes them with each new row, so that
--   a load's settling before its commit (SuspendedQualityTriggers) rewrites only the products
--   a code group or an inactive seller changes.
-- - variants_sum() leaves a product whose stock is already its variants' sum alone (a load
--   writes the sum with the product; an UPDATE that changes nothing is a row version too).
-- Statements end with a doubled semicolon; it may run again (OR REPLACE).
CREATE OR REPLACE FUNCTION product_own_issues(p_type TEXT, p_image TEXT, p_category_id BIGINT,
    p_author_id BIGINT, p_publisher_id BIGINT, p_description TEXT, p_old_price BIGINT,
    p_price BIGINT, p_code TEXT) RETURNS INTEGER LANGUAGE sql IMMUTABLE AS $$
SELECT (CASE WHEN p_image = '' THEN 1 ELSE 0 END)
    | (CASE WHEN p_category_id IS NULL THEN 2 ELSE 0 END)
    | (CASE WHEN p_type = 'book' AND p_author_id IS NULL THEN 4 ELSE 0 END)
    | (CASE WHEN p_type = 'book' AND p_publisher_id IS NULL THEN 8 ELSE 0 END)
    | (CASE WHEN btrim(p_description) = '' THEN 16 ELSE 0 END)
    | (CASE WHEN p_old_price > 0 AND p_old_price <= p_price THEN 32 ELSE 0 END)
    | (CASE WHEN p_price <= 0 THEN 64 ELSE 0 END)
    | (CASE WHEN p_code IS NULL OR p_code = '' THEN 0
        WHEN (p_code ~ '^97[89][0-9]{10}$') = (p_type = 'book') THEN 0
        ELSE 128 END)
$$;;
CREATE OR REPLACE FUNCTION product_completeness(p_type TEXT, p_author_id BIGINT,
    p_publisher_id BIGINT, p_category_id BIGINT, p_description TEXT, p_pages BIGINT,
    p_image TEXT, p_code TEXT) RETURNS INTEGER LANGUAGE sql IMMUTABLE AS $$
SELECT CASE WHEN p_type = 'book' THEN
        (1 + (CASE WHEN p_author_id IS NOT NULL THEN 1 ELSE 0 END)
            + (CASE WHEN p_publisher_id IS NOT NULL THEN 1 ELSE 0 END)
            + (CASE WHEN p_category_id IS NOT NULL THEN 1 ELSE 0 END)
            + (CASE WHEN btrim(p_description) <> '' THEN 1 ELSE 0 END)
            + (CASE WHEN p_pages > 0 THEN 1 ELSE 0 END)
            + (CASE WHEN p_image <> '' THEN 1 ELSE 0 END)
            + (CASE WHEN COALESCE(p_code, '') <> '' THEN 1 ELSE 0 END)) * 100 / 8
    ELSE
        (1 + (CASE WHEN p_category_id IS NOT NULL THEN 1 ELSE 0 END)
            + (CASE WHEN btrim(p_description) <> '' THEN 1 ELSE 0 END)
            + (CASE WHEN p_image <> '' THEN 1 ELSE 0 END)
            + (CASE WHEN COALESCE(p_code, '') <> '' THEN 1 ELSE 0 END)) * 100 / 5
    END
$$;;
-- As schema 25's, the own figures through the functions (a price out of three times the
-- code's median among other sellers is 64 too; a price of zero or less is 64 on its own).
CREATE OR REPLACE VIEW product_quality AS
SELECT p.pk AS pk,
    product_own_issues(p.type, p.image, p.category_id, p.author_id, p.publisher_id,
        p.description, p.old_price, p.price, p.code)
    | (CASE WHEN p.price > 0 AND p.code IS NOT NULL AND m.median IS NOT NULL
            AND (3 * p.price < m.median OR p.price > 3 * m.median) THEN 64
        ELSE 0 END)
    | (CASE WHEN p.code IS NOT NULL AND EXISTS (SELECT 1 FROM products o
            WHERE o.code = p.code AND o.seller_id <> p.seller_id
            AND (o.name_folded <> p.name_folded OR o.author_id <> p.author_id)) THEN 256
        ELSE 0 END)
    | (CASE WHEN s.active = 0 THEN 512 ELSE 0 END) AS issues,
    product_completeness(p.type, p.author_id, p.publisher_id, p.category_id, p.description,
        p.pages, p.image, p.code) AS completeness
FROM products p JOIN sellers s ON s.id = p.seller_id
LEFT JOIN LATERAL (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY o.price) AS median
    FROM products o WHERE p.code IS NOT NULL AND o.code = p.code
    AND o.seller_id <> p.seller_id) m ON true;;
CREATE OR REPLACE FUNCTION variants_sum() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        UPDATE products p SET stock = v.total FROM (SELECT COALESCE(SUM(stock), 0) AS total
            FROM variants WHERE product_pk = NEW.product_pk) v
            WHERE p.pk = NEW.product_pk AND p.stock IS DISTINCT FROM v.total;
    END IF;
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.product_pk <> NEW.product_pk) THEN
        UPDATE products p SET stock = v.total FROM (SELECT COALESCE(SUM(stock), 0) AS total
            FROM variants WHERE product_pk = OLD.product_pk) v
            WHERE p.pk = OLD.product_pk AND p.stock IS DISTINCT FROM v.total;
    END IF;
    RETURN NULL;
END $$;;
