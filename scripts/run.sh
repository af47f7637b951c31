#!/usr/bin/env bash
# README command 1: install what is missing, build, and open the bundled Crécy campaign.
# Without a display it runs the CLI demo instead, and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec build/bin/seneschal "$@"
fi
echo "run: no display found, so running the command-line demo (build/bin/seneschal-cli demo) instead."
exec build/bin/seneschal-cli demo "$@"
