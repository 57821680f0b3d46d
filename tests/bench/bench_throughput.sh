#!/usr/bin/env bash
# Issue 3's benchmark, wrk on loopback, all in one run so the ratios are fair:
#   (a) a cached GET with full auth, rate-limit accounting and headers,
#   (b) nginx serving the same response bytes as a static file,
#   (c) uncached search, (d) stock updates (POST deltas).
# Prints req/s, p99, the CPU a request costs the server and wrk, and the ratio to nginx.
# Not part of CTest.
# Usage: tests/bench/bench_throughput.sh [seconds] [connections]
# COMPARE=OTHER_BIN also measures another build's cached GET in every round, beside the
# other two (e.g. COMPARE=/work/main/build/app/server/catalog-server); ROUNDS=N (default 3).
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

# CPU time (user + system, clock ticks) of every thread of the given processes.
cpu_ticks() {
    local total=0 pid stat
    for pid in "$@"; do
        for stat in /proc/"$pid"/task/*/stat; do
            total=$((total + $(awk '{print $14 + $15}' "$stat" 2>/dev/null || echo 0)))
        done
    done
    echo "$total"
}
server_pids() { # the processes answering url: nginx's workers, or the catalog-server
    if [[ $1 == *":$nginx_port"* ]]; then pgrep -P "$NGINX_PID"; else echo "$SERVER_PID"; fi
}
# Besides req/s: the server's and wrk's CPU per request (µs). On a shared machine req/s
# follows the other users' load; what a request costs each side stays put.
run() { # name url [env...]
    local name=$1 url=$2; shift 2
    local pids before after result client
    pids=$(server_pids "$url")
    before=$(cpu_ticks $pids)
    result=$(env "$@" /usr/bin/time -f 'CLIENT %U %S' wrk -t2 -c"$connections" -d"${duration}s" \
        -s "$root/tests/bench/rotate.lua" "$url" 2>&1 | grep -E '^(RESULT|CLIENT)')
    after=$(cpu_ticks $pids)
    local requests=$(sed -nE 's/^RESULT.* requests=([0-9]+).*/\1/p' <<<"$result")
    client=$(sed -nE 's/^CLIENT ([0-9.]+) ([0-9.]+)/\1 + \2/p' <<<"$result")
    local tick=$(getconf CLK_TCK)
    grep '^RESULT' <<<"$result" | sed "s/^RESULT/$name/" | tr -d '\n'
    printf ' server_cpu_us=%s wrk_cpu_us=%s\n' \
        "$(echo "scale=1; ($after - $before) * 1000000 / $tick / $requests" | bc)" \
        "$(echo "scale=1; ($client) * 1000000 / $requests" | bc)"
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
# The database file takes one server at a time: the other build runs only for its turn.
swap_server() { # BIN: stops the running server, starts BIN, primes the cached entry
    stop_server
    server_bin=$1
    start_server
    origin="${BASE%/api/v1/client}"
    curl -s -o /dev/null -H "X-App-ID: $APP_ID" -H "X-App-Secret: $APP_SECRET" "$origin$path"
}
this_bin=$server_bin
rounds=()
round_count="${ROUNDS:-3}"
for round in $(seq "$round_count"); do
    c=$(run cached_get "$origin" PATHS="$path")
    echo "round $round: $c" >&2
    n=$(run nginx_static "http://127.0.0.1:$nginx_port" PATHS="/books.json")
    echo "round $round: $n" >&2
    o=
    if [[ -n "${COMPARE:-}" ]]; then
        swap_server "$COMPARE"
        o=$(run cached_get_compare "$origin" PATHS="$path")
        echo "round $round: $o" >&2
        swap_server "$this_bin"
    fi
    rounds+=("$c|$n|$o")
done
median_line() { # field index (1 cached, 2 nginx, 3 the other build) → the median req/s line
    for r in "${rounds[@]}"; do cut -d'|' -f"$1" <<<"$r"; done \
        | sort -t= -k2 -n | sed -n "$(((round_count + 1) / 2))p"
}
cached=$(median_line 1)
nginx=$(median_line 2)
other=$(median_line 3)
search=$(run uncached_search "$origin" NO_CACHE=1 PATHS="/api/v1/client/search?q=kitob /api/v1/client/search?q=harry /api/v1/client/search?q=o%27tkan /api/v1/client/search?q=ruchka")
stock=$(run stock_update "$origin" PATHS="/api/v1/client/products/stock/by-code" BODY_CODES="$codes")
printf '%s\n' "$cached" "$nginx" ${COMPARE:+"$other"} "$search" "$stock"
rps() { sed -E 's/.*req\/s=([0-9]+).*/\1/' <<<"$1"; }
echo "cached GET / nginx static = $(echo "scale=2; $(rps "$cached") / $(rps "$nginx")" | bc)"
if [[ -n "${COMPARE:-}" ]]; then
    echo "other build's cached GET / nginx static = $(echo "scale=2; $(rps "$other") / $(rps "$nginx")" | bc)"
fi
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
