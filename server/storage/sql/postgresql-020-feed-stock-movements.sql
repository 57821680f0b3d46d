-- Schema 20 (PostgreSQL): the seller's feed takes stock changes made by stock_apply() from
-- their movements (contract §13, docs/changefeed.md "The seller's feed on PostgreSQL"). A
-- stock update already writes its movement, at a position read in commit order below the
-- snapshot's horizon ((seller_id, xid, id), schema 15); moving the product's private position
-- as well cost a second row version and three index entries per update. Only stock_apply()
-- says so, for the one UPDATE whose movement it inserts in the same transaction: any other
-- path that changes stock (a count, a document, an import, an edit) moves the private
-- position as before. CREATE OR REPLACE / DROP ... IF EXISTS: it may run again.
CREATE OR REPLACE FUNCTION stock_apply(in_seller BIGINT, in_isbn13 TEXT, in_barcode TEXT, in_set BIGINT,
    in_delta BIGINT, in_expected BIGINT, in_app TEXT, in_idempotency_key TEXT, in_reason TEXT,
    in_note TEXT, in_scanned_at TEXT, in_at TEXT, in_movement_id TEXT, in_fingerprint TEXT,
    in_allow_negative BOOLEAN)
RETURNS TABLE (outcome TEXT, item_pk BIGINT, item_id BIGINT, item_type TEXT, item_name TEXT,
    item_variant BIGINT, stock_was BIGINT, stock_now BIGINT) LANGUAGE plpgsql AS $$
DECLARE
    items INTEGER := 0;
    found_item RECORD;
    chosen RECORD;
    stored RECORD;
    locked_stock BIGINT;
    locked_price BIGINT;
    wanted BIGINT;
    changed BIGINT;
    movement BIGINT;
BEGIN
    IF in_movement_id IS NOT NULL THEN
        -- Waits for a transaction that claimed the same id and has not ended yet.
        INSERT INTO stock_movement_ids (movement_id, seller_id, fingerprint)
            VALUES (in_movement_id, in_seller, in_fingerprint)
            ON CONFLICT (movement_id) DO NOTHING;
        IF NOT FOUND THEN
            SELECT * INTO stored FROM stock_movement_ids s WHERE s.movement_id = in_movement_id;
            IF stored.seller_id <> in_seller OR stored.fingerprint <> in_fingerprint THEN
                RETURN QUERY SELECT 'reused'::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::TEXT,
                    NULL::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT;
                RETURN;
            END IF;
            RETURN QUERY SELECT 'replayed'::TEXT, stored.item_pk, stored.item_id,
                stored.item_type, stored.item_name, stored.item_variant, stored.stock_before,
                stored.stock_after;
            RETURN;
        END IF;
    END IF;
    FOR found_item IN SELECT * FROM stock_items(in_seller, in_isbn13, in_barcode) LOOP
        items := items + 1;
        IF items = 1 THEN
            chosen := found_item;
        END IF;
    END LOOP;
    IF items = 0 THEN
        DELETE FROM stock_movement_ids s WHERE s.movement_id = in_movement_id;
        RETURN QUERY SELECT 'not_found'::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::TEXT,
            NULL::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT;
        RETURN;
    END IF;
    IF items > 1 THEN
        DELETE FROM stock_movement_ids s WHERE s.movement_id = in_movement_id;
        RETURN QUERY SELECT 'ambiguous'::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::TEXT,
            NULL::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT;
        RETURN;
    END IF;
    IF chosen.item_variant IS NULL AND chosen.item_type = 'stationery'
            AND EXISTS (SELECT 1 FROM variants v WHERE v.product_pk = chosen.item_pk) THEN
        DELETE FROM stock_movement_ids s WHERE s.movement_id = in_movement_id;
        RETURN QUERY SELECT 'has_variants'::TEXT, chosen.item_pk, chosen.item_id,
            chosen.item_type, chosen.item_name, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT;
        RETURN;
    END IF;
    -- Still active once locked (an edit may have committed while this waited).
    SELECT p.stock, p.price INTO locked_stock, locked_price FROM products p
        WHERE p.pk = chosen.item_pk AND p.active = 1 FOR UPDATE;
    IF NOT FOUND THEN
        DELETE FROM stock_movement_ids s WHERE s.movement_id = in_movement_id;
        RETURN QUERY SELECT 'not_found'::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::TEXT,
            NULL::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT;
        RETURN;
    END IF;
    IF chosen.item_variant IS NOT NULL THEN
        SELECT v.stock, v.price INTO locked_stock, locked_price FROM variants v
            WHERE v.id = chosen.item_variant FOR UPDATE;
    END IF;
    IF in_expected IS NOT NULL AND in_expected <> locked_stock THEN
        DELETE FROM stock_movement_ids s WHERE s.movement_id = in_movement_id;
        RETURN QUERY SELECT 'conflict'::TEXT, chosen.item_pk, chosen.item_id, chosen.item_type,
            chosen.item_name, chosen.item_variant, locked_stock, locked_stock;
        RETURN;
    END IF;
    wanted := COALESCE(in_set, locked_stock + in_delta);
    -- A sale that happened (allow_negative) may take the stock below 0, not below -10^9; a
    -- change that raises an oversold stock towards 0 is a change like any other.
    IF (wanted < 0 AND wanted < locked_stock
            AND NOT (COALESCE(in_allow_negative, FALSE) AND in_set IS NULL))
            OR wanted < -1000000000 OR wanted > 1000000000 THEN
        DELETE FROM stock_movement_ids s WHERE s.movement_id = in_movement_id;
        RETURN QUERY SELECT CASE WHEN wanted < 0 THEN 'negative' ELSE 'out_of_range' END,
            chosen.item_pk, chosen.item_id, chosen.item_type, chosen.item_name,
            chosen.item_variant, locked_stock, locked_stock;
        RETURN;
    END IF;
    -- The database computes a delta itself (no read-modify-write outside it); under the lock
    -- it is the same value.
    -- The movement inserted below is the seller's feed's record of this change: the product's
    -- private position is not moved for it (products_feed_private's WHEN reads this setting
    -- when the row is updated; a failed statement's subtransaction takes the setting back).
    PERFORM set_config('catalog.stock_by_movement', 'on', true);
    IF chosen.item_variant IS NULL THEN
        UPDATE products p SET stock = COALESCE(in_set, p.stock + in_delta)
            WHERE p.pk = chosen.item_pk RETURNING p.stock INTO changed;
    ELSE
        UPDATE variants v SET stock = COALESCE(in_set, v.stock + in_delta)
            WHERE v.id = chosen.item_variant RETURNING v.stock INTO changed;
    END IF;
    PERFORM set_config('catalog.stock_by_movement', 'off', true);
    INSERT INTO stock_movements (app_id, product_pk, variant_id, stock_before, stock_after,
        delta, at, idempotency_key, reason, note, count_id, scanned_at, price, seller_id,
        movement_id)
        VALUES (in_app, chosen.item_pk, chosen.item_variant, locked_stock, changed,
            changed - locked_stock, in_at, in_idempotency_key, in_reason, in_note, NULL,
            in_scanned_at, locked_price, in_seller, in_movement_id)
        RETURNING id INTO movement;
    IF in_movement_id IS NOT NULL THEN
        UPDATE stock_movement_ids s SET movement_pk = movement, item_pk = chosen.item_pk,
            item_id = chosen.item_id, item_type = chosen.item_type, item_name = chosen.item_name,
            item_variant = chosen.item_variant, stock_before = locked_stock, stock_after = changed
            WHERE s.movement_id = in_movement_id;
    END IF;
    RETURN QUERY SELECT 'applied'::TEXT, chosen.item_pk, chosen.item_id, chosen.item_type,
        chosen.item_name, chosen.item_variant, locked_stock, changed;
END $$;;

-- The feed's UPDATE triggers on products name the columns they look at (UPDATE OF): PostgreSQL
-- checks that list against the statement's SET list before it builds a trigger's WHEN, and it
-- builds each WHEN afresh for every statement it runs (parsing the stored expression). A stock
-- update built schema 19's two sixteen-column WHENs each time: about 0.2 ms of a 1.5 ms
-- stock_apply() (docs/changefeed.md, "What a write costs"). Now it builds two small ones.
-- in_stock flipping is the one public change a stock update makes.
DROP TRIGGER IF EXISTS products_feed_update ON products;;
CREATE TRIGGER products_feed_update AFTER UPDATE OF name, price, old_price, image, images,
    description, pages, code, author_id, publisher_id, seller_id, category_id, active, type, id
    ON products FOR EACH ROW
    WHEN ((OLD.name, OLD.price, OLD.old_price, OLD.image, OLD.images, OLD.description, OLD.pages,
        OLD.code, OLD.author_id, OLD.publisher_id, OLD.seller_id, OLD.category_id, OLD.active,
        OLD.type, OLD.id)
    IS DISTINCT FROM (NEW.name, NEW.price, NEW.old_price, NEW.image, NEW.images, NEW.description,
        NEW.pages, NEW.code, NEW.author_id, NEW.publisher_id, NEW.seller_id, NEW.category_id,
        NEW.active, NEW.type, NEW.id))
    EXECUTE FUNCTION products_feed();;
DROP TRIGGER IF EXISTS products_feed_in_stock ON products;;
CREATE TRIGGER products_feed_in_stock AFTER UPDATE OF stock ON products FOR EACH ROW
    WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
    EXECUTE FUNCTION products_feed();;
-- The private fields other than stock. An update that also changes a public field moves the
-- private position twice in one transaction: the same position rules, a little more work.
DROP TRIGGER IF EXISTS products_feed_private ON products;;
CREATE TRIGGER products_feed_private AFTER UPDATE OF reorder_level, reorder_quantity,
    supplier_id, last_cost ON products FOR EACH ROW
    WHEN ((OLD.reorder_level, OLD.reorder_quantity, OLD.supplier_id, OLD.last_cost)
        IS DISTINCT FROM (NEW.reorder_level, NEW.reorder_quantity, NEW.supplier_id,
            NEW.last_cost))
    EXECUTE FUNCTION products_feed_own();;
-- A stock change that does not flip in_stock is private, and not even that when stock_apply()
-- records it as a movement (the setting above).
DROP TRIGGER IF EXISTS products_feed_stock ON products;;
CREATE TRIGGER products_feed_stock AFTER UPDATE OF stock ON products FOR EACH ROW
    WHEN (OLD.stock IS DISTINCT FROM NEW.stock AND (OLD.stock > 0) IS NOT DISTINCT FROM
        (NEW.stock > 0) AND current_setting('catalog.stock_by_movement', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION products_feed_own();;
