#!/usr/bin/env bash
# Contract §13 / docs/changefeed.md: (1) the bootstrap of a BENCH_SIZE catalog (default
# 1,000,000) through GET /changes?limit=1000 — time per page on loopback (p50/p99) and the
# whole bootstrap, as measured and as it takes under the default 240 requests a minute;
# (2) the write-path cost of the feed: stock updates per second with the feed's triggers and
# with them dropped (a copy of the same file), rounds alternating in the same run.
# Not part of CTest. Usage: [BENCH_SIZE=N] tests/bench/bench_changefeed.sh [seconds] [connections] [rounds]
source "$(dirname "$0")/common.sh"
duration="${1:-10}"
connections="${2:-8}"
rounds="${3:-3}"
size="${BENCH_SIZE:-1000000}"
size_name=$size
[[ $size == 100000 ]] && size_name=100k
[[ $size == 1000000 ]] && size_name=1m
db_file="$work/bench-$size_name.db"
db="sqlite:$db_file"
prepare_database
# Opening the file with this build migrates it (schema 015 fills feed_entries once).
start=$(date +%s.%N)
start_server
echo "server up (migration included): $(echo "$(date +%s.%N) - $start" | bc) s"

echo "== bootstrap: GET /changes?limit=1000 until has_more is false"
python3 - "$BASE" <<'PY'
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
print(f"{entries} entries in {pages} pages: per page p50 {pct(0.5):.1f} ms, p99 {pct(0.99):.1f} ms, "
      f"max {times[-1]:.1f} ms; whole bootstrap {total:.1f} s as fast as it answers, "
      f"{limited / 60:.1f} min under the default 240 requests a minute")
PY
stop_server

echo "== stock updates per second, with and without the feed's triggers (${rounds} rounds of ${duration} s, ${connections} connections)"
codes=$(python3 - "$db_file" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
print(" ".join(c for (c,) in db.execute(
    "SELECT code FROM products WHERE seller_id = 1 AND type = 'book' AND active = 1 "
    "AND code IS NOT NULL LIMIT 200")))
PY
)
without="$work/bench-$size_name-nofeed.db"
rm -f "$without" "$without-wal" "$without-shm"
python3 - "$db_file" "$without" <<'PY'
import sqlite3, sys
src = sqlite3.connect(sys.argv[1])
src.execute("VACUUM INTO ?", (sys.argv[2],))
dst = sqlite3.connect(sys.argv[2])
for (name,) in dst.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_feed\\_%' ESCAPE '\\'").fetchall():
    dst.execute(f'DROP TRIGGER "{name}"')
dst.commit()
PY
declare -A results
for round in $(seq "$rounds"); do
    for variant in with without; do
        [[ $variant == with ]] && db="sqlite:$db_file" || db="sqlite:$without"
        start_server
        origin="${BASE%/api/v1/client}"
        line=$(APP_ID="$APP_ID" APP_SECRET="$APP_SECRET" \
            PATHS="/api/v1/client/products/stock/by-code" BODY_CODES="$codes" \
            wrk -t2 -c"$connections" -d"${duration}s" -s "$root/tests/bench/rotate.lua" "$origin" \
            | grep '^RESULT' | sed 's/^RESULT //' || echo "wrk failed")
        stop_server
        echo "round $round feed triggers $variant: $line"
        results[$variant]+="$line"$'\n'
    done
done
for variant in with without; do
    median=$(printf '%s' "${results[$variant]}" | sort -t= -k2 -n | sed -n "$(((rounds + 1) / 2))p")
    echo "median, feed triggers $variant: $median"
done
rm -f "$without" "$without-wal" "$without-shm"
