#!/usr/bin/env bash
# Scale-out benchmark (issue 10), all in one run so the figures compare: one instance on
# SQLite, one on PostgreSQL, two on PostgreSQL with the clients split across both ports.
# Each: cached GET, uncached search and stock updates (req/s, p99). A private PostgreSQL
# cluster (tests/postgres/pg-cluster.sh) is started for the run and removed after it; the
# demo's load time into PostgreSQL is printed too. Not part of CTest.
# Usage: [BENCH_SIZE=N] [BENCH_PARTS="cached search stock"] [BENCH_PG_URL=postgresql://...]
#        tests/bench/bench_scaleout.sh [seconds] [connections]
# BENCH_PARTS: which loads to run (default all three; "search" alone takes a third of the time).
# BENCH_PG_URL: a database of a private cluster that already holds the demo catalog of
# BENCH_SIZE products (loading it takes minutes): used instead of a new cluster. Never the
# system cluster; the search loads leave it as it was, stock updates change stock.
source "$(dirname "$0")/common.sh"
duration="${1:-10}"
connections="${2:-16}"
parts="${BENCH_PARTS:-cached search stock}"
prepare_database
sqlite_db=$db

pg_state="$work/pg-bench"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    [[ -n "${BENCH_PG_URL:-}" ]] || bash "$root/tests/postgres/pg-cluster.sh" stop "$pg_state" >&2 || true
}
trap cleanup EXIT
if [[ -n "${BENCH_PG_URL:-}" ]]; then
    pg_db=$BENCH_PG_URL
else
    bash "$root/tests/postgres/pg-cluster.sh" start "$pg_state" >&2
    # shellcheck disable=SC1091
    source "$pg_state/pg.env"
    pg_db="${CATALOG_TEST_PG_URL%/postgres}/bench"
    psql -q "$CATALOG_TEST_PG_URL" -c "CREATE DATABASE bench" >/dev/null
    start=$(date +%s.%N)
    "$server_bin" demo --db "$pg_db" --size "$size" >/dev/null 2>"$work/demo-pg.log"
    echo "demo --size $size into PostgreSQL: $(echo "$(date +%s.%N) - $start" | bc) s" >&2
fi
pg_key=$("$server_bin" keys create --db "$pg_db" --name bench --abilities read,stock:write \
    --seller 1 --rate-per-second 10000000 --rate-per-minute 100000000)
PG_APP_ID=$(sed -E 's/.*"app_id":"([^"]+)".*/\1/' <<<"$pg_key")
PG_APP_SECRET=$(sed -E 's/.*"app_secret":"([^"]+)".*/\1/' <<<"$pg_key")

# serve DB → a new instance (appended to pids); its origin in $origin
serve() {
    local out="$work/scaleout-${#pids[@]}.out"
    "$server_bin" serve --db "$1" --listen 127.0.0.1:0 >"$out" 2>"$out.log" &
    pids+=($!)
    for _ in $(seq 300); do
        grep -q '^listening on ' "$out" 2>/dev/null && break
        sleep 0.1
    done
    local base
    base=$(sed -n 's/^listening on //p' "$out")
    [[ -n "$base" ]] || { cat "$out.log" >&2; exit 1; }
    origin="${base%/api/v1/client}"
}

codes=$(python3 - "$db_file" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
print(" ".join(c for (c,) in db.execute(
    "SELECT code FROM products WHERE seller_id = 1 AND active = 1 AND code IS NOT NULL "
    "AND pk NOT IN (SELECT product_pk FROM variants) LIMIT 200")))
PY
)
cached_path="/api/v1/client/products/books?per_page=20&sort=popular"
search_paths="/api/v1/client/search?q=kitob /api/v1/client/search?q=harry /api/v1/client/search?q=o%27tkan /api/v1/client/search?q=ruchka"
stock_path="/api/v1/client/products/stock/by-code"

# load ID SECRET ORIGINS [env...] → one RESULT line: req/s summed over the origins (the
# connections split between them), p99 the worst of them.
load() {
    local id=$1 secret=$2 origins=$3
    shift 3
    local n
    n=$(wc -w <<<"$origins")
    local files=()
    local target
    for target in $origins; do
        local file
        file=$(mktemp)
        files+=("$file")
        env APP_ID="$id" APP_SECRET="$secret" "$@" wrk -t1 -c$((connections / n)) \
            -d"${duration}s" -s "$root/tests/bench/rotate.lua" "$target" >"$file" &
    done
    wait # called in a subshell: its only children are these wrk runs
    cat "${files[@]}" | grep '^RESULT' | awk '
        { for (i = 2; i <= NF; ++i) { split($i, kv, "="); v[kv[1]] = kv[2] }
          rps += v["req/s"]; if (v["p99_ms"] > p99) p99 = v["p99_ms"]; errors += v["non2xx_or_errors"] }
        END { printf "req/s=%.0f p99_ms=%.2f errors=%d\n", rps, p99, errors }'
    rm -f "${files[@]}"
}

run_config() { # name id secret origins...
    local name=$1 id=$2 secret=$3 origins=$4
    if [[ " $parts " == *" cached "* ]]; then
        (load "$id" "$secret" "$origins" PATHS="$cached_path") >/dev/null # warm the caches
        echo "$name cached_get    $(load "$id" "$secret" "$origins" PATHS="$cached_path")"
    fi
    if [[ " $parts " == *" search "* ]]; then
        echo "$name search_nocache $(load "$id" "$secret" "$origins" NO_CACHE=1 PATHS="$search_paths")"
    fi
    if [[ " $parts " == *" stock "* ]]; then
        echo "$name stock_update  $(load "$id" "$secret" "$origins" PATHS="$stock_path" BODY_CODES="$codes")"
    fi
}

echo "wrk, $connections connections split over the instances, ${duration}s each, $(nproc) cores shared"
serve "$sqlite_db"
run_config sqlite_x1 "$APP_ID" "$APP_SECRET" "$origin"
kill -TERM "${pids[@]}"
wait "${pids[@]}" 2>/dev/null || true
pids=()
serve "$pg_db"
first_pg=$origin
run_config postgresql_x1 "$PG_APP_ID" "$PG_APP_SECRET" "$first_pg"
serve "$pg_db"
run_config postgresql_x2 "$PG_APP_ID" "$PG_APP_SECRET" "$first_pg $origin"
