#!/usr/bin/env bash
# Configures and builds the Release tree in build/ (both executables land in build/bin/).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)"
