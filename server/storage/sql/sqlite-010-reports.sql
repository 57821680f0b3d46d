-- Schema 10: the reports of contract §12 read the movements by reason and time.
-- Sales and returns of a period, all sellers' in one range (the seller comes from the
-- product); covering, so a 90-day report reads the index alone.
CREATE INDEX IF NOT EXISTS stock_movements_reason_at ON stock_movements (reason, at, product_pk, delta, price);;
-- A product's last sale (slow sellers): one seek per product.
CREATE INDEX IF NOT EXISTS stock_movements_product_reason ON stock_movements (product_pk, reason, at);;
