-- Schema 39 (PostgreSQL): a statement's new variants touch their products together, from the
-- statement's transition table, instead of two plpgsql calls per row (variants_feed() and its
-- feed_touch(), variants_sum()): a load writes a stationery item's variants a statement at a
-- time (30,000 variants for 300,000 products). Per product, in pk order:
--  - its change-feed row (contract §13) moves to the position feed_touch() gives — the
--    writing transaction's id and a feed_seq value, both positions — once, not once per
--    variant; the transaction's entries become visible together at its commit either way;
--  - then its stock becomes its variants' sum, where it differs (an import's insert wrote the
--    sum already), which moves its private position through the products' own triggers, as
--    each variant's sum did after its feed touch.
-- Updates and deletes keep their row triggers. CREATE OR REPLACE / DROP ... IF EXISTS: it may
-- run again.
CREATE OR REPLACE FUNCTION variants_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO feed_entries AS f (kind, object_id, seller_id, deleted, xid, seq, own_xid, own_seq)
        SELECT n.type, n.id, n.seller_id, CASE WHEN n.active = 1 THEN 0 ELSE 1 END,
            pg_current_xact_id(), n.seq, pg_current_xact_id(), n.seq
        FROM (SELECT o.*, nextval('feed_seq') AS seq FROM (SELECT p.type, p.id, p.seller_id,
            p.active FROM products p WHERE p.pk IN (SELECT i.product_pk FROM inserted_variants i)
            ORDER BY p.pk) AS o) AS n
        ON CONFLICT (kind, object_id) DO UPDATE SET seller_id = excluded.seller_id,
            deleted = excluded.deleted, xid = excluded.xid, seq = excluded.seq,
            own_xid = excluded.own_xid, own_seq = excluded.own_seq;
    UPDATE products p SET stock = v.total
        FROM (SELECT s.product_pk, SUM(s.stock) AS total FROM variants s
            WHERE s.product_pk IN (SELECT i.product_pk FROM inserted_variants i)
            GROUP BY s.product_pk) v
        WHERE p.pk = v.product_pk AND p.stock IS DISTINCT FROM v.total;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS variants_sum_insert ON variants;;
DROP TRIGGER IF EXISTS variants_feed_insert ON variants;;
DROP TRIGGER IF EXISTS variants_feed_delete ON variants;;
CREATE TRIGGER variants_feed_delete AFTER DELETE ON variants
    FOR EACH ROW EXECUTE FUNCTION variants_feed();;
DROP TRIGGER IF EXISTS variants_inserted ON variants;;
CREATE TRIGGER variants_inserted AFTER INSERT ON variants
    REFERENCING NEW TABLE AS inserted_variants
    FOR EACH STATEMENT EXECUTE FUNCTION variants_inserted();;
