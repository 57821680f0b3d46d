# Shared by the benchmark scripts: builds (once) a demo database of BENCH_SIZE products
# (default 100000; one file per size) and a key with
# limits high enough never to throttle the load, and starts/stops servers.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
server_bin="${CATALOG_SERVER_BIN:-$root/build/app/server/catalog-server}"
work="${BENCH_DIR:-$root/build/bench}"
mkdir -p "$work"
size="${BENCH_SIZE:-100000}"
size_name=$size
[[ $size == 100000 ]] && size_name=100k
[[ $size == 1000000 ]] && size_name=1m
db_file="$work/bench-$size_name.db"
db="sqlite:$db_file"

prepare_database() {
    if [[ -n "${BENCH_DB_URL:-}" ]]; then
        # A catalog loaded beforehand, e.g. PostgreSQL (demo --db URL --size N): used as it is.
        db=$BENCH_DB_URL
        if [[ $db == postgresql:* ]]; then # the size the rows report is the one measured
            size=$(psql -tAq "$db" -c 'SELECT COUNT(*) FROM products')
        fi
    elif [[ ! -f "$db_file" ]]; then
        echo "== demo --size $size" >&2
        local start=$(date +%s.%N)
        "$server_bin" demo --db "$db" --size "$size" >/dev/null 2>"$work/demo-$size_name.log"
        echo "demo --size $size: $(echo "$(date +%s.%N) - $start" | bc) s" | tee "$work/demo-time-$size_name.txt" >&2
    fi
    # Measure a running shop server, not a cold boot: read the file once so the first seconds
    # do not time the disk (this machine's page cache is reclaimed between sessions).
    [[ -n "${BENCH_DB_URL:-}" ]] || cat "$db_file" >/dev/null
    local key
    key=$("$server_bin" keys create --db "$db" --name bench --abilities read,stock:write --seller 1 \
        --rate-per-second 10000000 --rate-per-minute 100000000)
    APP_ID=$(sed -E 's/.*"app_id":"([^"]+)".*/\1/' <<<"$key")
    APP_SECRET=$(sed -E 's/.*"app_secret":"([^"]+)".*/\1/' <<<"$key")
    export APP_ID APP_SECRET
}

# start_server EXTRA_ARGS... → sets BASE and SERVER_PID
start_server() {
    # Not the previous server's line: the new process truncates the file only once it runs.
    rm -f "$work/serve.out"
    "$server_bin" serve --db "$db" --listen 127.0.0.1:0 "$@" >"$work/serve.out" 2>"$work/serve.log" &
    SERVER_PID=$!
    for _ in $(seq 300); do # 30 s: a loaded machine starts slowly
        grep -q '^listening on ' "$work/serve.out" 2>/dev/null && break
        sleep 0.1
    done
    BASE=$(sed -n 's/^listening on //p' "$work/serve.out")
    [[ -n "$BASE" ]] || { cat "$work/serve.log" >&2; exit 1; }
}

stop_server() {
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
}
