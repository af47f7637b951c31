#!/usr/bin/env bash
# Makes the Crécy campaign's terrain layer (coast, land, rivers) and its table of places from
# real geography: GSHHG 2.3.7 full resolution, cut out with GMT 6. See docs/geography.md.
#
#   scripts/make-crecy-geography.sh [--install] [--picture FILE.png]
#
# Writes the layer into data/scenarios/crecy-1346.xml (<map><terrain>, with each place's x and y:
# scripts/geography/embed_terrain.py), data/geography/crecy-1346-places.csv, and prints
# each place's checks (on land, near the coast, on the right bank). --install first installs the
# Debian packages it needs (gmt gmt-gshhg-full; librsvg2-bin for --picture). --picture also draws
# the layer, the places and the routes to FILE.png to look at. Exits non-zero when a check fails.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
helper="$here/geography/crecy_geography.py"
scenario="$root/data/scenarios/crecy-1346.xml"
outdir="$root/data/geography"

install=0
picture=""
while [ $# -gt 0 ]; do
  case "$1" in
    --install) install=1 ;;
    --picture) picture="${2:?--picture needs a file}"; shift ;;
    *) echo "usage: $0 [--install] [--picture FILE.png]" >&2; exit 2 ;;
  esac
  shift
done

if [ "$install" -eq 1 ]; then
  packages=(gmt gmt-gshhg-full)
  [ -n "$picture" ] && packages+=(librsvg2-bin)
  sudo_=()
  [ "$(id -u)" -ne 0 ] && sudo_=(sudo)
  "${sudo_[@]}" apt-get install -y --no-install-recommends "${packages[@]}"
fi

command -v gmt >/dev/null || { echo "make-crecy-geography: needs gmt (apt-get install gmt)" >&2; exit 1; }
gmt_version="$(gmt --version)"
case "$gmt_version" in
  6.*) ;;
  *) echo "make-crecy-geography: needs GMT 6, found $gmt_version" >&2; exit 1 ;;
esac
if [ ! -f /usr/share/gmt-gshhg/binned_GSHHS_f.nc ] && ! gmt coast -R0/1/49/50 -Df -W -M >/dev/null 2>&1; then
  echo "make-crecy-geography: needs the full-resolution GSHHG (apt-get install gmt-gshhg-full)" >&2
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# GMT keeps its session files in the working folder: keep them out of the repository.
cd "$work"

region="$(python3 "$helper" region)"
echo "make-crecy-geography: GMT $gmt_version, region $region, full resolution"
echo "make-crecy-geography: packages: $(dpkg-query -W -f='${Package} ${Version}  ' gmt gmt-gshhg-full 2>/dev/null || echo 'not from Debian')"

# Shoreline level 1 (land against the sea; lakes left out), islands of 1 km² and more.
gmt coast "$region" -Df -A1/1/1 -W1 -M > "$work/coast.txt"
# Permanent rivers of WDBII (classes 0-4: double-lined, major, additional major, additional).
gmt coast "$region" -Df -Ir -M > "$work/rivers.txt"

# Which side of each coast line is land: GMT itself tells, testing points just beside the lines
# against the same full-resolution shoreline (-Ns/k: drop points in the sea, keep those on land).
python3 "$helper" probes "$work/coast.txt" > "$work/probes.txt"
gmt select "$work/probes.txt" "$region" -Df -A1/1/1 -Ns/k > "$work/land-probes.txt"

# The places themselves, against the unsimplified shoreline: each must be on land.
python3 "$helper" places > "$work/places.txt"
gmt select "$work/places.txt" "$region" -Df -A1/1/1 -Ns/k > "$work/places-on-land.txt"

mkdir -p "$outdir"
status=0
python3 "$helper" build "$work/coast.txt" "$work/rivers.txt" "$work/land-probes.txt" \
  "$work/places-on-land.txt" "$scenario" "$outdir" || status=$?
# The layer lives in the scenario itself (<map><terrain>), with the places' x and y.
mv "$outdir/crecy-1346-terrain.xml" "$work/crecy-1346-terrain.xml"
python3 "$here/geography/embed_terrain.py" "$work/crecy-1346-terrain.xml" \
  "$outdir/crecy-1346-places.csv" "$scenario"
echo "make-crecy-geography: wrote $(wc -c < "$work/crecy-1346-terrain.xml") bytes of terrain into" \
  "${scenario#"$root"/} and $(($(wc -l < "$outdir/crecy-1346-places.csv") - 1)) places to" \
  "${outdir#"$root"/}"

if [ -n "$picture" ]; then
  command -v rsvg-convert >/dev/null || { echo "make-crecy-geography: --picture needs rsvg-convert (librsvg2-bin)" >&2; exit 1; }
  python3 "$helper" render "$work/crecy-1346-terrain.xml" "$outdir/crecy-1346-places.csv" \
    "$scenario" "$work/check.svg"
  rsvg-convert "$work/check.svg" -o "$picture"
  echo "make-crecy-geography: drew $picture"
fi
exit "$status"
