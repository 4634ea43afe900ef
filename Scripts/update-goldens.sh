#!/usr/bin/env bash
# Regenerates the golden transcripts of the identical suite from one architecture (default:
# mvvm). Review the diff before committing: a golden is the contract every architecture meets.
set -euo pipefail
cd "$(dirname "$0")/.."
arch="${1:-mvvm}"
swift build --product archlab >/dev/null
for scenario in Tests/BehaviorTests/Scenarios/*.scenario; do
    .build/debug/archlab script "$scenario" --arch "$arch" >"${scenario%.scenario}.transcript" ||
        echo "expectation failed in $scenario (transcript written anyway)" >&2
done
git --no-pager diff --stat -- Tests/BehaviorTests/Scenarios
