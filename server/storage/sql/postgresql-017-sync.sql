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
-- Its new definition is in repeatable/postgresql-stock-apply.sql.
