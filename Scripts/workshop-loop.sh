#!/usr/bin/env bash
# Times the workshop's edit → verdict loop: `archlab workshop check` right after a one-file change
# in the slot, on this machine (macOS or Linux). Works in a scratch copy of the package (never this
# working tree, whose slot, if the preflight kept one, is left as it is):
# starts the slot from ARCH, builds it once (not timed), then RUNS times appends a comment to one
# file of the copy and times `archlab workshop check` (rebuild + every scenario against ARCH).
#
#   Scripts/workshop-loop.sh [ARCH] [RUNS] [--into FILE.json]
#
# Prints each run's seconds and the median; with --into, writes the figures into FILE.json as
# "workshop_check_s" (median, p25, p75), the field `archlab docs` reads for Docs/Performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
arch="${1:-mvp}"
runs="${2:-5}"
into=""
if [ "${3:-}" = "--into" ]; then into="$(realpath "$4")"; fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
tar --exclude=./.build --exclude=./.git -cf - . | tar -xf - -C "$scratch"
cd "$scratch"
# The slot the preflight kept (or anyone's) stays in the working tree; the scratch copy starts
# without it, so its own slot can be started from ARCH.
if [ -d Sources/Workshop ]; then
    echo "== leaving the working tree's slot where it is (the scratch copy starts without it)"
    rm -rf Sources/Workshop
    sed 's/^let workshop = true$/let workshop = false/' Package.swift >Package.swift.new
    mv Package.swift.new Package.swift
fi
# Seconds since the epoch with a fraction (BSD date, on macOS, has no %N).
now() { python3 -c 'import time; print(time.time())'; }

echo "== preparing a slot from $arch in $scratch (first build, not timed)"
swift build --product archlab >/dev/null
.build/debug/archlab workshop start --from "$arch" >/dev/null
.build/debug/archlab workshop check >/dev/null

file="$(find Sources/Workshop -name '*.swift' ! -name WorkshopComposition.swift | sort | head -1)"
echo "== $runs runs: a one-line change to $file, then archlab workshop check"
times=()
for run in $(seq 1 "$runs"); do
    echo "// change $run" >>"$file"
    started=$(now)
    .build/debug/archlab workshop check >"$scratch/check.log" || { cat "$scratch/check.log" >&2; exit 1; }
    ended=$(now)
    seconds=$(python3 -c "print(round($ended - $started, 2))")
    times+=("$seconds")
    echo "run $run: $seconds s — $(tail -1 "$scratch/check.log")"
done

python3 - "${times[@]}" <<'PY' >"$scratch/figures.json"
import json, statistics, sys
values = sorted(float(v) for v in sys.argv[1:])
def pct(p):
    rank = p / 100 * (len(values) - 1)
    low = int(rank)
    high = min(low + 1, len(values) - 1)
    return round(values[low] + (values[high] - values[low]) * (rank - low), 3)
print(json.dumps({"median": pct(50), "p25": pct(25), "p75": pct(75)}))
PY
echo "median: $(python3 -c "import json;print(json.load(open('$scratch/figures.json'))['median'])") s"
if [ -n "$into" ]; then
    python3 - "$into" "$scratch/figures.json" <<'PY'
import json, sys
path, figures = sys.argv[1], json.load(open(sys.argv[2]))
report = json.load(open(path))
report["workshop_check_s"] = figures
open(path, "w").write(json.dumps(report, sort_keys=True, separators=(",", ":")) + "\n")
PY
    echo "wrote workshop_check_s into $into"
fi
