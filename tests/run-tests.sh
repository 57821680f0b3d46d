#!/usr/bin/env bash
# The README's "test" command: installs what is missing, builds, runs the whole CTest suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh --tests
bash packaging/build.sh
cd build
ctest --output-on-failure --timeout 600 "$@"
