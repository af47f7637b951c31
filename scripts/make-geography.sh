#!/usr/bin/env bash
# Makes a campaign's terrain layer (coast, land, rivers) and its table of places from real
# geography: GSHHG 2.3.7 full resolution, cut out with GMT 6, for a longitude-latitude box. See
# docs/geography.md.
#
#   scripts/make-geography.sh --scenario FILE.xml --box W/E/S/N --places PLACES.csv
#       [--rivers RIVERS.csv] [--parallel LAT] [--pixels-per-km K] [--install]
#       [--picture FILE.png] [--made-by TEXT]
#   scripts/make-geography.sh --project --size WIDTH/HEIGHT --box W/E/S/N --places PLACES.csv ...
#
# The box's west and north edges are the map's x = 0 and y = 0; the map's size is the scenario's
# <map width height>. The scale is --pixels-per-km, or the largest that fits the box into the map.
# PLACES.csv is id,name,latitude,longitude,kind,owner,terrain,check[,note]: each place's real
# position and what to check of it (docs/geography.md). RIVERS.csv is river,latitude,longitude:
# points each river named on the map passes.
#
# Writes the layer into the scenario (<map><terrain>, with each place's x and y:
# scripts/geography/embed_terrain.py), data/geography/ID-places.csv (id,name,latitude,longitude,
# x,y), and prints each place's checks (on land, near the coast, on the right bank). --project
# only prints each place's map x and y (no GMT, no scenario), to add the places with
# `seneschal-cli edit place add`; with --project, --scale prints the miles to a map unit instead.
# --install first installs the Debian packages it needs (gmt gmt-gshhg-full; librsvg2-bin for
# --picture). --picture also draws the layer, the places and the routes to FILE.png to look at.
# Exits non-zero when a check fails.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
helper="$here/geography/geography.py"
outdir="$root/data/geography"
name="make-geography"

usage() {
  sed -n '6,10p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

install=0
picture=""
scenario=""
project=0
scale=0
size=""
made_by="scripts/make-geography.sh"
geo=()
while [ $# -gt 0 ]; do
  case "$1" in
    --install) install=1 ;;
    --project) project=1 ;;
    --scale) scale=1 ;;
    --picture) picture="${2:?--picture needs a file}"; shift ;;
    --scenario) scenario="${2:?--scenario needs a file}"; shift ;;
    --size) size="${2:?--size needs WIDTH/HEIGHT}"; shift ;;
    --made-by) made_by="${2:?--made-by needs a text}"; shift ;;
    --box | --places | --rivers | --parallel | --pixels-per-km)
      [ $# -ge 2 ] || { echo "$name: $1 needs a value" >&2; exit 2; }
      value="$2"
      case "$1" in --places | --rivers) value="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")" ;; esac
      geo+=("$1" "$value"); shift ;;
    *) usage ;;
  esac
  shift
done

if [ "$project" -eq 1 ]; then
  [ -n "$size" ] || { echo "$name: --project needs --size WIDTH/HEIGHT" >&2; exit 2; }
  if [ "$scale" -eq 1 ]; then
    exec python3 "$helper" "${geo[@]}" --size "$size" scale
  fi
  exec python3 "$helper" "${geo[@]}" --size "$size" project
fi

[ -n "$scenario" ] || { echo "$name: needs --scenario FILE.xml" >&2; exit 2; }
scenario="$(cd "$(dirname "$scenario")" && pwd)/$(basename "$scenario")"
[ -f "$scenario" ] || { echo "$name: no scenario $scenario" >&2; exit 1; }
id="$(basename "$scenario" .xml)"
size="$(python3 -c 'import sys, xml.etree.ElementTree as ET
m = ET.parse(sys.argv[1]).getroot().find("map")
print(m.get("width") + "/" + m.get("height"))' "$scenario")"
geo+=(--size "$size" --made-by "$made_by")

if [ "$install" -eq 1 ]; then
  packages=(gmt gmt-gshhg-full)
  [ -n "$picture" ] && packages+=(librsvg2-bin)
  sudo_=()
  [ "$(id -u)" -ne 0 ] && sudo_=(sudo)
  "${sudo_[@]}" apt-get install -y --no-install-recommends "${packages[@]}"
fi

command -v gmt >/dev/null || { echo "$name: needs gmt (apt-get install gmt)" >&2; exit 1; }
gmt_version="$(gmt --version)"
case "$gmt_version" in
  6.*) ;;
  *) echo "$name: needs GMT 6, found $gmt_version" >&2; exit 1 ;;
esac
if [ ! -f /usr/share/gmt-gshhg/binned_GSHHS_f.nc ] && ! gmt coast -R0/1/49/50 -Df -W -M >/dev/null 2>&1; then
  echo "$name: needs the full-resolution GSHHG (apt-get install gmt-gshhg-full)" >&2
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# GMT keeps its session files in the working folder: keep them out of the repository.
cd "$work"

region="$(python3 "$helper" "${geo[@]}" region)"
echo "$name: ${scenario#"$root"/}, GMT $gmt_version, region $region, full resolution"
echo "$name: packages: $(dpkg-query -W -f='${Package} ${Version}  ' gmt gmt-gshhg-full 2>/dev/null || echo 'not from Debian')"

# Shoreline level 1 (land against the sea; lakes left out), islands of 1 km² and more.
gmt coast "$region" -Df -A1/1/1 -W1 -M > "$work/coast.txt"
# Permanent rivers of WDBII (classes 0-4: double-lined, major, additional major, additional).
gmt coast "$region" -Df -Ir -M > "$work/rivers.txt"

# Which side of each coast line is land: GMT itself tells, testing points just beside the lines
# against the same full-resolution shoreline (-Ns/k: drop points in the sea, keep those on land).
python3 "$helper" "${geo[@]}" probes "$work/coast.txt" > "$work/probes.txt"
gmt select "$work/probes.txt" "$region" -Df -A1/1/1 -Ns/k > "$work/land-probes.txt"

# The places themselves, against the unsimplified shoreline: each must be on land.
python3 "$helper" "${geo[@]}" places > "$work/places.txt"
gmt select "$work/places.txt" "$region" -Df -A1/1/1 -Ns/k > "$work/places-on-land.txt"

mkdir -p "$outdir"
status=0
places_csv="$outdir/$id-places.csv"
python3 "$helper" "${geo[@]}" build "$work/coast.txt" "$work/rivers.txt" "$work/land-probes.txt" \
  "$work/places-on-land.txt" "$scenario" "$work/terrain.xml" "$places_csv" || status=$?
# The layer lives in the scenario itself (<map><terrain>), with the places' x and y.
python3 "$here/geography/embed_terrain.py" "$work/terrain.xml" "$places_csv" "$scenario" \
  "$made_by"
echo "$name: wrote $(wc -c < "$work/terrain.xml") bytes of terrain into" \
  "${scenario#"$root"/} and $(($(wc -l < "$places_csv") - 1)) places to" \
  "${places_csv#"$root"/}"

if [ -n "$picture" ]; then
  command -v rsvg-convert >/dev/null || { echo "$name: --picture needs rsvg-convert (librsvg2-bin)" >&2; exit 1; }
  python3 "$helper" "${geo[@]}" render "$work/terrain.xml" "$places_csv" "$scenario" "$work/check.svg"
  case "$picture" in /*) ;; *) picture="$OLDPWD/$picture" ;; esac
  rsvg-convert "$work/check.svg" -o "$picture"
  echo "$name: drew $picture"
fi
exit "$status"
