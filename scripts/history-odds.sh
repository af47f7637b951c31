#!/usr/bin/env bash
# Runs every historical battle file in data/scenarios (type="historical") through `odds` and
# prints one table row per battle: the file, each side's win rate and mean men lost
# (docs/rules/history.md, "Checked against history").
# Usage: scripts/history-odds.sh [RUNS] [CLI]   (defaults: 10000, build/bin/seneschal-cli)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10000}"
cli="${2:-build/bin/seneschal-cli}"
echo "| File | First side: win rate, men lost | Second side: win rate, men lost | Draws |"
echo "|---|---|---|---|"
for f in data/scenarios/battle-*.xml; do
    grep -q '<battle [^>]*type="historical"' "$f" || continue
    "$cli" odds --scenario "$f" --runs "$runs" --threads 1 | awk -F, -v file="$(basename "$f")" '
        NR == 1 { next }
        { side[NR] = $1; rate[NR] = $3 * 100; lost[NR] = $7; draws = $6 }
        END { printf "| `%s` | %s %.2f %%, %s | %s %.2f %%, %s | %s |\n",
                     file, side[2], rate[2], lost[2], side[3], rate[3], lost[3], draws }'
done
