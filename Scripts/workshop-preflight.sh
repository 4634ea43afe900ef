#!/usr/bin/env bash
# Workshop preflight: run once on every laptop before the session (ideally the day before), on
# macOS or Linux. Checks the machine (one ✓ or ✗ line per check, with this platform's fix),
# builds everything the exercises build, runs the tour, and with an architecture name also
# starts the workshop slot from it (or keeps the one in place) and warms its build:
#
#   Scripts/workshop-preflight.sh          # check and build
#   Scripts/workshop-preflight.sh mvp      # … and leave a warm slot copied from MVP
#
# The Swift it asks for is the one Package.swift's first line states (swift-tools-version), the
# macOS the one its platforms line states.
# Exits non-zero when a check fails (after printing all of them) or a step after them fails.
set -euo pipefail
cd "$(dirname "$0")/.."
slot="${1:-}"
started=$(date +%s)

if [ -t 1 ]; then green=$'\033[32m' red=$'\033[31m' plain=$'\033[0m'; else green="" red="" plain=""; fi
failed=0
pass() { echo "${green}✓${plain} $1"; }
miss() {
    echo "${red}✗${plain} $1"
    echo "    fix: $2"
    failed=$((failed + 1))
}
step() { echo "== $*"; }
fail() { echo "preflight: $*" >&2; exit 1; }

# at_least FOUND MINIMUM: whether version FOUND (e.g. 6.2.1) is MINIMUM (e.g. 6.2) or later.
at_least() {
    local IFS=.
    local -a found=($1) minimum=($2)
    local index
    for index in 0 1 2; do
        local have=${found[index]:-0} need=${minimum[index]:-0}
        if ((have > need)); then return 0; fi
        if ((have < need)); then return 1; fi
    done
    return 0
}

minimum=$(sed -n '1s|^// swift-tools-version: *\([0-9][0-9.]*\).*|\1|p' Package.swift)
[ -n "$minimum" ] || fail "Package.swift does not start with a swift-tools-version line"
# `.macOS("15.4")` or `.macOS(.v14)` (`.v10_15` is 10.15), on a line that is not a comment.
macos_minimum=$(sed -n -e '/^[[:space:]]*\/\//d' \
    -e '/platforms:.*\.macOS( *"[0-9]/{s|.*\.macOS( *"\([0-9][0-9.]*\)" *).*|\1|p;q;}' \
    -e '/platforms:.*\.macOS( *\.v[0-9]/{s|.*\.macOS( *\.v\([0-9][0-9_]*\) *).*|\1|p;q;}' Package.swift | tr _ .)
[ -n "$macos_minimum" ] || fail "Package.swift has no platforms line naming a macOS"
platform=$(uname -s)

step "this machine ($platform; Package.swift asks for Swift $minimum or later, and on a Mac macOS $macos_minimum or later)"
if [ "$platform" = Darwin ]; then
    macos=$(sw_vers -productVersion 2>/dev/null || echo 0)
    if at_least "$macos" "$macos_minimum"; then
        pass "macOS $macos ($macos_minimum or later)"
    else
        miss "macOS $macos: the package needs macOS $macos_minimum or later" "update macOS (System Settings → General → Software Update)"
    fi
    if tools=$(xcode-select -p 2>/dev/null) && [ -d "$tools" ]; then
        pass "Xcode's command-line tools at $tools"
    else
        miss "no Xcode command-line tools" "xcode-select --install (or install Xcode, then open it once)"
    fi
    swift_fix="install an Xcode whose 'swift --version' says $minimum or later and select it (sudo xcode-select -s /Applications/Xcode.app), or a swift.org toolchain"
else
    swift_fix="install Swift $minimum or later from swift.org (e.g. swiftly install $minimum) and put it on PATH"
fi

if command -v swift >/dev/null; then
    version=$(swift --version 2>&1 | grep -o 'Swift version [0-9.]*' | head -1 | sed 's/Swift version //')
    if [ -n "$version" ] && at_least "$version" "$minimum"; then
        pass "Swift $version ($minimum or later)"
    else
        miss "Swift ${version:-of unknown version}: the package needs $minimum or later" "$swift_fix"
    fi
else
    miss "no swift on PATH" "$swift_fix"
fi

if [ "$platform" = Darwin ]; then
    sdk=$(xcrun --show-sdk-path 2>/dev/null || true)
    if [ -n "$sdk" ] && [ -f "$sdk/usr/include/sqlite3.h" ]; then
        pass "SQLite's header in the SDK ($sdk/usr/include/sqlite3.h)"
    else
        miss "no sqlite3.h in the macOS SDK (${sdk:-xcrun finds no SDK})" \
            "reinstall the command-line tools: sudo rm -rf /Library/Developer/CommandLineTools && xcode-select --install"
    fi
else
    if pkg-config --exists sqlite3 2>/dev/null; then
        pass "SQLite $(pkg-config --modversion sqlite3) (pkg-config sqlite3)"
    elif [ -f /usr/include/sqlite3.h ]; then
        pass "SQLite's header (/usr/include/sqlite3.h)"
    else
        miss "SQLite's development files are missing (no sqlite3.h)" "sudo apt-get install libsqlite3-dev (dnf: sqlite-devel)"
    fi
    # The remote client loads the system libcurl when --api runs (Docs/Reliability.md); the
    # build needs nothing of it, so its absence is a note, not a failed check.
    if { ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null; } | grep -q 'libcurl\.so\.4 '; then
        pass "libcurl.so.4 (what --api loads)"
    else
        echo "- no libcurl.so.4 found: --api would exit 69 naming it, everything else runs (sudo apt-get install libcurl4)"
    fi
fi

# tool NAME WHAT LINUX_PACKAGE: one line for a program the tests or the exercises run.
tool() {
    if command -v "$1" >/dev/null; then
        pass "$1 ($2)"
    elif [ "$platform" = Darwin ]; then
        miss "no $1 ($2)" "xcode-select --install (the command-line tools include $1)"
    else
        miss "no $1 ($2)" "sudo apt-get install $3"
    fi
}
tool python3 "the tests' loopback HTTP server" python3
tool patch "the workshop solutions" patch

[ "$failed" -eq 0 ] || fail "$failed check(s) failed: apply the fixes above, then run this again"

step "build (swift build --build-tests)"
swift build --build-tests

step "the tour in all five (swift run archlab tour)"
swift run archlab tour >/dev/null || fail "the tour did not pass: see 'swift run archlab tour'"
echo "the five agree"

if [ -n "$slot" ]; then
    if [ -d Sources/Workshop ]; then
        # A slot from an earlier run (or a facilitator's): kept as it is, never replaced.
        step "workshop slot already in place, kept ($(.build/debug/archlab workshop)); warming it (archlab workshop check)"
    else
        step "workshop slot from $slot (archlab workshop start, then check)"
        .build/debug/archlab workshop start --from "$slot"
    fi
    .build/debug/archlab workshop check
fi

echo "preflight: ready in $(($(date +%s) - started)) s"
