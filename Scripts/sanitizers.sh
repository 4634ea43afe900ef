#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and AddressSanitizer, each in its own build
# folder (a full rebuild each: several minutes on two cores, so CI leaves it to this script).
# usage: Scripts/sanitizers.sh [--in-process] [thread|address]...   (default: both)
# --in-process skips LabTests, the suites that start the archlab binary, Python servers and
# pseudo-terminals, and runs every suite that exercises the code in the test process (the five
# architectures, SharedDomain, TerminalUI, Lab, the identical suite): what .ci/run runs, to stay
# within its time. Without it, the whole suite.
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
status=0
for sanitizer in ${sanitizers[@]}; do
    scratch=".build/sanitize-$sanitizer"
    echo "== swift test --sanitize=$sanitizer"
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
    # The test run's own exit status decides, besides the sanitizers' reports: a crash that
    # prints neither marker still fails.
    set +e
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" ${skip[@]+"${skip[@]}"} \
        > "$scratch/test.log" 2>&1
    tested=$?
    set -e
    grep -E "^(✔|✘) Test run|SUMMARY: |WARNING: ThreadSanitizer|ERROR: AddressSanitizer" "$scratch/test.log" || true
    if [ "$tested" -ne 0 ] || grep -qE "SUMMARY: (Thread|Address)Sanitizer|✘ Test run" "$scratch/test.log"; then
        echo "!! $sanitizer: swift test exited $tested; see $scratch/test.log" >&2
        status=1
    fi
done
exit $status
