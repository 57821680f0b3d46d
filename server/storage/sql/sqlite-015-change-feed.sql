-- Schema 15: change feeds (contract §13). One row per object in feed_entries, upserted by
-- triggers on every write path (services, import, demo, restore), so an object changed twice
-- appears once, at its latest change. A product has two positions: `seq` moves on what the
-- public sees (its detail, or in_stock flipping), `own_seq` on every change /products/mine
-- shows (stock too), so a stock update costs one upsert. SQLite has one writer at a time: a
-- position taken from feed_sequence inside the write transaction is in commit order, so a
-- reader following seq never skips a change (docs/changefeed.md). PostgreSQL's 015 orders
-- by (transaction id, seq) below the snapshot's xmin instead.
-- The database's own id: a cursor names it, and a restore gives the file a new one
-- (DatabaseBackup), so a cursor of another database answers 410 cursor_expired.
INSERT INTO meta (key, value) VALUES ('database_id', lower(hex(randomblob(16))))
    ON CONFLICT (key) DO NOTHING;;
CREATE TABLE IF NOT EXISTS feed_sequence (
    id  INTEGER PRIMARY KEY CHECK (id = 1),
    seq INTEGER NOT NULL
);;
CREATE TABLE IF NOT EXISTS feed_entries (
    kind      TEXT NOT NULL CHECK (kind IN ('book', 'stationery', 'category', 'seller')),
    object_id INTEGER NOT NULL,
    seller_id INTEGER, -- a product's seller (its private feed)
    deleted   INTEGER NOT NULL DEFAULT 0,
    seq       INTEGER NOT NULL,
    own_seq   INTEGER, -- products only
    PRIMARY KEY (kind, object_id)
) WITHOUT ROWID;;
-- What exists now, once, products by pk after sellers and categories (run again over its
-- own result, it adds what is missing after what is there).
INSERT OR IGNORE INTO feed_entries (kind, object_id, seller_id, deleted, seq, own_seq)
    SELECT kind, object_id, seller_id, deleted, base + n, CASE WHEN product = 1 THEN base + n END
    FROM (SELECT COALESCE((SELECT MAX(seq) FROM feed_entries), 0) AS base), (
        SELECT kind, object_id, seller_id, deleted, product,
            ROW_NUMBER() OVER (ORDER BY rank, ordering) AS n FROM (
            SELECT 'seller' AS kind, id AS object_id, NULL AS seller_id, 0 AS deleted,
                0 AS product, 0 AS rank, id AS ordering FROM sellers
            UNION ALL SELECT 'category', id, NULL, 0, 0, 1, id FROM categories
            UNION ALL SELECT type, id, seller_id, active <> 1, 1, 2, pk FROM products));;
INSERT INTO feed_sequence (id, seq) SELECT 1, COALESCE(MAX(seq), 0) FROM feed_entries WHERE true
    ON CONFLICT (id) DO UPDATE SET seq = max(seq, excluded.seq);;
CREATE INDEX IF NOT EXISTS feed_entries_position ON feed_entries (kind, seq);;
CREATE INDEX IF NOT EXISTS feed_entries_own ON feed_entries (seller_id, own_seq) WHERE own_seq IS NOT NULL;;
-- Products: a new one, a public change (what its detail shows, in_stock, activity), a change
-- only /products/mine shows (stock, reorder and purchasing fields), a removal (tombstone).
DROP TRIGGER IF EXISTS products_feed_insert;;
CREATE TRIGGER products_feed_insert AFTER INSERT ON products BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    INSERT INTO feed_entries (kind, object_id, seller_id, deleted, seq, own_seq)
        SELECT NEW.type, NEW.id, NEW.seller_id, NEW.active <> 1, seq, seq FROM feed_sequence
        WHERE id = 1
        ON CONFLICT (kind, object_id) DO UPDATE SET seller_id = excluded.seller_id,
            deleted = excluded.deleted, seq = excluded.seq, own_seq = excluded.own_seq;
END;;
DROP TRIGGER IF EXISTS products_feed_public;;
CREATE TRIGGER products_feed_public AFTER UPDATE ON products
WHEN OLD.name IS NOT NEW.name OR OLD.price IS NOT NEW.price OR OLD.old_price IS NOT NEW.old_price
    OR OLD.image IS NOT NEW.image OR OLD.images IS NOT NEW.images
    OR OLD.description IS NOT NEW.description OR OLD.pages IS NOT NEW.pages
    OR OLD.code IS NOT NEW.code OR OLD.author_id IS NOT NEW.author_id
    OR OLD.publisher_id IS NOT NEW.publisher_id OR OLD.seller_id IS NOT NEW.seller_id
    OR OLD.category_id IS NOT NEW.category_id OR OLD.active IS NOT NEW.active
    OR (OLD.stock > 0) IS NOT (NEW.stock > 0) OR OLD.type IS NOT NEW.type OR OLD.id IS NOT NEW.id
BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    -- A product given another type or id: its old name is gone (never done by the server).
    INSERT INTO feed_entries (kind, object_id, seller_id, deleted, seq, own_seq)
        SELECT OLD.type, OLD.id, OLD.seller_id, 1, seq, seq FROM feed_sequence
        WHERE id = 1 AND (OLD.type IS NOT NEW.type OR OLD.id IS NOT NEW.id)
        ON CONFLICT (kind, object_id) DO UPDATE SET deleted = 1, seq = excluded.seq,
            own_seq = excluded.own_seq;
    INSERT INTO feed_entries (kind, object_id, seller_id, deleted, seq, own_seq)
        SELECT NEW.type, NEW.id, NEW.seller_id, NEW.active <> 1, seq, seq FROM feed_sequence
        WHERE id = 1
        ON CONFLICT (kind, object_id) DO UPDATE SET seller_id = excluded.seller_id,
            deleted = excluded.deleted, seq = excluded.seq, own_seq = excluded.own_seq;
END;;
DROP TRIGGER IF EXISTS products_feed_private;;
CREATE TRIGGER products_feed_private AFTER UPDATE ON products
WHEN NOT (OLD.name IS NOT NEW.name OR OLD.price IS NOT NEW.price
    OR OLD.old_price IS NOT NEW.old_price OR OLD.image IS NOT NEW.image
    OR OLD.images IS NOT NEW.images OR OLD.description IS NOT NEW.description
    OR OLD.pages IS NOT NEW.pages OR OLD.code IS NOT NEW.code
    OR OLD.author_id IS NOT NEW.author_id OR OLD.publisher_id IS NOT NEW.publisher_id
    OR OLD.seller_id IS NOT NEW.seller_id OR OLD.category_id IS NOT NEW.category_id
    OR OLD.active IS NOT NEW.active OR (OLD.stock > 0) IS NOT (NEW.stock > 0)
    OR OLD.type IS NOT NEW.type OR OLD.id IS NOT NEW.id)
    AND (OLD.stock IS NOT NEW.stock OR OLD.reorder_level IS NOT NEW.reorder_level
    OR OLD.reorder_quantity IS NOT NEW.reorder_quantity OR OLD.supplier_id IS NOT NEW.supplier_id
    OR OLD.last_cost IS NOT NEW.last_cost)
BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    UPDATE feed_entries SET own_seq = (SELECT seq FROM feed_sequence WHERE id = 1)
        WHERE kind = NEW.type AND object_id = NEW.id;
END;;
DROP TRIGGER IF EXISTS products_feed_delete;;
CREATE TRIGGER products_feed_delete AFTER DELETE ON products BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    INSERT INTO feed_entries (kind, object_id, seller_id, deleted, seq, own_seq)
        SELECT OLD.type, OLD.id, OLD.seller_id, 1, seq, seq FROM feed_sequence WHERE id = 1
        ON CONFLICT (kind, object_id) DO UPDATE SET deleted = 1, seq = excluded.seq,
            own_seq = excluded.own_seq;
END;;
-- Variants are part of their product's detail (name, barcode, price, in_stock): a change of
-- them is a public change of the product. Their stock reaches the product's own stock
-- through the variants_sum triggers, and so its private position.
DROP TRIGGER IF EXISTS variants_feed_insert;;
CREATE TRIGGER variants_feed_insert AFTER INSERT ON variants BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    UPDATE feed_entries SET seq = (SELECT seq FROM feed_sequence WHERE id = 1),
        own_seq = (SELECT seq FROM feed_sequence WHERE id = 1)
        WHERE kind = (SELECT type FROM products WHERE pk = NEW.product_pk)
        AND object_id = (SELECT id FROM products WHERE pk = NEW.product_pk);
END;;
DROP TRIGGER IF EXISTS variants_feed_update;;
CREATE TRIGGER variants_feed_update AFTER UPDATE ON variants
WHEN OLD.name IS NOT NEW.name OR OLD.barcode IS NOT NEW.barcode OR OLD.price IS NOT NEW.price
    OR (OLD.stock > 0) IS NOT (NEW.stock > 0) OR OLD.product_pk IS NOT NEW.product_pk
BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    UPDATE feed_entries SET seq = (SELECT seq FROM feed_sequence WHERE id = 1),
        own_seq = (SELECT seq FROM feed_sequence WHERE id = 1)
        WHERE (kind, object_id) IN (SELECT type, id FROM products
            WHERE pk IN (OLD.product_pk, NEW.product_pk));
END;;
DROP TRIGGER IF EXISTS variants_feed_delete;;
CREATE TRIGGER variants_feed_delete AFTER DELETE ON variants BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    UPDATE feed_entries SET seq = (SELECT seq FROM feed_sequence WHERE id = 1),
        own_seq = (SELECT seq FROM feed_sequence WHERE id = 1)
        WHERE kind = (SELECT type FROM products WHERE pk = OLD.product_pk)
        AND object_id = (SELECT id FROM products WHERE pk = OLD.product_pk);
END;;
-- Categories {id, name, type, parent_id} and sellers {id, name, logo, rating}.
DROP TRIGGER IF EXISTS categories_feed_insert;;
CREATE TRIGGER categories_feed_insert AFTER INSERT ON categories BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    INSERT INTO feed_entries (kind, object_id, deleted, seq)
        SELECT 'category', NEW.id, 0, seq FROM feed_sequence WHERE id = 1
        ON CONFLICT (kind, object_id) DO UPDATE SET deleted = 0, seq = excluded.seq;
END;;
DROP TRIGGER IF EXISTS categories_feed_update;;
CREATE TRIGGER categories_feed_update AFTER UPDATE ON categories
WHEN OLD.name IS NOT NEW.name OR OLD.type IS NOT NEW.type OR OLD.parent_id IS NOT NEW.parent_id
    OR OLD.id IS NOT NEW.id
BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    INSERT INTO feed_entries (kind, object_id, deleted, seq)
        SELECT 'category', OLD.id, 1, seq FROM feed_sequence WHERE id = 1 AND OLD.id <> NEW.id
        ON CONFLICT (kind, object_id) DO UPDATE SET deleted = 1, seq = excluded.seq;
    INSERT INTO feed_entries (kind, object_id, deleted, seq)
        SELECT 'category', NEW.id, 0, seq FROM feed_sequence WHERE id = 1
        ON CONFLICT (kind, object_id) DO UPDATE SET deleted = 0, seq = excluded.seq;
END;;
DROP TRIGGER IF EXISTS categories_feed_delete;;
CREATE TRIGGER categories_feed_delete AFTER DELETE ON categories BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    INSERT INTO feed_entries (kind, object_id, deleted, seq)
        SELECT 'category', OLD.id, 1, seq FROM feed_sequence WHERE id = 1
        ON CONFLICT (kind, object_id) DO UPDATE SET deleted = 1, seq = excluded.seq;
END;;
DROP TRIGGER IF EXISTS sellers_feed_insert;;
CREATE TRIGGER sellers_feed_insert AFTER INSERT ON sellers BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    INSERT INTO feed_entries (kind, object_id, deleted, seq)
        SELECT 'seller', NEW.id, 0, seq FROM feed_sequence WHERE id = 1
        ON CONFLICT (kind, object_id) DO UPDATE SET deleted = 0, seq = excluded.seq;
END;;
DROP TRIGGER IF EXISTS sellers_feed_update;;
CREATE TRIGGER sellers_feed_update AFTER UPDATE ON sellers
WHEN OLD.name IS NOT NEW.name OR OLD.logo IS NOT NEW.logo OR OLD.rating IS NOT NEW.rating
    OR OLD.id IS NOT NEW.id
BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    INSERT INTO feed_entries (kind, object_id, deleted, seq)
        SELECT 'seller', OLD.id, 1, seq FROM feed_sequence WHERE id = 1 AND OLD.id <> NEW.id
        ON CONFLICT (kind, object_id) DO UPDATE SET deleted = 1, seq = excluded.seq;
    INSERT INTO feed_entries (kind, object_id, deleted, seq)
        SELECT 'seller', NEW.id, 0, seq FROM feed_sequence WHERE id = 1
        ON CONFLICT (kind, object_id) DO UPDATE SET deleted = 0, seq = excluded.seq;
END;;
DROP TRIGGER IF EXISTS sellers_feed_delete;;
CREATE TRIGGER sellers_feed_delete AFTER DELETE ON sellers BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    INSERT INTO feed_entries (kind, object_id, deleted, seq)
        SELECT 'seller', OLD.id, 1, seq FROM feed_sequence WHERE id = 1
        ON CONFLICT (kind, object_id) DO UPDATE SET deleted = 1, seq = excluded.seq;
END;;
-- The movement feed (contract §13) follows the seller's index (seller_id, id): on SQLite ids
-- are taken inside the write transaction, so id order is commit order. movement_id: the
-- client's own id of a change (contract §8, §14), unique where given.
-- (Database::migrate skips an ADD COLUMN whose column exists, so this may run again.)
ALTER TABLE stock_movements ADD COLUMN movement_id TEXT;;
CREATE UNIQUE INDEX IF NOT EXISTS stock_movements_movement_id ON stock_movements (movement_id)
    WHERE movement_id IS NOT NULL;;
