#!/usr/bin/env bash
# Issue 24 item 5: peak resident set (and time) of `demo --size N` and of a CSV import of N
# rows (tests/bench/generate_csv.py), one run each, each into a fresh SQLite file, measured
# with /usr/bin/time -v (GNU time: `apt-get install time`). Targets: ≤ 500 MB at 1,000,000.
#
# Usage: bench_import_memory.sh [N]        (default 1000000)
#   COMPARE=OTHER_BIN  also runs both with that binary first (e.g. a build of the old main),
#                      printing its figures beside this build's.
#   BENCH_DIR=DIR      where the CSV and the databases go (default build/bench); the CSV of N
#                      rows is generated once (1,000,000 rows: ~125 MB, about a minute).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
server_bin="${CATALOG_SERVER_BIN:-$root/build/app/server/catalog-server}"
work="${BENCH_DIR:-$root/build/bench}"
rows="${1:-1000000}"
mkdir -p "$work"
[[ -x /usr/bin/time ]] || { echo "needs GNU time (/usr/bin/time)" >&2; exit 1; }

csv="$work/import-$rows.csv"
if [[ ! -f "$csv" ]]; then
    echo "== generating $csv" >&2
    python3 "$root/tests/bench/generate_csv.py" --rows "$rows" >"$csv.tmp"
    mv "$csv.tmp" "$csv"
fi
echo "CSV: $(du -m "$csv" | cut -f1) MB, $rows rows"

# measure LABEL BIN ARGS...: one run into a fresh database; prints wall time and peak RSS.
measure() {
    local label=$1 bin=$2
    shift 2
    local db="$work/import-memory.db"
    rm -f "$db" "$db"-wal "$db"-shm "$db".lock
    local log="$work/import-memory-$label.time"
    if ! /usr/bin/time -v "$bin" "$@" --db "sqlite:$db" >/dev/null 2>"$log"; then
        echo "$label: failed, see $log" >&2
        return 1
    fi
    local wall rss
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$log")
    printf '%-28s %10s  %6d MB\n' "$label" "$wall" $((rss / 1024))
    rm -f "$db" "$db"-wal "$db"-shm "$db".lock
}

printf '%-28s %10s  %9s\n' run "wall time" "peak RSS"
if [[ -n "${COMPARE:-}" ]]; then
    measure "before: demo --size $rows" "$COMPARE" demo --size "$rows"
    measure "before: import CSV" "$COMPARE" import "$csv"
fi
measure "demo --size $rows" "$server_bin" demo --size "$rows"
measure "import CSV ($rows rows)" "$server_bin" import "$csv"
