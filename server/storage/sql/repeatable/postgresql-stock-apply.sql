-- Repeatable (docs/migrations.md): the one definition of the stock rule on PostgreSQL, re-applied
-- whenever this file changes. A stock update (contract §8) in one round trip: the writers call
-- stock_apply() once per update instead of sending the look-up, the row lock, the update and
-- the movement as separate statements (each a round trip, and one writer's batch holds its row
-- locks for all of them). Every outcome is decided from the locked row version. SQLite's writer
-- is in the process (StockRepository::apply), the only other statement of this rule.
--
-- The items of a seller with a code, as CodeMatches::find: books by normalized ISBN-13,
-- stationery by barcode, then variants by barcode; at most two (two: ambiguous, §11).
-- The writers also read it before submitting an update, to run a batch in lock order.
CREATE OR REPLACE FUNCTION stock_items(in_seller BIGINT, in_isbn13 TEXT, in_barcode TEXT)
RETURNS TABLE (item_pk BIGINT, item_id BIGINT, item_type TEXT, item_name TEXT,
    item_variant BIGINT) LANGUAGE sql STABLE AS $$
    SELECT pk, id, type, name, variant_id FROM (
        SELECT p.pk, p.id, p.type, p.name, CAST(NULL AS BIGINT) AS variant_id, 0 AS kind
            FROM products p WHERE in_isbn13 IS NOT NULL AND p.seller_id = in_seller
            AND p.type = 'book' AND p.code = in_isbn13 AND p.active = 1
        UNION ALL
        SELECT p.pk, p.id, p.type, p.name, NULL, 1
            FROM products p WHERE in_barcode IS NOT NULL AND p.seller_id = in_seller
            AND p.type = 'stationery' AND p.code = in_barcode AND p.active = 1
        UNION ALL
        SELECT p.pk, p.id, p.type, p.name, v.id, 2
            FROM variants v JOIN products p ON p.pk = v.product_pk
            WHERE in_barcode IS NOT NULL AND p.seller_id = in_seller AND v.barcode = in_barcode
            AND p.active = 1
    ) c ORDER BY kind, id, variant_id LIMIT 2
$$;;
-- Whether the next stock UPDATE of this transaction is recorded by the movement inserted with
-- it: products_feed_private's WHEN reads the setting (a failed statement's subtransaction takes
-- it back).
CREATE OR REPLACE FUNCTION stock_set_by_movement(in_by_movement BOOLEAN) RETURNS VOID
LANGUAGE sql AS $$
    SELECT set_config('catalog.stock_by_movement', CASE WHEN in_by_movement THEN 'on' ELSE 'off' END,
        true)
$$;;
-- Looks the code up, locks the item's rows (the product's first, then its variant's: one
-- order for every stock update, so batches sorted by product and variant never wait for each
-- other in a cycle), checks expected_stock and the range against that locked version, changes
-- the stock and appends the movement. Outcome: applied, not_found, ambiguous, has_variants,
-- conflict, negative, out_of_range, and with a movement_id (contract §14): replayed (applied
-- before with this body: its stored item and stock), reused (applied with another body or
-- seller); nothing is written unless applied.
--
-- The movement it inserts is the seller's feed's record of the change (schema 20,
-- docs/changefeed.md): stock_set_by_movement() marks the one UPDATE so the product's private
-- feed position is not moved for it.
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
    PERFORM stock_set_by_movement(TRUE);
    IF chosen.item_variant IS NULL THEN
        UPDATE products p SET stock = COALESCE(in_set, p.stock + in_delta)
            WHERE p.pk = chosen.item_pk RETURNING p.stock INTO changed;
    ELSE
        UPDATE variants v SET stock = COALESCE(in_set, v.stock + in_delta)
            WHERE v.id = chosen.item_variant RETURNING v.stock INTO changed;
    END IF;
    PERFORM stock_set_by_movement(FALSE);
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
