#!/usr/bin/env bash
# Issue 42: how soon what follows the database hears of a commit, on loopback.
# For each build (BEFORE_BIN first when set, then this one, in the same run):
#   - webhook: a sale at a server until its `stock` webhook's receiver has the delivery;
#   - sync: a sale at a shop (--upstream) until the marketplace's history shows it, and a sale
#     at the marketplace until the shop's history shows it, with a shop key whose limits do
#     not bind (issue 42's target; bench_sync.sh drains a backlog at the default 8/s, 240/min;
#     SHOP_KEY_DEFAULT_LIMITS=1 measures the lag at those limits instead).
# ENGINE=postgresql puts the webhook's server and the marketplace on a private PostgreSQL
# cluster (tests/postgres/pg-cluster.sh) as two instances each: the sale goes to one, the
# webhook's receiver and the shop hear it through either (the shop follows the other one).
# p50/p99 of SAMPLES each (default 100), one sale at a time. Target: p99 <= 200 ms.
# Usage: [ENGINE=postgresql] BEFORE_BIN=/path/to/old/catalog-server tests/bench/bench_follow.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
server_bin="${CATALOG_SERVER_BIN:-$root/build/app/server/catalog-server}"
samples="${SAMPLES:-100}"
builds=()
[[ -n "${BEFORE_BIN:-}" ]] && builds+=("before=$BEFORE_BIN")
builds+=("this=$server_bin")
engine="${ENGINE:-sqlite}"
pg_url=""
if [[ "$engine" == postgresql ]]; then
    pg_state="$(mktemp -d "${TMPDIR:-/tmp}/bench-follow-pg.XXXXXX")"
    bash "$root/tests/postgres/pg-cluster.sh" start "$pg_state" >&2
    trap 'bash "$root/tests/postgres/pg-cluster.sh" stop "$pg_state" >&2 || true; rm -rf "$pg_state"' EXIT
    source "$pg_state/pg.env"
    pg_url="$CATALOG_TEST_PG_URL"
fi

for build in "${builds[@]}"; do
    label=${build%%=*} binary=${build#*=}
    work="$(mktemp -d "${TMPDIR:-/tmp}/bench-follow.XXXXXX")"
    PYTHONPATH="$root/tests/bench" python3 -u - "$label" "$binary" "$work" "$samples" "$pg_url" <<'PY'
import http.server, json, os, shutil, signal, statistics, subprocess, sys, threading, time
import uuid
import benchapi
label, binary, work, samples = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
pg_url = sys.argv[5]
procs = []

def database(name):
    """A new database for this build: a file, or one of the private cluster's."""
    if not pg_url:
        return f"sqlite:{work}/{name}.db"
    name = f"{label}_{name}"
    subprocess.run(["psql", "-q", pg_url, "-c", f"CREATE DATABASE {name}"], check=True)
    return pg_url.rsplit("/", 1)[0] + "/" + name

def instances(db, name, *args):
    """Two instances on one PostgreSQL database, one on SQLite; the first takes the sales."""
    first = serve(db, name, *args)
    return first, (serve(db, name + "2", *args) if pg_url else first)

def run(*args):
    return subprocess.run([binary, *args], capture_output=True, text=True, check=True).stdout

def key(db, *args):
    made = json.loads(run("keys", "create", "--db", db, "--name", "bench", *args))
    return made["app_id"], made["app_secret"]

def serve(db, name, *args):
    out = open(f"{work}/{name}.out", "w")
    proc = subprocess.Popen([binary, "serve", "--db", db, "--listen", "127.0.0.1:0", *args],
                            stdout=out, stderr=open(f"{work}/{name}.log", "w"))
    procs.append(proc)
    for _ in range(300):
        text = open(f"{work}/{name}.out").read()
        if text.startswith("listening on "):
            return text.split()[2]
        time.sleep(0.1)
    raise SystemExit(f"{name} did not start")

def call(base, k, method, path, body=None):
    return benchapi.call(base, k[0], k[1], method, path, body)

def wait(predicate, timeout=60, step=0.005):
    return benchapi.wait(predicate, timeout, step)

def summary(name, times):
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"{label:>6}  {name:<22} p50 {statistics.median(times)*1000:5.0f} ms   "
          f"p99 {p99*1000:5.0f} ms   max {times[-1]*1000:5.0f} ms   ({len(times)} sales)")

def sale(base, k, code, note):
    body = {"code": code, "delta": 1, "reason": "received", "note": note,
            "movement_id": str(uuid.uuid4())}
    assert call(base, k, "POST", "/products/stock/by-code", body)[0] == 200

try:
    # Webhooks: a receiver on loopback that answers 204 and notes when each delivery came.
    arrivals = []
    class Receiver(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            arrivals.append(time.monotonic())
            self.send_response(204)
            self.end_headers()
        def log_message(self, *args):
            pass
    receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    db = database("hooks")
    run("demo", "--db", db, "--size", "2000")
    seller = key(db, "--abilities", "read,stock:write,webhooks", "--seller", "1",
                 "--rate-per-second", "100000", "--rate-per-minute", "10000000")
    base, _ = instances(db, "hooks", "--webhook-allow", "127.0.0.1/32")
    status, made = call(base, seller, "POST", "/webhooks",
        {"url": f"http://127.0.0.1:{receiver.server_port}/hook", "types": ["stock"]})
    assert status == 201, made
    codes = [item["code"] for item in
             call(base, seller, "GET", "/products/mine?type=book&per_page=20")[1]["data"]]
    sale(base, seller, codes[0], "warm-up")
    assert wait(lambda: len(arrivals) >= 1)
    time.sleep(1.5)
    times = []
    for i in range(samples):
        before = len(arrivals)
        start = time.monotonic()
        sale(base, seller, codes[i % len(codes)], f"hook {i}")
        assert wait(lambda: len(arrivals) > before), "no delivery"
        times.append(arrivals[before] - start)
        time.sleep(0.05)
    summary("webhook (stock)", times)

    # Sync: a marketplace and a shop following it.
    up_db, shop_db = database("up"), f"sqlite:{work}/shop.db"
    run("demo", "--db", up_db, "--size", "2000")
    up_key = key(up_db, "--abilities", "read,stock:write", "--seller", "1",
                 "--rate-per-second", "100000", "--rate-per-minute", "10000000")
    limits = [] if os.environ.get("SHOP_KEY_DEFAULT_LIMITS") else [
        "--rate-per-second", "100000", "--rate-per-minute", "10000000"]
    shop_up = key(up_db, "--abilities", "read,stock:write", "--seller", "1", *limits)
    up, up_followed = instances(up_db, "up")
    status_key = key(shop_db, "--abilities", "read")
    secret = f"{work}/secret"
    with open(os.open(secret, os.O_WRONLY | os.O_CREAT, 0o600), "w") as f:
        f.write(shop_up[1])
    shop = serve(shop_db, "shop", "--upstream", up_followed, "--upstream-app-id", shop_up[0],
                 "--upstream-secret-file", secret)
    sync = lambda: call(shop, status_key, "GET", "/sync")[1].get("data", {})
    assert wait(lambda: sync().get("last_pull_at"), 600, 0.1), "the shop did not copy"
    till = key(shop_db, "--abilities", "read,stock:write", "--seller", "1",
               "--rate-per-second", "100000", "--rate-per-minute", "10000000")
    codes = [item["code"] for item in
             call(shop, till, "GET", "/products/mine?type=book&per_page=20")[1]["data"]]

    def seen(base, k, code, note):
        history = call(base, k, "GET", f"/products/stock/movements?code={code}&per_page=5")[1]
        return any(item.get("note") == note for item in history.get("data", []))

    def lag(src, src_key, dst, dst_key, name):
        times = []
        for i in range(samples):
            code, note = codes[i % len(codes)], "lag " + uuid.uuid4().hex[:12]
            start = time.monotonic()
            sale(src, src_key, code, note)
            assert wait(lambda: seen(dst, dst_key, code, note), 60, 0.01)
            times.append(time.monotonic() - start)
            time.sleep(0.05)
        summary(name, times)

    lag(shop, till, up, up_key, "sync shop -> market")
    lag(up, up_key, shop, till, "sync market -> shop")
    log = open(f"{work}/shop.log").read()
    print(f"{label:>6}  shop's sync waited for upstream {log.count('next try in')} times")
finally:
    for proc in procs:
        proc.send_signal(signal.SIGTERM)
    for proc in procs:
        proc.wait()
    shutil.rmtree(work, ignore_errors=True)
PY
done
