#!/usr/bin/env bash
# What the user's build pays for flowc's generated code: `swiftc -c` of the generated file for a
# synthetic flow, against the plain baseline (the bare enum with no declared conformances and a
# switch-based next-step function, from `flowc-bench --print-baseline`) and against what a
# developer writes by hand instead (`--print-idiomatic`: the route enum with the compiler's own
# Hashable and Codable, and a switch from step and event to the next step), debug and -O, with
# and without payload steps. Prints the median of RUNS runs (default 3), the ratio to the
# baseline, and how many times cheaper the generated file is than the hand-written one.
#
# With --instructions it counts instead of timing: valgrind's callgrind runs the compiler's
# frontend (the job `swiftc -###` prints) once per file and the script prints millions of
# instructions. They repeat exactly from run to run, so they judge a change to the generated code
# where wall-clock timings on a shared machine can't.
#
# With --test-support it prints instead what the test support (`flowc generate --test-support`,
# what FlowTestSupportPlugin compiles into a test target) adds to a debug, whole-module compile
# of the generated code: the generated file alone, then with its test walks beside it.
#
#   Benchmarks/compile-time.sh [--instructions] [--test-support] [sizes...]   (default: 100 1000 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
instructions=false
test_support=false
while [ "${1:-}" = --instructions ] || [ "${1:-}" = --test-support ]; do
    if [ "$1" = --instructions ]; then
        instructions=true
        command -v valgrind >/dev/null || { echo "compile-time.sh: --instructions needs valgrind" >&2; exit 2; }
    else
        test_support=true
    fi
    shift
done
for size in "$@"; do
    case $size in
        *[!0-9]* | "") echo "usage: Benchmarks/compile-time.sh [--instructions] [--test-support] [sizes...]; not a size: $size" >&2; exit 2 ;;
    esac
done
sizes=("${@:-100 1000 10000}")
runs=${RUNS:-3}
swift build -c release --product flowc-bench >/dev/null
swift build --product flowc >/dev/null
swift build --target FlowRuntime >/dev/null
swift build --target FlowRuntimeTesting >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Copies, so that a build while this runs (it takes minutes at 10,000 steps) changes nothing here.
mkdir -p "$work/bin" "$work/Modules"
cp .build/release/flowc-bench .build/debug/flowc "$work/bin/"
cp -R .build/debug/Modules/FlowRuntime.swiftmodule .build/debug/Modules/FlowLinks.swiftmodule .build/debug/Modules/FlowWalks.swiftmodule \
    .build/debug/Modules/FlowRestore.swiftmodule \
    .build/debug/Modules/FlowRuntimeTesting.swiftmodule "$work/Modules/"
bench=$work/bin/flowc-bench
flowc=$work/bin/flowc
modules=$work/Modules
swiftc_args=(-c -parse-as-library -swift-version 6 -I "$modules")

median() { # seconds of `swiftc "$@"`, median of $runs runs
    local times=()
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s.%N)
        swiftc "${swiftc_args[@]}" "$@" -o /dev/null
        end=$(date +%s.%N)
        times+=("$(echo "$end - $start" | bc)")
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

count() { # millions of instructions of the frontend compiling "$@"
    local frontend
    frontend=$(swiftc "${swiftc_args[@]}" "$@" -o /dev/null -### | head -n 1)
    # shellcheck disable=SC2086 # the printed command line is split into its arguments
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" $frontend 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | awk '{ printf "%.0f", $1 / 1e6 }'
}

if $instructions; then measure=count format='%9.0f M'; else measure=median format='%11.2fs'; fi
if $test_support; then
    printf '%8s %8s %12s %14s %12s\n' steps moves generated "with walks" added
    for n in ${sizes[*]}; do
        $bench --print-flow "$n" > "$work/Synthetic.flow"
        $flowc generate "$work/Synthetic.flow" --output-file "$work/Generated.swift"
        $flowc generate --test-support "$work/Synthetic.flow" --output-file "$work/Walks.swift"
        moves=$(grep -c 'moves.append' "$work/Walks.swift" || true)
        alone=$($measure -Onone -wmo "$work/Generated.swift")
        both=$($measure -Onone -wmo "$work/Generated.swift" "$work/Walks.swift")
        printf "%8s %8s $format $format $format\n" "$n" "$moves" "$alone" "$both" "$(echo "$both - $alone" | bc -l)"
    done
    exit 0
fi
printf '%8s %10s %6s %12s %12s %12s %7s %9s\n' steps payloads mode generated baseline by-hand ratio cheaper
for n in ${sizes[*]}; do
    for payloads in yes no; do
        flag=$([ $payloads = yes ] && echo "" || echo "--no-payloads")
        $bench --print-flow "$n" $flag > "$work/Synthetic.flow"
        $flowc generate "$work/Synthetic.flow" --output-file "$work/Generated.swift"
        $bench --print-baseline "$n" $flag > "$work/Baseline.swift"
        $bench --print-idiomatic "$n" $flag > "$work/ByHand.swift"
        for mode in debug -O; do
            opt=$([ $mode = -O ] && echo -O || echo -Onone)
            generated=$($measure $opt "$work/Generated.swift")
            baseline=$($measure $opt "$work/Baseline.swift")
            byhand=$($measure $opt "$work/ByHand.swift")
            printf "%8s %10s %6s $format $format $format %6.2fx %8.2fx\n" "$n" $payloads $mode "$generated" "$baseline" \
                "$byhand" "$(echo "$generated / $baseline" | bc -l)" "$(echo "$byhand / $generated" | bc -l)"
        done
    done
done
