#!/usr/bin/env bash
# scripts/fuzz.sh [SECONDS] [HARNESS...]: builds the harnesses of tests/fuzz/ in the `asan` preset's
# tree (clang, libFuzzer, ASan and UBSan) and runs each for SECONDS (default 60) on a copy of its
# seed corpus in build-asan/fuzzing/HARNESS/ (the source tree is never written). Harnesses: scenario
# battle outcome rules apply collection terrain (default: all). SENESCHAL_FUZZ_JOBS harnesses run at once (default
# 1). Prints each harness's executions and coverage; exits 1 if any harness crashed, keeping the
# crashing input in build-asan/fuzzing/HARNESS/crashes/ (add it to tests/data/hostile/ once fixed).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
[ $# -gt 0 ] && shift
harnesses=("$@")
[ ${#harnesses[@]} -eq 0 ] && harnesses=(scenario battle outcome rules apply collection terrain)
jobs=${SENESCHAL_FUZZ_JOBS:-1}

# The seed corpus of each harness: the repository's real files, good and bad.
seeds() {
    case "$1" in
        scenario) echo data/scenarios tests/campaign/bad-scenarios tests/data/hostile/scenario ;;
        battle) echo data/scenarios tests/data/hostile/battle ;;
        outcome) echo tests/battle/outcomes tests/battle/bad-outcomes tests/fuzz/seeds/apply \
                      tests/data/hostile/outcome ;;
        rules) echo data/rules tests/data/hostile/rules ;;
        apply) echo tests/fuzz/seeds/apply tests/battle/outcomes tests/battle/bad-outcomes \
                    tests/data/hostile/outcome ;;
        collection) echo tests/data/hostile/commands/files ;;
        terrain) echo tests/fuzz/seeds/terrain ;;
        *) echo "fuzz.sh: no harness '$1' (scenario battle outcome rules apply collection" \
                "terrain)" >&2; return 1 ;;
    esac
}

targets=()
for h in "${harnesses[@]}"; do
    seeds "$h" >/dev/null
    targets+=("fuzz-$h")
done
cmake --preset asan >/dev/null
cmake --build --preset asan -j "$(nproc)" --target "${targets[@]}"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# The terrain harness paints: fontconfig's lifetime caches are toolkit leaks, listed as for the
# asan preset; a leak in Seneschal's own code still fails the run.
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0}
symbolizer=/usr/lib/llvm-14/bin/llvm-symbolizer
if [ -x "$symbolizer" ]; then export ASAN_SYMBOLIZER_PATH=$symbolizer; fi

run() {
    local h=$1 work=build-asan/fuzzing/$1
    rm -rf "$work/corpus" "$work/crashes"
    mkdir -p "$work/corpus" "$work/crashes"
    for dir in $(seeds "$h"); do
        if [ -d "$dir" ]; then find "$dir" -maxdepth 1 -type f -name '*.xml' -exec cp {} "$work/corpus/" \;; fi
    done
    local dict=()
    if [ -f "tests/fuzz/$h.dict" ]; then dict=(-dict="tests/fuzz/$h.dict"); fi
    build-asan/bin/fuzz-"$h" -max_total_time="$seconds" -timeout=20 -print_final_stats=1 \
        -artifact_prefix="$work/crashes/" "${dict[@]}" "$work/corpus" >"$work/log" 2>&1
}

report() {
    local h=$1 status=$2 work=build-asan/fuzzing/$1
    local execs cov corpus
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -1)
    cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$work/log" | tail -1)
    corpus=$(find "$work/corpus" -type f | wc -l)
    if [ "$status" -eq 0 ]; then
        printf 'fuzz %-8s %4ss  %9s executions  %-22s corpus %s files\n' \
            "$h" "$seconds" "${execs:-?}" "${cov:-cov: ?}" "$corpus"
    else
        echo "fuzz $h: CRASHED (exit $status) after ${execs:-?} executions; log $work/log"
        grep -E '^(==[0-9]+==ERROR|SUMMARY|seneschal fuzz|.*runtime error)' "$work/log" | head -5 || true
        for crash in "$work"/crashes/*; do
            if [ -f "$crash" ]; then echo "  input kept: $crash"; fi
        done
    fi
}

failed=0
pending=("${harnesses[@]}")
while [ ${#pending[@]} -gt 0 ]; do
    batch=("${pending[@]:0:$jobs}")
    pending=("${pending[@]:$jobs}")
    pids=()
    for h in "${batch[@]}"; do
        run "$h" &
        pids+=($!)
    done
    for i in "${!batch[@]}"; do
        status=0
        wait "${pids[$i]}" || status=$?
        report "${batch[$i]}" "$status"
        if [ "$status" -ne 0 ]; then failed=1; fi
    done
done
exit "$failed"
