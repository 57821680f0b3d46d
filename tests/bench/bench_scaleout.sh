#!/usr/bin/env bash
# Scale-out benchmark (issues 10 and 24), all in one run so the figures compare: one instance
# on SQLite, then 1, 2 and 4 instances on PostgreSQL with the clients split across their ports.
# Each: cached GET, uncached search and stock updates (req/s, p99). A private PostgreSQL
# cluster (tests/postgres/pg-cluster.sh, fsync=off) is started for the run and removed after
# it; the demo's load time into PostgreSQL is printed too. After each PostgreSQL row: the
# statements PostgreSQL cancelled meanwhile for a lock timeout or a deadlock (its log).
# Not part of CTest.
# Usage: [BENCH_SIZE=N] [PG_INSTANCES="1 2 4"] [LOADS="cached search stock"] [PG_FSYNC=on]
#        [BEFORE_BIN=other catalog-server] tests/bench/bench_scaleout.sh [seconds] [connections]
#   SHARE_CORES=1: each of N PostgreSQL instances runs with --workers and --db-writers set to
#                its share of the cores (nproc / N, at least 1)
#   PER_CLIENT=1: each wrk client's own RESULT line too (on stderr)
#   CPU_SPLIT=1: after each stock row, the CPU the instances and PostgreSQL spent per update
#   PG_FSYNC=on: the cluster runs with fsync and full_page_writes on (ALTER SYSTEM + reload
#                after the start, synchronous_commit stays on): durable commits as in production
#   BEFORE_BIN:  every PostgreSQL row is measured with that build too (same database, same
#                run), named ..._before
#   IN_STEP=1:   the clients of all instances walk the 200 codes in step (the same rows at the
#                same moment), as this script once did
source "$(dirname "$0")/common.sh"
duration="${1:-10}"
connections="${2:-16}"
pg_instances="${PG_INSTANCES:-1 2 4}"
loads="${LOADS:-${BENCH_PARTS:-cached search stock}}" # BENCH_PARTS: its older name
prepare_database
sqlite_db=$db

pg_state="$work/pg-bench"
bash "$root/tests/postgres/pg-cluster.sh" start "$pg_state" >&2
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    # Kept for a look after the run (lock waits with PG_SET="log_lock_waits=on ...").
    cp "$pg_log" "$work/scaleout-postgres.log" 2>/dev/null || true
    bash "$root/tests/postgres/pg-cluster.sh" stop "$pg_state" >&2 || true
}
trap cleanup EXIT
# shellcheck disable=SC1091
source "$pg_state/pg.env"
pg_log="$(cat "$pg_state/pg.dir")/postgres.log"
if [[ "${PG_FSYNC:-off}" == on ]]; then
    psql -q "$CATALOG_TEST_PG_URL" -c "ALTER SYSTEM SET fsync = on" \
        -c "ALTER SYSTEM SET full_page_writes = on" -c "SELECT pg_reload_conf()" >/dev/null
    sleep 1
fi
# PG_SET="name=value ...": more settings for the run (e.g. "log_lock_waits=on
# deadlock_timeout=10ms" logs every row lock wait longer than 10 ms).
for setting in ${PG_SET:-}; do
    psql -q "$CATALOG_TEST_PG_URL" -c "ALTER SYSTEM SET ${setting%%=*} = '${setting#*=}'" >/dev/null
done
[[ -n "${PG_SET:-}" ]] && psql -q "$CATALOG_TEST_PG_URL" -c "SELECT pg_reload_conf()" >/dev/null
echo "PostgreSQL: fsync=$(psql -tAq "$CATALOG_TEST_PG_URL" -c "SHOW fsync")," \
    "synchronous_commit=$(psql -tAq "$CATALOG_TEST_PG_URL" -c "SHOW synchronous_commit")"
pg_db="${CATALOG_TEST_PG_URL%/postgres}/bench"
psql -q "$CATALOG_TEST_PG_URL" -c "CREATE DATABASE bench" >/dev/null
# The demo into PostgreSQL takes minutes: its dump is kept beside the SQLite file and restored
# by later runs (delete it to time the demo again).
pg_dump_file="$work/bench-$size_name.pgdump"
start=$(date +%s.%N)
if [[ -f "$pg_dump_file" ]]; then
    pg_restore --no-owner -d "$pg_db" "$pg_dump_file"
    echo "restored $pg_dump_file into PostgreSQL: $(echo "$(date +%s.%N) - $start" | bc) s" >&2
else
    "$server_bin" demo --db "$pg_db" --size "$size" >/dev/null 2>"$work/demo-pg.log"
    echo "demo --size $size into PostgreSQL: $(echo "$(date +%s.%N) - $start" | bc) s" >&2
    pg_dump -Fc -f "$pg_dump_file.part" "$pg_db" && mv "$pg_dump_file.part" "$pg_dump_file"
fi
psql -q "$pg_db" -c "VACUUM ANALYZE" >/dev/null
pg_key=$("$server_bin" keys create --db "$pg_db" --name bench --abilities read,stock:write \
    --seller 1 --rate-per-second 10000000 --rate-per-minute 100000000)
PG_APP_ID=$(sed -E 's/.*"app_id":"([^"]+)".*/\1/' <<<"$pg_key")
PG_APP_SECRET=$(sed -E 's/.*"app_secret":"([^"]+)".*/\1/' <<<"$pg_key")

# serve DB [BIN] [ARGS...] → a new instance (appended to pids); its origin in $origin
serve() {
    local out="$work/scaleout-${#pids[@]}.out" db=$1 bin=${2:-$server_bin}
    shift 2 || shift $#
    "$bin" serve --db "$db" --listen 127.0.0.1:0 ${SERVE_ARGS:-} "$@" >"$out" 2>"$out.log" &
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
    local target index=0
    for target in $origins; do
        local file
        file=$(mktemp)
        files+=("$file")
        # Each instance's client starts at its own place in the code list (IN_STEP=1: all at
        # the first code, as it once was, when both clients updated the same rows at the
        # same moment and measured how instances queue on each other's row locks).
        local offset=$((index * 200 / n))
        [[ "${IN_STEP:-0}" == 1 ]] && offset=0
        index=$((index + 1))
        env APP_ID="$id" APP_SECRET="$secret" OFFSET="$offset" "$@" wrk -t1 -c$((connections / n)) \
            -d"${duration}s" -s "$root/tests/bench/rotate.lua" "$target" >"$file" &
    done
    wait # called in a subshell: its only children are these wrk runs
    [[ "${PER_CLIENT:-0}" == 1 ]] && grep -h "^RESULT" "${files[@]}" >&2
    cat "${files[@]}" | grep '^RESULT' | awk '
        { for (i = 2; i <= NF; ++i) { split($i, kv, "="); v[kv[1]] = kv[2] }
          rps += v["req/s"]; if (v["p99_ms"] > p99) p99 = v["p99_ms"]; errors += v["non2xx_or_errors"] }
        END { printf "req/s=%.0f p99_ms=%.2f errors=%d\n", rps, p99, errors }'
    rm -f "${files[@]}"
}

# CPU ticks (user + system) used so far by the given processes and their threads.
cpu_ticks() {
    local total=0 pid
    for pid in "$@"; do
        [[ -r /proc/$pid/stat ]] || continue
        total=$((total + $(awk '{ print $14 + $15 }' "/proc/$pid/stat")))
    done
    echo "$total"
}
# Transactions committed so far in the whole PostgreSQL cluster (0 before it runs).
commits() {
    psql -tAq "${CATALOG_TEST_PG_URL:-}" -c "SELECT sum(xact_commit) FROM pg_stat_database" \
        2>/dev/null || echo 0
}
postgres_pids() { pgrep -u postgres -x postgres || true; }

run_config() { # name id secret origins...
    local name=$1 id=$2 secret=$3 origins=$4
    if [[ " $loads " == *" cached "* ]]; then
        (load "$id" "$secret" "$origins" PATHS="$cached_path") >/dev/null # warm the caches
        echo "$name cached_get    $(load "$id" "$secret" "$origins" PATHS="$cached_path")"
    fi
    if [[ " $loads " == *" search "* ]]; then
        echo "$name search_nocache $(load "$id" "$secret" "$origins" NO_CACHE=1 PATHS="$search_paths")"
    fi
    if [[ " $loads " == *" stock "* ]]; then
        # Where the CPU of an update goes (CPU_SPLIT=1): the instances and PostgreSQL, in ms per
        # request, from /proc before and after the run.
        local before_instances before_postgres result
        before_instances=$(cpu_ticks "${pids[@]}")
        before_postgres=$(cpu_ticks $(postgres_pids))
        local before_commits
        before_commits=$(commits)
        result=$(load "$id" "$secret" "$origins" PATHS="$stock_path" BODY_CODES="$codes")
        echo "$name stock_update  $result"
        if [[ "${CPU_SPLIT:-0}" == 1 ]]; then
            local requests hz
            hz=$(getconf CLK_TCK)
            requests=$(sed -E 's/^req\/s=([0-9]+).*/\1/' <<<"$result")
            requests=$((requests * duration))
            awk -v n="$name" -v r="$requests" -v hz="$hz" \
                -v i="$(($(cpu_ticks "${pids[@]}") - before_instances))" \
                -v p="$(($(cpu_ticks $(postgres_pids)) - before_postgres))" \
                -v c="$(($(commits) - before_commits))" \
                'BEGIN { printf "%s stock_cpu     instances_ms=%.3f postgres_ms=%.3f transactions=%.2f per request\n",
                         n, i * 1000 / hz / r, p * 1000 / hz / r, c / r }'
        fi
    fi
}

# The PostgreSQL log's cancelled statements since the last call (lock waits, deadlocks).
pg_log_seen=0
pg_waits() {
    local total timeouts deadlocks waits
    total=$(wc -l <"$pg_log")
    timeouts=$(tail -n +"$((pg_log_seen + 1))" "$pg_log" | grep -c "lock timeout" || true)
    deadlocks=$(tail -n +"$((pg_log_seen + 1))" "$pg_log" | grep -c "deadlock detected" || true)
    waits=$(tail -n +"$((pg_log_seen + 1))" "$pg_log" | grep -c "still waiting for" || true)
    pg_log_seen=$total
    echo "$1 postgresql_log lock_timeouts=$timeouts deadlocks=$deadlocks logged_waits=$waits"
}

# Stops every instance; NAME given: prints each one's writer totals (jobs, commits) it logs.
stop_all() { # [name]
    kill -TERM "${pids[@]}" 2>/dev/null || true
    wait "${pids[@]}" 2>/dev/null || true
    if [[ -n "${1:-}" ]]; then
        local i
        for i in "${!pids[@]}"; do
            sed -n "s/^catalog.writes: writer: /$1 instance_$i writes /p" "$work/scaleout-$i.out.log"
        done
    fi
    pids=()
}

# N instances of BIN over the PostgreSQL database, measured as NAME.
run_postgresql() { # name count bin
    local name=$1 count=$2 bin=$3 origins="" share=()
    # SHARE_CORES=1: the instances share this machine's cores as a deployment of N instances
    # on one machine should (docs/scaling.md): each gets workers and database writers for its
    # share, at least one of each.
    if [[ "${SHARE_CORES:-0}" == 1 ]]; then
        local each=$(($(nproc) / count))
        ((each >= 1)) || each=1
        share=(--workers "$each" --db-writers "$each")
    fi
    for _ in $(seq "$count"); do
        serve "$pg_db" "$bin" "${share[@]}"
        origins="$origins $origin"
    done
    pg_waits "$name" >/dev/null
    run_config "$name" "$PG_APP_ID" "$PG_APP_SECRET" "${origins# }"
    pg_waits "$name"
    stop_all "$name"
}

echo "wrk, $connections connections split over the instances, ${duration}s each, $(nproc) cores shared"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
serve "$sqlite_db"
run_config sqlite_x1 "$APP_ID" "$APP_SECRET" "$origin"
stop_all sqlite_x1
for count in $pg_instances; do
    run_postgresql "postgresql_x$count" "$count" "$server_bin"
    if [[ -n "${BEFORE_BIN:-}" ]]; then
        run_postgresql "postgresql_x${count}_before" "$count" "$BEFORE_BIN"
    fi
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
