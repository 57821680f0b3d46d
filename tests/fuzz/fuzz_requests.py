#!/usr/bin/env python3
"""Mutation fuzzer for catalog-server's HTTP/1.1 edge. Not part of CTest (run by hand).

Starts the given catalog-server (best an AddressSanitizer+UBSan build, see README.md here)
on a fresh SQLite database seeded with the e2e fixture, then for the given time sends
mutated raw requests from several threads: bit flips, byte insertions and deletions,
truncations, duplicated and repeated header lines, huge and odd numbers in Content-Length
and chunk sizes, random chunk framing, CRLF damage, NUL/CR/LF/SP inserted, random write
pieces. Every answer must be well-formed HTTP/1.1 (or the connection closed without one),
the server must keep answering /healthz, never answer 500, and on SIGTERM exit 0 with no
sanitizer report in its log.

Usage: tests/fuzz/fuzz_requests.py --server build-asan/app/server/catalog-server
           [--minutes 10] [--threads 4] [--seed N]
Exit code 0 when nothing was found; the summary goes to stdout.
"""
import argparse
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURE = os.path.join(ROOT, "tests", "e2e", "fixtures", "catalog.json")
STATUS_LINE = re.compile(rb"HTTP/1\.1 (\d{3}) [^\r\n]*\r\n")


def seeds(app_id, secret):
    auth = b"X-App-ID: " + app_id + b"\r\nX-App-Secret: " + secret + b"\r\n"
    base = b"/api/v1/client"
    body = b'{"code":"9780000000001","delta":1}'
    chunked_body = b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in (body[:5], body[5:])) + b"0\r\n\r\n"
    return [
        b"GET " + base + b"/products/books?per_page=2 HTTP/1.1\r\nHost: t\r\n" + auth + b"\r\n",
        b"GET " + base + b"/products/books HTTP/1.1\r\nHost: t\r\nIf-None-Match: *\r\n" + auth + b"\r\n",
        b"HEAD " + base + b"/products/books HTTP/1.1\r\nHost: t\r\n" + auth + b"\r\n",
        b"GET " + base + b"/search?q=kitob HTTP/1.1\r\nHost: t\r\nConnection: close\r\n" + auth + b"\r\n",
        b"GET /healthz HTTP/1.0\r\n\r\n",
        b"POST " + base + b"/products/stock/by-code HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
        + auth + b"Content-Length: %d\r\n\r\n" % len(body) + body,
        b"POST " + base + b"/products/stock/by-code HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
        + auth + b"Transfer-Encoding: chunked\r\n\r\n" + chunked_body,
        b"GET " + base + b"/products/books HTTP/1.1\r\nHost: t\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + auth + b"\r\nGET /healthz HTTP/1.1\r\nHost: t\r\n\r\n",
        b"POST " + base + b"/products/stock/by-code HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\n"
        b"Content-Type: application/json\r\n" + auth + b"Content-Length: %d\r\n\r\n" % len(body) + body,
    ]


HUGE = [b"0", b"-1", b"18446744073709551615", b"18446744073709551616", b"99999999999999999999999",
        b"65536", b"65537", b"209715200", b"0x10", b"1e3", b" 5", b"5 ", b"5,5", b"+5", b"00005"]


def mutate(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(12)
        if not data:
            data = bytearray(b"GET / HTTP/1.1\r\n\r\n")
        at = rng.randrange(len(data))
        if kind == 0:  # bit flip
            data[at] ^= 1 << rng.randrange(8)
        elif kind == 1:  # random byte
            data[at] = rng.randrange(256)
        elif kind == 2:  # insert special bytes
            data[at:at] = rng.choice([b"\0", b"\r", b"\n", b" ", b"\t", b"\r\n", b"\r\n ", b":", b"%2F", b"\xff"])
        elif kind == 3:  # delete a span
            del data[at:at + rng.randint(1, 16)]
        elif kind == 4:  # truncate
            del data[at:]
        elif kind == 5:  # duplicate a header line
            lines = bytes(data).split(b"\r\n")
            if len(lines) > 2:
                i = rng.randrange(1, len(lines))
                lines.insert(i, lines[i])
                data = bytearray(b"\r\n".join(lines))
        elif kind == 6:  # many header lines
            lines = bytes(data).split(b"\r\n")
            lines[1:1] = [b"X-R%d: %s" % (i, b"v" * rng.randint(0, 200)) for i in range(rng.choice([50, 99, 100, 101, 300]))]
            data = bytearray(b"\r\n".join(lines))
        elif kind == 7:  # odd Content-Length
            lines = bytes(data).split(b"\r\n")
            lines.insert(1, b"Content-Length: " + rng.choice(HUGE))
            data = bytearray(b"\r\n".join(lines))
        elif kind == 8:  # random chunked body
            head_end = bytes(data).find(b"\r\n\r\n")
            head = bytes(data[:head_end]) if head_end >= 0 else bytes(data)
            body = b""
            for _ in range(rng.randint(0, 6)):
                size = rng.choice([0, 1, 3, 4096, 70000, rng.randrange(1 << 16)])
                label = rng.choice([b"%x" % size, b"%X" % size, rng.choice(HUGE), b"%x;ext=1" % size])
                body += label + b"\r\n" + (b"0\r\n" * (size // 3 + 1))[:size] + b"\r\n"
            body += rng.choice([b"0\r\n\r\n", b"0\r\nX-Trailer: 1\r\n\r\n", b"0\r\n", b""])
            data = bytearray(head + b"\r\nTransfer-Encoding: chunked\r\n\r\n" + body)
        elif kind == 9:  # CRLF damage
            data = bytearray(bytes(data).replace(b"\r\n", rng.choice([b"\n", b"\r", b"\r\r\n", b"\n\r"]), rng.randint(1, 3)))
        elif kind == 10:  # long value or target
            data[at:at] = b"a" * rng.choice([100, 4000, 17000, 70000])
        else:  # pipeline another seed-like request behind
            data += b"GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n"
    return bytes(data)


def check_answer(answer):
    """Problems with what the server sent back; [] when fine or when it sent nothing."""
    if not answer:
        return []
    problems = []
    at = 0
    while at < len(answer):
        match = STATUS_LINE.match(answer, at)
        if not match:
            problems.append("not a status line at byte %d: %r" % (at, answer[at:at + 60]))
            break
        status = int(match.group(1))
        if status >= 500 and status != 503:
            problems.append("status %d" % status)
        end = answer.find(b"\r\n\r\n", at)
        if end < 0:
            break  # cut off by the close: fine
        head = answer[at:end]
        lengths = re.findall(rb"\r\nContent-Length: (\d+)", head)
        if status == 304 and lengths:
            problems.append("304 with Content-Length")
        if len(lengths) > 1:
            problems.append("two Content-Length fields")
        length = int(lengths[0]) if lengths and status not in (100, 304) else 0
        next_at = end + 4 + length
        # A HEAD answer has a Content-Length but no body: accept a status line right there.
        if length and STATUS_LINE.match(answer, end + 4):
            next_at = end + 4
        at = next_at
    return problems


class Fuzzer:
    def __init__(self, port, seed_requests, deadline, seed):
        self.port = port
        self.seeds = seed_requests
        self.deadline = deadline
        self.seed = seed
        self.lock = threading.Lock()
        self.statuses = Counter()
        self.cases = 0
        self.silent_closes = 0
        self.left_open = 0
        self.problems = []

    def one(self, rng):
        data = mutate(rng, rng.choice(self.seeds)) if rng.random() < 0.9 else rng.choice(self.seeds)
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=5)
        answer = b""
        closed = False
        try:
            at = 0
            while at < len(data):
                piece = rng.choice([len(data), 1, 7, 100, 4096])
                sock.sendall(data[at:at + piece])
                at += piece
                if piece < 100 and rng.random() < 0.05:
                    time.sleep(0.01)
            if rng.random() < 0.5:
                sock.shutdown(socket.SHUT_WR)
            sock.settimeout(1.5)
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    closed = True
                    break
                answer += chunk
        except socket.timeout:
            pass
        except (ConnectionResetError, BrokenPipeError):
            closed = True
        finally:
            sock.close()
        problems = check_answer(answer)
        with self.lock:
            self.cases += 1
            for match in STATUS_LINE.finditer(answer):
                self.statuses[int(match.group(1))] += 1
            if not answer and closed:
                self.silent_closes += 1
            if not closed:
                self.left_open += 1
            for problem in problems:
                if len(self.problems) < 50:
                    self.problems.append((problem, data[:300]))

    def run(self, index):
        rng = random.Random(self.seed * 1000 + index)
        while time.time() < self.deadline:
            try:
                self.one(rng)
            except OSError as error:
                with self.lock:
                    self.problems.append(("connect/send failed: %s" % error, b""))
                time.sleep(0.1)


def healthz(port):
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=3) as sock:
            sock.settimeout(3)
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
            answer = b""
            while True:
                chunk = sock.recv(4096)
                if not chunk:
                    break
                answer += chunk
            return answer.startswith(b"HTTP/1.1 200")
    except OSError:
        return False


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", required=True)
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="catalog-fuzz-")
    db = "sqlite:" + os.path.join(work, "fuzz.db")
    subprocess.run([args.server, "import", "--db", db, FIXTURE], check=True, capture_output=True)
    key = json.loads(subprocess.run(
        [args.server, "keys", "create", "--db", db, "--name", "fuzz", "--abilities", "read,stock:write",
         "--seller", "1", "--rate-per-second", "1000000", "--rate-per-minute", "100000000"],
        check=True, capture_output=True).stdout)
    log_path = os.path.join(work, "serve.log")
    env = dict(os.environ)
    env.setdefault("ASAN_OPTIONS", "detect_leaks=0")
    env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1")
    with open(log_path, "wb") as log:
        server = subprocess.Popen([args.server, "serve", "--db", db, "--listen", "127.0.0.1:0",
                                   "--request-timeout", "2"], stdout=subprocess.PIPE, stderr=log, env=env)
    line = server.stdout.readline().decode()
    match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
    if not match:
        print("server did not start: " + open(log_path).read())
        return 2
    port = int(match.group(1))

    fuzzer = Fuzzer(port, seeds(key["app_id"].encode(), key["app_secret"].encode()),
                    time.time() + args.minutes * 60, args.seed)
    threads = [threading.Thread(target=fuzzer.run, args=(i,)) for i in range(args.threads)]
    for thread in threads:
        thread.start()
    health_failures = 0
    while any(thread.is_alive() for thread in threads):
        time.sleep(5)
        if server.poll() is not None:
            break
        if not healthz(port):
            health_failures += 1
    for thread in threads:
        thread.join()
    alive = server.poll() is None
    exit_code = None
    if alive:
        server.send_signal(signal.SIGTERM)
        try:
            exit_code = server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
    log = open(log_path, "rb").read().decode(errors="replace")
    sanitizer = [l for l in log.splitlines() if "AddressSanitizer" in l or "runtime error:" in l
                 or "LeakSanitizer" in l]

    print("cases: %d in %.1f min, %d threads, seed %d" % (fuzzer.cases, args.minutes, args.threads, args.seed))
    print("statuses: " + ", ".join("%d×%d" % (n, s) for s, n in sorted(fuzzer.statuses.items())))
    print("closed without an answer: %d; still open after 1.5 s (incomplete request): %d"
          % (fuzzer.silent_closes, fuzzer.left_open))
    print("healthz failures: %d; server alive until SIGTERM: %s; exit code: %s"
          % (health_failures, alive, exit_code))
    print("sanitizer reports: %d" % len(sanitizer))
    for line in sanitizer[:20]:
        print("  " + line)
    print("answer problems: %d" % len(fuzzer.problems))
    for problem, data in fuzzer.problems[:20]:
        print("  %s  (request %r)" % (problem, data[:120]))
    print("server log: " + log_path)
    ok = alive and exit_code == 0 and not sanitizer and not fuzzer.problems and health_failures == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
