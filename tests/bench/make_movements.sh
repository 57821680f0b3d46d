#!/usr/bin/env bash
# Fills a catalog database with a busy shop's history for the report benchmark:
# COUNT movements (default 1,000,000) of one seller's active products, spread evenly over the
# DAYS days (default 1,095: the longest report range) ending today, UTC. Reasons as a till
# writes them: 7 in 10 `sold` (1–3 units), 1 `returned`, 1 `received` (10), 1 `correction`;
# each at its product's price. Before/after are not a consistent chain (no report reads them).
# The schema's triggers keep the reports' summaries (schema 12) and the history's day counts
# exactly as for movements the server writes: the database must be migrated first.
# Never run by the demo or by CTest: only by bench_reports.sh, or by hand on a copy.
# Usage: make_movements.sh sqlite:/path/file.db|postgresql://… [count] [days] [seller]
set -euo pipefail
db="${1:?database URL: sqlite:/path/file.db or postgresql://user:password@host:port/name}"
count="${2:-1000000}"
days="${3:-1095}"
seller="${4:-1}"
end=$(date -u +%s)
start=$((end - days * 86400))
step=$(echo "scale=6; ($end - $start) / $count" | bc)

# The series and the pick of products are the same SQL on both engines (no random(): the
# history is the same on every run); only the time's text differs.
fill() { # time expression over n
    cat <<SQL
CREATE TEMPORARY TABLE bench_products AS
    SELECT ROW_NUMBER() OVER (ORDER BY pk) AS k, pk, price FROM products
    WHERE seller_id = $seller AND active = 1 AND NOT EXISTS
        (SELECT 1 FROM variants v WHERE v.product_pk = products.pk);
INSERT INTO stock_movements (app_id, product_pk, variant_id, stock_before, stock_after, delta,
    at, reason, price)
WITH RECURSIVE series (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM series WHERE n < $count),
    shape (n, k, delta, reason) AS (SELECT n,
        1 + (CAST(n AS BIGINT) * 7919) % (SELECT COUNT(*) FROM bench_products),
        CASE n % 10 WHEN 7 THEN 10 WHEN 8 THEN 1 WHEN 9 THEN -1 ELSE -(1 + n % 3) END,
        CASE n % 10 WHEN 7 THEN 'received' WHEN 8 THEN 'returned' WHEN 9 THEN 'correction'
            ELSE 'sold' END FROM series)
SELECT 'bench', b.pk, NULL, 100, 100 + s.delta, s.delta, $1, s.reason, b.price
FROM shape s JOIN bench_products b ON b.k = s.k;
SQL
}

case "$db" in
sqlite:*)
    file="${db#sqlite:}"
    sqlite3 "$file" <<SQL
PRAGMA journal_mode = WAL;
BEGIN;
$(fill "strftime('%Y-%m-%dT%H:%M:%fZ', $start + s.n * $step, 'unixepoch')")
COMMIT;
ANALYZE;
SQL
    ;;
postgresql:*)
    psql -q -v ON_ERROR_STOP=1 "$db" <<SQL
BEGIN;
$(fill "to_char(to_timestamp($start + s.n * $step) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')")
COMMIT;
VACUUM ANALYZE stock_movements;
SQL
    ;;
*)
    echo "unknown database URL: $db" >&2
    exit 2
    ;;
esac
echo "$count movements of seller $seller over $days days" >&2
