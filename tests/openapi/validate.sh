#!/usr/bin/env bash
# Validates what `catalog-server openapi` prints with two validators from the npm registry,
# independent of our own code:
#   - Redocly CLI `lint` with the recommended rules, warnings as errors (redocly.yaml), and
#   - @seriousme/openapi-schema-validator: the official OpenAPI 3.1 JSON Schema.
# Usage: tests/openapi/validate.sh path/to/catalog-server
# Installs the pinned packages (package-lock.json) into tests/openapi/node_modules first.
set -euo pipefail

binary=${1:?usage: validate.sh path/to/catalog-server}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# npm ci only when the lock file changed since the last install.
stamp="$here/node_modules/.catalog-lock-sha256"
wanted=$(sha256sum "$here/package-lock.json" | cut -d' ' -f1)
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$wanted" ]]; then
    (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
    echo "$wanted" > "$stamp"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$binary" openapi > "$work/openapi.json"
[[ -s "$work/openapi.json" ]] || { echo "catalog-server openapi printed nothing" >&2; exit 1; }
# The ignore file names the document by a path relative to itself.
cp "$here/redocly.yaml" "$here/.redocly.lint-ignore.yaml" "$work/"

export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true NO_COLOR=1
echo "== redocly lint (recommended-strict)"
(cd "$work" && "$here/node_modules/.bin/redocly" lint openapi.json)
echo "== OpenAPI 3.1 JSON Schema"
"$here/node_modules/.bin/validate-api" "$work/openapi.json"
echo "openapi: 2 passed, 0 failed"
