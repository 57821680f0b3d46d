-- Schema 8 (PostgreSQL), as sqlite-008-movement-history.sql: the stock history at a busy
-- shop's size (contract §10: any page of millions of movements in milliseconds, with an
-- exact total).
-- The seller is the movement's own column, so one seller's history is one index range
-- (newest first by id) instead of every movement joined to its product.
ALTER TABLE stock_movements ADD COLUMN seller_id BIGINT;;
UPDATE stock_movements m SET seller_id = p.seller_id FROM products p WHERE p.pk = m.product_pk;;
CREATE INDEX stock_movements_seller ON stock_movements (seller_id, id);;
CREATE INDEX stock_movements_seller_reason ON stock_movements (seller_id, reason, id);;
-- Movements per seller, UTC day (the first 10 characters of `at`) and reason, with the ids
-- the day's movements span: totals are sums of a few rows instead of counts of the history,
-- and since/until become an id range of the seller's index (MovementRepository).
-- Unlike SQLite's, rows are only appended (one per inserting statement) and merged later
-- (MovementRepository::compactDayCounts, every minute): one row per day updated by every
-- movement would queue concurrent writers of a seller on it and, between instances whose
-- transactions touch two such rows in opposite orders, deadlock them.
CREATE TABLE stock_movement_days (
    seller_id BIGINT NOT NULL,
    day       TEXT COLLATE "C" NOT NULL,
    reason    TEXT COLLATE "C" NOT NULL,
    movements BIGINT NOT NULL,
    first_id  BIGINT NOT NULL,
    last_id   BIGINT NOT NULL
);;
CREATE INDEX stock_movement_days_seller ON stock_movement_days (seller_id, day, reason);;
INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, last_id)
    SELECT seller_id, substr(at, 1, 10), reason, COUNT(*), MIN(id), MAX(id)
    FROM stock_movements WHERE seller_id IS NOT NULL GROUP BY seller_id, substr(at, 1, 10), reason;;
-- The seller of each movement, whoever writes it (stock updates, counts, documents, imports):
-- the writer need not know. A writer may give seller_id itself.
CREATE FUNCTION stock_movements_seller() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.seller_id IS NULL THEN
        SELECT p.seller_id INTO NEW.seller_id FROM products p WHERE p.pk = NEW.product_pk;
    END IF;
    RETURN NEW;
END $$;;
CREATE TRIGGER stock_movements_seller BEFORE INSERT ON stock_movements
    FOR EACH ROW EXECUTE FUNCTION stock_movements_seller();;
-- The day counts of each inserting statement, in its transaction. A bulk import
-- (catalog.bulk_write, see products_count()) runs a statement per movement: its movements
-- wait in stock_movements_uncounted and are counted once at its end
-- (CatalogWriter::countProducts).
CREATE TABLE stock_movements_uncounted (id BIGINT PRIMARY KEY);;
CREATE FUNCTION stock_movements_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF current_setting('catalog.bulk_write', true) = 'on' THEN
        INSERT INTO stock_movements_uncounted (id) SELECT id FROM inserted;
        RETURN NULL;
    END IF;
    INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, last_id)
        SELECT seller_id, substr(at, 1, 10), reason, COUNT(*), MIN(id), MAX(id)
        FROM inserted GROUP BY seller_id, substr(at, 1, 10), reason;
    RETURN NULL;
END $$;;
CREATE TRIGGER stock_movements_counted AFTER INSERT ON stock_movements
    REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_counted();;
