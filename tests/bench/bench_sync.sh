#!/usr/bin/env bash
# Contract §14: a shop server (SQLite) following a marketplace (SQLite, or PostgreSQL with
# UPSTREAM_DB=postgresql://...). Measures the sync lag both ways with both online (a sale at
# the shop until the marketplace's history shows it; a sale at the marketplace until the
# shop's history shows it): p50/p99 of SAMPLES each (default 200); then the time 10,000
# movements (DRAIN, default 10000) queued while the marketplace was stopped (SIGSTOP) take to
# drain once it answers again, with the shop's key at the default limits (8/s, 240/min).
# Usage: tests/bench/bench_sync.sh   (after packaging/build.sh catalog-server)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
server_bin="${CATALOG_SERVER_BIN:-$root/build/app/server/catalog-server}"
work="$(mktemp -d "${TMPDIR:-/tmp}/bench-sync.XXXXXX")"
trap 'kill -CONT $UP_PID 2>/dev/null || true; kill $UP_PID $SHOP_PID 2>/dev/null || true; wait 2>/dev/null; rm -rf "$work"' EXIT
samples="${SAMPLES:-200}"
drain="${DRAIN:-10000}"
up_db="${UPSTREAM_DB:-sqlite:$work/upstream.db}"
shop_db="sqlite:$work/shop.db"

key() { # DB ARGS... → "app_id secret"
    local db=$1
    shift
    "$server_bin" keys create --db "$db" --name bench "$@" |
        sed -E 's/.*"app_id":"([^"]+)".*"app_secret":"([^"]+)".*/\1 \2/'
}
serve() { # DB OUT ARGS...
    local db=$1 out=$2
    shift 2
    "$server_bin" serve --db "$db" --listen 127.0.0.1:0 "$@" >"$out.out" 2>"$out.log" &
    for _ in $(seq 300); do
        grep -q '^listening on ' "$out.out" 2>/dev/null && break
        sleep 0.1
    done
}

"$server_bin" demo --db "$up_db" --size 2000 >/dev/null 2>&1
read -r UP_ID UP_SECRET < <(key "$up_db" --abilities read,stock:write --seller 1 \
    --rate-per-second 100000 --rate-per-minute 10000000)
read -r SHOP_UP_ID SHOP_UP_SECRET < <(key "$up_db" --abilities read,stock:write --seller 1)
serve "$up_db" "$work/up"
UP_PID=$!
UP_BASE=$(sed -n 's/^listening on //p' "$work/up.out")
read -r STATUS_ID STATUS_SECRET < <(key "$shop_db" --abilities read)
install -m 600 /dev/null "$work/secret"
printf '%s' "$SHOP_UP_SECRET" >"$work/secret"
serve "$shop_db" "$work/shop" --upstream "$UP_BASE" --upstream-app-id "$SHOP_UP_ID" \
    --upstream-secret-file "$work/secret"
SHOP_PID=$!
SHOP_BASE=$(sed -n 's/^listening on //p' "$work/shop.out")

# Secrets through the environment, not on a command line others can read.
PYTHONPATH="$root/tests/bench" UP_SECRET="$UP_SECRET" STATUS_SECRET="$STATUS_SECRET" python3 -u - "$UP_BASE" "$UP_ID" \
    "$SHOP_BASE" "$STATUS_ID" "$server_bin" "$shop_db" "$samples" "$drain" "$UP_PID" <<'PY'
import json, os, signal, statistics, subprocess, sys, time, uuid
from benchapi import call, wait
up, up_id, shop, status_id, binary, shop_db, samples, drain, up_pid = sys.argv[1:]
up_secret, status_secret = os.environ["UP_SECRET"], os.environ["STATUS_SECRET"]
samples, drain, up_pid = int(samples), int(drain), int(up_pid)

sync = lambda: call(shop, status_id, status_secret, "GET", "/sync")[1].get("data", {})
assert wait(lambda: sync().get("last_pull_at")), "the shop did not finish its copy"
till = subprocess.run([binary, "keys", "create", "--db", shop_db, "--name", "till", "--abilities",
    "read,stock:write", "--seller", "1", "--rate-per-second", "100000", "--rate-per-minute",
    "10000000"], capture_output=True, text=True, check=True)
till = json.loads(till.stdout)
shop_key = (till["app_id"], till["app_secret"])
status, page = call(shop, *shop_key, "GET", "/products/mine?type=book&per_page=20")
codes = [item["code"] for item in page["data"]]

def seen(base, key, code, note):
    status, history = call(base, *key, "GET", f"/products/stock/movements?code={code}&per_page=5")
    return any(item.get("note") == note for item in history.get("data", []))

def lag(src, src_key, dst, dst_key):
    times = []
    for i in range(samples):
        code, note = codes[i % len(codes)], "lag " + uuid.uuid4().hex[:12]
        body = {"code": code, "delta": 1, "reason": "received", "note": note,
                "movement_id": str(uuid.uuid4())}
        assert call(src, *src_key, "POST", "/products/stock/by-code", body)[0] == 200
        start = time.monotonic()
        assert wait(lambda: seen(dst, dst_key, code, note), 60)
        times.append(time.monotonic() - start)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.99))]

up_key = (up_id, up_secret)
p50, p99 = lag(shop, shop_key, up, up_key)
print(f"shop -> marketplace lag: p50 {p50*1000:.0f} ms, p99 {p99*1000:.0f} ms ({samples} sales)")
p50, p99 = lag(up, up_key, shop, shop_key)
print(f"marketplace -> shop lag: p50 {p50*1000:.0f} ms, p99 {p99*1000:.0f} ms ({samples} sales)")

os.kill(up_pid, signal.SIGSTOP)
for start in range(0, drain, 100):
    body = {"updates": [{"code": codes[i % len(codes)], "delta": -1 if (i // len(codes)) % 2 else 1,
                         "movement_id": str(uuid.uuid4())} for i in range(start, min(drain, start + 100))]}
    assert call(shop, *shop_key, "POST", "/products/stock/batch", body)[0] == 200
assert wait(lambda: sync().get("pending", 0) >= drain, 60)
os.kill(up_pid, signal.SIGCONT)
start = time.monotonic()
assert wait(lambda: sync().get("pending") == 0, 1800), "did not drain"
print(f"drain of {drain} movements queued offline: {time.monotonic() - start:.1f} s "
      "(shop key at 8/s, 240/min)")
PY
