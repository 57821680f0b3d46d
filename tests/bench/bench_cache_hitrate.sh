#!/usr/bin/env bash
# Issue 8: the response cache's hit rate for a mixed read load (details, lists, search,
# categories, sellers) while one till writes 8 stock updates a second. Target ≥ 90 %: a write
# drops only what it can change (contract §7). Not part of CTest.
# Usage: tests/bench/bench_cache_hitrate.sh [seconds] [connections]
source "$(dirname "$0")/common.sh"
duration="${1:-20}"
connections="${2:-16}"
prepare_database
start_server
trap '[[ -n "${TILL_PID:-}" ]] && kill "$TILL_PID" 2>/dev/null; stop_server' EXIT
origin="${BASE%/api/v1/client}"
api=/api/v1/client

mapfile -t lists < <(python3 - "$db_file" "$api" <<'PY'
import random, sqlite3, sys
db, api = sqlite3.connect(sys.argv[1]), sys.argv[2]
random.seed(8)
paths = []
books = [i for (i,) in db.execute("SELECT id FROM products WHERE type='book' AND active=1 LIMIT 5000")]
pens = [i for (i,) in db.execute("SELECT id FROM products WHERE type='stationery' AND active=1 LIMIT 5000")]
paths += [f"{api}/products/book/{i}" for i in random.sample(books, 120)]
paths += [f"{api}/products/stationery/{i}" for i in random.sample(pens, 60)]
for col in ("books", "stationery"):
    for sort in ("popular", "new", "price_asc"):
        paths += [f"{api}/products/{col}?sort={sort}&page={p}" for p in (1, 2)]
    paths.append(f"{api}/products/recommendation/{col}")
paths += [f"{api}/search?q={q}" for q in ("kitob", "harry", "ruchka", "daftar", "tarix", "roman")]
paths += [f"{api}/search/categories", f"{api}/search/trending", f"{api}/products/sellers/list"]
paths += [f"{api}/products/sellers/profile/{s}/1" for s in range(1, 8)]
codes = [c for (c,) in db.execute(
    "SELECT code FROM products WHERE seller_id=1 AND active=1 AND code IS NOT NULL "
    "AND pk NOT IN (SELECT product_pk FROM variants) LIMIT 50")]
print(" ".join(paths))
print(" ".join(codes))
PY
)
paths=${lists[0]}
codes=${lists[1]}

till() { # 8 stock updates a second, one connection, as a till scanning
    local i=0 list=($codes)
    while true; do
        curl -s -o /dev/null -X POST -H "X-App-ID: $APP_ID" -H "X-App-Secret: $APP_SECRET" \
            -H 'Content-Type: application/json' \
            -d "{\"code\":\"${list[$((i % ${#list[@]}))]}\",\"delta\":1}" "$origin$api/products/stock/by-code"
        i=$((i + 1))
        sleep 0.125
    done
}

echo "$(wc -w <<<"$paths") paths; wrk -t2 -c$connections -d${duration}s"
# Warm the cache once, then measure without and with the till.
PATHS="$paths" wrk -t2 -c"$connections" -d3s -s "$root/tests/bench/hitrate.lua" "$origin" >/dev/null
quiet=$(PATHS="$paths" wrk -t2 -c"$connections" -d"${duration}s" -s "$root/tests/bench/hitrate.lua" "$origin" | grep '^RESULT')
echo "no writes:        ${quiet#RESULT }"
till & TILL_PID=$!
busy=$(PATHS="$paths" wrk -t2 -c"$connections" -d"${duration}s" -s "$root/tests/bench/hitrate.lua" "$origin" | grep '^RESULT')
kill "$TILL_PID" 2>/dev/null || true; wait "$TILL_PID" 2>/dev/null || true; TILL_PID=
echo "till at 8/s:      ${busy#RESULT }"
