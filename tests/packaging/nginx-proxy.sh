#!/usr/bin/env bash
# HTTPS recipe end to end: nginx, configured from the shipped example site, terminates TLS
# (a self-signed certificate) on loopback in front of `catalog-server serve --trust-proxy
# 127.0.0.1/32`, and a key's IP allowlist sees the real client address through it.
#
# The client connects from 127.0.0.3 (any 127/8 address is local), so it is not itself a
# trusted proxy: nginx (peer 127.0.0.1, trusted) appends 127.0.0.3 to X-Forwarded-For and
# the server must take that right-most untrusted entry (contract §6):
#   - a key allowed only for 127.0.0.3/32 gets 200 (with the proxy's 127.0.0.1 it would not);
#   - a key allowed only for 10.1.2.3/32 gets 403 ip_not_allowed although the client sends
#     "X-Forwarded-For: 10.1.2.3" itself.
# Usage: nginx-proxy.sh CATALOG_SERVER_BINARY
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
server_bin=$(realpath "$1")
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
work=$(mktemp -d)
server_pid= nginx_pid=
cleanup() {
    [[ -n "$nginx_pid" ]] && kill "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null
    [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
fail() {
    echo "FAIL: $*" >&2
    for log in "$work"/server.err "$work"/nginx/error.log; do
        [[ -f "$log" ]] && { echo "--- $log" >&2; tail -20 "$log" >&2; }
    done
    exit 1
}

free_port() {
    local port
    for _ in $(seq 100); do
        port=$((20000 + RANDOM % 40000))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return
        fi
    done
    return 1
}

db="sqlite:$work/catalog.db"
"$server_bin" demo --db "$db" --size 50 >/dev/null 2>&1 || fail "demo"
key_json() { "$server_bin" keys create --db "$db" --name "$1" --abilities read --allow-ip "$2"; }
field() { sed -nE "s/.*\"$1\":\"([^\"]*)\".*/\1/p"; }
local_key=$(key_json loopback-client 127.0.0.3/32) || fail "keys create"
remote_key=$(key_json remote-only 10.1.2.3/32) || fail "keys create"

# The server trusts the nginx on this machine (contract §6).
trust=(--trust-proxy 127.0.0.1/32)
"$server_bin" serve --db "$db" --listen 127.0.0.1:0 "${trust[@]}" >"$work/server.out" \
    2>"$work/server.err" &
server_pid=$!
for _ in $(seq 100); do
    grep -q '^listening on ' "$work/server.out" 2>/dev/null && break
    kill -0 "$server_pid" 2>/dev/null || fail "the server exited"
    sleep 0.1
done
upstream=$(sed -nE 's|^listening on http://127\.0\.0\.1:([0-9]+)/.*|\1|p' "$work/server.out")
[[ -n "$upstream" ]] || fail "no listening line"

# A self-signed certificate, as for a LAN without a public name.
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=catalog.example.com" \
    -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null || fail "openssl"

# nginx from the shipped example, moved to loopback ports and this folder.
mkdir -p "$work/nginx"
for _ in 1 2 3; do
    http_port=$(free_port) && https_port=$(free_port) || fail "no free port"
    sed -e "s|listen 80;|listen 127.0.0.1:$http_port;|" \
        -e "s|listen 443 ssl;|listen 127.0.0.1:$https_port ssl;|" \
        -e '/listen \[::\]/d' \
        -e "s|/etc/letsencrypt/live/catalog.example.com/fullchain.pem|$work/cert.pem|" \
        -e "s|/etc/letsencrypt/live/catalog.example.com/privkey.pem|$work/key.pem|" \
        -e "s|root /var/www/html;|root $work/nginx;|" \
        -e "s|proxy_pass http://127.0.0.1:8080;|proxy_pass http://127.0.0.1:$upstream;|" \
        "$root/packaging/nginx-catalog-server.conf" >"$work/nginx/site.conf"
    grep -q "127.0.0.1:$upstream" "$work/nginx/site.conf" || fail "the example site changed shape"
    cat >"$work/nginx/nginx.conf" <<CONF
daemon off;
master_process off;
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log warn;
events { worker_connections 64; }
http {
    access_log $work/nginx/access.log;
    client_body_temp_path $work/nginx/body;
    proxy_temp_path $work/nginx/proxy;
    fastcgi_temp_path $work/nginx/fastcgi;
    uwsgi_temp_path $work/nginx/uwsgi;
    scgi_temp_path $work/nginx/scgi;
    include $work/nginx/site.conf;
}
CONF
    "$nginx_bin" -p "$work/nginx" -c "$work/nginx/nginx.conf" 2>>"$work/nginx/error.log" &
    nginx_pid=$!
    for _ in $(seq 50); do
        (exec 3<>"/dev/tcp/127.0.0.1/$https_port") 2>/dev/null && break
        kill -0 "$nginx_pid" 2>/dev/null || break
        sleep 0.1
    done
    kill -0 "$nginx_pid" 2>/dev/null && break
    wait "$nginx_pid" 2>/dev/null || true
    nginx_pid=
done
[[ -n "$nginx_pid" ]] || fail "nginx did not start"

# GET through nginx from 127.0.0.3; prints "STATUS BODY".
through_nginx() {
    local key=$1
    shift
    curl -sk --interface 127.0.0.3 -o "$work/body" -w '%{http_code}' \
        -H "X-App-ID: $(field app_id <<<"$key")" -H "X-App-Secret: $(field app_secret <<<"$key")" \
        "$@" "https://127.0.0.1:$https_port/api/v1/client/products/books?per_page=1"
    echo " $(cat "$work/body")"
}

answer=$(through_nginx "$local_key")
[[ "$answer" == 200\ * ]] || fail "key for 127.0.0.3 through nginx: $answer"
echo "ok: a key allowed for the client's address gets 200 through nginx"

redirect=$(curl -s --interface 127.0.0.3 -o /dev/null -w '%{http_code} %{redirect_url}' \
    "http://127.0.0.1:$http_port/api/v1/client/products/books")
[[ "$redirect" == "301 https://"* ]] || fail "plain HTTP should redirect to HTTPS: $redirect"
echo "ok: plain HTTP redirects to HTTPS"

answer=$(through_nginx "$remote_key" -H "X-Forwarded-For: 10.1.2.3")
if [[ "$answer" == 403\ *ip_not_allowed* ]]; then
    echo "ok: a client's own X-Forwarded-For is not believed (403 ip_not_allowed)"
else
    fail "spoofed X-Forwarded-For 10.1.2.3 must give 403 ip_not_allowed, got: $answer"
fi
echo "PASS"
