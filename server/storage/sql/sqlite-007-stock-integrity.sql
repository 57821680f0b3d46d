-- Schema 7: movements and count lines record what a shop needs to read them later (contract
-- §8, §10, §12).
-- The device's own time of a scan (an offline till sends its scans later), and the item's
-- price when the movement was made (reports value a sale at the price it was made at).
ALTER TABLE stock_movements ADD COLUMN scanned_at TEXT;;
ALTER TABLE stock_movements ADD COLUMN price INTEGER;;
-- Movements written before this schema are valued at the price the item has now.
UPDATE stock_movements SET price = COALESCE(
    (SELECT v.price FROM variants v WHERE v.id = stock_movements.variant_id),
    (SELECT p.price FROM products p WHERE p.pk = stock_movements.product_pk));;
-- A line's stock at its latest scan: the variance is counted − this, so a sale made before the
-- shelf was counted is not taken off twice. Open lines of an older schema had their variance
-- against the stock now, which is what this fills in.
ALTER TABLE stock_count_lines ADD COLUMN stock_when_counted INTEGER NOT NULL DEFAULT 0;;
ALTER TABLE stock_count_lines ADD COLUMN counted_at TEXT;;
-- The item's other movements after its latest scan, frozen when the count closes (while the
-- count is open it is the stock now − stock_when_counted).
ALTER TABLE stock_count_lines ADD COLUMN moved_since_counted INTEGER;;
UPDATE stock_count_lines SET stock_when_counted = COALESCE(
    (SELECT v.stock FROM variants v WHERE v.id = stock_count_lines.variant_id),
    (SELECT p.stock FROM products p WHERE p.pk = stock_count_lines.product_pk), 0);;
UPDATE stock_count_lines SET moved_since_counted = 0 WHERE count_id IN
    (SELECT id FROM stock_counts WHERE status <> 'open');;
