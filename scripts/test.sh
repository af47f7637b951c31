#!/usr/bin/env bash
# README command 2 (and CI): install what is missing, then run every test CI runs, each phase
# timed:
#   format   every C++ file as .clang-format lays it out (scripts/check-format.sh)
#   release  build with warnings as errors (build/) and run the whole suite, with one core kept
#            busy by another process the whole time: a user's or CI's machine is never quiet,
#            and every test holds a threefold margin on its time limit there (issue 30)
#   asan     the same suite built with AddressSanitizer and UndefinedBehaviorSanitizer
#            (build-asan/; LeakSanitizer suppressions for toolkit leaks only), the libFuzzer
#            harnesses of tests/fuzz/ built in the same tree
#   fuzz     each libFuzzer harness for 30 s under ASan and UBSan (build-asan/)
# The sanitized trees keep line tables only (-gline-tables-only), not full debug information: a
# sanitizer's report still names each function, file and line, and the two trees build in a
# good part less time.
# `scripts/test.sh release` (or any of the four words) runs only the phases named.
# GUI tests run under xvfb-run from ctest itself.
set -euo pipefail
cd "$(dirname "$0")/.."

phases=("$@")
[ ${#phases[@]} -eq 0 ] && phases=(format release asan fuzz)
for phase in "${phases[@]}"; do
    case "$phase" in
        format | release | asan | fuzz) ;;
        *) echo "test.sh: no phase '$phase' (format release asan fuzz)" >&2; exit 2 ;;
    esac
done

# Prints how long the command took, wall and CPU, so a slow CI run shows where its time went
# (on a shared machine the CPU time is the fairer figure).
timed() {
    local label=$1
    shift
    local TIMEFORMAT="test.sh: $label took %0R s (CPU %0U s user + %0S s system)"
    time "$@"
    echo "test.sh: load average after $label: $(cut -d' ' -f1-3 /proc/loadavg)"
}

# One core kept busy by another process, as a user's machine often is: a shell loop, ended with
# the script however it ends.
busy_pid=""
keep_a_core_busy() {
    (while :; do :; done) &
    busy_pid=$!
    echo "test.sh: one core kept busy by process $busy_pid"
}
let_the_core_go() {
    if [ -n "$busy_pid" ]; then
        kill "$busy_pid" 2>/dev/null || true
        wait "$busy_pid" 2>/dev/null || true
        busy_pid=""
    fi
}
trap let_the_core_go EXIT

scripts/install-deps.sh
for phase in "${phases[@]}"; do
    case "$phase" in
        format)
            timed "format check" scripts/check-format.sh
            ;;
        release)
            timed "release build" scripts/build.sh
            keep_a_core_busy
            timed "release tests (one core busy)" ctest --preset release -j "$(nproc)"
            let_the_core_go
            ;;
        asan)
            cmake --preset asan >/dev/null
            timed "asan build" cmake --build --preset asan -j "$(nproc)"
            timed "asan tests" ctest --preset asan -j "$(nproc)"
            ;;
        fuzz)
            # The harnesses are built with the asan tree (nothing to do after the asan phase);
            # built first to time it apart, the runs then go as many at a time as there are cores.
            cmake --preset asan >/dev/null
            timed "fuzz build" cmake --build --preset asan -j "$(nproc)" --target \
                fuzz-scenario fuzz-battle fuzz-outcome fuzz-rules fuzz-apply fuzz-collection \
                fuzz-terrain
            timed "fuzz runs" env SENESCHAL_FUZZ_JOBS="$(nproc)" scripts/fuzz.sh 30
            ;;
    esac
done
