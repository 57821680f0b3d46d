-- Schema 14 (PostgreSQL). Run again on a database set back to an older schema: IF NOT EXISTS.
-- The /healthz probe's row (HealthProbe): TRUNCATE gives the table a new, empty file on every
-- probe, so that its fresh row must take new space on the disk.
CREATE TABLE IF NOT EXISTS health_probe (at TEXT NOT NULL, filler BYTEA NOT NULL);;
-- One product's movements, newest first (GET /products/stock/movements?code=, contract §10):
-- without it the planner walks the seller's whole history (stock_movements_seller) backwards
-- looking for the product's rows.
CREATE INDEX IF NOT EXISTS stock_movements_product_history ON stock_movements (product_pk, seller_id, id);;
