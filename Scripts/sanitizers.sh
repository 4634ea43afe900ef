#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and AddressSanitizer, each in its own build
# folder (a full rebuild each: several minutes on two cores, so CI leaves it to this script).
# usage: Scripts/sanitizers.sh [--in-process] [thread|address]...   (default: both)
# --in-process skips LabTests, the suites that start the archlab binary, Python servers and
# pseudo-terminals, and runs every suite that exercises the code in the test process (the five
# architectures, SharedDomain, TerminalUI, Lab, the identical suite): what .ci/run runs, to stay
# within its time. Without it, the whole suite.
#
# Most suites run on the main actor, so one test process keeps about one core busy. The builds
# come first, one after the other (each uses every core); then every sanitizer's tests run at
# once, each split into two processes (the identical suite, and the rest), so the cores stay busy.
set -euo pipefail
cd "$(dirname "$0")/.."
skip=()
if [ "${1:-}" = "--in-process" ]; then
    skip=(--skip LabTests)
    shift
fi
sanitizers=("${@:-thread address}")
# Leaks inside libcurl and swift-foundation are not ours to fix; see the file for each entry.
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0"

for sanitizer in ${sanitizers[@]}; do
    echo "== swift build --build-tests --sanitize=$sanitizer"
    swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer"
done

# The two halves of one sanitizer's run: the identical suite, and everything else not skipped.
halves=("--filter BehaviorTests" "--skip BehaviorTests")
pids=()
logs=()
for sanitizer in ${sanitizers[@]}; do
    scratch=".build/sanitize-$sanitizer"
    for half in 0 1; do
        log="$scratch/test-$half.log"
        echo "== swift test --sanitize=$sanitizer ${halves[$half]} ${skip[*]+${skip[*]}} (log: $log)"
        # shellcheck disable=SC2086 # a half is two words on purpose
        swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" ${halves[$half]} \
            ${skip[@]+"${skip[@]}"} >"$log" 2>&1 &
        pids+=($!)
        logs+=("$log")
    done
done

status=0
for index in "${!pids[@]}"; do
    # The test run's own exit status decides, besides the sanitizers' reports: a crash that
    # prints neither marker still fails.
    set +e
    wait "${pids[$index]}"
    tested=$?
    set -e
    log="${logs[$index]}"
    echo "-- $log"
    grep -E "^(✔|✘) Test run with|SUMMARY: |WARNING: ThreadSanitizer|ERROR: AddressSanitizer" "$log" || true
    if [ "$tested" -ne 0 ] || grep -qE "SUMMARY: (Thread|Address)Sanitizer|✘ Test run with" "$log"; then
        echo "!! swift test exited $tested; see $log" >&2
        status=1
    fi
done
exit $status
