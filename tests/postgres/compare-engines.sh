#!/usr/bin/env bash
# Issue 10's "answers every endpoint exactly as the SQLite server does": the same demo catalog
# on SQLite and on PostgreSQL, one server on each, and every read endpoint (lists in every
# sort and page, details, search, suggestions, trending, categories, sellers, mine) asked of
# both; any difference in the bodies fails, with the path and both answers.
# Usage: compare-engines.sh CATALOG_SERVER_BIN PG_ENV_FILE   (CTest: engines_answer_alike)
set -euo pipefail
server_bin=$1
# shellcheck disable=SC1090
source "$2" # CATALOG_TEST_PG_URL: the private cluster's admin URL
work=$(mktemp -d)
pids=()
dbname="catalog_cmp_$$"
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    psql -q "$CATALOG_TEST_PG_URL" -c "DROP DATABASE IF EXISTS $dbname WITH (FORCE)" >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT
psql -q "$CATALOG_TEST_PG_URL" -c "CREATE DATABASE $dbname" >/dev/null
sqlite_db="sqlite:$work/catalog.db"
pg_db="${CATALOG_TEST_PG_URL%/postgres}/$dbname"

serve() { # DB → sets origin
    local out="$work/serve-${#pids[@]}.out"
    "$server_bin" serve --db "$1" --listen 127.0.0.1:0 >"$out" 2>"$out.log" &
    pids+=($!)
    for _ in $(seq 300); do
        grep -q '^listening on ' "$out" 2>/dev/null && break
        sleep 0.1
    done
    origin=$(sed -n 's/^listening on //p' "$out")
    [[ -n "$origin" ]] || { cat "$out.log" >&2; exit 1; }
}
declare -A ids secrets origins
for engine in sqlite pg; do
    db=$sqlite_db
    [[ $engine == pg ]] && db=$pg_db
    "$server_bin" demo --db "$db" --size 2000 >/dev/null 2>"$work/demo-$engine.log"
    key=$("$server_bin" keys create --db "$db" --name compare --abilities read,stock:write \
        --seller 1 --rate-per-second 100000 --rate-per-minute 1000000)
    ids[$engine]=$(sed -E 's/.*"app_id":"([^"]+)".*/\1/' <<<"$key")
    secrets[$engine]=$(sed -E 's/.*"app_secret":"([^"]+)".*/\1/' <<<"$key")
    serve "$db"
    origins[$engine]=$origin
done

paths=()
for col in books stationery; do
    for sort in popular new price_asc price_desc; do
        for page in 1 2 7; do paths+=("products/$col?sort=$sort&page=$page&per_page=20"); done
    done
    paths+=("products/$col?q=the" "products/$col?q=a&page=3" "products/recommendation/$col")
done
for id in 1 2 5 17 100 1000 1500 99999; do paths+=("products/book/$id" "products/stationery/$id"); done
for id in 1 2 3 10; do
    paths+=("products/by-author/$id" "products/by-publisher/$id"
        "products/sellers/profile/$id/1" "products/sellers/profile/$id/2")
done
paths+=("products/sellers/list" "products/sellers/list?page=2" "products/mine"
    "products/mine?page=2" "search/categories" "search/trending")
for q in the a b harry sea o%27 kitob ruchka daftar book stationery the%20sea xyz %D0%BA qalam \
    notebook%20a war%20and caf%C3%A9 O%CA%BCzbek; do
    paths+=("search?q=$q" "search?q=$q&page=2" "search/suggestions?q=$q"
        "search/suggestions?q=$q&seller_id=2")
done
# Far pages: PostgreSQL streams a page over the first rows in key order or gathers it from its
# index (SearchRepository::appendMatches); either way the same products in the same order.
for q in a b book stationery kitob; do
    paths+=("search?q=$q&page=9" "search?q=$q&page=30")
done
for category in 1 2 3 5 10 20; do
    paths+=("search/category/$category/book" "search/category/$category/stationery?page=2")
done

differ=0
successes=0
for path in "${paths[@]}"; do
    a=$(curl -sS -H "X-App-ID: ${ids[sqlite]}" -H "X-App-Secret: ${secrets[sqlite]}" \
        "${origins[sqlite]}/$path")
    b=$(curl -sS -H "X-App-ID: ${ids[pg]}" -H "X-App-Secret: ${secrets[pg]}" "${origins[pg]}/$path")
    if [[ "$a" != "$b" ]]; then
        differ=$((differ + 1))
        echo "DIFFERENT: $path" >&2
        echo "  sqlite:     ${a:0:400}" >&2
        echo "  postgresql: ${b:0:400}" >&2
    elif [[ "$a" == *'"status":"success"'* ]]; then
        successes=$((successes + 1))
    fi
done
# Unknown ids answer 404 on both; the rest must be real answers, not two equal errors.
echo "${#paths[@]} read requests, $successes successful on both, $differ differ"
[[ $differ -eq 0 && $successes -ge $((${#paths[@]} - 10)) ]]
