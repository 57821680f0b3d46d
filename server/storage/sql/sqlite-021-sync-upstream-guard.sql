-- Every statement may run again over its own result (a database set back to an older
-- schema version).
-- Schema 21: what comes down from the marketplace is applied at most once (contract §14,
-- "What comes down is checked").
--
-- The upstream id of every movement the shop applied from the movement feed (or folded into
-- the stock it copied at sync init), kept forever: a feed that repeats itself (a cursor that
-- does not advance, a proxy, a marketplace bug) can never apply one twice. The check is the
-- insert, in the transaction that applies the movement.
CREATE TABLE IF NOT EXISTS sync_pulled_movements (
    upstream_id INTEGER PRIMARY KEY,
    pulled_at   TEXT NOT NULL
);;
