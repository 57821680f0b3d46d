#!/usr/bin/env bash
# Stock update throughput with concurrent writers (issue 8): wrk POSTs deltas to the seller's
# books from N connections (default 8) and prints req/s, p50/p99 and, when the server logs
# them on shutdown, its writer's commits and batch sizes. Run it against two builds
# (CATALOG_SERVER_BIN=...) to compare, e.g. synchronous=NORMAL without group commit against
# synchronous=FULL with it. Not part of CTest.
# Usage: tests/bench/bench_stock_writes.sh [seconds] [connections] [rounds]
source "$(dirname "$0")/common.sh"
duration="${1:-10}"
connections="${2:-8}"
rounds="${3:-3}"
prepare_database
start_server
trap 'stop_server' EXIT
origin="${BASE%/api/v1/client}"
# Books only: a stationery barcode with variants is refused (422 has_variants).
codes=$(python3 - "$work/bench-100k.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
print(" ".join(c for (c,) in db.execute(
    "SELECT code FROM products WHERE seller_id = 1 AND type = 'book' AND active = 1 "
    "AND code IS NOT NULL LIMIT 200")))
PY
)
echo "wrk -t2 -c$connections -d${duration}s POST deltas on loopback, $(nproc) cores shared"
lines=()
for round in $(seq "$rounds"); do
    line=$(APP_ID="$APP_ID" APP_SECRET="$APP_SECRET" PATHS="/api/v1/client/products/stock/by-code" \
        BODY_CODES="$codes" wrk -t2 -c"$connections" -d"${duration}s" \
        -s "$root/tests/bench/rotate.lua" "$origin" | grep '^RESULT' | sed 's/^RESULT/stock_update/')
    echo "round $round: $line"
    lines+=("$line")
done
printf '%s\n' "${lines[@]}" | sort -t= -k2 -n | sed -n "$(((rounds + 1) / 2))p" | sed 's/^/median: /'
stop_server
trap - EXIT
grep -h 'writer:' "$work/serve.log" || true
