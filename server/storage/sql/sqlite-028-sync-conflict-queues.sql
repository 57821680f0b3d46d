-- Schema 28 (SQLite): a conflict names the product push it holds in a column of its own
-- (SyncConflict::productQueueId), no longer only inside `detail`, which is for people to read.
ALTER TABLE sync_conflicts ADD COLUMN product_queue_id INTEGER;;
UPDATE sync_conflicts SET product_queue_id = CAST(json_extract(detail, '$.product_queue_id') AS INTEGER)
    WHERE product_queue_id IS NULL AND json_valid(detail)
    AND json_type(detail, '$.product_queue_id') = 'integer';;
