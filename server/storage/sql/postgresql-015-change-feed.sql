-- Schema 15 (PostgreSQL): change feeds (contract §13), as sqlite-015-change-feed.sql: one row
-- per object in feed_entries, upserted by triggers on every write path (services, import,
-- demo, stock_apply()), an object changed twice appearing once, at its latest change. A
-- product has two positions: (xid, seq) moves on what the public sees, (own_xid, own_seq)
-- on every change /products/mine shows (stock too), so a stock update costs one upsert.
-- Why (xid, seq): a sequence value is taken before commit, and with several writers a lower
-- one can commit after a higher one was read. Each position carries the writing
-- transaction's id; readers take only rows whose xid is below their snapshot's xmin (every
-- transaction below it has ended, and every later one gets a higher xid), ordered by
-- (xid, seq): nothing that commits later can sort before a position already read
-- (docs/changefeed.md).
-- The database's own id: a cursor names it (a restored or other database answers 410).
INSERT INTO meta (key, value) VALUES ('database_id', replace(CAST(gen_random_uuid() AS TEXT), '-', ''))
    ON CONFLICT (key) DO NOTHING;;
CREATE SEQUENCE IF NOT EXISTS feed_seq;;
CREATE TABLE IF NOT EXISTS feed_entries (
    kind      TEXT COLLATE "C" NOT NULL CHECK (kind IN ('book', 'stationery', 'category', 'seller')),
    object_id BIGINT NOT NULL,
    seller_id BIGINT, -- a product's seller (its private feed)
    deleted   INTEGER NOT NULL DEFAULT 0,
    xid       xid8 NOT NULL,
    seq       BIGINT NOT NULL,
    own_xid   xid8, -- products only
    own_seq   BIGINT,
    PRIMARY KEY (kind, object_id)
);;
-- What exists now, once, products by pk after sellers and categories (run again over its
-- own result, it adds what is missing).
INSERT INTO feed_entries (kind, object_id, seller_id, deleted, xid, seq, own_xid, own_seq)
    SELECT kind, object_id, seller_id, deleted, pg_current_xact_id(), base + n,
        CASE WHEN product THEN pg_current_xact_id() END, CASE WHEN product THEN base + n END
    FROM (SELECT COALESCE(MAX(seq), 0) AS base FROM feed_entries) b, (
        SELECT kind, object_id, seller_id, deleted, product,
            ROW_NUMBER() OVER (ORDER BY rank, ordering) AS n FROM (
            SELECT 'seller' AS kind, id AS object_id, CAST(NULL AS BIGINT) AS seller_id,
                0 AS deleted, false AS product, 0 AS rank, id AS ordering FROM sellers
            UNION ALL SELECT 'category', id, NULL, 0, false, 1, id FROM categories
            UNION ALL SELECT type, id, seller_id, CASE WHEN active = 1 THEN 0 ELSE 1 END, true, 2,
                pk FROM products) o) numbered ORDER BY n
    ON CONFLICT (kind, object_id) DO NOTHING;;
SELECT setval('feed_seq', GREATEST((SELECT last_value FROM feed_seq),
    (SELECT COALESCE(MAX(seq), 0) FROM feed_entries), 1));;
CREATE INDEX IF NOT EXISTS feed_entries_position ON feed_entries (kind, xid, seq);;
CREATE INDEX IF NOT EXISTS feed_entries_own ON feed_entries (seller_id, own_xid, own_seq)
    WHERE own_seq IS NOT NULL;;
-- One object's new position. public_change: false moves only a product's private position.
CREATE OR REPLACE FUNCTION feed_touch(in_kind TEXT, in_id BIGINT, in_seller BIGINT, in_deleted INTEGER,
    public_change BOOLEAN) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    at_xid xid8 := pg_current_xact_id();
    at_seq BIGINT := nextval('feed_seq');
    product BOOLEAN := in_kind IN ('book', 'stationery');
BEGIN
    INSERT INTO feed_entries AS f (kind, object_id, seller_id, deleted, xid, seq, own_xid, own_seq)
        VALUES (in_kind, in_id, in_seller, in_deleted, at_xid, at_seq,
            CASE WHEN product THEN at_xid END, CASE WHEN product THEN at_seq END)
        ON CONFLICT (kind, object_id) DO UPDATE SET seller_id = excluded.seller_id,
            deleted = excluded.deleted,
            xid = CASE WHEN public_change THEN excluded.xid ELSE f.xid END,
            seq = CASE WHEN public_change THEN excluded.seq ELSE f.seq END,
            own_xid = excluded.own_xid, own_seq = excluded.own_seq;
END $$;;
-- Products: what its detail shows (and in_stock, activity) is public; stock, reorder and
-- purchasing fields only /products/mine shows.
CREATE OR REPLACE FUNCTION products_feed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM feed_touch(OLD.type, OLD.id, OLD.seller_id, 1, true);
        RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND (OLD.type <> NEW.type OR OLD.id <> NEW.id) THEN
        PERFORM feed_touch(OLD.type, OLD.id, OLD.seller_id, 1, true);
    END IF;
    PERFORM feed_touch(NEW.type, NEW.id, NEW.seller_id, CASE WHEN NEW.active = 1 THEN 0 ELSE 1 END,
        TG_OP = 'INSERT' OR (OLD.name, OLD.price, OLD.old_price, OLD.image, OLD.images,
            OLD.description, OLD.pages, OLD.code, OLD.author_id, OLD.publisher_id, OLD.seller_id,
            OLD.category_id, OLD.active, OLD.stock > 0, OLD.type, OLD.id)
        IS DISTINCT FROM (NEW.name, NEW.price, NEW.old_price, NEW.image, NEW.images,
            NEW.description, NEW.pages, NEW.code, NEW.author_id, NEW.publisher_id, NEW.seller_id,
            NEW.category_id, NEW.active, NEW.stock > 0, NEW.type, NEW.id));
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS products_feed_insert ON products;;
CREATE TRIGGER products_feed_insert AFTER INSERT OR DELETE ON products
    FOR EACH ROW EXECUTE FUNCTION products_feed();;
-- The WHEN is checked without entering plpgsql: updates of nothing a feed shows (popularity,
-- the search index's key) cost nothing here.
DROP TRIGGER IF EXISTS products_feed_update ON products;;
CREATE TRIGGER products_feed_update AFTER UPDATE ON products FOR EACH ROW
    WHEN ((OLD.name, OLD.price, OLD.old_price, OLD.image, OLD.images, OLD.description, OLD.pages,
        OLD.code, OLD.author_id, OLD.publisher_id, OLD.seller_id, OLD.category_id, OLD.active,
        OLD.stock, OLD.type, OLD.id, OLD.reorder_level, OLD.reorder_quantity, OLD.supplier_id,
        OLD.last_cost)
    IS DISTINCT FROM (NEW.name, NEW.price, NEW.old_price, NEW.image, NEW.images, NEW.description,
        NEW.pages, NEW.code, NEW.author_id, NEW.publisher_id, NEW.seller_id, NEW.category_id,
        NEW.active, NEW.stock, NEW.type, NEW.id, NEW.reorder_level, NEW.reorder_quantity,
        NEW.supplier_id, NEW.last_cost))
    EXECUTE FUNCTION products_feed();;
-- Variants are part of their product's detail (name, barcode, price, in_stock): a public
-- change of the product. Their stock reaches the product's stock through variants_sum().
CREATE OR REPLACE FUNCTION variants_feed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    owner RECORD;
BEGIN
    FOR owner IN SELECT p.type, p.id, p.seller_id, p.active FROM products p
        WHERE p.pk IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.product_pk END,
            CASE WHEN TG_OP <> 'DELETE' THEN NEW.product_pk END) LOOP
        PERFORM feed_touch(owner.type, owner.id, owner.seller_id,
            CASE WHEN owner.active = 1 THEN 0 ELSE 1 END, true);
    END LOOP;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS variants_feed_insert ON variants;;
CREATE TRIGGER variants_feed_insert AFTER INSERT OR DELETE ON variants
    FOR EACH ROW EXECUTE FUNCTION variants_feed();;
DROP TRIGGER IF EXISTS variants_feed_update ON variants;;
CREATE TRIGGER variants_feed_update AFTER UPDATE ON variants FOR EACH ROW
    WHEN ((OLD.name, OLD.barcode, OLD.price, OLD.stock > 0, OLD.product_pk)
        IS DISTINCT FROM (NEW.name, NEW.barcode, NEW.price, NEW.stock > 0, NEW.product_pk))
    EXECUTE FUNCTION variants_feed();;
-- Categories {id, name, type, parent_id} and sellers {id, name, logo, rating}.
CREATE OR REPLACE FUNCTION objects_feed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    kind TEXT := CASE WHEN TG_TABLE_NAME = 'categories' THEN 'category' ELSE 'seller' END;
BEGIN
    IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.id <> NEW.id) THEN
        PERFORM feed_touch(kind, OLD.id, NULL, 1, true);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM feed_touch(kind, NEW.id, NULL, 0, true);
    END IF;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS categories_feed_insert ON categories;;
CREATE TRIGGER categories_feed_insert AFTER INSERT OR DELETE ON categories
    FOR EACH ROW EXECUTE FUNCTION objects_feed();;
DROP TRIGGER IF EXISTS categories_feed_update ON categories;;
CREATE TRIGGER categories_feed_update AFTER UPDATE ON categories FOR EACH ROW
    WHEN ((OLD.id, OLD.name, OLD.type, OLD.parent_id)
        IS DISTINCT FROM (NEW.id, NEW.name, NEW.type, NEW.parent_id))
    EXECUTE FUNCTION objects_feed();;
DROP TRIGGER IF EXISTS sellers_feed_insert ON sellers;;
CREATE TRIGGER sellers_feed_insert AFTER INSERT OR DELETE ON sellers
    FOR EACH ROW EXECUTE FUNCTION objects_feed();;
DROP TRIGGER IF EXISTS sellers_feed_update ON sellers;;
CREATE TRIGGER sellers_feed_update AFTER UPDATE ON sellers FOR EACH ROW
    WHEN ((OLD.id, OLD.name, OLD.logo, OLD.rating) IS DISTINCT FROM (NEW.id, NEW.name, NEW.logo,
        NEW.rating))
    EXECUTE FUNCTION objects_feed();;
-- The movement feed (contract §13): a movement's id is taken before commit, so, as above, it
-- is read in (xid, id) order below the snapshot's xmin. Rows older than this schema get xid
-- 1 (below every real one; no table rewrite), then every insert its transaction's id.
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS xid xid8 NOT NULL DEFAULT '1';;
ALTER TABLE stock_movements ALTER COLUMN xid SET DEFAULT pg_current_xact_id();;
CREATE INDEX IF NOT EXISTS stock_movements_feed ON stock_movements (seller_id, xid, id);;
-- movement_id: the client's own id of a change (contract §8, §14), unique where given.
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS movement_id TEXT;;
CREATE UNIQUE INDEX IF NOT EXISTS stock_movements_movement_id ON stock_movements (movement_id)
    WHERE movement_id IS NOT NULL;;
