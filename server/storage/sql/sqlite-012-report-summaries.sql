-- Schema 12: the reports of contract §12 read summaries kept with the movements instead of
-- every movement of the period (issue 23: a 90-day report of a shop with 1,000,000 movements
-- in a few milliseconds). Both are written by triggers in the transaction of each movement
-- insert, whoever writes it, so a report still always agrees with the history.
--
-- Every statement may run again over its own result (a test sets the schema version back to
-- fake an older database): the summaries are dropped and rebuilt from the movements.
--
-- The day counts of schema 8 add the sums of their movements: units (Σ delta, signed) and
-- amount (Σ delta × the movement's price). Daily sales are a few rows per day.
DROP TRIGGER IF EXISTS stock_movements_counted;;
DROP TABLE IF EXISTS stock_movement_days;;
CREATE TABLE stock_movement_days (
    seller_id INTEGER NOT NULL,
    day       TEXT NOT NULL,
    reason    TEXT NOT NULL,
    movements INTEGER NOT NULL,
    first_id  INTEGER NOT NULL,
    last_id   INTEGER NOT NULL,
    units     INTEGER NOT NULL,
    amount    INTEGER NOT NULL,
    PRIMARY KEY (seller_id, day, reason)
) WITHOUT ROWID;;
INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, last_id, units,
        amount)
    SELECT seller_id, substr(at, 1, 10), reason, COUNT(*), MIN(id), MAX(id), SUM(delta),
        SUM(delta * COALESCE(price, 0))
    FROM stock_movements WHERE seller_id IS NOT NULL GROUP BY seller_id, substr(at, 1, 10), reason;;
CREATE TRIGGER stock_movements_counted AFTER INSERT ON stock_movements BEGIN
    UPDATE stock_movements SET seller_id = (SELECT p.seller_id FROM products p
        WHERE p.pk = NEW.product_pk) WHERE id = NEW.id AND seller_id IS NULL;
    INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, last_id,
            units, amount)
        VALUES (COALESCE(NEW.seller_id, (SELECT p.seller_id FROM products p
            WHERE p.pk = NEW.product_pk)), substr(NEW.at, 1, 10), NEW.reason, 1, NEW.id, NEW.id,
            NEW.delta, NEW.delta * COALESCE(NEW.price, 0))
        ON CONFLICT (seller_id, day, reason) DO UPDATE SET movements = movements + 1,
            first_id = min(first_id, excluded.first_id), last_id = max(last_id, excluded.last_id),
            units = units + excluded.units, amount = amount + excluded.amount;
END;;
-- Sales and customer returns per seller, UTC day and item (a variant, or a product without
-- variants: variant_key 0), net like the reports: units = −Σ delta and revenue = −Σ delta ×
-- price over `sold` and `returned`, returns = the returned units, last_sold_at = the day's
-- latest `sold` movement (NULL: only returns). Top sellers group a period's rows by product.
DROP TRIGGER IF EXISTS stock_movements_sales;;
DROP TABLE IF EXISTS stock_sales_days;;
CREATE TABLE stock_sales_days (
    seller_id    INTEGER NOT NULL,
    day          TEXT NOT NULL,
    product_pk   INTEGER NOT NULL,
    variant_key  INTEGER NOT NULL,
    units        INTEGER NOT NULL,
    revenue      INTEGER NOT NULL,
    returns      INTEGER NOT NULL,
    last_sold_at TEXT,
    PRIMARY KEY (seller_id, day, product_pk, variant_key)
) WITHOUT ROWID;;
INSERT INTO stock_sales_days (seller_id, day, product_pk, variant_key, units, revenue, returns,
        last_sold_at)
    SELECT seller_id, substr(at, 1, 10), product_pk, COALESCE(variant_id, 0), -SUM(delta),
        -SUM(delta * COALESCE(price, 0)),
        SUM(CASE WHEN reason = 'returned' THEN delta ELSE 0 END),
        MAX(CASE WHEN reason = 'sold' THEN at END)
    FROM stock_movements WHERE reason IN ('sold', 'returned') AND seller_id IS NOT NULL
    GROUP BY seller_id, substr(at, 1, 10), product_pk, COALESCE(variant_id, 0)
    ORDER BY 1, 2, 3, 4;;
-- The seller comes from the product when the writer left it out (stock_movements_counted
-- fills the column, but this trigger's NEW is the row as inserted).
CREATE TRIGGER stock_movements_sales AFTER INSERT ON stock_movements
    WHEN NEW.reason IN ('sold', 'returned') BEGIN
    INSERT INTO stock_sales_days (seller_id, day, product_pk, variant_key, units, revenue,
            returns, last_sold_at)
        VALUES (COALESCE(NEW.seller_id, (SELECT p.seller_id FROM products p
            WHERE p.pk = NEW.product_pk)), substr(NEW.at, 1, 10), NEW.product_pk,
            COALESCE(NEW.variant_id, 0), -NEW.delta, -NEW.delta * COALESCE(NEW.price, 0),
            CASE WHEN NEW.reason = 'returned' THEN NEW.delta ELSE 0 END,
            CASE WHEN NEW.reason = 'sold' THEN NEW.at END)
        ON CONFLICT (seller_id, day, product_pk, variant_key) DO UPDATE SET
            units = units + excluded.units, revenue = revenue + excluded.revenue,
            returns = returns + excluded.returns,
            last_sold_at = CASE WHEN last_sold_at IS NULL OR excluded.last_sold_at > last_sold_at
                THEN COALESCE(excluded.last_sold_at, last_sold_at) ELSE last_sold_at END;
END;;
-- Movements are never edited (contract §10): an undo is a new movement. A database fix-up
-- that edits one all the same (or a test that moves its script's movements in time) moves
-- its figures between the summaries' rows, so reports still agree with the history (a row left
-- with no movement goes). The day's first/last ids only widen (a history page reads within
-- them and checks each time).
DROP TRIGGER IF EXISTS stock_movements_recounted;;
CREATE TRIGGER stock_movements_recounted
    AFTER UPDATE OF product_pk, variant_id, delta, at, reason, price ON stock_movements BEGIN
    UPDATE stock_movement_days SET movements = movements - 1, units = units - OLD.delta,
            amount = amount - OLD.delta * COALESCE(OLD.price, 0)
        WHERE seller_id = OLD.seller_id AND day = substr(OLD.at, 1, 10) AND reason = OLD.reason;
    DELETE FROM stock_movement_days WHERE seller_id = OLD.seller_id
        AND day = substr(OLD.at, 1, 10) AND reason = OLD.reason AND movements = 0;
    INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, last_id,
            units, amount)
        SELECT NEW.seller_id, substr(NEW.at, 1, 10), NEW.reason, 1, NEW.id, NEW.id, NEW.delta,
            NEW.delta * COALESCE(NEW.price, 0) WHERE NEW.seller_id IS NOT NULL
        ON CONFLICT (seller_id, day, reason) DO UPDATE SET movements = movements + 1,
            first_id = min(first_id, excluded.first_id), last_id = max(last_id, excluded.last_id),
            units = units + excluded.units, amount = amount + excluded.amount;
    -- The old day's latest sale is looked up again among the item's movements of that day.
    UPDATE stock_sales_days SET units = units + OLD.delta,
            revenue = revenue + OLD.delta * COALESCE(OLD.price, 0),
            returns = returns - CASE WHEN OLD.reason = 'returned' THEN OLD.delta ELSE 0 END,
            last_sold_at = (SELECT MAX(m.at) FROM stock_movements m
                WHERE m.product_pk = OLD.product_pk AND m.reason = 'sold'
                AND m.at >= substr(OLD.at, 1, 10) AND m.at < substr(OLD.at, 1, 10) || 'U'
                AND COALESCE(m.variant_id, 0) = COALESCE(OLD.variant_id, 0))
        WHERE OLD.reason IN ('sold', 'returned') AND seller_id = OLD.seller_id
            AND day = substr(OLD.at, 1, 10) AND product_pk = OLD.product_pk
            AND variant_key = COALESCE(OLD.variant_id, 0);
    DELETE FROM stock_sales_days WHERE seller_id = OLD.seller_id AND day = substr(OLD.at, 1, 10)
        AND product_pk = OLD.product_pk AND variant_key = COALESCE(OLD.variant_id, 0)
        AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_pk = OLD.product_pk
            AND m.reason IN ('sold', 'returned') AND m.at >= substr(OLD.at, 1, 10)
            AND m.at < substr(OLD.at, 1, 10) || 'U'
            AND COALESCE(m.variant_id, 0) = COALESCE(OLD.variant_id, 0));
    INSERT INTO stock_sales_days (seller_id, day, product_pk, variant_key, units, revenue,
            returns, last_sold_at)
        SELECT NEW.seller_id, substr(NEW.at, 1, 10), NEW.product_pk, COALESCE(NEW.variant_id, 0),
            -NEW.delta, -NEW.delta * COALESCE(NEW.price, 0),
            CASE WHEN NEW.reason = 'returned' THEN NEW.delta ELSE 0 END,
            CASE WHEN NEW.reason = 'sold' THEN NEW.at END
        WHERE NEW.reason IN ('sold', 'returned') AND NEW.seller_id IS NOT NULL
        ON CONFLICT (seller_id, day, product_pk, variant_key) DO UPDATE SET
            units = units + excluded.units, revenue = revenue + excluded.revenue,
            returns = returns + excluded.returns,
            last_sold_at = CASE WHEN last_sold_at IS NULL OR excluded.last_sold_at > last_sold_at
                THEN COALESCE(excluded.last_sold_at, last_sold_at) ELSE last_sold_at END;
END;;
-- Schema 10's index for reading a period's sales from the movements: no report reads it now.
DROP INDEX IF EXISTS stock_movements_reason_at;;
-- Stock value and slow sellers read the seller's active products' stock, price and cost from
-- this index instead of every product's row (a shop of 15,000 products: 7 ms instead of 28).
-- SQLite only: on PostgreSQL an index on stock would make every stock update a non-HOT one,
-- rewriting all of products' indexes.
CREATE INDEX IF NOT EXISTS products_stock_value ON products (seller_id, active, stock, price, last_cost);;
