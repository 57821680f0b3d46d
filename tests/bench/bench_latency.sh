#!/usr/bin/env bash
# Issue 2's benchmark: p50/p99 latency of *uncached* list, detail, search and suggestion
# requests on a demo catalog (default 100k products; one database file per size, built once).
# Not part of CTest. Usage: tests/bench/bench_latency.sh [--size N] [seconds]
# BENCH_DB_URL=postgresql://... measures a database loaded beforehand instead (demo --db URL).
if [[ "${1:-}" == --size ]]; then
    export BENCH_SIZE="${2:?--size needs a number of products}"
    shift 2
fi
source "$(dirname "$0")/common.sh"
duration="${1:-10}"
prepare_database
start_server --cache-ttl 0
trap stop_server EXIT
path=$(sed -E 's#^https?://[^/]+##' <<<"$BASE")

run() { # name paths...
    local name=$1; shift
    local line
    line=$(PATHS="$*" wrk -t1 -c2 -d"${duration}s" -s "$root/tests/bench/rotate.lua" \
        "${BASE%$path}" | grep '^RESULT')
    printf '%-23s %s\n' "$name" "${line#RESULT }"
}

list=""; detail=""; search=""
for page in 1 2 3 50 400; do
    for sort in popular new price_asc price_desc; do
        list+=" $path/products/books?page=$page&sort=$sort $path/products/stationery?page=$page&sort=$sort"
    done
done
# Active products spread over the catalog (the demo deactivates a few).
if [[ $db == postgresql:* ]]; then
    for type in book stationery; do
        for id in $(psql -tAq "$db" -c "SELECT id FROM products WHERE type = '$type' AND active = 1 AND id % 997 = 1 LIMIT 12"); do
            detail+=" $path/products/$type/$id"
        done
    done
else
    while read -r type id; do detail+=" $path/products/$type/$id"; done < <(python3 - "$db_file" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for type in ("book", "stationery"):
    for (id,) in db.execute("SELECT id FROM products WHERE type = ? AND active = 1 AND id % 997 = 1 LIMIT 12", (type,)):
        print(type, id)
PY
)
fi
for q in kitob "o'tkan" harry potter "война и мир" ruchka daftar "sherlock holmes" qodiriy tolstoy; do
    search+=" $path/search?q=$(python3 -c "import urllib.parse,sys;print(urllib.parse.quote(sys.argv[1]))" "$q")"
done
letters=""
for q in a k s o m b "к" "с"; do
    letters+=" $path/search?q=$(python3 -c "import urllib.parse,sys;print(urllib.parse.quote(sys.argv[1]))" "$q")"
done
# Words in a large share of the catalog (types and categories), mostly outside the names.
common=""
for q in book books fiction stationery novels science writing paper; do
    common+=" $path/search?q=$q"
done
# Contract §5.1: typos, the other script, word forms and parts of codes.
fuzzy=""
for q in "harry poter" kodiriy "ўткан кунлар" "voyna i mir" "war and pease" "ручки" shaytanad 646704; do
    fuzzy+=" $path/search?q=$(python3 -c "import urllib.parse,sys;print(urllib.parse.quote(sys.argv[1]))" "$q")"
done
echo "uncached, 2 connections (one per server worker), ${duration}s each, $size products:"
if [[ $db == postgresql:* ]]; then
    # A fresh backend's first reads fault its shared buffers in, 4 kB at a time without huge
    # pages: most of a short run's p99 on a VM (docs/scaling.md, "Huge pages").
    echo "PostgreSQL huge_pages=$(psql -tAq "$db" -c 'SHOW huge_pages'), this machine's huge pages" \
        "reserved: $(awk '/^HugePages_Total/ {print $2}' /proc/meminfo)"
fi
run "list (/products/{col})" $list
run "detail" $detail
run "search" $search
run "search (1 letter)" $letters
run "search (common words)" $common
run "search (typos, scripts, forms)" $fuzzy
run "suggestions" $(sed 's#/search?q=#/search/suggestions?q=#g' <<<"$search")
run "suggestions (1 letter)" $(sed 's#/search?q=#/search/suggestions?q=#g' <<<"$letters")
run "suggestions (typos, scripts)" $(sed 's#/search?q=#/search/suggestions?q=#g' <<<"$fuzzy")
# Contract §15 (issue 40): the catalog admin's overview and lists by issue, with an admin key.
admin=$("$server_bin" keys create --db "$db" --name bench-admin --abilities read,catalog:admin \
    --rate-per-second 10000000 --rate-per-minute 100000000)
issues=""
for issue in missing_image missing_description old_price_below_price price_outlier \
    duplicate_code_conflict missing_category; do
    issues+=" $path/admin/products?issue=$issue"
done
# The last rows: the admin key from here on.
APP_ID=$(sed -E 's/.*"app_id":"([^"]+)".*/\1/' <<<"$admin")
APP_SECRET=$(sed -E 's/.*"app_secret":"([^"]+)".*/\1/' <<<"$admin")
export APP_ID APP_SECRET
run "/admin/quality" $path/admin/quality
run "/admin/products?issue=" $issues
