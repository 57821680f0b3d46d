-- Schema 37 (PostgreSQL): a statement's new products enter the change feed (contract §13)
-- together, in one upsert of feed_entries from the statement's transition table, instead of a
-- plpgsql call and an upsert per row (an import writes 500 products a statement; the row
-- trigger was a quarter of a load's product insert). Each gets the position feed_touch() would
-- have given it: the writing transaction's id and a feed_seq value taken in the rows' pk order,
-- both positions moved (a new product is a public change). Deletes keep the row trigger.
-- CREATE OR REPLACE / DROP ... IF EXISTS: it may run again.
CREATE OR REPLACE FUNCTION products_feed_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO feed_entries AS f (kind, object_id, seller_id, deleted, xid, seq, own_xid, own_seq)
        SELECT n.type, n.id, n.seller_id, CASE WHEN n.active = 1 THEN 0 ELSE 1 END,
            pg_current_xact_id(), n.seq, pg_current_xact_id(), n.seq
        FROM (SELECT o.*, nextval('feed_seq') AS seq FROM (SELECT i.type, i.id, i.seller_id,
            i.active FROM inserted_products i ORDER BY i.pk) AS o) AS n
        ON CONFLICT (kind, object_id) DO UPDATE SET seller_id = excluded.seller_id,
            deleted = excluded.deleted, xid = excluded.xid, seq = excluded.seq,
            own_xid = excluded.own_xid, own_seq = excluded.own_seq;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS products_feed_insert ON products;;
DROP TRIGGER IF EXISTS products_feed_delete ON products;;
CREATE TRIGGER products_feed_delete AFTER DELETE ON products
    FOR EACH ROW EXECUTE FUNCTION products_feed();;
DROP TRIGGER IF EXISTS products_feed_inserted ON products;;
CREATE TRIGGER products_feed_inserted AFTER INSERT ON products
    REFERENCING NEW TABLE AS inserted_products
    FOR EACH STATEMENT EXECUTE FUNCTION products_feed_inserted();;
