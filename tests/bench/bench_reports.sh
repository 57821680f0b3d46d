#!/usr/bin/env bash
# Issue 23's benchmark: p50/p99 of the §12 reports, uncached (--cache-ttl 0), at 1,000,000
# movements of one seller. Copies the demo database (BENCH_SIZE, default 100k products) to
# build/bench/bench-reports-<size>.db once and fills it with make_movements.sh (1M movements of
# seller 1's products over 3 years: the worst case, one busy shop owning the whole history).
# Not part of CTest, not in the demo. Usage: tests/bench/bench_reports.sh [seconds]
source "$(dirname "$0")/common.sh"
duration="${1:-10}"
prepare_database
reports_file="$work/bench-reports-$size_name.db"
if [[ ! -f "$reports_file" ]]; then
    cp "$db_file" "$reports_file"
    start=$(date +%s.%N)
    "$root/tests/bench/make_movements.sh" "sqlite:$reports_file" 1000000
    echo "make_movements.sh: $(echo "$(date +%s.%N) - $start" | bc) s" >&2
fi
cat "$reports_file" >/dev/null
db_file="$reports_file"
db="sqlite:$reports_file"
key=$("$server_bin" keys create --db "$db" --name bench --abilities read --seller 1 \
    --rate-per-second 10000000 --rate-per-minute 100000000)
APP_ID=$(sed -E 's/.*"app_id":"([^"]+)".*/\1/' <<<"$key")
APP_SECRET=$(sed -E 's/.*"app_secret":"([^"]+)".*/\1/' <<<"$key")
export APP_ID APP_SECRET
start_server --cache-ttl 0
trap stop_server EXIT
path=$(sed -E 's#^https?://[^/]+##' <<<"$BASE")
from90=$(date -u -d '-89 days' +%F)
from30=$(date -u -d '-29 days' +%F)
from3y=$(date -u -d '-3 years' +%F)

# The server's CPU time (user + system, ms): on a shared machine the wall-clock latency also
# counts the other processes' turns, the CPU time per request does not.
cpu_ms() {
    awk -v hz="$(getconf CLK_TCK)" '{ print ($14 + $15) * 1000 / hz }' "/proc/$SERVER_PID/stat"
}

run() { # name paths...
    local name=$1; shift
    local line before after requests
    before=$(cpu_ms)
    line=$(PATHS="$*" wrk -t1 -c1 -d"${duration}s" -s "$root/tests/bench/rotate.lua" \
        "${BASE%$path}" | grep '^RESULT')
    after=$(cpu_ms)
    requests=$(sed -E 's/.*requests=([0-9]+).*/\1/' <<<"$line")
    printf '%-34s %s cpu_ms_per_request=%.1f\n' "$name" "${line#RESULT }" \
        "$(echo "($after - $before) / ($requests + ($requests == 0))" | bc -l)"
}

r="$path/products/stock/report"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "uncached, 1 connection, ${duration}s each, 1,000,000 movements of seller 1, $size products:"
run "sales, 90 days by day" "$r/sales?from=$from90&group=day"
run "top 20, 90 days (units)" "$r/top?from=$from90&limit=20"
run "top 20, 90 days (revenue)" "$r/top?from=$from90&limit=20&by=revenue"
run "sales, 30 days by day (default)" "$r/sales"
run "sales, 3 years by month" "$r/sales?from=$from3y&group=month"
run "slow sellers, 90 days, page 1" "$r/slow"
run "stock value" "$r/value"
