#!/usr/bin/env bash
# Checks that a change to the battle engine leaves every seeded battle's result as it was, byte
# for byte (issue 33: a faster path that changes a result is a bug in one of the two).
#
#   scripts/battle-identity.sh record DIR [CLI]   fights the corpus and keeps it in DIR
#   scripts/battle-identity.sh check DIR [CLI]    fights it again and compares with DIR
#
# The corpus: every battle file in data/scenarios (battle-*.xml, the reference battle
# reference-1500.xml, mirror.xml, small-skirmish.xml), each fought by `battle --seed N --log`
# for seeds 1 to 20 (the printed result, the exit status and the whole log of rolls), and
# `odds --runs 2000 --seed 1` of each. `check` exits 1 and lists the files that differ.
# Record with the build before the change, check with the build after (CLI defaults to
# build/bin/seneschal-cli); after merging rules changes, record again from the merged rules
# with the engine before and check with the engine after.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-}"
dir="${2:-}"
cli="${3:-build/bin/seneschal-cli}"
if [[ "$mode" != record && "$mode" != check ]] || [[ -z "$dir" ]]; then
    echo "usage: scripts/battle-identity.sh record|check DIR [CLI]" >&2
    exit 2
fi
cli="$(realpath "$cli")"
export SENESCHAL_DATA_DIR="${SENESCHAL_DATA_DIR:-$PWD/data}"
files=(data/scenarios/battle-*.xml data/scenarios/reference-1500.xml data/scenarios/mirror.xml
       data/scenarios/small-skirmish.xml)

fight() {  # fight OUT_DIR: the whole corpus into OUT_DIR
    local out="$1" f name seed
    mkdir -p "$out"
    for f in "${files[@]}"; do
        name="$(basename "$f" .xml)"
        for seed in $(seq 1 20); do
            # The log is written to a fixed name inside the folder (so no path differs) and
            # kept under its own name.
            local status=0
            (cd "$out" && "$cli" battle --scenario "$OLDPWD/$f" --seed "$seed" \
                --log "battle.log" --force >"$name-$seed.out" 2>&1) || status=$?
            echo "exit $status" >>"$out/$name-$seed.out"
            if [[ -f "$out/battle.log" ]]; then mv "$out/battle.log" "$out/$name-$seed.log"; fi
        done
        local status=0
        "$cli" odds --scenario "$f" --runs 2000 --seed 1 >"$out/$name-odds.out" 2>&1 || status=$?
        echo "exit $status" >>"$out/$name-odds.out"
    done
}

if [[ "$mode" == record ]]; then
    rm -rf "$dir"
    fight "$dir"
    echo "recorded $(ls "$dir" | wc -l) files in $dir"
    exit 0
fi

[[ -d "$dir" ]] || { echo "error: no recorded corpus in $dir (record it first)" >&2; exit 2; }
now="$(mktemp -d)"
trap 'rm -rf "$now"' EXIT
fight "$now"
if diff -rq "$dir" "$now" >"$now.diff" 2>&1; then
    echo "identical: $(ls "$now" | wc -l) files"
    rm -f "$now.diff"
    exit 0
fi
echo "DIFFERENT:" >&2
cat "$now.diff" >&2
rm -f "$now.diff"
exit 1
