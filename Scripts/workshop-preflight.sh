#!/usr/bin/env bash
# Workshop preflight: run once on every laptop before the session (ideally the day before).
# Checks the toolchain and SQLite, builds everything the exercises build, runs the tour, and
# with an architecture name also starts the workshop slot from it and warms its build:
#
#   Scripts/workshop-preflight.sh          # check and build
#   Scripts/workshop-preflight.sh mvp      # … and leave a warm slot copied from MVP
#
# Exits non-zero with the reason on the first problem.
set -euo pipefail
cd "$(dirname "$0")/.."
slot="${1:-}"
started=$(date +%s)

fail() { echo "preflight: $*" >&2; exit 1; }
step() { echo "== $*"; }

step "toolchain"
command -v swift >/dev/null || fail "no swift on PATH: install the Swift 6 toolchain (swift.org)"
version=$(swift --version 2>&1 | grep -o 'Swift version [0-9.]*' | head -1)
case "$version" in
    "Swift version 6."*) echo "$version" ;;
    *) fail "ArchLab needs Swift 6 or later; found '${version:-unknown}'" ;;
esac

step "SQLite"
pkg-config --exists sqlite3 2>/dev/null ||
    fail "SQLite's development files are missing: install libsqlite3-dev (and pkg-config)"
echo "sqlite3 $(pkg-config --modversion sqlite3)"

step "Python 3 (the tests' loopback HTTP server)"
command -v python3 >/dev/null || fail "no python3 on PATH: the test suite's HTTP fixture needs it"
python3 --version

step "build (swift build --build-tests)"
swift build --build-tests

step "the tour in all five (swift run archlab tour)"
swift run archlab tour >/dev/null || fail "the tour did not pass: see 'swift run archlab tour'"
echo "the five agree"

if [ -n "$slot" ]; then
    step "workshop slot from $slot (archlab workshop start, then check)"
    .build/debug/archlab workshop start --from "$slot"
    .build/debug/archlab workshop check
fi

echo "preflight: ready in $(($(date +%s) - started)) s"
