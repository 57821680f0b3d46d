#!/usr/bin/env bash
# Contract §13 / docs/changefeed.md, on SQLite and PostgreSQL (ENGINES, default both):
# (1) the bootstrap of a BENCH_SIZE catalog (default 1,000,000) through
#     GET /changes?limit=1000 — time per page on loopback (p50/p99) and the whole bootstrap,
#     as measured and as it takes under the default 240 requests a minute;
# (2) the write-path cost of the feed: stock updates per second with the feed's triggers and
#     with them dropped (a copy of the same database), rounds alternating in the same run so
#     the machine's noise falls on both; the ratio of the medians and of each round's pair;
#     per round also the server's CPU per update, on SQLite the bytes it wrote per update, on
#     PostgreSQL the cluster's CPU and the WAL bytes per update (less noisy than the rate).
# The load average is printed beside every figure: the machine is shared.
# PostgreSQL: a private cluster (tests/postgres/pg-cluster.sh) unless PG_URL names one
# (postgresql://.../postgres); the demo loaded into it is kept as build/bench/bench-<size>.pgdump
# and restored by later runs; with PG_URL a database `bench` already there is reused.
# Not part of CTest. Usage: [ENGINES=...] [BENCH_SIZE=N] bench_changefeed.sh [seconds] [connections] [rounds]
BENCH_SIZE="${BENCH_SIZE:-1000000}"
source "$(dirname "$0")/common.sh"
duration="${1:-10}"
connections="${2:-8}"
rounds="${3:-3}"
engines="${ENGINES:-sqlite postgresql}"
parts="${PARTS:-bootstrap stock}" # PARTS=bootstrap: the bootstrap alone (e.g. of another build)
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }

# bootstrap BASE: pages through /changes with the key of APP_ID / APP_SECRET.
bootstrap() {
    [[ $parts == *bootstrap* ]] || return 0
    echo "== bootstrap: GET /changes?limit=1000 until has_more is false (load average $(loadavg))"
    # The server's CPU time per page as well: on a shared machine the wall time per page is
    # mostly waiting for a core.
    local ticks
    ticks=$(awk '{ print $14 + $15 }' "/proc/$SERVER_PID/stat")
    python3 - "$1" "$SERVER_PID" "$ticks" "$(getconf CLK_TCK)" <<'PY'
import http.client, json, os, sys, time, urllib.parse
base = urllib.parse.urlparse(sys.argv[1])
conn = http.client.HTTPConnection(base.hostname, base.port)
headers = {"X-App-ID": os.environ["APP_ID"], "X-App-Secret": os.environ["APP_SECRET"]}
cursor, times, entries, started = "", [], 0, time.monotonic()
while True:
    query = urllib.parse.urlencode({"limit": 1000, **({"after": cursor} if cursor else {})})
    t = time.monotonic()
    conn.request("GET", f"{base.path}/changes?{query}", headers=headers)
    reply = conn.getresponse()
    body = reply.read()
    times.append((time.monotonic() - t) * 1000)
    assert reply.status == 200, body[:200]
    page = json.loads(body)
    entries += len(page["data"])
    cursor = page["meta"]["next"]
    if not page["meta"]["has_more"]:
        break
total = time.monotonic() - started
times.sort()
pct = lambda p: times[min(len(times) - 1, int(len(times) * p))]
pages = len(times)
# Under the default limits (240 a minute, 8 a second) the pages after the first 240 come at
# 4 a second on average.
limited = max(total, (pages - 240) / 4 if pages > 240 else pages / 8)
with open(f"/proc/{sys.argv[2]}/stat") as stat:
    fields = stat.read().rsplit(")", 1)[1].split()
cpu_ms = (int(fields[11]) + int(fields[12]) - int(sys.argv[3])) * 1000 / int(sys.argv[4])
print(f"{entries} entries in {pages} pages: per page p50 {pct(0.5):.1f} ms, p99 {pct(0.99):.1f} ms, "
      f"max {times[-1]:.1f} ms, server CPU {cpu_ms / pages:.1f} ms a page on average; "
      f"whole bootstrap {total:.1f} s as fast as it answers, "
      f"{limited / 60:.1f} min under the default 240 requests a minute")
PY
    echo "   (load average after: $(loadavg))"
}

# cpu_ticks PID: the process's CPU time so far (user + system), in clock ticks.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# cluster_ticks: the CPU time of the PostgreSQL cluster in $pg_data so far (a cluster on
# another machine is not measured): the postmaster with every child it has reaped (backends
# of servers already stopped, autovacuum workers) plus the children still running
# (checkpointer, WAL writer, ...).
cluster_ticks() {
    local pid
    pid=$(head -1 "$pg_data/postmaster.pid" 2>/dev/null) || { echo 0; return; }
    {
        awk '{ print $14 + $15 + $16 + $17 }' "/proc/$pid/stat"
        for child in $(pgrep -P "$pid"); do cpu_ticks "$child" 2>/dev/null || true; done
    } | awk '{ total += $1 } END { print total }'
}

# stock_rounds ENGINE WITH_DB WITHOUT_DB CODES: the alternating rounds and their summary.
# Besides the rate, each round reports what does not depend on how many other processes wait
# for the cores: the server's CPU time per update, on SQLite the bytes the server dirtied in
# files per update (/proc/PID/io write_bytes: WAL and checkpoints), on PostgreSQL the
# cluster's CPU time and the WAL bytes per update (pg_current_wal_lsn before and after).
stock_rounds() {
    local engine=$1 with_db=$2 without_db=$3 codes=$4
    echo "== $engine: stock updates per second, feed triggers on and off (${rounds} rounds of" \
        "${duration} s, ${connections} connections, alternating)"
    local -a on=() off=()
    local round variant line rps tick=$(getconf CLK_TCK)
    for round in $(seq "$rounds"); do
        for variant in on off; do
            # The order within a pair alternates too: neither side always runs first.
            ((round % 2 == 0)) && variant=$([[ $variant == on ]] && echo off || echo on)
            [[ $variant == on ]] && db=$with_db || db=$without_db
            local cluster_before=0 lsn_before=""
            if [[ $engine == PostgreSQL ]]; then
                cluster_before=$(cluster_ticks)
                lsn_before=$(psql -tAq "$db" -c "SELECT pg_current_wal_lsn()")
            fi
            start_server
            local before server_before io_before
            before=$(loadavg)
            server_before=$(cpu_ticks "$SERVER_PID")
            io_before=$(awk '/^write_bytes/ { print $2 }' "/proc/$SERVER_PID/io")
            line=$(APP_ID="$APP_ID" APP_SECRET="$APP_SECRET" \
                PATHS="/api/v1/client/products/stock/by-code" BODY_CODES="$codes" \
                wrk -t2 -c"$connections" -d"${duration}s" -s "$root/tests/bench/rotate.lua" \
                "${BASE%/api/v1/client}" | grep '^RESULT' | sed 's/^RESULT //' || echo "wrk failed")
            local server_cpu io_bytes wal_bytes="" cluster_cpu=""
            server_cpu=$(($(cpu_ticks "$SERVER_PID") - server_before))
            io_bytes=$(($(awk '/^write_bytes/ { print $2 }' "/proc/$SERVER_PID/io") - io_before))
            [[ $engine == PostgreSQL ]] &&
                wal_bytes=$(psql -tAq "$db" -c "SELECT pg_current_wal_lsn() - '$lsn_before'")
            stop_server
            if [[ $engine == PostgreSQL && -r $pg_data/postmaster.pid ]]; then
                sleep 0.5 # the server's backends end and are reaped
                cluster_cpu=$(($(cluster_ticks) - cluster_before))
            fi
            rps=$(sed -E 's/.*req\/s=([0-9.]+).*/\1/' <<<"$line")
            [[ $rps =~ ^[0-9.]+$ ]] || rps=failed
            local updates per
            updates=$(sed -nE 's/.*requests=([0-9]+).*/\1/p' <<<"$line")
            per=$(python3 - "${updates:-0}" "$tick" "$server_cpu" "$io_bytes" "$wal_bytes" \
                "$cluster_cpu" <<'PY'
import sys
n, tick, server, io, wal, cluster = sys.argv[1:]
n = int(n)
if n == 0:
    print("no updates")
    sys.exit()
parts = [f"server CPU {int(server) * 1000 / int(tick) / n:.3f} ms/update"]
if cluster:
    parts.append(f"cluster CPU {int(cluster) * 1000 / int(tick) / n:.3f} ms/update")
if wal:
    parts.append(f"WAL {float(wal) / n:.0f} B/update")
else:
    parts.append(f"written {int(io) / n:.0f} B/update")
print(", ".join(parts))
PY
            )
            [[ $variant == on ]] && on+=("$rps") || off+=("$rps")
            echo "round $round feed triggers $variant: $line; $per (load average $before)"
        done
    done
    python3 - "${on[*]}" "${off[*]}" <<'PY'
import statistics, sys
def numbers(text):
    return [float(x) if x.replace(".", "").isdigit() else None for x in text.split()]
# A failed run (None) drops its pair.
pairs = [(a, b) for a, b in zip(numbers(sys.argv[1]), numbers(sys.argv[2])) if a and b]
on, off = [a for a, _ in pairs], [b for _, b in pairs]
pairs = [a / b for a, b in pairs]
print(f"median req/s: triggers on {statistics.median(on):.0f}, off {statistics.median(off):.0f}; "
      f"ratio of medians {statistics.median(on) / statistics.median(off):.3f}; "
      f"per-round ratios {' '.join(f'{r:.3f}' for r in pairs)} (median {statistics.median(pairs):.3f})")
PY
}

run_sqlite() {
    echo "##### SQLite ($db_file)"
    db="sqlite:$db_file"
    prepare_database
    # Opening the file with this build migrates it.
    local start
    start=$(date +%s.%N)
    start_server
    echo "server up (migration included): $(echo "$(date +%s.%N) - $start" | bc) s"
    bootstrap "$BASE"
    stop_server

    [[ $parts == *stock* ]] || return 0
    local codes with="$work/bench-$size_name-feed.db" without="$work/bench-$size_name-nofeed.db"
    codes=$(python3 - "$db_file" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
print(" ".join(c for (c,) in db.execute(
    "SELECT code FROM products WHERE seller_id = 1 AND type = 'book' AND active = 1 "
    "AND code IS NOT NULL LIMIT 200")))
PY
    )
    # Two copies made the same way (VACUUM INTO: compact, in the page cache), one without the
    # feed's triggers: the original file, fragmented by the demo, would not compare.
    rm -f "$with" "$with-wal" "$with-shm" "$without" "$without-wal" "$without-shm"
    python3 - "$db_file" "$with" "$without" <<'PY'
import sqlite3, sys
src = sqlite3.connect(sys.argv[1])
src.execute("VACUUM INTO ?", (sys.argv[2],))
src.execute("VACUUM INTO ?", (sys.argv[3],))
dst = sqlite3.connect(sys.argv[3])
for (name,) in dst.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_feed\\_%' ESCAPE '\\'").fetchall():
    dst.execute(f'DROP TRIGGER "{name}"')
dst.commit()
PY
    stock_rounds SQLite "sqlite:$with" "sqlite:$without" "$codes"
    rm -f "$with" "$with-wal" "$with-shm" "$without" "$without-wal" "$without-shm"
}

run_postgresql() {
    echo "##### PostgreSQL"
    local pg_server=${PG_URL:-} pg_state="$work/pg-changefeed"
    if [[ -z "$pg_server" ]]; then
        bash "$root/tests/postgres/pg-cluster.sh" start "$pg_state" >&2
        # Expanded now: pg_state is this function's local, gone when the EXIT trap runs.
        trap "bash '$root/tests/postgres/pg-cluster.sh' stop '$pg_state' >&2 || true" EXIT
        # shellcheck disable=SC1091
        source "$pg_state/pg.env"
        pg_server=$CATALOG_TEST_PG_URL
    fi
    # The cluster's folder, for its CPU time (a cluster on another machine: not measured).
    pg_data=$(psql -tAq "$pg_server" -c "SHOW data_directory")
    local pg_db="${pg_server%/postgres}/bench" nofeed="${pg_server%/postgres}/bench_nofeed"
    local pg_dump_file="$work/bench-$size_name.pgdump" start
    start=$(date +%s.%N)
    if psql -tAq "$pg_db" -c "SELECT count(*) >= $size * 0.9 FROM products" 2>/dev/null | grep -q t
    then
        echo "reusing the database bench of ${pg_server##*@}" # host and port: never the password
    else
        psql -q "$pg_server" -c "DROP DATABASE IF EXISTS bench" -c "CREATE DATABASE bench" >/dev/null
        if [[ -f "$pg_dump_file" ]]; then
            pg_restore --no-owner -d "$pg_db" "$pg_dump_file"
            echo "restored $pg_dump_file: $(echo "$(date +%s.%N) - $start" | bc) s"
        else
            "$server_bin" demo --db "$pg_db" --size "$size" >/dev/null 2>"$work/demo-pg.log"
            echo "demo --size $size into PostgreSQL: $(echo "$(date +%s.%N) - $start" | bc) s"
            pg_dump -Fc -f "$pg_dump_file.part" "$pg_db" && mv "$pg_dump_file.part" "$pg_dump_file"
        fi
    fi
    db=$pg_db
    start=$(date +%s.%N)
    start_server
    echo "server up (migration included): $(echo "$(date +%s.%N) - $start" | bc) s"
    stop_server
    psql -q "$pg_db" -c "VACUUM ANALYZE" >/dev/null
    local key
    key=$("$server_bin" keys create --db "$pg_db" --name bench --abilities read,stock:write \
        --seller 1 --rate-per-second 10000000 --rate-per-minute 100000000)
    APP_ID=$(sed -E 's/.*"app_id":"([^"]+)".*/\1/' <<<"$key")
    APP_SECRET=$(sed -E 's/.*"app_secret":"([^"]+)".*/\1/' <<<"$key")
    export APP_ID APP_SECRET
    start_server
    bootstrap "$BASE"
    stop_server

    [[ $parts == *stock* ]] || return 0
    local codes
    codes=$(psql -tAq "$pg_db" -c "SELECT string_agg(code, ' ') FROM (SELECT code FROM products
        WHERE seller_id = 1 AND type = 'book' AND active = 1 AND code IS NOT NULL LIMIT 200) c")
    # The same database without the feed's triggers: a copy (CREATE DATABASE ... TEMPLATE).
    psql -q "$pg_server" -c "DROP DATABASE IF EXISTS bench_nofeed" \
        -c "CREATE DATABASE bench_nofeed TEMPLATE bench" >/dev/null
    psql -q "$nofeed" -c "DO \$\$ DECLARE t record; BEGIN
        FOR t IN SELECT tgname, tgrelid::regclass AS rel FROM pg_trigger
            WHERE NOT tgisinternal AND tgname LIKE '%\\_feed\\_%' LOOP
            EXECUTE format('DROP TRIGGER %I ON %s', t.tgname, t.rel);
        END LOOP; END \$\$" -c "VACUUM ANALYZE" >/dev/null
    stock_rounds PostgreSQL "$pg_db" "$nofeed" "$codes"
    psql -q "$pg_server" -c "DROP DATABASE IF EXISTS bench_nofeed" >/dev/null
}

echo "load average at the start: $(loadavg); $(nproc) cores"
for engine in $engines; do
    case $engine in
    sqlite) run_sqlite ;;
    postgresql) run_postgresql ;;
    *) echo "unknown engine $engine (sqlite, postgresql)" >&2; exit 2 ;;
    esac
done
