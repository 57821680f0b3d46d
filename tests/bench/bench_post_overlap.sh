#!/usr/bin/env bash
# Contract §3 `busy`, §11 (docs/locking.md): a till's sales overlapping the post of a
# 5,000-line receipt, on SQLite and PostgreSQL (a private cluster, tests/postgres/pg-cluster.sh).
# Runs tst_busywrites' tillSaleOverlappingALongPost ROUNDS times per engine (default 5) and
# prints p50/p99/max over the sales sent while the post was in flight (products on the receipt
# and not) and how long each post took. Target: p99 <= 1 s, every sale 200 (the test fails otherwise).
# Usage: [ROUNDS=N] [ENGINES="sqlite postgresql"] tests/bench/bench_post_overlap.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${BUILD_DIR:-$root/build}"
test_bin="$build/tests/e2e/tst_busywrites"
rounds="${ROUNDS:-5}"
engines="${ENGINES:-sqlite postgresql}"
export QT_QPA_PLATFORM=offscreen CATALOG_SERVER_BIN="${CATALOG_SERVER_BIN:-$build/app/server/catalog-server}"
state="$(mktemp -d "${TMPDIR:-/tmp}/bench-overlap.XXXXXX")"
trap 'bash "$root/tests/postgres/pg-cluster.sh" stop "$state" >/dev/null 2>&1 || true; rm -rf "$state"' EXIT
[[ " $engines " == *" postgresql "* ]] && bash "$root/tests/postgres/pg-cluster.sh" start "$state" >&2
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
for engine in $engines; do
    out="$state/$engine.txt"
    : >"$out"
    for _ in $(seq "$rounds"); do
        CATALOG_TEST_ENGINE=$engine CATALOG_TEST_PG_ENV="$state/pg.env" \
            "$test_bin" tillSaleOverlappingALongPost >>"$out" 2>&1 ||
            { grep -E "FAIL|QWARN" "$out" >&2; exit 1; }
    done
    python3 - "$engine" "$out" <<'PY'
import re, sys
engine, text = sys.argv[1], open(sys.argv[2]).read()
sales = sorted(int(ms) for line in re.findall(r"sale ms: ([\d,]+)", text) for ms in line.split(","))
posts = [int(ms) for ms in re.findall(r"answered after (\d+) ms", text)]
pct = lambda p: sales[min(len(sales) - 1, int(len(sales) * p))]
print(f"{engine:<10} {len(sales)} overlapping sales in {len(posts)} posts: p50 {pct(0.5)} ms, "
      f"p99 {pct(0.99)} ms, max {sales[-1]} ms; posts took {', '.join(map(str, posts))} ms")
PY
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
