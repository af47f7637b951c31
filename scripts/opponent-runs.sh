#!/usr/bin/env bash
# Seeded solo Crécy campaigns with France played by the programmed opponent (issue 36) and
# England standing where it landed: each campaign made with `new --seed N`, France handed to the
# opponent (`side --programmed on`, CHARACTER cautious or bold), then advanced a day at a time
# for DAYS days; a battle pending is fought and applied at once (`battle --db --place --seed N`).
# After each campaign `check` must pass (men conserved, the undo log whole). Prints one line per
# campaign and the totals: the opponent's decisions by kind, battles fought and who won.
# Usage: opponent-runs.sh PATH/TO/seneschal-cli [CAMPAIGNS=20] [DAYS=60] [CHARACTER=cautious]
set -euo pipefail
cli=$1
campaigns=${2:-20}
days=${3:-60}
character=${4:-cautious}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

declare -A total=()
for ((seed = 1; seed <= campaigns; seed++)); do
    db="$work/solo-$seed.seneschal"
    "$cli" new --scenario crecy-1346 --db "$db" --seed "$seed" >/dev/null
    "$cli" side --db "$db" --side france --programmed on --character "$character" >/dev/null
    declare -A count=([plan]=0 [offer]=0 [avoid]=0 [relieve]=0 [march]=0 [pay]=0 [battles]=0
                      [france]=0 [england]=0)
    for ((day = 1; day <= days; day++)); do
        out=$("$cli" advance --db "$db" --days 1)
        while IFS= read -r line; do
            case "$line" in
                *"[opponent]"*"to offer battle"*) count[offer]=$((count[offer] + 1)) ;;
                *"[opponent]"*"to avoid battle"*) count[avoid]=$((count[avoid] + 1)) ;;
                *"[opponent]"*"to relieve"*) count[relieve]=$((count[relieve] + 1)) ;;
                *"[opponent]"*" of arrears"*) count[pay]=$((count[pay] + 1)) ;;
                *"[opponent]"*"s its plan"*|*"[opponent]"*" their plan"*)
                    count[plan]=$((count[plan] + 1)) ;;
                *"[opponent]"*) count[march]=$((count[march] + 1)) ;;
            esac
        done <<<"$out"
        # Every battle pending is fought and applied at once, with the campaign's seed.
        while read -r place; do
            [[ -z "$place" ]] && continue
            result=$("$cli" battle --db "$db" --place "$place" --seed "$seed")
            count[battles]=$((count[battles] + 1))
            case "$result" in
                *"): Kingdom of France wins"*) count[france]=$((count[france] + 1)) ;;
                *"): Kingdom of England wins"*) count[england]=$((count[england] + 1)) ;;
            esac
        done < <("$cli" pending --db "$db" | sed -n 's/^a battle is pending at \(.*\) (.*$/\1/p')
    done
    "$cli" check --db "$db" >/dev/null || { echo "seed $seed: check failed" >&2; exit 1; }
    line="seed $seed:"
    for key in plan march offer avoid relieve pay battles france england; do
        line+=" $key=${count[$key]}"
        total[$key]=$((${total[$key]:-0} + count[$key]))
    done
    echo "$line"
done
line="total of $campaigns campaigns, $days days each ($character):"
for key in plan march offer avoid relieve pay battles france england; do
    line+=" $key=${total[$key]}"
done
echo "$line"
