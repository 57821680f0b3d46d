-- Schema 19: the change feed's write path (contract §13, docs/changefeed.md "What a write
-- costs"). The feed's UPDATE triggers name the columns they look at (UPDATE OF ...): an UPDATE
-- that sets none of them (popularity, the search index's key, a folded name) neither compiles
-- nor runs them, and their WHEN could only be false there, since every column it compares is
-- in the list. The bodies and positions are those of schema 15: a position is still taken
-- from feed_sequence inside the one write transaction, so seq order is commit order.
DROP TRIGGER IF EXISTS products_feed_public;;
CREATE TRIGGER products_feed_public AFTER UPDATE OF name, price, old_price, image, images,
    description, pages, code, author_id, publisher_id, seller_id, category_id, active, stock,
    type, id ON products
WHEN OLD.name IS NOT NEW.name OR OLD.price IS NOT NEW.price OR OLD.old_price IS NOT NEW.old_price
    OR OLD.image IS NOT NEW.image OR OLD.images IS NOT NEW.images
    OR OLD.description IS NOT NEW.description OR OLD.pages IS NOT NEW.pages
    OR OLD.code IS NOT NEW.code OR OLD.author_id IS NOT NEW.author_id
    OR OLD.publisher_id IS NOT NEW.publisher_id OR OLD.seller_id IS NOT NEW.seller_id
    OR OLD.category_id IS NOT NEW.category_id OR OLD.active IS NOT NEW.active
    OR (OLD.stock > 0) IS NOT (NEW.stock > 0) OR OLD.type IS NOT NEW.type OR OLD.id IS NOT NEW.id
BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    -- A product given another type or id: its old name is gone (the shop's sync gives a
    -- product made there the marketplace's id, contract §14).
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
-- The private fields first: a stock update, the common case, is decided by the first test.
DROP TRIGGER IF EXISTS products_feed_private;;
CREATE TRIGGER products_feed_private AFTER UPDATE OF stock, reorder_level, reorder_quantity,
    supplier_id, last_cost ON products
WHEN (OLD.stock IS NOT NEW.stock OR OLD.reorder_level IS NOT NEW.reorder_level
    OR OLD.reorder_quantity IS NOT NEW.reorder_quantity OR OLD.supplier_id IS NOT NEW.supplier_id
    OR OLD.last_cost IS NOT NEW.last_cost)
    AND NOT (OLD.name IS NOT NEW.name OR OLD.price IS NOT NEW.price
    OR OLD.old_price IS NOT NEW.old_price OR OLD.image IS NOT NEW.image
    OR OLD.images IS NOT NEW.images OR OLD.description IS NOT NEW.description
    OR OLD.pages IS NOT NEW.pages OR OLD.code IS NOT NEW.code
    OR OLD.author_id IS NOT NEW.author_id OR OLD.publisher_id IS NOT NEW.publisher_id
    OR OLD.seller_id IS NOT NEW.seller_id OR OLD.category_id IS NOT NEW.category_id
    OR OLD.active IS NOT NEW.active OR (OLD.stock > 0) IS NOT (NEW.stock > 0)
    OR OLD.type IS NOT NEW.type OR OLD.id IS NOT NEW.id)
BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    UPDATE feed_entries SET own_seq = (SELECT seq FROM feed_sequence WHERE id = 1)
        WHERE kind = NEW.type AND object_id = NEW.id;
END;;
DROP TRIGGER IF EXISTS variants_feed_update;;
CREATE TRIGGER variants_feed_update AFTER UPDATE OF name, barcode, price, stock, product_pk
    ON variants
WHEN OLD.name IS NOT NEW.name OR OLD.barcode IS NOT NEW.barcode OR OLD.price IS NOT NEW.price
    OR (OLD.stock > 0) IS NOT (NEW.stock > 0) OR OLD.product_pk IS NOT NEW.product_pk
BEGIN
    UPDATE feed_sequence SET seq = seq + 1 WHERE id = 1;
    UPDATE feed_entries SET seq = (SELECT seq FROM feed_sequence WHERE id = 1),
        own_seq = (SELECT seq FROM feed_sequence WHERE id = 1)
        WHERE (kind, object_id) IN (SELECT type, id FROM products
            WHERE pk IN (OLD.product_pk, NEW.product_pk));
END;;
DROP TRIGGER IF EXISTS categories_feed_update;;
CREATE TRIGGER categories_feed_update AFTER UPDATE OF name, type, parent_id, id ON categories
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
DROP TRIGGER IF EXISTS sellers_feed_update;;
CREATE TRIGGER sellers_feed_update AFTER UPDATE OF name, logo, rating, id ON sellers
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
