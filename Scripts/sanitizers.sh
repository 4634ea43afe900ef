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

# A half still running after this many seconds is stuck (one takes about a minute in-process,
# under ten minutes whole): the stacks of its test process's threads are written beside its log
# (LOG.hang, printed below), the half is stopped and the run fails, so a hang is a report to
# read rather than a run that never ends. The toolchain's lldb prints the stacks (gdb if lldb
# is missing).
limit=${SANITIZER_TEST_LIMIT:-900}
descendants() {
    local child
    for child in $(pgrep -P "$1" || true); do
        echo "$child"
        descendants "$child"
    done
}
print_stacks() {
    if lldb --version >/dev/null 2>&1; then
        lldb --batch -p "$1" -o "thread backtrace all"
    elif command -v gdb >/dev/null; then
        gdb -batch -iex "set complaints 0" -p "$1" -ex "thread apply all bt"
    else
        echo "(no working lldb or gdb here to print the stacks of process $1)"
    fi
}
watch_for_hang() {
    local runner=$1 report=$2 waited=0 process
    while kill -0 "$runner" 2>/dev/null; do
        if [ "$waited" -ge "$limit" ]; then
            {
                echo "!! still running after ${limit}s: the threads of its processes, then stopped"
                for process in $(descendants "$runner"); do
                    [ -d "/proc/$process" ] || continue # a short-lived child, gone already
                    echo "-- process $process: $(tr '\0' ' ' <"/proc/$process/cmdline" 2>/dev/null | cut -c1-160 || true)"
                    print_stacks "$process" || true
                done
            } >"$report" 2>&1
            for process in $(descendants "$runner"); do kill -9 "$process" 2>/dev/null || true; done
            kill "$runner" 2>/dev/null || true
            return
        fi
        sleep 5
        waited=$((waited + 5))
    done
}

pids=()
logs=()
for sanitizer in ${sanitizers[@]}; do
    scratch=".build/sanitize-$sanitizer"
    for half in 0 1; do
        log="$scratch/test-$half.log"
        rm -f "$log.hang"
        echo "== swift test --sanitize=$sanitizer ${halves[$half]} ${skip[*]+${skip[*]}} (log: $log)"
        # shellcheck disable=SC2086 # a half is two words on purpose
        swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" ${halves[$half]} \
            ${skip[@]+"${skip[@]}"} >"$log" 2>&1 &
        pids+=($!)
        logs+=("$log")
        watch_for_hang "$!" "$log.hang" &
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
    [ -s "$log.hang" ] && cat "$log.hang"
    if [ "$tested" -ne 0 ] || [ -s "$log.hang" ] || grep -qE "SUMMARY: (Thread|Address)Sanitizer|✘ Test run with" "$log"; then
        echo "!! swift test exited $tested; see $log" >&2
        status=1
    fi
done
exit $status
