-- Schema 16: webhooks (contract §13). Each webhook keeps its own positions in the change feed
-- and the movement feed, advanced in the transaction that writes the delivery announcing what
-- lay before them, so a crash never loses a change nor announces one twice. Times are Unix
-- milliseconds (UTC).
CREATE TABLE IF NOT EXISTS webhooks (
    id                    INTEGER PRIMARY KEY,
    app_id                TEXT NOT NULL,
    seller_id             INTEGER,
    url                   TEXT NOT NULL,
    types                 TEXT NOT NULL,
    description           TEXT NOT NULL DEFAULT '',
    active                INTEGER NOT NULL DEFAULT 1,
    disabled_reason       TEXT,
    secret                TEXT NOT NULL,
    -- The secret before the last rotation: deliveries carry its signature too until then.
    previous_secret       TEXT,
    previous_secret_until INTEGER,
    -- Opaque feed cursors; '' is the feed's beginning.
    feed_position         TEXT NOT NULL DEFAULT '',
    movement_position     TEXT NOT NULL DEFAULT '',
    -- When the last delivery was made: at most one per second (coalescing).
    last_planned_at       INTEGER NOT NULL DEFAULT 0,
    created_at            INTEGER NOT NULL,
    updated_at            INTEGER NOT NULL
);;
CREATE INDEX IF NOT EXISTS webhooks_app ON webhooks (app_id, id);;
-- One message to one webhook, attempted until a 2xx or until it is given up. message_id is
-- the webhook-id header: the same on every attempt and redelivery. state: pending (waiting for
-- its next attempt), ok, failed (given up). claimed_until: an instance sends it until then.
CREATE TABLE IF NOT EXISTS webhook_deliveries (
    id               INTEGER PRIMARY KEY,
    webhook_id       INTEGER NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    message_id       TEXT NOT NULL UNIQUE,
    payload          TEXT NOT NULL,
    cursor           TEXT NOT NULL,
    state            TEXT NOT NULL CHECK (state IN ('pending', 'ok', 'failed')),
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  INTEGER NOT NULL,
    claimed_until    INTEGER NOT NULL DEFAULT 0,
    claimed_by       TEXT,
    last_status      INTEGER,
    last_duration_ms INTEGER,
    last_answer      TEXT,
    last_error       TEXT,
    created_at       INTEGER NOT NULL,
    -- Retries end 3 days after this: the first attempt, or the last redelivery.
    retry_from       INTEGER NOT NULL,
    last_attempt_at  INTEGER,
    finished_at      INTEGER
);;
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
    WHERE state = 'pending';;
CREATE INDEX IF NOT EXISTS webhook_deliveries_webhook ON webhook_deliveries (webhook_id, id);;
CREATE INDEX IF NOT EXISTS webhook_deliveries_created ON webhook_deliveries (created_at);;
