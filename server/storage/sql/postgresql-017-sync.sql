-- Schema 17 (PostgreSQL), as sqlite-017-sync.sql: a shop server synced with the marketplace
-- (contract §14) and the permanent movement_id of a stock update (contract §8).
--
-- A sale that already happened may take stock below 0 (allow_negative, §14).
ALTER TABLE products DROP CONSTRAINT IF EXISTS products_stock_check;;
ALTER TABLE products ADD CONSTRAINT products_stock_check CHECK (stock >= -1000000000);;
ALTER TABLE variants DROP CONSTRAINT IF EXISTS variants_stock_check;;
ALTER TABLE variants ADD CONSTRAINT variants_stock_check CHECK (stock >= -1000000000);;
-- The client's id of a movement, kept forever (§8/§14); the change feed's schema may have
-- added the same column.
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS movement_id TEXT COLLATE "C";;
CREATE UNIQUE INDEX IF NOT EXISTS stock_movements_movement_id ON stock_movements (movement_id);;
-- What a stock update with a movement_id answered (see the SQLite schema). The row is the
-- claim too: stock_apply() inserts it first, so a second instance applying the same id at the
-- same moment waits for the first one's commit and then answers its result.
CREATE TABLE IF NOT EXISTS stock_movement_ids (
    movement_id  TEXT COLLATE "C" PRIMARY KEY,
    seller_id    BIGINT NOT NULL,
    fingerprint  TEXT NOT NULL,
    movement_pk  BIGINT,
    item_pk      BIGINT,
    item_id      BIGINT,
    item_type    TEXT,
    item_name    TEXT,
    item_variant BIGINT,
    stock_before BIGINT,
    stock_after  BIGINT
);;
CREATE TABLE IF NOT EXISTS sync_state (key TEXT COLLATE "C" PRIMARY KEY, value TEXT NOT NULL);;
CREATE TABLE IF NOT EXISTS sync_push_queue (
    id          BIGSERIAL PRIMARY KEY,
    movement_pk BIGINT NOT NULL UNIQUE,
    movement_id TEXT COLLATE "C" NOT NULL UNIQUE,
    queued_at   TEXT NOT NULL,
    state       TEXT NOT NULL DEFAULT 'pending'
        CHECK (state IN ('pending', 'sent', 'conflict', 'dropped')),
    attempts    BIGINT NOT NULL DEFAULT 0,
    sent_at     TEXT,
    answer      TEXT
);;
CREATE INDEX IF NOT EXISTS sync_push_queue_pending ON sync_push_queue (state, id);;
CREATE TABLE IF NOT EXISTS sync_conflicts (
    id          BIGSERIAL PRIMARY KEY,
    kind        TEXT NOT NULL CHECK (kind IN ('oversold', 'refused', 'code_exists')),
    queue_id    BIGINT,
    product_pk  BIGINT,
    variant_id  BIGINT,
    code        TEXT,
    message     TEXT NOT NULL,
    detail      TEXT,
    created_at  TEXT NOT NULL,
    resolved_at TEXT,
    resolution  TEXT
);;
CREATE INDEX IF NOT EXISTS sync_conflicts_open ON sync_conflicts (resolved_at, id);;
-- The push queue's trigger, as SQLite's. A marketplace never follows an upstream, so its
-- movements pay the one sync_state look-up and nothing more.
CREATE OR REPLACE FUNCTION stock_movements_sync_queue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    id_of_movement TEXT := NEW.movement_id;
BEGIN
    IF NEW.delta <> 0 AND NEW.app_id NOT IN ('sync:pulled', 'sync:dropped')
            AND EXISTS (SELECT 1 FROM sync_state WHERE key = 'upstream') THEN
        IF id_of_movement IS NULL THEN
            id_of_movement := CAST(gen_random_uuid() AS TEXT);
            UPDATE stock_movements SET movement_id = id_of_movement WHERE id = NEW.id;
        END IF;
        INSERT INTO sync_push_queue (movement_pk, movement_id, queued_at)
            VALUES (NEW.id, id_of_movement, NEW.at);
    END IF;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS stock_movements_sync_queue ON stock_movements;;
CREATE TRIGGER stock_movements_sync_queue AFTER INSERT ON stock_movements
    FOR EACH ROW EXECUTE FUNCTION stock_movements_sync_queue();;
-- stock_apply() of schema 13 with the movement_id's claim and replay and allow_negative.
DROP FUNCTION IF EXISTS stock_apply(BIGINT, TEXT, TEXT, BIGINT, BIGINT, BIGINT, TEXT, TEXT, TEXT,
    TEXT, TEXT, TEXT);;
-- Outcomes as schema 13's, and: replayed (the movement_id was applied before with this body:
-- its stored item and stock), reused (the id was applied with another body or seller).
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
    IF chosen.item_variant IS NULL THEN
        UPDATE products p SET stock = COALESCE(in_set, p.stock + in_delta)
            WHERE p.pk = chosen.item_pk RETURNING p.stock INTO changed;
    ELSE
        UPDATE variants v SET stock = COALESCE(in_set, v.stock + in_delta)
            WHERE v.id = chosen.item_variant RETURNING v.stock INTO changed;
    END IF;
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
