#!/usr/bin/env bash
# Fails when any C++ file of the repository is not as .clang-format lays it out, naming each
# file; `scripts/check-format.sh --fix` rewrites them instead. CI runs it first (test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

format=clang-format-14
command -v "$format" >/dev/null || { echo "check-format: $format is missing (scripts/install-deps.sh)" >&2; exit 1; }

# Tracked files and new ones not yet added (but not ignored ones, such as build trees).
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.hpp' '*.h')
if [ "${1:-}" = "--fix" ]; then
    "$format" -i "${files[@]}"
    echo "check-format: ${#files[@]} files laid out"
    exit 0
fi

# One run over every file; each difference is reported as "FILE:LINE:COL: error: ...".
status=0
report=$("$format" --dry-run --Werror "${files[@]}" 2>&1) || status=$?
mapfile -t unformatted < <(printf '%s\n' "$report" |
    sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' | sort -u)
if [ "$status" -ne 0 ] && [ ${#unformatted[@]} -eq 0 ]; then
    printf '%s\n' "$report" >&2
    echo "check-format: $format failed" >&2
    exit 1
fi
if [ ${#unformatted[@]} -gt 0 ]; then
    echo "check-format: ${#unformatted[@]} of ${#files[@]} files differ from .clang-format:" >&2
    printf '  %s\n' "${unformatted[@]}" >&2
    echo "check-format: run scripts/check-format.sh --fix" >&2
    exit 1
fi
echo "check-format: all ${#files[@]} files as .clang-format lays them out"
