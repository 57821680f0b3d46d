-- Schema 3: stock history, reasons and counts (contract §10).
-- Movements carry why they happened; rows written before this schema get the default reason
-- of their sign (received, sold; correction for a set that changed nothing).
ALTER TABLE stock_movements ADD COLUMN reason TEXT NOT NULL DEFAULT 'correction';;
ALTER TABLE stock_movements ADD COLUMN note TEXT;;
-- The count whose apply wrote this movement (its own movements are not "moved since start").
ALTER TABLE stock_movements ADD COLUMN count_id INTEGER;;
UPDATE stock_movements SET reason = CASE WHEN delta > 0 THEN 'received'
    WHEN delta < 0 THEN 'sold' ELSE 'correction' END;;
-- One item's movements since a count started; the history's newest first per product.
CREATE INDEX stock_movements_item ON stock_movements (product_pk, variant_id, id);;
ALTER TABLE products ADD COLUMN reorder_level INTEGER CHECK (reorder_level >= 0);;
CREATE TABLE stock_counts (
    id                INTEGER PRIMARY KEY,
    seller_id         INTEGER NOT NULL REFERENCES sellers (id),
    name              TEXT NOT NULL,
    type              TEXT CHECK (type IN ('book', 'stationery')),
    category_id       INTEGER REFERENCES categories (id),
    status            TEXT NOT NULL CHECK (status IN ('open', 'applied', 'cancelled')),
    started_at        TEXT NOT NULL,
    closed_at         TEXT,
    -- The last movement id when the count started: later movements are "since start".
    start_movement_id INTEGER NOT NULL
);;
CREATE INDEX stock_counts_seller ON stock_counts (seller_id, status, id);;
-- One line per counted item; variant_id 0 for a product without variants (a key column).
CREATE TABLE stock_count_lines (
    id         INTEGER PRIMARY KEY,
    count_id   INTEGER NOT NULL REFERENCES stock_counts (id),
    product_pk INTEGER NOT NULL REFERENCES products (pk),
    variant_id INTEGER NOT NULL DEFAULT 0,
    counted    INTEGER NOT NULL CHECK (counted >= 0),
    UNIQUE (count_id, product_pk, variant_id)
);;
-- The last movement id when the count closed: later movements are no longer "since start".
ALTER TABLE stock_counts ADD COLUMN end_movement_id INTEGER;;
