#!/usr/bin/env bash
# README command 2 (and CI): install what is missing, build with warnings as errors,
# and run every test; GUI tests run under xvfb-run from ctest itself.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
ctest --preset release -j "$(nproc)"
