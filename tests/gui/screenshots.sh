#!/usr/bin/env bash
# Renders a screenshot of every console pane under Xvfb into build/screenshots/ (or $1), in
# English and in every built translation (<out>/ru, <out>/uz, ...):
# a fresh demo catalog, a seller key, the real server on a free port, the console's panes.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
build="${BUILD_DIR:-$here/build}"
out="${1:-$build/screenshots}"
cmake --build "$build" --target catalog-server screenshot-tool catalog-console >/dev/null
server="$build/app/server/catalog-server"
work="$(mktemp -d)"
trap 'kill "${pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
db="sqlite:$work/shop.db"
"$server" demo --db "$db" --size 2000 >/dev/null 2>&1
key="$("$server" keys create --db "$db" --name screenshots --abilities read,stock:write --seller 1)"
app_id="$(printf '%s' "$key" | sed -E 's/.*"app_id":"([^"]+)".*/\1/')"
secret="$(printf '%s' "$key" | sed -E 's/.*"app_secret":"([^"]+)".*/\1/')"
"$server" serve --db "$db" --listen 127.0.0.1:0 >"$work/serve.out" 2>"$work/serve.err" &
pid=$!
for _ in $(seq 50); do grep -q "listening on" "$work/serve.out" && break; sleep 0.1; done
base="$(sed -n 's/^listening on //p' "$work/serve.out")"
mkdir -p "$out"
CATALOG_APP_SECRET="$secret" QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1280x800x24" \
    "$build/tests/gui/screenshot-tool" "$base" "$app_id" "$out"
ls "$out"/*.png
for qm in "$build"/translations/catalog_console_*.qm; do
    [[ -f "$qm" ]] || continue
    lang="$(basename "$qm" .qm)"
    lang="${lang#catalog_console_}"
    mkdir -p "$out/$lang"
    CATALOG_SCREENSHOT_QM="$qm" LANG="${lang}_${lang^^}.UTF-8" CATALOG_APP_SECRET="$secret" \
        QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1280x800x24" \
        "$build/tests/gui/screenshot-tool" "$base" "$app_id" "$out/$lang"
    ls "$out/$lang"/*.png
done
