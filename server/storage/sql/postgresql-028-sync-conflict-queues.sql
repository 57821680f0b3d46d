-- Schema 28 (PostgreSQL): as SQLite's — a conflict names the product push it holds in a column
-- of its own, no longer only inside `detail`, which is for people to read.
ALTER TABLE sync_conflicts ADD COLUMN IF NOT EXISTS product_queue_id BIGINT;;
UPDATE sync_conflicts SET product_queue_id = CAST(CAST(detail AS jsonb)->>'product_queue_id' AS BIGINT)
    WHERE product_queue_id IS NULL AND detail LIKE '%"product_queue_id":%'
    AND jsonb_typeof(CAST(detail AS jsonb)->'product_queue_id') = 'number';;
