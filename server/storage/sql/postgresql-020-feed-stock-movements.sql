-- Schema 20 (PostgreSQL): the seller's feed takes stock changes made by stock_apply() from
-- their movements (contract §13, docs/changefeed.md "The seller's feed on PostgreSQL"). A
-- stock update already writes its movement, at a position read in commit order below the
-- snapshot's horizon ((seller_id, xid, id), schema 15); moving the product's private position
-- as well cost a second row version and three index entries per update. Only stock_apply()
-- says so, for the one UPDATE whose movement it inserts in the same transaction: any other
-- path that changes stock (a count, a document, an import, an edit) moves the private
-- position as before. CREATE OR REPLACE / DROP ... IF EXISTS: it may run again.
-- stock_apply() itself: repeatable/postgresql-stock-apply.sql.

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
