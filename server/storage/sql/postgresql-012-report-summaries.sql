-- Schema 12 (PostgreSQL), as sqlite-012-report-summaries.sql: the reports of contract §12 read
-- summaries kept with the movements instead of every movement of the period (issue 23: a
-- 90-day report of a shop with 1,000,000 movements in a few milliseconds). Both are written by
-- triggers in the transaction of each movement insert, whoever writes it, so a report still
-- always agrees with the history.
--
-- Every statement may run again over its own result (a test sets the schema version back to
-- fake an older database): the summaries are dropped and rebuilt from the movements.
--
-- The day counts of schema 8 add the sums of their movements: units (Σ delta, signed) and
-- amount (Σ delta × the movement's price). Daily sales are a few rows per day. Rows are still
-- appended per inserting statement and merged every minute (schema 8: no row that every
-- writer of a seller updates).
DROP TABLE IF EXISTS stock_movement_days;;
CREATE TABLE stock_movement_days (
    seller_id BIGINT NOT NULL,
    day       TEXT COLLATE "C" NOT NULL,
    reason    TEXT COLLATE "C" NOT NULL,
    movements BIGINT NOT NULL,
    first_id  BIGINT NOT NULL,
    last_id   BIGINT NOT NULL,
    units     BIGINT NOT NULL,
    amount    BIGINT NOT NULL
);;
CREATE INDEX stock_movement_days_seller ON stock_movement_days (seller_id, day, reason);;
INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, last_id, units,
        amount)
    SELECT seller_id, substr(at, 1, 10), reason, COUNT(*), MIN(id), MAX(id), SUM(delta),
        SUM(delta * COALESCE(price, 0))
    FROM stock_movements WHERE seller_id IS NOT NULL GROUP BY seller_id, substr(at, 1, 10), reason;;
-- Every movement is in the rebuilt counts: none waits for a bulk import's end any more.
DELETE FROM stock_movements_uncounted;;
CREATE OR REPLACE FUNCTION stock_movements_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF current_setting('catalog.bulk_write', true) = 'on' THEN
        INSERT INTO stock_movements_uncounted (id) SELECT id FROM inserted;
        RETURN NULL;
    END IF;
    INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, last_id, units,
            amount)
        SELECT seller_id, substr(at, 1, 10), reason, COUNT(*), MIN(id), MAX(id), SUM(delta),
            SUM(delta * COALESCE(price, 0))
        FROM inserted GROUP BY seller_id, substr(at, 1, 10), reason;
    RETURN NULL;
END $$;;
-- Sales and customer returns per seller, UTC day and item (a variant, or a product without
-- variants: variant_key 0), net like the reports: units = −Σ delta and revenue = −Σ delta ×
-- price over `sold` and `returned`, returns = the returned units, last_sold_at = the day's
-- latest `sold` movement (NULL: only returns). Top sellers group a period's rows by product.
-- A row is updated in place (INSERT … ON CONFLICT DO UPDATE, not appended and merged like the
-- day counts) because only a transaction that wrote a sale of its item touches it, and every
-- such write locks the item's own row first (products or variants, StockRepository::apply)
-- and keeps that lock to its commit: a transaction reaching a row here already holds its item,
-- so no other one can hold the row. The rows add no lock wait, hence no deadlock between
-- instances, however a batch orders its items. (Imports write no sales; a writer that wrote
-- sales without the item's lock would wait here like on the item itself.)
DROP TABLE IF EXISTS stock_sales_days;;
CREATE TABLE stock_sales_days (
    seller_id    BIGINT NOT NULL,
    day          TEXT COLLATE "C" NOT NULL,
    product_pk   BIGINT NOT NULL,
    variant_key  BIGINT NOT NULL,
    units        BIGINT NOT NULL,
    revenue      BIGINT NOT NULL,
    returns      BIGINT NOT NULL,
    last_sold_at TEXT COLLATE "C",
    PRIMARY KEY (seller_id, day, product_pk, variant_key)
);;
-- Filled in key order, as later rows come (by day): a period's rows are a few pages.
INSERT INTO stock_sales_days (seller_id, day, product_pk, variant_key, units, revenue, returns,
        last_sold_at)
    SELECT seller_id, substr(at, 1, 10), product_pk, COALESCE(variant_id, 0), -SUM(delta),
        -SUM(delta * COALESCE(price, 0)),
        SUM(CASE WHEN reason = 'returned' THEN delta ELSE 0 END),
        MAX(CASE WHEN reason = 'sold' THEN at END)
    FROM stock_movements WHERE reason IN ('sold', 'returned') AND seller_id IS NOT NULL
    GROUP BY seller_id, substr(at, 1, 10), product_pk, COALESCE(variant_id, 0)
    ORDER BY 1, 2, 3, 4;;
-- One row per key and statement, in key order: a statement that writes several items' sales
-- (none does today; an import writes only receipts and corrections) locks their rows in one
-- order.
CREATE OR REPLACE FUNCTION stock_movements_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO stock_sales_days AS s (seller_id, day, product_pk, variant_key, units, revenue,
            returns, last_sold_at)
        SELECT seller_id, substr(at, 1, 10), product_pk, COALESCE(variant_id, 0), -SUM(delta),
            -SUM(delta * COALESCE(price, 0)),
            SUM(CASE WHEN reason = 'returned' THEN delta ELSE 0 END),
            MAX(CASE WHEN reason = 'sold' THEN at END)
        FROM inserted WHERE reason IN ('sold', 'returned') AND seller_id IS NOT NULL
        GROUP BY seller_id, substr(at, 1, 10), product_pk, COALESCE(variant_id, 0)
        ORDER BY 1, 2, 3, 4
        ON CONFLICT (seller_id, day, product_pk, variant_key) DO UPDATE SET
            units = s.units + excluded.units, revenue = s.revenue + excluded.revenue,
            returns = s.returns + excluded.returns,
            last_sold_at = GREATEST(s.last_sold_at, excluded.last_sold_at);
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS stock_movements_sales ON stock_movements;;
CREATE TRIGGER stock_movements_sales AFTER INSERT ON stock_movements
    REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_sales();;
-- Movements are never edited (contract §10): an undo is a new movement. A database fix-up
-- that edits one all the same (or a test that moves its script's movements in time) moves
-- its figures between the summaries' rows, so reports still agree with the history: the day
-- counts get a row taking the movement out of its old day and one adding it to its new day
-- (merged with the others every minute, a key left with no movement going; the day's
-- first/last ids only widen, and a history page reads within them and checks each time). A
-- daily sales row left with no movement goes.
CREATE OR REPLACE FUNCTION stock_movements_recounted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, last_id, units,
            amount)
        SELECT OLD.seller_id, substr(OLD.at, 1, 10), OLD.reason, -1, OLD.id, OLD.id, -OLD.delta,
            -OLD.delta * COALESCE(OLD.price, 0) WHERE OLD.seller_id IS NOT NULL
        UNION ALL
        SELECT NEW.seller_id, substr(NEW.at, 1, 10), NEW.reason, 1, NEW.id, NEW.id, NEW.delta,
            NEW.delta * COALESCE(NEW.price, 0) WHERE NEW.seller_id IS NOT NULL;
    IF OLD.reason IN ('sold', 'returned') THEN
        -- The old day's latest sale is looked up again among the item's movements of that day.
        UPDATE stock_sales_days SET units = units + OLD.delta,
                revenue = revenue + OLD.delta * COALESCE(OLD.price, 0),
                returns = returns - CASE WHEN OLD.reason = 'returned' THEN OLD.delta ELSE 0 END,
                last_sold_at = (SELECT MAX(m.at) FROM stock_movements m
                    WHERE m.product_pk = OLD.product_pk AND m.reason = 'sold'
                    AND m.at >= substr(OLD.at, 1, 10) AND m.at < substr(OLD.at, 1, 10) || 'U'
                    AND COALESCE(m.variant_id, 0) = COALESCE(OLD.variant_id, 0))
            WHERE seller_id = OLD.seller_id AND day = substr(OLD.at, 1, 10)
                AND product_pk = OLD.product_pk AND variant_key = COALESCE(OLD.variant_id, 0);
        DELETE FROM stock_sales_days WHERE seller_id = OLD.seller_id
            AND day = substr(OLD.at, 1, 10) AND product_pk = OLD.product_pk
            AND variant_key = COALESCE(OLD.variant_id, 0)
            AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_pk = OLD.product_pk
                AND m.reason IN ('sold', 'returned') AND m.at >= substr(OLD.at, 1, 10)
                AND m.at < substr(OLD.at, 1, 10) || 'U'
                AND COALESCE(m.variant_id, 0) = COALESCE(OLD.variant_id, 0));
    END IF;
    IF NEW.reason IN ('sold', 'returned') AND NEW.seller_id IS NOT NULL THEN
        INSERT INTO stock_sales_days AS s (seller_id, day, product_pk, variant_key, units,
                revenue, returns, last_sold_at)
            VALUES (NEW.seller_id, substr(NEW.at, 1, 10), NEW.product_pk,
                COALESCE(NEW.variant_id, 0), -NEW.delta, -NEW.delta * COALESCE(NEW.price, 0),
                CASE WHEN NEW.reason = 'returned' THEN NEW.delta ELSE 0 END,
                CASE WHEN NEW.reason = 'sold' THEN NEW.at END)
            ON CONFLICT (seller_id, day, product_pk, variant_key) DO UPDATE SET
                units = s.units + excluded.units, revenue = s.revenue + excluded.revenue,
                returns = s.returns + excluded.returns,
                last_sold_at = GREATEST(s.last_sold_at, excluded.last_sold_at);
    END IF;
    RETURN NULL;
END $$;;
DROP TRIGGER IF EXISTS stock_movements_recounted ON stock_movements;;
CREATE TRIGGER stock_movements_recounted
    AFTER UPDATE OF product_pk, variant_id, delta, at, reason, price ON stock_movements
    FOR EACH ROW EXECUTE FUNCTION stock_movements_recounted();;
-- Schema 10's index for reading a period's sales from the movements: no report reads it now.
DROP INDEX IF EXISTS stock_movements_reason_at;;
