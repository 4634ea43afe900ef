#!/usr/bin/env bash
# Checks the workshop's solutions (Docs/Workshop/Solutions/exercise-N-ARCH.patch): each applies
# to a fresh slot copied from ARCH and gives the verdict written beside it.
#
#   Scripts/check-workshop-solutions.sh
#
# Works in a scratch copy of the package (never this working tree): builds it once, then for
# each patch starts a fresh slot (`archlab workshop start --from ARCH`), applies the patch with
# `patch -E -d Sources/Workshop -p1`, runs `archlab workshop check`, and compares the scenarios it
# marks ✗ with exercise-N-ARCH.expected (one scenario name a line; an empty file means the copy
# must behave as ARCH in every scenario). An exercise that starts from a changed slot has an
# exercise-N-ARCH.start.patch (with its own .start.expected): it is applied and checked first,
# and the solution is applied on top of it. A migration step has exercise-N-ARCH.as-TARGET.expected:
# the migration gate, `archlab workshop check --as TARGET`, must then fail and name each gesture
# listed there (one a line) as still crossing like ARCH. Last, the gate must pass on a finished
# migration: MVP → MVVM's end state is MVVM's own code, so a slot started from mvvm and recorded
# as copied from mvp is checked with `--as mvvm`. Not part of `swift test`: it builds the package
# once and the slot once per patch, minutes on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
solutions="$PWD/Docs/Workshop/Solutions"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
tar --exclude=./.build --exclude=./.git -cf - . | tar -xf - -C "$scratch"
cd "$scratch"
# A slot left in the working tree is not part of the package under test.
if [ -d Sources/Workshop ]; then
    rm -rf Sources/Workshop
    sed 's/^let workshop = true$/let workshop = false/' Package.swift >Package.swift.new
    mv Package.swift.new Package.swift
fi

echo "== building the package in $scratch (swift build --product archlab)"
swift build --product archlab >/dev/null

failures=0
checked=0

# apply_and_check PATCH EXPECTED LABEL: applies PATCH to the slot as it is, runs
# `archlab workshop check` and compares the scenarios marked ✗ and the exit status with EXPECTED.
apply_and_check() {
    local patch_file="$1" expected_file="$2" label="$3"
    [ -f "$expected_file" ] || { echo "✗ $label: no $(basename "$expected_file") beside it"; return 1; }
    if ! patch -E -s -d Sources/Workshop -p1 <"$patch_file"; then
        echo "✗ $label: $(basename "$patch_file") does not apply"
        return 1
    fi
    local status=0 output actual expected verdict want_status=0
    output="$(.build/debug/archlab workshop check)" || status=$?
    actual="$(printf '%s\n' "$output" | sed -n 's/^✗ //p')"
    expected="$(grep -v '^$' "$expected_file" || true)"
    verdict="$(printf '%s\n' "$output" | grep '^verdict:' || true)"
    [ -z "$expected" ] || want_status=1
    if [ "$actual" = "$expected" ] && [ "$status" = "$want_status" ]; then
        echo "✓ $label: $verdict"
    else
        echo "✗ $label: expected ✗ [${expected//$'\n'/, }] (exit $want_status), got ✗ [${actual//$'\n'/, }] (exit $status)"
        printf '%s\n' "$output" | tail -n 40
        return 1
    fi
}

# gate_check EXPECTED TARGET ORIGIN LABEL: runs `archlab workshop check --as TARGET` on the slot
# as it is; it must exit 1 and name every gesture of EXPECTED as still crossing like ORIGIN.
gate_check() {
    local expected_file="$1" target="$2" origin="$3" label="$4"
    local status=0 output still gesture missing=""
    output="$(.build/debug/archlab workshop check --as "$target")" || status=$?
    still="$(printf '%s\n' "$output" | sed -n "s/^  still like $origin: //p" | tr ',' '\n' | sed 's/^ *//')"
    while IFS= read -r gesture; do
        [ -n "$gesture" ] || continue
        printf '%s\n' "$still" | grep -qx "$gesture" || missing="$missing $gesture"
    done <"$expected_file"
    if [ "$status" = 1 ] && [ -z "$missing" ]; then
        echo "✓ $label: $(printf '%s\n' "$output" | grep '^structure:')"
    else
        echo "✗ $label: expected exit 1 naming [$(tr '\n' ' ' <"$expected_file")] as still like $origin; got exit $status, missing [$missing ]"
        printf '%s\n' "$output" | tail -n 40
        return 1
    fi
}

for patch_file in "$solutions"/exercise-*.patch; do
    case "$patch_file" in *.start.patch) continue ;; esac
    name="$(basename "$patch_file" .patch)"
    arch="${name##*-}"
    echo "== $name: fresh slot from $arch, patch, archlab workshop check"
    .build/debug/archlab workshop reset --force >/dev/null
    .build/debug/archlab workshop start --from "$arch" >/dev/null
    checked=$((checked + 1))
    if [ -f "$solutions/$name.start.patch" ]; then
        apply_and_check "$solutions/$name.start.patch" "$solutions/$name.start.expected" "$name (its start)" \
            || { failures=$((failures + 1)); continue; }
    fi
    apply_and_check "$patch_file" "$solutions/$name.expected" "$name" || { failures=$((failures + 1)); continue; }
    for gate_file in "$solutions/$name".as-*.expected; do
        [ -f "$gate_file" ] || continue
        target="${gate_file##*.as-}"
        target="${target%.expected}"
        gate_check "$gate_file" "$target" "$arch" "$name (the gate, --as $target)" || failures=$((failures + 1))
    done
done

echo "== the finished migration mvp → mvvm: a slot of mvvm's code copied from mvp, workshop check --as mvvm"
.build/debug/archlab workshop reset --force >/dev/null
.build/debug/archlab workshop start --from mvvm >/dev/null
sed 's/copiedFrom = "mvvm"/copiedFrom = "mvp"/' Sources/Workshop/WorkshopComposition.swift >composition.new
mv composition.new Sources/Workshop/WorkshopComposition.swift
checked=$((checked + 1))
status=0
output="$(.build/debug/archlab workshop check --as mvvm)" || status=$?
if [ "$status" = 0 ] && printf '%s\n' "$output" | grep -q '^verdict: the copy behaves as mvp'; then
    echo "✓ the finished migration: $(printf '%s\n' "$output" | grep '^structure:')"
else
    echo "✗ the finished migration: expected exit 0, got $status"
    printf '%s\n' "$output" | tail -n 40
    failures=$((failures + 1))
fi

.build/debug/archlab workshop reset --force >/dev/null
if [ "$failures" -eq 0 ]; then
    echo "solutions: all $checked give their documented verdict"
else
    echo "solutions: $failures failed"
    exit 1
fi
