-- Schema 8: the stock history at a busy shop's size (contract §10: any page of millions of
-- movements in milliseconds, with an exact total).
-- The seller is the movement's own column, so one seller's history is one index range
-- (newest first by id) instead of every movement joined to its product.
ALTER TABLE stock_movements ADD COLUMN seller_id INTEGER;;
UPDATE stock_movements SET seller_id = (SELECT p.seller_id FROM products p
    WHERE p.pk = stock_movements.product_pk);;
CREATE INDEX stock_movements_seller ON stock_movements (seller_id, id);;
CREATE INDEX stock_movements_seller_reason ON stock_movements (seller_id, reason, id);;
-- Movements per seller, UTC day (the first 10 characters of `at`) and reason, with the ids
-- the day's movements span: totals are sums of a few rows instead of counts of the history,
-- and since/until become an id range of the seller's index (MovementRepository).
CREATE TABLE stock_movement_days (
    seller_id INTEGER NOT NULL,
    day       TEXT NOT NULL,
    reason    TEXT NOT NULL,
    movements INTEGER NOT NULL,
    first_id  INTEGER NOT NULL,
    last_id   INTEGER NOT NULL,
    PRIMARY KEY (seller_id, day, reason)
) WITHOUT ROWID;;
INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, last_id)
    SELECT seller_id, substr(at, 1, 10), reason, COUNT(*), MIN(id), MAX(id)
    FROM stock_movements WHERE seller_id IS NOT NULL GROUP BY seller_id, substr(at, 1, 10), reason;;
-- Kept in the transaction of every movement insert, whoever writes it (stock updates, counts,
-- documents, imports): the writer need not know. A writer may give seller_id itself.
CREATE TRIGGER stock_movements_counted AFTER INSERT ON stock_movements BEGIN
    UPDATE stock_movements SET seller_id = (SELECT p.seller_id FROM products p
        WHERE p.pk = NEW.product_pk) WHERE id = NEW.id AND seller_id IS NULL;
    INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, last_id)
        VALUES (COALESCE(NEW.seller_id, (SELECT p.seller_id FROM products p
            WHERE p.pk = NEW.product_pk)), substr(NEW.at, 1, 10), NEW.reason, 1, NEW.id, NEW.id)
        ON CONFLICT (seller_id, day, reason) DO UPDATE SET movements = movements + 1,
            first_id = min(first_id, excluded.first_id), last_id = max(last_id, excluded.last_id);
END;;
