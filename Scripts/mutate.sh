#!/usr/bin/env bash
# Seeds faults into one architecture's code at a time and records which tests catch them:
# its own unit tests, the identical suite, both or neither. Writes Docs/testability.json and,
# from it, Docs/Testability.md. Works in a scratch copy of the package; minutes per architecture.
#
#   Scripts/mutate.sh ARCH [ARCH ...] | all  [--sample N] [--seed S]
#   Scripts/mutate.sh --page-only [--check]   (the page again from the JSON; --check only compares)
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 Scripts/mutate.py "$@"
