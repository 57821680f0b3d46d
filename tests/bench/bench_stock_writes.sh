#!/usr/bin/env bash
# Stock update throughput with concurrent writers: wrk POSTs deltas to the seller's
# books from N connections (default 8) and prints req/s, p50/p99 and the writer's commits and
# largest batch (logged by the server on shutdown). Several builds can be compared in one run,
# rounds alternating between them so that all see the same machine load:
#   COMPARE="today=/tmp/old/catalog-server mine=build/app/server/catalog-server" \
#       tests/bench/bench_stock_writes.sh 10 8 3
# Not part of CTest.
# Usage: [COMPARE=...] [SERVE_ARGS=...] tests/bench/bench_stock_writes.sh [seconds] [connections] [rounds]
source "$(dirname "$0")/common.sh"
duration="${1:-10}"
connections="${2:-8}"
rounds="${3:-3}"
builds="${COMPARE:-current=$server_bin}"
first="${builds%% *}"
server_bin="${first#*=}" # creates the database and the key
prepare_database
# Books only: a stationery barcode with variants is refused (422 has_variants).
codes=$(python3 - "$work/bench-100k.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
print(" ".join(c for (c,) in db.execute(
    "SELECT code FROM products WHERE seller_id = 1 AND type = 'book' AND active = 1 "
    "AND code IS NOT NULL LIMIT 200")))
PY
)
# Each build writes to its own copy (the key included): a newer build migrates the file it opens,
# and an older one then refuses it.
if [[ -z "${BENCH_DB_URL:-}" ]]; then
    for build in $builds; do
        cp "$db_file" "$work/writes-${build%%=*}.db"
    done
fi
echo "wrk -t2 -c$connections -d${duration}s POST deltas on loopback, $(nproc) cores shared"
declare -A results
for round in $(seq "$rounds"); do
    for build in $builds; do
        name="${build%%=*}"
        server_bin="${build#*=}"
        [[ -n "${BENCH_DB_URL:-}" ]] || db="sqlite:$work/writes-$name.db"
        # SERVE_ARGS: e.g. "--workers 8" (each blocked write holds a worker thread).
        # shellcheck disable=SC2086
        start_server ${SERVE_ARGS:-}
        origin="${BASE%/api/v1/client}"
        line=$(APP_ID="$APP_ID" APP_SECRET="$APP_SECRET" \
            PATHS="/api/v1/client/products/stock/by-code" BODY_CODES="$codes" \
            wrk -t2 -c"$connections" -d"${duration}s" -s "$root/tests/bench/rotate.lua" "$origin" \
            | grep '^RESULT' | sed 's/^RESULT //' || echo "wrk failed")
        stop_server
        writer=$(sed -n 's/.*writer: \(.*\)/\1/p' "$work/serve.log")
        echo "round $round $name: $line${writer:+ | $writer}"
        results[$name]+="$line"$'\n'
    done
done
for build in $builds; do
    name="${build%%=*}"
    median=$(printf '%s' "${results[$name]}" | sort -t= -k2 -n | sed -n "$(((rounds + 1) / 2))p")
    echo "median $name: $median"
done
