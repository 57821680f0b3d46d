#!/usr/bin/env bash
# Writes a gzip'ed man page for a program from its own --help (help2man), so the page never
# drifts from the binary. Extra sections come from INCLUDE (help2man's include format); for
# each SUBCOMMAND, that command's --help is added under "SUBCOMMANDS".
# Usage: make-manpage.sh PROGRAM "one-line description" INCLUDE OUTPUT.gz [SUBCOMMAND...]
set -euo pipefail
program=$1 name=$2 include=$3 output=$4
shift 4
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp "$include" "$work/include.h2m"
if (($#)); then
    {
        echo "[SUBCOMMANDS]"
        for command in "$@"; do
            echo ".SS \"${command}\""
            echo ".nf"
            # roff: escape backslashes, protect lines that start with a control character.
            "$program" $command --help | sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
            echo ".fi"
        done
    } >>"$work/include.h2m"
fi
help2man --no-info --no-discard-stderr --name="$name" --include="$work/include.h2m" \
    --output="$work/page.1" "$program"
# -n: no timestamp or name in the gzip header (reproducible; lintian checks it).
gzip -9n <"$work/page.1" >"$output"
