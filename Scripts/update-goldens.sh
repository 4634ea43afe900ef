#!/usr/bin/env bash
# Regenerates the golden transcripts of the identical suite from one architecture (default:
# mvvm). Review the diff before committing: a golden is the contract every architecture meets.
set -euo pipefail
cd "$(dirname "$0")/.."
arch="${1:-mvvm}"
swift build --product archlab >/dev/null
# A scenario's golden is NAME.transcript (default width) and NAME.wWIDTH.transcript for each width
# it is proven at; a scenario with only width goldens keeps just those.
for scenario in Tests/BehaviorTests/Scenarios/*.scenario; do
    base="${scenario%.scenario}"
    wide=("$base".w*.transcript)
    if [ -e "${wide[0]}" ] && [ ! -e "$base.transcript" ]; then goldens=("${wide[@]}"); else goldens=("$base.transcript" "${wide[@]}"); fi
    for golden in "${goldens[@]}"; do
        [ -e "$golden" ] || [ "$golden" = "$base.transcript" ] || continue
        width="${golden#"$base".w}"
        width="${width%.transcript}"
        options=()
        [ "$golden" = "$base.transcript" ] || options=(--width "$width")
        .build/debug/archlab script "$scenario" --arch "$arch" ${options[@]+"${options[@]}"} >"$golden" ||
            echo "expectation failed in $golden (transcript written anyway)" >&2
    done
done
git --no-pager diff --stat -- Tests/BehaviorTests/Scenarios
