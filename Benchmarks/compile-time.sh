#!/usr/bin/env bash
# What the user's build pays for flowc's generated code: `swiftc -c` of the generated file for a
# synthetic flow, against the plain baseline (the bare enum with no declared conformances and a
# switch-based next-step function, from `flowc-bench --print-baseline`), debug and -O, with and
# without payload steps. Prints the median of RUNS runs (default 3) and the ratio.
#
#   Benchmarks/compile-time.sh [sizes...]        (default: 100 1000 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("${@:-100 1000 10000}")
runs=${RUNS:-3}
swift build -c release --product flowc-bench >/dev/null
swift build --product flowc >/dev/null
swift build --target FlowRuntime >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Copies, so that a build while this runs (it takes minutes at 10,000 steps) changes nothing here.
mkdir -p "$work/bin" "$work/Modules"
cp .build/release/flowc-bench .build/debug/flowc "$work/bin/"
cp -R .build/debug/Modules/FlowRuntime.swiftmodule "$work/Modules/"
bench=$work/bin/flowc-bench
flowc=$work/bin/flowc
modules=$work/Modules

median() { # seconds of `swiftc "$@"`, median of $runs runs
    local times=()
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s.%N)
        swiftc -c -parse-as-library -swift-version 6 -I "$modules" "$@" -o /dev/null
        end=$(date +%s.%N)
        times+=("$(echo "$end - $start" | bc)")
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

printf '%8s %10s %6s %12s %12s %7s\n' steps payloads mode generated baseline ratio
for n in ${sizes[*]}; do
    for payloads in yes no; do
        flag=$([ $payloads = yes ] && echo "" || echo "--no-payloads")
        $bench --print-flow "$n" $flag > "$work/Synthetic.flow"
        $flowc generate "$work/Synthetic.flow" --output-file "$work/Generated.swift"
        $bench --print-baseline "$n" $flag > "$work/Baseline.swift"
        for mode in debug -O; do
            opt=$([ $mode = -O ] && echo -O || echo -Onone)
            generated=$(median $opt "$work/Generated.swift")
            baseline=$(median $opt "$work/Baseline.swift")
            printf '%8s %10s %6s %11.2fs %11.2fs %6.1fx\n' "$n" $payloads $mode "$generated" "$baseline" "$(echo "$generated / $baseline" | bc -l)"
        done
    done
done
