#!/usr/bin/env bash
# Issue 3's benchmark, wrk on loopback, all in one run so the ratios are fair:
#   (a) a cached GET with full auth, rate-limit accounting and headers,
#   (b) nginx serving the same response bytes as a static file,
#   (c) uncached search, (d) stock updates (POST deltas).
# Prints req/s, p99 and the ratio to nginx. Not part of CTest.
# Usage: tests/bench/bench_throughput.sh [seconds] [connections]
source "$(dirname "$0")/common.sh"
duration="${1:-10}"
connections="${2:-32}"
prepare_database
start_server
trap 'stop_server; [[ -n "${NGINX_PID:-}" ]] && kill "$NGINX_PID" 2>/dev/null' EXIT
origin="${BASE%/api/v1/client}"
path="/api/v1/client/products/books?per_page=20&sort=popular"

# The exact bytes the API answers, served by nginx as a static file.
mkdir -p "$work/nginx/root"
curl -s -H "X-App-ID: $APP_ID" -H "X-App-Secret: $APP_SECRET" "$origin$path" >"$work/nginx/root/books.json"
nginx_port=$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')
cat >"$work/nginx/nginx.conf" <<CONF
worker_processes 2;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
events { worker_connections 4096; }
http {
    access_log off;
    types { application/json json; }
    server {
        listen 127.0.0.1:$nginx_port;
        root $work/nginx/root;
        location / { try_files /books.json =404; }
    }
}
CONF
nginx -c "$work/nginx/nginx.conf" -p "$work/nginx" &
NGINX_PID=$!
sleep 0.5

run() { # name url [env...]
    local name=$1 url=$2; shift 2
    env "$@" wrk -t2 -c"$connections" -d"${duration}s" -s "$root/tests/bench/rotate.lua" "$url" \
        | grep '^RESULT' | sed "s/^RESULT/$name/"
}
codes=$(python3 - "$db_file" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
print(" ".join(c for (c,) in db.execute(
    "SELECT code FROM products WHERE seller_id = 1 AND active = 1 AND code IS NOT NULL "
    "AND pk NOT IN (SELECT product_pk FROM variants) LIMIT 200")))
PY
)
echo "wrk -t2 -c$connections -d${duration}s on loopback, 2 cores shared by client and server"
# The machine's speed drifts (a shared VM): alternate the two servers over three rounds and
# compare medians, so both see the same conditions.
rounds=()
for round in 1 2 3; do
    c=$(run cached_get "$origin" PATHS="$path")
    n=$(run nginx_static "http://127.0.0.1:$nginx_port" PATHS="/books.json")
    echo "round $round: $c" >&2
    echo "round $round: $n" >&2
    rounds+=("$c|$n")
done
median_line() { # field index (1 cached, 2 nginx) → the line with the median req/s
    for r in "${rounds[@]}"; do cut -d'|' -f"$1" <<<"$r"; done \
        | sort -t= -k2 -n | sed -n 2p
}
cached=$(median_line 1)
nginx=$(median_line 2)
search=$(run uncached_search "$origin" NO_CACHE=1 PATHS="/api/v1/client/search?q=kitob /api/v1/client/search?q=harry /api/v1/client/search?q=o%27tkan /api/v1/client/search?q=ruchka")
stock=$(run stock_update "$origin" PATHS="/api/v1/client/products/stock/by-code" BODY_CODES="$codes")
printf '%s\n' "$cached" "$nginx" "$search" "$stock"
rps() { sed -E 's/.*req\/s=([0-9]+).*/\1/' <<<"$1"; }
echo "cached GET / nginx static = $(echo "scale=2; $(rps "$cached") / $(rps "$nginx")" | bc)"
