#!/usr/bin/env bash
# Makes the Crécy campaign's terrain layer (coast, land, rivers) and its table of places from real
# geography: scripts/make-geography.sh with Crécy's box, scale and places. See docs/geography.md.
#
#   scripts/make-crecy-geography.sh [--install] [--picture FILE.png]
#
# Writes the layer into data/scenarios/crecy-1346.xml (<map><terrain>, with each place's x and y),
# data/geography/crecy-1346-places.csv, and prints each place's checks. The places' real
# positions and checks are data/geography/crecy-1346-coordinates.csv, the rivers' points
# data/geography/crecy-1346-rivers.csv. Exits non-zero when a check fails.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
exec "$here/make-geography.sh" --scenario "$root/data/scenarios/crecy-1346.xml" \
  --box -2.0/3.165/48.719/51.05 --parallel 49.9 --pixels-per-km 2.7 \
  --places "$root/data/geography/crecy-1346-coordinates.csv" \
  --rivers "$root/data/geography/crecy-1346-rivers.csv" \
  --made-by scripts/make-crecy-geography.sh "$@"
