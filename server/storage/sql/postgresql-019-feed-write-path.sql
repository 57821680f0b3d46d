-- Schema 19 (PostgreSQL): the change feed's write path (contract §13, docs/changefeed.md "What
-- a write costs"). A change only /products/mine shows (stock, reorder and purchasing fields)
-- is told from a public one by its own trigger's WHEN, before any plpgsql runs, and moves the
-- product's private position with one UPDATE of its feed row: no INSERT ... ON CONFLICT (an
-- index probe and a tuple lock written to the WAL), no nested function call, and seller_id,
-- deleted and the public position are not rewritten. The position is the one feed_touch()
-- gives — (pg_current_xact_id(), nextval('feed_seq')) of the writing transaction — so the
-- cursor rules and the horizon are unchanged. CREATE OR REPLACE / DROP ... IF EXISTS: it may
-- run again.
CREATE OR REPLACE FUNCTION products_feed_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE feed_entries SET own_xid = pg_current_xact_id(), own_seq = nextval('feed_seq')
        WHERE kind = NEW.type AND object_id = NEW.id;
    IF NOT FOUND THEN
        -- A product without a feed row (schema 15 gives every product one): made as before.
        PERFORM feed_touch(NEW.type, NEW.id, NEW.seller_id,
            CASE WHEN NEW.active = 1 THEN 0 ELSE 1 END, false);
    END IF;
    RETURN NULL;
END $$;;
-- The public trigger now fires only on what the public sees (a detail field, activity, the
-- product's type or id, in_stock flipping); products_feed() still computes public_change
-- itself, so it stays right if called otherwise.
DROP TRIGGER IF EXISTS products_feed_update ON products;;
CREATE TRIGGER products_feed_update AFTER UPDATE ON products FOR EACH ROW
    WHEN ((OLD.name, OLD.price, OLD.old_price, OLD.image, OLD.images, OLD.description, OLD.pages,
        OLD.code, OLD.author_id, OLD.publisher_id, OLD.seller_id, OLD.category_id, OLD.active,
        OLD.stock > 0, OLD.type, OLD.id)
    IS DISTINCT FROM (NEW.name, NEW.price, NEW.old_price, NEW.image, NEW.images, NEW.description,
        NEW.pages, NEW.code, NEW.author_id, NEW.publisher_id, NEW.seller_id, NEW.category_id,
        NEW.active, NEW.stock > 0, NEW.type, NEW.id))
    EXECUTE FUNCTION products_feed();;
-- The private fields first: the WHEN stops at the first that differs, and a stock update is
-- the common case.
DROP TRIGGER IF EXISTS products_feed_private ON products;;
CREATE TRIGGER products_feed_private AFTER UPDATE ON products FOR EACH ROW
    WHEN ((OLD.stock, OLD.reorder_level, OLD.reorder_quantity, OLD.supplier_id, OLD.last_cost)
        IS DISTINCT FROM (NEW.stock, NEW.reorder_level, NEW.reorder_quantity, NEW.supplier_id,
            NEW.last_cost)
    AND (OLD.name, OLD.price, OLD.old_price, OLD.image, OLD.images, OLD.description, OLD.pages,
        OLD.code, OLD.author_id, OLD.publisher_id, OLD.seller_id, OLD.category_id, OLD.active,
        OLD.stock > 0, OLD.type, OLD.id)
    IS NOT DISTINCT FROM (NEW.name, NEW.price, NEW.old_price, NEW.image, NEW.images,
        NEW.description, NEW.pages, NEW.code, NEW.author_id, NEW.publisher_id, NEW.seller_id,
        NEW.category_id, NEW.active, NEW.stock > 0, NEW.type, NEW.id))
    EXECUTE FUNCTION products_feed_own();;
