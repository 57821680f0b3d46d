-- Schema 29: a bulk load computes the quality figures once (contract §15, docs/search.md).
-- Statements end with a doubled semicolon; it may run again (OR REPLACE).
-- While a transaction has set `catalog.quality_deferred` (SET LOCAL, so no other session and
-- no later transaction sees it), schema 25's quality triggers leave the figures alone: a load of
-- more products than the catalog holds computes every product's issues and completeness and
-- rebuilds quality_totals before its commit (SuspendedQualityTriggers), as SQLite does with the
-- triggers dropped. Per row, the code group's update and the two totals upserts were more than
-- half of a load's time in the database.
CREATE OR REPLACE FUNCTION products_quality_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF current_setting('catalog.quality_deferred', true) = 'on' THEN
        RETURN NULL;
    END IF;
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
-- The group of a code computed again (old code and new), and when the data last changed (that
-- one also in a deferred load: it is the product's own, not a figure computed later).
CREATE OR REPLACE FUNCTION products_quality() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    self BIGINT := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.pk END;
    new_code TEXT := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.code END;
    old_code TEXT := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.code END;
BEGIN
    IF current_setting('catalog.quality_deferred', true) IS DISTINCT FROM 'on' THEN
        UPDATE products p SET (issues, completeness)
            = (SELECT q.issues, q.completeness FROM product_quality q WHERE q.pk = p.pk)
            WHERE p.pk = self OR p.code = new_code OR p.code = old_code;
    END IF;
    IF TG_OP = 'UPDATE' THEN
        UPDATE products SET updated_at = to_char(now() AT TIME ZONE 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS"Z"') WHERE pk = self;
    END IF;
    RETURN NULL;
END $$;;
