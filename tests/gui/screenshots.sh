#!/usr/bin/env bash
# Renders a screenshot of every console pane and dialog under Xvfb: a fresh demo catalog, a
# seller key, the real server on a free port, the console's panes.
# Usage: tests/gui/screenshots.sh [--lang LANGS] [OUT_DIR]
#   LANGS: comma-separated, from en, ru, uz (default: the language of $LANG if ru or uz, else
#   all three). English goes into OUT_DIR (default build/screenshots), the others into
#   OUT_DIR/<lang>. SCREEN=1024x600 renders on a small laptop screen (default 1280x800).
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
build="${BUILD_DIR:-$here/build}"
langs=""
if [[ "${1:-}" == "--lang" ]]; then
    langs="${2:?--lang needs a value, e.g. ru,uz}"
    shift 2
elif [[ "${1:-}" == --lang=* ]]; then
    langs="${1#--lang=}"
    shift
fi
if [[ -z "$langs" ]]; then
    case "${LANG:-}" in
        ru*) langs=ru ;;
        uz*) langs=uz ;;
        *) langs=en,ru,uz ;;
    esac
fi
out="${1:-$build/screenshots}"
cmake --build "$build" --target catalog-server screenshot-tool catalog-console >/dev/null
server="$build/app/server/catalog-server"
work="$(mktemp -d)"
trap 'kill "${pid:-0}" "${receiver_pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
db="sqlite:$work/shop.db"
"$server" demo --db "$db" --size 2000 >/dev/null 2>&1
# Two months of a shop's sales for the Reports pane (the demo itself writes no movements).
"$here/tests/bench/make_movements.sh" "$db" 6000 60 1 >/dev/null 2>&1
key="$("$server" keys create --db "$db" --name screenshots --abilities read,stock:write,webhooks --seller 1)"
app_id="$(printf '%s' "$key" | sed -E 's/.*"app_id":"([^"]+)".*/\1/')"
secret="$(printf '%s' "$key" | sed -E 's/.*"app_secret":"([^"]+)".*/\1/')"
# A partner's receiver for the Integrations pane: /orders answers 204, /legacy 500 (contract §13).
python3 - "$work/receiver.port" >/dev/null 2>&1 <<'PY' &
import http.server, sys
class Receiver(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(204 if self.path == "/orders" else 500)
        self.end_headers()
    def log_message(self, *args):
        pass
server = http.server.HTTPServer(("127.0.0.1", 0), Receiver)
open(sys.argv[1], "w").write(str(server.server_port))
server.serve_forever()
PY
receiver_pid=$!
"$server" serve --db "$db" --listen 127.0.0.1:0 --webhook-allow 127.0.0.1/32 \
    >"$work/serve.out" 2>"$work/serve.err" &
pid=$!
for _ in $(seq 50); do grep -q "listening on" "$work/serve.out" && [[ -s $work/receiver.port ]] && break; sleep 0.1; done
base="$(sed -n 's/^listening on //p' "$work/serve.out")"
for hook in 'orders","types":["product","stock"]' 'legacy","types":["stock"]'; do
    curl -fsS -o /dev/null -H "X-App-ID: $app_id" -H "X-App-Secret: $secret" \
        -H "Content-Type: application/json" \
        -d "{\"url\":\"http://127.0.0.1:$(cat "$work/receiver.port")/$hook}" "$base/webhooks"
done
# The CSV import dialog is shown on goodbooks-10k (../shared/data, as the tests find it).
csv_sample="${CATALOG_CSV_SAMPLE:-$here/../shared/data/goodbooks-10k/books.csv}"
[[ -f "$csv_sample" ]] || csv_sample=/work/shared/data/goodbooks-10k/books.csv
IFS=',' read -ra list <<<"$langs"
for lang in "${list[@]}"; do
    case "$lang" in
        en) locale=en_US.UTF-8 dir="$out" ;;
        ru) locale=ru_RU.UTF-8 dir="$out/ru" ;;
        uz) locale=uz_UZ.UTF-8 dir="$out/uz" ;;
        *) echo "screenshots.sh: unknown language $lang (en, ru, uz)" >&2; exit 2 ;;
    esac
    mkdir -p "$dir"
    # Qt takes the console's language from these variables (the console's default setting).
    CATALOG_SERVER_BIN="$server" CATALOG_CSV_SAMPLE="$csv_sample" \
    CATALOG_APP_SECRET="$secret" LC_ALL="$locale" LANG="$locale" LANGUAGE="" \
        QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 ${SCREEN:-1280x800}x24" \
        "$build/tests/gui/screenshot-tool" "$base" "$app_id" "$dir"
    ls "$dir"/*.png
done
