#!/usr/bin/env bash
# Runs every historical battle file in data/scenarios (type="historical") through `odds` and
# prints one table row per battle: the file, each side's win rate, mean men lost on the field and
# for good by the results of battle (GA-RES-WIN, GA-RES-LOSE), and in the battles it won the
# men its enemy lost for good for each of its own (docs/rules/history.md, "Checked against
# history").
# Usage: scripts/history-odds.sh [RUNS] [CLI]   (defaults: 10000, build/bin/seneschal-cli)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10000}"
cli="${2:-build/bin/seneschal-cli}"
echo "| File | First side: win rate, men lost (field / for good), ratio when it won | Second side: the same | Draws |"
echo "|---|---|---|---|"
for f in data/scenarios/battle-*.xml; do
    grep -q '<battle [^>]*type="historical"' "$f" || continue
    "$cli" odds --scenario "$f" --runs "$runs" --threads 1 --for-good | awk -F, -v file="$(basename "$f")" '
        NR == 1 { next }
        { side[NR] = $1; rate[NR] = $3 * 100; lost[NR] = $7; good[NR] = $9; ratio[NR] = $10
          draws = $6 }
        END { printf "| `%s` | %s %.2f %%, %s / %s, %s : 1 | %s %.2f %%, %s / %s, %s : 1 | %s |\n",
                     file, side[2], rate[2], lost[2], good[2], ratio[2],
                     side[3], rate[3], lost[3], good[3], ratio[3], draws }'
done
