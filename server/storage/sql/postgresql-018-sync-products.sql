-- Every statement may run again over its own result (a database set back to an older
-- schema version).
-- Schema 18: product data of a shop server synced with the marketplace (contract §14).
--
-- What the shop knows of each product at the marketplace: the product's id there (a product
-- made at the shop gets it when its create is answered, or when its code links it to the
-- marketplace's product).
CREATE TABLE IF NOT EXISTS sync_products (
    product_pk  BIGINT PRIMARY KEY,
    upstream_id BIGINT NOT NULL
);;
-- Products created or edited at the shop (POST/PATCH /products/mine), to push upstream in
-- local order, queued in the write's own transaction. `fields`: a JSON array of the field
-- names a PATCH changed (its values are read when it is sent, so several edits go up as the
-- latest one).
CREATE TABLE IF NOT EXISTS sync_product_queue (
    id         BIGSERIAL PRIMARY KEY,
    product_pk BIGINT NOT NULL,
    action     TEXT NOT NULL CHECK (action IN ('create', 'update')),
    fields     TEXT NOT NULL DEFAULT '[]',
    queued_at  TEXT NOT NULL,
    state      TEXT NOT NULL DEFAULT 'pending'
        CHECK (state IN ('pending', 'sent', 'conflict', 'dropped')),
    attempts   INTEGER NOT NULL DEFAULT 0,
    sent_at    TEXT,
    answer     TEXT
);;
CREATE INDEX IF NOT EXISTS sync_product_queue_pending ON sync_product_queue (state, id);;
CREATE INDEX IF NOT EXISTS sync_product_queue_product ON sync_product_queue (product_pk, state);;
