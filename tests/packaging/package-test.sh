#!/usr/bin/env bash
# The Debian packages end to end, as a shop machine gets them: build both with CPack, check
# their contents and lint them, install them, then run the INSTALLED server with the SHIPPED
# configuration (moved to loopback, port 0 and a temporary database), query it, back it up
# while stock writes run, restore the copy into a new database and check that it answers
# the same. Needs root (dpkg -i); exits 77 (skipped) without it.
# Usage: package-test.sh BUILD_DIR
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(realpath "$1")
export LC_ALL=C.UTF-8

sudo_cmd=()
if [[ $EUID -ne 0 ]]; then
    if sudo -n true 2>/dev/null; then
        sudo_cmd=(sudo -n)
    else
        echo "SKIP: installing packages needs root (or password-less sudo)"
        exit 77
    fi
fi

work=$(mktemp -d)
chmod 755 "$work"
pids=()
installed_here=()
cleanup() {
    touch "$work/stop-writing"
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
    done
    if ((${#installed_here[@]})); then
        "${sudo_cmd[@]}" dpkg --purge "${installed_here[@]}" >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT
fail() {
    echo "FAIL: $*" >&2
    for log in "$work"/*.err; do
        [[ -f "$log" ]] && { echo "--- $log" >&2; tail -20 "$log" >&2; }
    done
    exit 1
}
step() { echo "== $*"; }

# dpkg allows one user at a time: other runs of this test wait here.
exec 9>/tmp/catalog-package-test.lock
flock 9

step "cpack"
(cd "$build" && cpack -G DEB -B "$work/packages" >"$work/cpack.log" 2>&1) ||
    { cat "$work/cpack.log" >&2; fail "cpack"; }
server_deb=$(ls "$work"/packages/catalog-server_*.deb)
console_deb=$(ls "$work"/packages/catalog-console_*.deb)

step "contents (dpkg-deb -c / -I)"
expect_files() {
    local deb=$1
    shift
    local listing
    listing=$(dpkg-deb -c "$deb" | awk '{ print $6 }' | sed 's|^\./|/|')
    for file in "$@"; do
        grep -qxF "$file" <<<"$listing" || fail "$(basename "$deb") lacks $file"
    done
}
expect_files "$server_deb" /usr/bin/catalog-server /etc/catalog-server/catalog-server.conf \
    /lib/systemd/system/catalog-server.service /lib/systemd/system/catalog-server-backup.service \
    /lib/systemd/system/catalog-server-backup.timer /usr/lib/catalog-server/catalog-server-backup \
    /usr/share/man/man1/catalog-server.1.gz /usr/share/doc/catalog-server/copyright \
    /usr/share/doc/catalog-server/examples/nginx-catalog-server.conf \
    /usr/share/doc/catalog-server/examples/fail2ban-filter-catalog-server.conf \
    /usr/share/doc/catalog-server/examples/fail2ban-jail.local.example
expect_files "$console_deb" /usr/bin/catalog-console \
    /usr/share/applications/catalog-console.desktop \
    /usr/share/icons/hicolor/scalable/apps/catalog-console.svg \
    /usr/share/metainfo/catalog-console.metainfo.xml /usr/share/man/man1/catalog-console.1.gz \
    /usr/share/doc/catalog-console/copyright
dpkg-deb -c "$console_deb" | grep -q catalog-server && fail "the console package ships server files"
dpkg-deb -c "$server_deb" | grep -q catalog-console && fail "the server package ships console files"
[[ $(dpkg-deb -f "$server_deb" Package) == catalog-server ]] || fail "server package name"
[[ $(dpkg-deb -f "$console_deb" Package) == catalog-console ]] || fail "console package name"
for deb in "$server_deb" "$console_deb"; do
    depends=$(dpkg-deb -f "$deb" Depends)
    # dpkg-shlibdeps ran: the Qt libraries are there with versions.
    grep -qE 'libqt6core6 \(>= ' <<<"$depends" || fail "$(basename "$deb"): no shlibdeps: $depends"
    grep -q 'libqt6sql6-sqlite' <<<"$depends" || fail "$(basename "$deb"): no SQLite driver"
done
dpkg-deb -I "$server_deb" conffiles | grep -qx /etc/catalog-server/catalog-server.conf ||
    fail "catalog-server.conf is not a conffile"
dpkg-deb -f "$server_deb"
dpkg-deb -f "$console_deb"

step "lintian"
# Every tag down to "info" is shown (overridden ones too); only errors fail the test.
lintian -I --show-overrides "$server_deb" "$console_deb" 2>&1 | grep -v 'root privileges' || true
lintian --fail-on error "$server_deb" "$console_deb" >/dev/null 2>&1 || fail "lintian errors"

step "install"
for package in catalog-server catalog-console; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
        installed_here+=("$package")
done
if ! "${sudo_cmd[@]}" dpkg -i "$server_deb" "$console_deb" >"$work/dpkg.log" 2>&1; then
    # Missing dependencies: let apt bring them.
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -f -qq >>"$work/dpkg.log" 2>&1 ||
        { cat "$work/dpkg.log" >&2; fail "dpkg -i"; }
fi
[[ -x /usr/bin/catalog-server && -x /usr/bin/catalog-console ]] || fail "binaries not installed"
/usr/bin/catalog-server --version | grep -q '^catalog-server ' || fail "installed --version"

step "installed files validate"
desktop-file-validate /usr/share/applications/catalog-console.desktop || fail "desktop-file-validate"
appstreamcli validate --no-net /usr/share/metainfo/catalog-console.metainfo.xml ||
    fail "appstreamcli validate"
man_check=(--man=no)
command -v man >/dev/null && man_check=(--man=yes)
verify=$(systemd-analyze verify "${man_check[@]}" /lib/systemd/system/catalog-server.service \
    /lib/systemd/system/catalog-server-backup.service \
    /lib/systemd/system/catalog-server-backup.timer 2>&1) && [[ -z "$verify" ]] ||
    fail "systemd-analyze verify of the installed units: $verify"
sh -n /usr/lib/catalog-server/catalog-server-backup || fail "backup script syntax"

step "the installed server with the shipped configuration"
config="$work/catalog-server.conf"
sed -e "s|^db = .*|db = sqlite:$work/shop/catalog.db|" \
    -e 's|^;listen = 127.0.0.1:8080|listen = 127.0.0.1:0|' \
    -e 's|^;cache-ttl = 120|cache-ttl = 120|' \
    /etc/catalog-server/catalog-server.conf >"$config"
grep -q '^listen = 127.0.0.1:0$' "$config" || fail "the shipped configuration changed shape"
mkdir -p "$work/shop"
/usr/bin/catalog-server demo --config "$config" --size 2000 >/dev/null 2>"$work/demo.err" ||
    fail "demo"
key=$(/usr/bin/catalog-server keys create --config "$config" --name till-1 \
    --abilities read,stock:write --seller 1 --rate-per-second 100000 \
    --rate-per-minute 1000000) || fail "keys create"
app_id=$(sed -nE 's/.*"app_id":"([^"]*)".*/\1/p' <<<"$key")
secret=$(sed -nE 's/.*"app_secret":"([^"]*)".*/\1/p' <<<"$key")

start_server() { # name [extra options...] → sets $base
    local name=$1
    shift
    /usr/bin/catalog-server serve --config "$config" "$@" >"$work/$name.out" 2>"$work/$name.err" &
    pids+=($!)
    for _ in $(seq 100); do
        grep -q '^listening on ' "$work/$name.out" 2>/dev/null && break
        sleep 0.1
    done
    base=$(sed -n 's/^listening on //p' "$work/$name.out")
    [[ -n "$base" ]] || fail "$name did not start"
}
api() { # base path [curl options...]: prints the body, fails on a status other than 200
    local base=$1 path=$2
    shift 2
    local status
    status=$(curl -s -o "$work/body" -w '%{http_code}' -H "X-App-ID: $app_id" \
        -H "X-App-Secret: $secret" -H 'Cache-Control: no-cache' "$@" "$base$path") || true
    [[ "$status" == 200 ]] || fail "GET $path: $status $(cat "$work/body")"
    cat "$work/body"
}
start_server live
live=$base
api "$live" /products/books?per_page=5 | grep -q '"status":"success"' || fail "query"
echo "serving $live"

step "backup while stock writes run"
code=$(api "$live" '/products/mine?type=book&per_page=1' | sed -nE 's/.*"code":"([0-9]+)".*/\1/p')
[[ -n "$code" ]] || fail "no product of seller 1"
stock_of() { api "$1" "/products/mine?type=book&per_page=1" | sed -nE 's/.*"stock":([0-9]+).*/\1/p'; }
stock_before=$(stock_of "$live")
(
    while [[ ! -e "$work/stop-writing" ]]; do
        curl -s -o /dev/null -w '%{http_code}\n' -X POST -H "X-App-ID: $app_id" \
            -H "X-App-Secret: $secret" -H 'Content-Type: application/json' \
            -d "{\"code\":\"$code\",\"delta\":1}" "$live/products/stock/by-code" || true
    done >"$work/writes.log"
) &
pids+=($!)
writes() { grep -c '^200$' "$work/writes.log" 2>/dev/null || true; }
for _ in $(seq 100); do (($(writes) >= 20)) && break; sleep 0.05; done
((($(writes) >= 20))) || fail "the stock writes do not succeed: $(sort "$work/writes.log" | uniq -c)"
writes_at_start=$(writes)
/usr/bin/catalog-server backup --config "$config" "$work/backups/copy.db" >"$work/backup.out" \
    2>"$work/backup.err" || fail "backup"
writes_at_end=$(writes)
sleep 0.3
touch "$work/stop-writing"
wait "${pids[-1]}" 2>/dev/null || true
unset 'pids[-1]'
stock_after=$(stock_of "$live")
echo "backup: $(cat "$work/backup.out"); writes: $writes_at_start before it, $writes_at_end after"
((writes_at_end > writes_at_start || $(writes) > writes_at_end)) || fail "no writes during the backup"

step "restore into a new database and serve it"
/usr/bin/catalog-server restore "$work/backups/copy.db" --db "sqlite:$work/restored/catalog.db" \
    2>"$work/restore.err" || fail "restore"
# The live database is in use: restoring over it is refused.
if /usr/bin/catalog-server restore --config "$config" "$work/backups/copy.db" 2>"$work/refused.err"; then
    fail "restore over the served database was accepted"
fi
grep -q 'in use' "$work/refused.err" || fail "refusal message: $(cat "$work/refused.err")"
start_server restored --db "sqlite:$work/restored/catalog.db"
restored=$base
for path in '/products/books?per_page=100' '/products/stationery?per_page=100&sort=new' \
    '/products/sellers/list' '/search/categories' '/products/books?per_page=100&page=2'; do
    [[ "$(api "$live" "$path")" == "$(api "$restored" "$path")" ]] ||
        fail "the restored database answers $path differently"
done
# A consistent snapshot: the written product's stock is one the live server had.
stock_restored=$(stock_of "$restored")
((stock_before <= stock_restored && stock_restored <= stock_after)) ||
    fail "restored stock $stock_restored outside [$stock_before, $stock_after]"
echo "same answers; stock $stock_before → copy $stock_restored → live $stock_after"

step "backup script of the timer (7 kept)"
mkdir -p "$work/state/backups"
for day in 01 02 03 04 05 06 07 08 09; do : >"$work/state/backups/catalog-2026-01-$day.db"; done
STATE_DIRECTORY="$work/state" CATALOG_CONFIG="$config" \
    sh /usr/lib/catalog-server/catalog-server-backup >/dev/null 2>"$work/timer.err" ||
    fail "catalog-server-backup"
kept=$(ls "$work/state/backups" | grep -c '^catalog-.*\.db$')
[[ $kept == 7 ]] || fail "the backup script kept $kept copies, not 7: $(ls "$work/state/backups")"
[[ -s "$work/state/backups/catalog-$(date +%Y-%m-%d).db" ]] || fail "no backup of today"
[[ ! -e "$work/state/backups/catalog-2026-01-03.db" ]] || fail "the oldest copies stay"

echo "PASS"
