#!/usr/bin/env bash
# What the user's build pays for flowc's generated code, counted in instructions instead of
# seconds: valgrind's callgrind runs the Swift compiler's frontend on the generated file and on
# the plain baseline (as Benchmarks/compile-time.sh compiles them) and prints the millions of
# instructions each takes, and the ratio. The counts repeat exactly from run to run, so they
# judge a change to the generated code where wall-clock timings on a shared machine can't.
#
#   Benchmarks/compile-instructions.sh [sizes...]        (default: 100; needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "compile-instructions.sh: needs valgrind" >&2; exit 2; }
sizes=("${@:-100}")
swift build -c release --product flowc-bench >/dev/null
swift build --product flowc >/dev/null
swift build --target FlowRuntime >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Modules"
cp -R .build/debug/Modules/FlowRuntime.swiftmodule "$work/Modules/"

instructions() { # millions of instructions of the frontend compiling "$@"
    local frontend
    # The driver's first job is the frontend's; -### prints it without running it.
    frontend=$(swiftc -c -parse-as-library -swift-version 6 -I "$work/Modules" "$@" -o /dev/null -### | head -n 1)
    # shellcheck disable=SC2086 # the printed command line is split into its arguments
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" $frontend 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | awk '{ printf "%.0f", $1 / 1e6 }'
}

printf '%8s %10s %6s %12s %12s %7s\n' steps payloads mode generated baseline ratio
for n in ${sizes[*]}; do
    for payloads in yes no; do
        flag=$([ $payloads = yes ] && echo "" || echo "--no-payloads")
        .build/release/flowc-bench --print-flow "$n" $flag > "$work/Synthetic.flow"
        .build/debug/flowc generate "$work/Synthetic.flow" --output-file "$work/Generated.swift"
        .build/release/flowc-bench --print-baseline "$n" $flag > "$work/Baseline.swift"
        for mode in debug -O; do
            opt=$([ $mode = -O ] && echo -O || echo -Onone)
            generated=$(instructions $opt "$work/Generated.swift")
            baseline=$(instructions $opt "$work/Baseline.swift")
            printf '%8s %10s %6s %10s M %10s M %6.2fx\n' "$n" $payloads $mode "$generated" "$baseline" "$(echo "$generated / $baseline" | bc -l)"
        done
    done
done
