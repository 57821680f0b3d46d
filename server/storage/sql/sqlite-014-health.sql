-- Schema 14 (SQLite). Run again on a database set back to an older schema: IF NOT EXISTS.
-- The /healthz probe's row (HealthProbe): replaced by a fresh one on every probe.
CREATE TABLE IF NOT EXISTS health_probe (at TEXT NOT NULL, filler BLOB NOT NULL);;
-- One product's movements, newest first (GET /products/stock/movements?code=, contract §10):
-- read and counted from the index alone, however long the seller's history.
CREATE INDEX IF NOT EXISTS stock_movements_product_history ON stock_movements (product_pk, seller_id, id);;
