#!/usr/bin/env bash
# The shipped systemd units: `systemd-analyze verify` reports nothing, and the sandbox of
# each service rates "OK" or better (exposure <= 2.0) in `systemd-analyze security`.
# Usage: unit-security.sh CATALOG_SERVER_BINARY
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
server=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# verify checks that ExecStart programs exist: point the copies at the built ones.
for unit in catalog-server.service catalog-server-backup.service catalog-server-backup.timer; do
    sed -e "s|/usr/bin/catalog-server|$server|" \
        -e "s|/usr/lib/catalog-server/catalog-server-backup|$root/packaging/catalog-server-backup|" \
        "$root/packaging/$unit" >"$work/$unit"
done

# The man page is checked after installation (package-test.sh), not here.
if ! output=$(cd "$work" && systemd-analyze verify --man=no \
    catalog-server.service catalog-server-backup.service catalog-server-backup.timer 2>&1) ||
    [[ -n "$output" ]]; then
    echo "FAIL: systemd-analyze verify:" >&2
    echo "$output" >&2
    exit 1
fi
echo "systemd-analyze verify: clean"

status=0
for unit in catalog-server.service catalog-server-backup.service; do
    report=$(systemd-analyze security --offline=yes "$work/$unit" 2>&1) || true
    line=$(grep -E 'Overall exposure level' <<<"$report" || true)
    score=$(sed -nE 's/.*: ([0-9]+\.[0-9]+) .*/\1/p' <<<"$line")
    if [[ -z "$score" ]]; then
        echo "FAIL: no exposure score for $unit:" >&2
        echo "$report" >&2
        status=1
        continue
    fi
    echo "$unit: exposure $score (${line##*: })"
    if ! awk -v s="$score" 'BEGIN { exit !(s <= 2.0) }'; then
        echo "FAIL: $unit exposure $score is above 2.0:" >&2
        grep -E '✗' <<<"$report" >&2 || true
        status=1
    fi
done
exit $status
