-- Schema 38 (PostgreSQL): what a load paid per product in plpgsql calls that did nothing.
-- CREATE OR REPLACE / DROP ... IF EXISTS: it may run again.
--
-- A product inserted while its seller is inactive is hidden by one update per statement, from
-- the statement's transition table, instead of a BEFORE trigger's call per row (a load's sellers
-- are all active: a sixth of a load's product insert went on asking). The update keeps the
-- product's own flag aside as sellers_active() does for a seller hidden later, and the row
-- triggers of an update (counts, quality, the feed) see it as they see that one; SQLite's
-- insert trigger works so already (sqlite-025). Updates of `active` keep the row trigger: a
-- writer's flag on a hidden seller's product is set aside as it is written.
CREATE OR REPLACE FUNCTION products_seller_hidden_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE products p SET own_active = p.active, active = 0
        FROM inserted_hidden_products i JOIN sellers s ON s.id = i.seller_id AND s.active = 0
        WHERE p.pk = i.pk;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS products_seller_hidden ON products;;
CREATE TRIGGER products_seller_hidden BEFORE UPDATE OF active ON products
    FOR EACH ROW EXECUTE FUNCTION products_seller_hidden();;
DROP TRIGGER IF EXISTS products_seller_hidden_inserted ON products;;
CREATE TRIGGER products_seller_hidden_inserted AFTER INSERT ON products
    REFERENCING NEW TABLE AS inserted_hidden_products
    FOR EACH STATEMENT EXECUTE FUNCTION products_seller_hidden_inserted();;
--
-- The counts' and the quality figures' row triggers return at once in a bulk write
-- (catalog.bulk_write, schema 1; catalog.quality_deferred, schema 29): the same test in their
-- WHEN clauses leaves such a row's event unqueued and the function uncalled (three calls per
-- loaded product). Each function still tests it too; nothing else changes.
DROP TRIGGER IF EXISTS products_count_insert ON products;;
CREATE TRIGGER products_count_insert AFTER INSERT ON products FOR EACH ROW
    WHEN (NEW.active = 1 AND current_setting('catalog.bulk_write', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION products_count();;
DROP TRIGGER IF EXISTS products_count_delete ON products;;
CREATE TRIGGER products_count_delete AFTER DELETE ON products FOR EACH ROW
    WHEN (OLD.active = 1 AND current_setting('catalog.bulk_write', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION products_count();;
DROP TRIGGER IF EXISTS products_count_update ON products;;
CREATE TRIGGER products_count_update AFTER UPDATE OF active, type ON products FOR EACH ROW
    WHEN ((OLD.active <> NEW.active OR OLD.type <> NEW.type)
        AND current_setting('catalog.bulk_write', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION products_count();;
DROP TRIGGER IF EXISTS products_quality_totals_insert ON products;;
CREATE TRIGGER products_quality_totals_insert AFTER INSERT OR DELETE ON products FOR EACH ROW
    WHEN (current_setting('catalog.quality_deferred', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION products_quality_totals();;
DROP TRIGGER IF EXISTS products_quality_totals_update ON products;;
CREATE TRIGGER products_quality_totals_update AFTER UPDATE ON products FOR EACH ROW
    WHEN ((OLD.issues, OLD.completeness, COALESCE(OLD.own_active, OLD.active), OLD.seller_id,
        OLD.category_id) IS DISTINCT FROM (NEW.issues, NEW.completeness,
        COALESCE(NEW.own_active, NEW.active), NEW.seller_id, NEW.category_id)
        AND current_setting('catalog.quality_deferred', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION products_quality_totals();;
-- products_quality() does nothing for an insert or a delete in a deferred load (schema 29);
-- its update trigger stays, as it stamps updated_at even then.
DROP TRIGGER IF EXISTS products_quality_insert ON products;;
CREATE TRIGGER products_quality_insert AFTER INSERT OR DELETE ON products FOR EACH ROW
    WHEN (current_setting('catalog.quality_deferred', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION products_quality();;
--
-- A movement's seller is looked up by the trigger only when its writer did not give it (an
-- import's movements come with theirs): the plpgsql call per row went with the lookup.
DROP TRIGGER IF EXISTS stock_movements_seller ON stock_movements;;
CREATE TRIGGER stock_movements_seller BEFORE INSERT ON stock_movements FOR EACH ROW
    WHEN (NEW.seller_id IS NULL) EXECUTE FUNCTION stock_movements_seller();;
--
-- The push queue (schema 17) takes a statement's movements at once, from its transition table,
-- in id order as the row trigger did: a marketplace (no upstream) asks sync_state once per
-- statement instead of once per movement.
CREATE OR REPLACE FUNCTION stock_movements_sync_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'upstream') THEN
        RETURN NULL;
    END IF;
    UPDATE stock_movements m SET movement_id = CAST(gen_random_uuid() AS TEXT)
        FROM inserted_movements i WHERE m.id = i.id AND i.movement_id IS NULL AND i.delta <> 0
            AND i.app_id NOT IN ('sync:pulled', 'sync:dropped');
    INSERT INTO sync_push_queue (movement_pk, movement_id, queued_at)
        SELECT m.id, m.movement_id, m.at FROM inserted_movements i
            JOIN stock_movements m ON m.id = i.id
        WHERE i.delta <> 0 AND i.app_id NOT IN ('sync:pulled', 'sync:dropped') ORDER BY m.id;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS stock_movements_sync_queue ON stock_movements;;
DROP FUNCTION IF EXISTS stock_movements_sync_queue();;
DROP TRIGGER IF EXISTS stock_movements_sync_queued ON stock_movements;;
CREATE TRIGGER stock_movements_sync_queued AFTER INSERT ON stock_movements
    REFERENCING NEW TABLE AS inserted_movements
    FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_sync_queued();;
