"""The bench scripts' HTTP client for the Catalog API (bench_sync.sh, bench_follow.sh)."""
import json
import time
import urllib.error
import urllib.request


def call(base, app, secret, method, path, body=None):
    """One request, never cached; (status, JSON body)."""
    request = urllib.request.Request(base + path, method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={"X-App-ID": app, "X-App-Secret": secret, "Content-Type": "application/json",
                 "Cache-Control": "no-cache"})
    try:
        with urllib.request.urlopen(request, timeout=30) as reply:
            return reply.status, json.loads(reply.read() or b"{}")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def wait(predicate, timeout=600, step=0.02):
    """True once predicate() holds, asked every step seconds; False after timeout."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if predicate():
            return True
        time.sleep(step)
    return False
