#!/usr/bin/env bash
# Installs the Debian 12 packages the project needs to build, run and test, if missing.
# Usage: packaging/install-deps.sh [--tests]
set -euo pipefail

packages=(
    cmake ninja-build g++ ccache pkg-config libhttp-parser-dev libpq-dev
    qt6-base-dev qt6-tools-dev qt6-l10n-tools qt6-svg-dev libzint-dev qt6-charts-dev libqt6opengl6-dev
    qt6-translations-l10n libqt6sql6-sqlite libqt6sql6-psql qtkeychain-qt6-dev libgl-dev
    help2man dpkg-dev
    libstemmer-dev libsqlite3-dev libssl-dev
)
if [[ "${1:-}" == "--tests" ]]; then
    packages+=(xvfb xauth wrk nginx-light postgresql)
    # tests/e2e/tst_securitylog: the fail2ban filter is checked with fail2ban-regex.
    packages+=(fail2ban)
    # tests/packaging: lint, install and run the .deb files, the unit's sandbox score, HTTPS.
    packages+=(lintian desktop-file-utils appstream systemd curl openssl)
    # tests/printing: printed barcodes are decoded back with zbarimg.
    packages+=(zbar-tools)
    # Node from another source may bundle its own npm (and conflict with Debian's): only
    # install Debian's when there is no npm at all.
    command -v npm >/dev/null 2>&1 || packages+=(nodejs npm)
fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}" >&2
    sudo_cmd=()
    [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >&2
fi
