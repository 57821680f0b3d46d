#!/usr/bin/env bash
# Screenshots of the goods panes (Receive, Returns, Orders, Add product) in English, Russian
# and Uzbek at 1280x800 and 1024x600, each on a fresh demo catalog, under Xvfb.
# Usage: tests/gui/goods-screenshots.sh [OUT_DIR]   (default: docs/screenshots; ru and uz
# go into OUT_DIR/ru and OUT_DIR/uz like screenshots.sh)
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
build="${BUILD_DIR:-$here/build}"
out="${1:-$here/docs/screenshots}"
cmake --build "$build" --target catalog-server goods-screenshot-tool >/dev/null
server="$build/app/server/catalog-server"
work="$(mktemp -d)"
trap 'kill "${pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
for lang in ${GOODS_LANGS:-en ru uz}; do
    case "$lang" in
        en) locale=en_US.UTF-8 dir="$out" ;;
        ru) locale=ru_RU.UTF-8 dir="$out/ru" ;;
        uz) locale=uz_UZ.UTF-8 dir="$out/uz" ;;
    esac
    mkdir -p "$dir"
    for size in ${GOODS_SIZES:-1280x800 1024x600}; do
        db="sqlite:$work/shop-$lang-$size.db"
        "$server" demo --db "$db" --size 300 >/dev/null 2>&1
        key="$("$server" keys create --db "$db" --name screenshots --abilities read,stock:write --seller 1)"
        app_id="$(printf '%s' "$key" | sed -E 's/.*"app_id":"([^"]+)".*/\1/')"
        secret="$(printf '%s' "$key" | sed -E 's/.*"app_secret":"([^"]+)".*/\1/')"
        "$server" serve --db "$db" --listen 127.0.0.1:0 >"$work/serve.out" 2>"$work/serve.err" &
        pid=$!
        for _ in $(seq 50); do grep -q "listening on" "$work/serve.out" && break; sleep 0.1; done
        base="$(sed -n 's/^listening on //p' "$work/serve.out")"
        CATALOG_APP_SECRET="$secret" LC_ALL="$locale" LANG="$locale" LANGUAGE="" \
            QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1280x800x24" \
            "$build/tests/gui/goods-screenshot-tool" "$base" "$app_id" "$dir" "$size"
        kill "$pid"; wait "$pid" 2>/dev/null || true
    done
    ls "$dir"/2[2-6]-*.png
done
