#!/usr/bin/env bash
# Seeded solo Crécy campaigns with France played by the programmed opponent (issue 36) and
# England scripted: Edward III's chevauchée of 1346 as the march orders of
# scripts/crecy-1346-england.orders (or ENGLAND, a file of the same form), each given with
# `march` on its day, as a player would. Each campaign is made with `new --seed N`, France handed
# to the opponent (`side --programmed on`, CHARACTER cautious or bold), then advanced a day at a
# time for DAYS days; a battle pending is fought and applied at once (`battle --db --place --seed
# N`). After each campaign `check` must pass (men conserved, the undo log whole), and each side
# must have given an order in it (France beyond drawing its plan, England a march taken).
# Prints one line per campaign and the totals: the opponent's decisions by kind (plans drawn,
# marches, offers of battle, falling back before contact, reliefs, armies joined and merged,
# enemies shadowed, arrears paid, rests after a battle, battles pending avoided, ransom
# decisions, men raised),
# England's orders taken and refused, battles fought and who won, and whether a side was idle.
# Usage: opponent-runs.sh PATH/TO/seneschal-cli [CAMPAIGNS=20] [DAYS=60] [CHARACTER=cautious]
#        [ENGLAND=scripts/crecy-1346-england.orders] [FIRST_SEED=1]
set -euo pipefail
cli=$1
campaigns=${2:-20}
days=${3:-60}
character=${4:-cautious}
england=${5:-$(dirname "$0")/crecy-1346-england.orders}
first=${6:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# England's orders: day -> place.
declare -A order=()
while read -r day place _; do
    [[ -z "$day" || "$day" == \#* ]] && continue
    order[$day]=$place
done <"$england"

keys=(plan march offer avoid relieve concentrate merge shadow pay rest avoided demand ransomed parole
      refuse recruit other english refused battles france england idle)
declare -A total=()
for ((seed = first; seed < first + campaigns; seed++)); do
    db="$work/solo-$seed.seneschal"
    "$cli" new --scenario crecy-1346 --db "$db" --seed "$seed" >/dev/null
    "$cli" side --db "$db" --side france --programmed on --character "$character" >/dev/null
    declare -A count=()
    for key in "${keys[@]}"; do count[$key]=0; done
    due=""
    for ((day = 1; day <= days; day++)); do
        # England's order of the day, or one it could not take yesterday.
        [[ -n "${order[$day]:-}" ]] && due=${order[$day]}
        if [[ -n "$due" ]]; then
            if "$cli" march --db "$db" --army english-host --to "$due" >/dev/null 2>&1; then
                count[english]=$((count[english] + 1))
                due=""
            else
                count[refused]=$((count[refused] + 1))
            fi
        fi
        out=$("$cli" advance --db "$db" --days 1)
        while IFS= read -r line; do
            case "$line" in
                *"[opponent]"*" the battle at "*", falling back by night"*)
                    count[avoided]=$((count[avoided] + 1)) ;;
                *"[opponent]"*" rests and regroups "*) count[rest]=$((count[rest] + 1)) ;;
                *"[opponent]"*"to offer battle"*) count[offer]=$((count[offer] + 1)) ;;
                *"[opponent]"*"to avoid battle"*) count[avoid]=$((count[avoid] + 1)) ;;
                *"[opponent]"*"to relieve"*) count[relieve]=$((count[relieve] + 1)) ;;
                *"[opponent]"*" marches to join "*) count[concentrate]=$((count[concentrate] + 1)) ;;
                *"[opponent]"*" in one host: "*) count[merge]=$((count[merge] + 1)) ;;
                *"[opponent]"*" shadows "*) count[shadow]=$((count[shadow] + 1)) ;;
                *"[opponent]"*" of arrears"*) count[pay]=$((count[pay] + 1)) ;;
                *"[opponent]"*"s its plan"*|*"[opponent]"*" their plan"*)
                    count[plan]=$((count[plan] + 1)) ;;
                *"[opponent]"*" marches "*) count[march]=$((count[march] + 1)) ;;
                *"[opponent]"*" demands "*" for "*) count[demand]=$((count[demand] + 1)) ;;
                *"[opponent]"*" owed to "*|*"[opponent]"*" an instalment of "*)
                    count[ransomed]=$((count[ransomed] + 1)) ;;
                *"[opponent]"*" on parole: "*) count[parole]=$((count[parole] + 1)) ;;
                *"[opponent]"*" refuses the "*) count[refuse]=$((count[refuse] + 1)) ;;
                *"[opponent]"*" raises "*" at "*) count[recruit]=$((count[recruit] + 1)) ;;
                *"[opponent]"*) count[other]=$((count[other] + 1)) ;;
            esac
        done <<<"$out"
        # Every battle pending is fought and applied at once, with the campaign's seed.
        [[ "$out" == *"pending"* ]] || continue
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
    french=$((count[march] + count[offer] + count[avoid] + count[relieve] + count[concentrate] +
              count[merge] + count[shadow] + count[pay] +
              count[avoided] + count[demand] + count[ransomed] + count[parole] + count[refuse] +
              count[recruit] + count[other]))
    if ((french == 0 || count[english] == 0)); then count[idle]=1; fi
    line="seed $seed:"
    for key in "${keys[@]}"; do
        line+=" $key=${count[$key]}"
        total[$key]=$((${total[$key]:-0} + count[$key]))
    done
    echo "$line"
done
line="total of $campaigns campaigns, $days days each ($character):"
for key in "${keys[@]}"; do
    line+=" $key=${total[$key]}"
done
echo "$line"
