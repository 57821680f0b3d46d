-- Every statement may run again over its own result (a database set back to an older
-- schema version).
-- Schema 17: a shop server synced with the marketplace (contract §14) and the permanent
-- movement_id of a stock update (contract §8).
--
-- A sale that already happened may take stock below 0 (allow_negative, §14). SQLite cannot
-- drop a CHECK constraint, but loosening one leaves every stored row valid, so the table's
-- text is edited in place (SQLite's documented writable_schema procedure for removing CHECK
-- constraints); the tables created below change the schema cookie, so every open connection
-- reads the new text.
PRAGMA writable_schema = ON;;
UPDATE sqlite_schema SET sql = replace(sql, 'CHECK (stock >= 0)', 'CHECK (stock >= -1000000000)')
    WHERE type = 'table' AND name IN ('products', 'variants');;
PRAGMA writable_schema = RESET;;
-- The client's id of a movement, kept forever (§8/§14). Schema 15 (the change feed) adds the
-- same column; Database::migrate skips an ADD COLUMN whose column exists.
ALTER TABLE stock_movements ADD COLUMN movement_id TEXT;;
CREATE UNIQUE INDEX IF NOT EXISTS stock_movements_movement_id ON stock_movements (movement_id);;
-- What a stock update with a movement_id answered: the same id again is answered from here
-- (the item as it was then), the same id with another body is refused. A row exists only for
-- an applied update (a refused one may be sent again).
CREATE TABLE IF NOT EXISTS stock_movement_ids (
    movement_id  TEXT PRIMARY KEY,
    seller_id    INTEGER NOT NULL,
    fingerprint  TEXT NOT NULL,
    movement_pk  INTEGER,
    item_pk      INTEGER,
    item_id      INTEGER,
    item_type    TEXT,
    item_name    TEXT,
    item_variant INTEGER,
    stock_before INTEGER,
    stock_after  INTEGER
);;
-- The shop side (§14): what the sync knows (upstream, feed positions, times).
CREATE TABLE IF NOT EXISTS sync_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);;
-- Every local movement to push upstream, in local order, written by the trigger below in the
-- movement's own transaction: a kill at any moment loses none and queues none twice. Movements
-- the sync itself recorded (pulled from upstream, or the undo of a push upstream never took)
-- are not pushed.
CREATE TABLE IF NOT EXISTS sync_push_queue (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    movement_pk INTEGER NOT NULL UNIQUE,
    movement_id TEXT NOT NULL UNIQUE,
    queued_at   TEXT NOT NULL,
    state       TEXT NOT NULL DEFAULT 'pending'
        CHECK (state IN ('pending', 'sent', 'conflict', 'dropped')),
    attempts    INTEGER NOT NULL DEFAULT 0,
    sent_at     TEXT,
    answer      TEXT
);;
CREATE INDEX IF NOT EXISTS sync_push_queue_pending ON sync_push_queue (state, id);;
CREATE TABLE IF NOT EXISTS sync_conflicts (
    id          INTEGER PRIMARY KEY,
    kind        TEXT NOT NULL CHECK (kind IN ('oversold', 'refused', 'code_exists')),
    queue_id    INTEGER,
    product_pk  INTEGER,
    variant_id  INTEGER,
    code        TEXT,
    message     TEXT NOT NULL,
    detail      TEXT,
    created_at  TEXT NOT NULL,
    resolved_at TEXT,
    resolution  TEXT
);;
CREATE INDEX IF NOT EXISTS sync_conflicts_open ON sync_conflicts (resolved_at, id);;
-- Queued only once the shop follows an upstream (sync_state has it). A movement that already
-- carries a movement_id (a till's) keeps it; others get a random UUID (version 4) that is
-- theirs forever, stored on the movement too.
CREATE TRIGGER IF NOT EXISTS stock_movements_sync_queue AFTER INSERT ON stock_movements
    WHEN NEW.delta <> 0 AND NEW.app_id NOT IN ('sync:pulled', 'sync:dropped')
        AND EXISTS (SELECT 1 FROM sync_state WHERE key = 'upstream')
BEGIN
    INSERT INTO sync_push_queue (movement_pk, movement_id, queued_at)
        VALUES (NEW.id, COALESCE(NEW.movement_id, lower(hex(randomblob(4))) || '-'
            || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-'
            || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2)
            || '-' || lower(hex(randomblob(6)))), NEW.at);
    UPDATE stock_movements SET movement_id = (SELECT q.movement_id FROM sync_push_queue q
        WHERE q.movement_pk = NEW.id) WHERE id = NEW.id AND movement_id IS NULL;
END;;
