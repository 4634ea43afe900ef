#!/usr/bin/env bash
# Builds the four libFuzzer targets (reqres decoder, scenario parser, text layout, list screen) with
# -sanitize=fuzzer,address and runs each for a bounded time. A crash leaves its input in
# .build/fuzz/<target>/crash-*; turn it into a regression test before fixing it.
# usage: Scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.build/fuzz
mkdir -p "$out/bin"
# One package name for every target, as SwiftPM passes it: the sources use `package` access.
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -package-name archlab)

echo "== building fuzz targets"
# gold warns about every ASan trampoline it cannot export; the warning is harmless.
quiet() { "$@" 2> >(grep -v "Cannot export local symbol" >&2); }
quiet swiftc "${flags[@]}" -module-name SharedDomain -o "$out/bin/reqres-decoder" \
    SharedDomain/Domain/*.swift SharedDomain/Data/Remote/ReqresPayloads.swift \
    SharedDomain/Data/Remote/ReqresPageReader.swift SharedDomain/Data/Remote/RemoteLimits.swift \
    Fuzz/ReqresDecoderFuzz.swift
quiet swiftc "${flags[@]}" -module-name TerminalUI -o "$out/bin/text-layout" \
    Sources/TerminalUI/Text/*.swift Fuzz/TextLayoutFuzz.swift
# The scenario parser imports TerminalUI and SharedDomain (for UserDraft's fields): build each
# as a static module first. SharedDomain's Domain layer is the part it reaches, and imports
# nothing but Foundation, so the module is built from that folder alone (no SQLite, no libcurl).
quiet swiftc "${flags[@]}" -module-name SharedDomain -emit-module \
    -emit-module-path "$out/SharedDomain.swiftmodule" -emit-library -static -o "$out/libSharedDomain.a" \
    SharedDomain/Domain/*.swift
quiet swiftc "${flags[@]}" -module-name TerminalUI -emit-module \
    -emit-module-path "$out/TerminalUI.swiftmodule" -emit-library -static -o "$out/libTerminalUI.a" \
    $(find Sources/TerminalUI -name '*.swift')
quiet swiftc "${flags[@]}" -module-name TerminalUI -o "$out/bin/list-screen" \
    $(find Sources/TerminalUI -name '*.swift') Fuzz/ListScreenFuzz.swift
quiet swiftc "${flags[@]}" -module-name LabScenario -I "$out" -L "$out" -lTerminalUI -lSharedDomain -o "$out/bin/scenario-parser" \
    Sources/Lab/Scenario/*.swift Fuzz/ScenarioParserFuzz.swift

for target in reqres-decoder scenario-parser text-layout list-screen; do
    mkdir -p "$out/$target/corpus"
    seed="Fuzz/Seeds/$target"
    echo "== fuzzing $target for ${seconds}s"
    (cd "$out/$target" && "../bin/$target" -max_total_time="$seconds" -print_final_stats=1 corpus "../../../$seed" 2>&1 |
        grep -E "^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY)" || true)
    if ls "$out/$target"/crash-* >/dev/null 2>&1; then
        echo "!! $target crashed: see $out/$target/crash-*" >&2
        exit 1
    fi
done
echo "== no crash in ${seconds}s per target"
