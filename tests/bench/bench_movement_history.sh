#!/usr/bin/env bash
# Issue 19 item 5's benchmark: pages of a 1,000,000-movement history of one seller
# (/products/stock/movements, uncached: Cache-Control: no-cache) while another key's cached
# GETs run beside them; p50/p99 of both. Target: any page <= 20 ms p99, the other key's cached
# GETs <= 10 ms p99. Not part of CTest.
# Usage: tests/bench/bench_movement_history.sh [seconds]
# The database (build/bench/bench-history.db, or BENCH_DB=FILE) is built once: `demo --size
# 2000`, then tests/bench/generate_movements.py adds 1,000,000 movements to seller 1 (about
# 30 s; never part of the demo's default path).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
server_bin="${CATALOG_SERVER_BIN:-$root/build/app/server/catalog-server}"
work="${BENCH_DIR:-$root/build/bench}"
mkdir -p "$work"
db_file="${BENCH_DB:-$work/bench-history.db}"
db="sqlite:$db_file"
duration="${1:-10}"
movements="${BENCH_MOVEMENTS:-1000000}"

if [[ ! -f "$db_file" ]]; then
    echo "== demo --size 2000 + $movements movements of seller 1" >&2
    "$server_bin" demo --db "$db" --size 2000 >/dev/null 2>&1
    python3 "$root/tests/bench/generate_movements.py" "$db_file" --seller 1 --count "$movements" >&2
fi
cat "$db_file" >/dev/null # a running shop's server: the file is in the page cache
key_of() { # seller → "APP_ID APP_SECRET"
    "$server_bin" keys create --db "$db" --name "bench-$1" --abilities read --seller "$1" \
        --rate-per-second 10000000 --rate-per-minute 100000000 |
        sed -E 's/.*"app_id":"([^"]+)".*"app_secret":"([^"]+)".*/\1 \2/'
}
read -r till_id till_secret < <(key_of 1)
read -r other_id other_secret < <(key_of 2)

"$server_bin" serve --db "$db" --listen 127.0.0.1:0 >"$work/serve.out" 2>"$work/serve.log" &
server_pid=$!
trap 'kill -TERM $server_pid 2>/dev/null; wait $server_pid 2>/dev/null || true' EXIT
for _ in $(seq 300); do
    grep -q '^listening on ' "$work/serve.out" 2>/dev/null && break
    sleep 0.1
done
base=$(sed -n 's/^listening on //p' "$work/serve.out")
[[ -n "$base" ]] || { cat "$work/serve.log" >&2; exit 1; }
origin=${base%/api/v1/client}
api=/api/v1/client

lowest=$(python3 -c "import sqlite3,sys;print(sqlite3.connect(sys.argv[1]).execute(
    'SELECT MIN(id) FROM stock_movements').fetchone()[0])" "$db_file")
history=$api/products/stock/movements
# The other key's reads: warmed once, then served from the cache.
cached="$api/products/books?page=1 $api/products/stationery?page=2 $api/search/categories
    $api/products/sellers/list $api/products/mine?per_page=20"
for path in $cached; do
    curl -s -o /dev/null -H "X-App-ID: $other_id" -H "X-App-Secret: $other_secret" "$origin$path"
done

run() { # name paths...
    local name=$1; shift
    local other_out; other_out=$(mktemp)
    APP_ID=$other_id APP_SECRET=$other_secret PATHS="$cached" wrk -t1 -c2 -d"${duration}s" \
        -s "$root/tests/bench/rotate.lua" "$origin" >"$other_out" &
    local other=$!
    local line
    line=$(APP_ID=$till_id APP_SECRET=$till_secret NO_CACHE=1 PATHS="$*" wrk -t1 -c2 \
        -d"${duration}s" -s "$root/tests/bench/rotate.lua" "$origin" | grep '^RESULT')
    wait $other
    printf '%-30s history: %s\n%-30s other key cached: %s\n' "$name" "${line#RESULT }" "" \
        "$(grep '^RESULT' "$other_out" | sed 's/^RESULT //')"
    rm -f "$other_out"
}

deep=""
for offset in 1000 5000 20000 50000 100000; do deep+=" $history?before=$((lowest + offset))"; done
echo "2 connections of seller 1's history (uncached) + 2 of seller 2's cached GETs, ${duration}s each, $movements movements:"
run "page 1" "$history"
run "page 1, per_page=100" "$history?per_page=100"
run "deep before= (oldest 100k)" $deep
run "far page=10000 / 49000" "$history?page=10000" "$history?page=49000"
run "empty since" "$history?since=2099-01-01T00:00:00Z"
run "since 30 days, page 1 / 50" \
    "$history?since=$(date -u -d '30 days ago' +%Y-%m-%dT%H:%M:%SZ)" \
    "$history?page=50&since=$(date -u -d '30 days ago' +%Y-%m-%dT%H:%M:%SZ)"
run "reason=returned, page 1 / 500" "$history?reason=returned" "$history?reason=returned&page=500"
