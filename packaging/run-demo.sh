#!/usr/bin/env bash
# The README's "run" command: installs what is missing, builds, creates (once) a demo
# catalog and a read+stock key for seller 1, serves it on 127.0.0.1:8080 and, when a
# display exists, opens the console. Ctrl+C stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh
bash packaging/build.sh catalog-server catalog-console

server=build/app/server/catalog-server
data_dir="${XDG_DATA_HOME:-$HOME/.local/share}/catalog-demo"
db="sqlite:$data_dir/catalog.db"
key_file="$data_dir/demo-key.json" # the demo key's secret, readable only by you
mkdir -p "$data_dir"
if [[ ! -f "$data_dir/catalog.db" ]]; then
    echo "Creating the demo catalog in $data_dir ..." >&2
    "$server" demo --db "$db" --size 2000
fi
if [[ ! -s "$key_file" ]]; then
    (umask 077 && "$server" keys create --db "$db" --name demo --abilities read,stock:write \
        --seller 1 > "$key_file")
fi
app_id=$(sed -E 's/.*"app_id":"([^"]+)".*/\1/' "$key_file")
app_secret=$(sed -E 's/.*"app_secret":"([^"]+)".*/\1/' "$key_file")

listen="${CATALOG_LISTEN:-127.0.0.1:8080}"
# Image and logo paths are answered as absolute URLs under the address clients use (contract §1).
"$server" serve --db "$db" --listen "$listen" --public-url "${CATALOG_PUBLIC_URL:-http://$listen}" > >(while read -r line; do
    echo "$line"
    if [[ "$line" == "listening on "* ]]; then
        base="${line#listening on }"
        cat <<INFO

Catalog API v1 is up: $base
  app id:     $app_id
  app secret: $app_secret   (also in $key_file)
Try:
  curl -H 'X-App-ID: $app_id' -H 'X-App-Secret: $app_secret' $base/products/books

INFO
        if [[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" && -x build/app/console/catalog-console ]]; then
            # The secret travels in the environment, never on a command line (ps shows those);
            # the console reads it once, clears it and keeps it in the keychain.
            CATALOG_APP_SECRET="$app_secret" build/app/console/catalog-console --server "$base" \
                --app-id "$app_id" --seller-id 1 --profile "Demo shop" >/dev/null 2>&1 &
        fi
    fi
done) &
server_pid=$!
trap 'kill -TERM $server_pid 2>/dev/null; wait $server_pid 2>/dev/null' INT TERM EXIT
wait $server_pid
