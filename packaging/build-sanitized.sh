#!/usr/bin/env bash
# Builds catalog-server and the end-to-end suite with AddressSanitizer + UndefinedBehavior-
# Sanitizer into ./build-sanitized and runs the e2e tests (both engines) against it. Any report
# of either sanitizer, from any server the tests started, fails the run.
# Usage: packaging/build-sanitized.sh [ctest -R regex]
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -f build-sanitized/build.ninja ]]; then
    cmake -S . -B build-sanitized -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCATALOG_SANITIZE=address,undefined
fi
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
cmake --build build-sanitized --parallel "$(nproc)" --target catalog_e2e_suite

reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
# Each process writes its reports to its own file under $reports. Leaks are checked too;
# packaging/lsan.supp names what is kept on purpose until exit. A quarantine of 16 MB, not
# ASan's 256: the bad-weather tests bound the server's resident memory (tst_shopsyncguard:
# 100 MB over rest), and a quarantine filling up with freed 8 MiB answers crossed it.
export ASAN_OPTIONS="log_path=$reports/asan:quarantine_size_mb=16:detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1"
export LSAN_OPTIONS="suppressions=$PWD/packaging/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="log_path=$reports/ubsan:print_stacktrace=1:halt_on_error=1"
status=0
ctest --test-dir build-sanitized -L e2e --output-on-failure --timeout 900 \
    ${1:+-R "$1"} || status=$?
if grep -lqE "ERROR: |runtime error" "$reports"/* 2>/dev/null; then
    echo "sanitizer reports:" >&2
    grep -lE "ERROR: |runtime error" "$reports"/* | xargs cat >&2
    status=1
fi
exit "$status"
