#!/usr/bin/env bash
# Writes a PNG of each window of the desktop program to the given folder. Run it under a
# display (ctest runs it under xvfb-run): screenshots.sh PATH/TO/seneschal OUTDIR
set -euo pipefail
program=$1
out=$2
mkdir -p "$out"
"$program" --screenshot "$out/main-window.png"
test -s "$out/main-window.png"
echo "screenshots: wrote $out/main-window.png"
