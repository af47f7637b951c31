# Shared by the campaigns' making scripts (scripts/campaigns/make-*.sh): each builds a bundled
# campaign with seneschal-cli (new --blank, then edit), exports it as data/scenarios/ID.xml and
# cuts its terrain layer with scripts/make-geography.sh. Sourced, not run. See docs/campaigns/.
#
# The caller sets: id, box (W/E/S/N), width, height; then calls begin, the edits, finish.
# SENESCHAL_CLI names the program (default build/bin/seneschal-cli).
set -euo pipefail

tools_here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$tools_here/../.." && pwd)"
cli="${SENESCHAL_CLI:-$root/build/bin/seneschal-cli}"
[ -x "$cli" ] || { echo "make-campaign: no $cli (build seneschal-cli, or set SENESCHAL_CLI)" >&2; exit 1; }
export SENESCHAL_DATA_DIR="${SENESCHAL_DATA_DIR:-$root/build/share/seneschal}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
db="$work/campaign.db"
battals="$work/battals.tsv"
: > "$battals"

geography() {
  "$root/scripts/make-geography.sh" --box "$box" --places "$root/data/geography/$id-coordinates.csv" \
    --rivers "$root/data/geography/$id-rivers.csv" "$@"
}

edit() { "$cli" edit --db "$db" "$@" > /dev/null; }

# begin NAME START: a blank campaign at the map's scale (miles to a map unit from the box).
begin() {
  local scale
  scale="$(geography --project --scale --size "$width/$height")"
  "$cli" new --blank --db "$db" --name "$1" --start "$2" --width "$width" --height "$height" \
    --miles-per-unit "$scale" > /dev/null
}

# side ID NAME COLOUR TREASURY: added as ID (its id), then named NAME.
side() {
  edit side add --name "$1" --colour "$3" --treasury "$4"
  edit side set --side "$1" --name "$2"
}

# places: every place of data/geography/ID-coordinates.csv at its projected x and y, added under
# its CSV id (which becomes its id: the geography script knows it by that) and then named.
places() {
  geography --project --size "$width/$height" > "$work/places.tsv"
  local pid name x y kind owner terrain
  while IFS=$'\t' read -r pid name x y kind owner terrain; do
    edit place add --name "$pid" --x "$x" --y "$y" --kind "$kind" --terrain "$terrain" \
      --owner "$owner"
    [ "$name" = "$pid" ] || edit place set --place "$pid" --name "$name"
  done < "$work/places.tsv"
}

# The name of the place whose id (in the coordinates CSV) is $1.
place_name() {
  awk -F'\t' -v id="$1" '$1 == id { print $2; found = 1 } END { exit !found }' "$work/places.tsv" \
    || { echo "make-campaign: no place '$1' in data/geography/$id-coordinates.csv" >&2; exit 1; }
}

# route FROM TO [KIND]: between two places by their ids; the days proposed from the distance and
# strategy.xml's rates.
route() {
  place_name "$1" > /dev/null
  place_name "$2" > /dev/null
  edit route add --from "$1" --to "$2" --kind "${3:-road}"
}

# leader SIDE NAME RANK CV CHARACTER [UNIT]: a leader, leading UNIT if given.
leader() {
  if [ $# -ge 6 ]; then
    edit leader add --side "$1" --name "$2" --rank "$3" --cv "$4" --character "$5" --leads "$6"
  else
    edit leader add --side "$1" --name "$2" --rank "$3" --cv "$4" --character "$5"
  fi
}

# army SIDE NAME PLACE COMMANDER
army() { edit army add --side "$1" --name "$2" --at "$3" --commander "$4"; }

# battal ARMY NAME LEADER ORDERS: the tools add the battal; its leader and orders are set in the
# exported scenario by finish (no edit command sets them yet).
battal() {
  edit battal add --army "$1" --name "$2"
  printf '%s\t%s\t%s\n' "$2" "$3" "$4" >> "$battals"
}

# unit BATTAL NAME TYPE CLASS MEN SIDE LEADER RANK CV CHARACTER: a unit and the leader leading it.
unit() {
  edit unit add --battal "$1" --name "$2" --type "$3" --class "$4" --men "$5"
  leader "$6" "$7" "$8" "$9" "${10}" "$2"
}

# finish DESCRIPTION: export to data/scenarios/ID.xml, set the battals' leaders and orders and the
# description, cut the terrain layer into it, and check the campaign reads back.
finish() {
  local out="$root/data/scenarios/$id.xml"
  "$cli" export --db "$db" --out "$work/$id.xml" > /dev/null
  python3 "$tools_here/finish_scenario.py" "$work/$id.xml" "$battals" "$1" "$out"
  geography --scenario "$out"
  "$cli" new --db "$work/check.db" --scenario "$out" > /dev/null
  "$cli" check --db "$work/check.db" > /dev/null
  echo "make-campaign: wrote ${out#"$root"/}"
}
