#!/usr/bin/env bash
# What shared transitions cost `flowc check`: a router whose N list steps each take a set of
# ten row actions (`step lN with rows`), against the same router with the ten transitions
# written out in every step (what it took before `actions`), at each size. Prints the median
# of RUNS runs (default 3) of the release `flowc check`, seconds, and the time a step, so
# that growth shows: it should stay flat from 200 to 100,000 steps.
#
#   Benchmarks/shared-actions.sh [sizes...]   (default: 200 10000 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
for size in "$@"; do
    case $size in
        *[!0-9]* | "") echo "usage: Benchmarks/shared-actions.sh [sizes...]; not a size: $size" >&2; exit 2 ;;
    esac
done
sizes=("${@:-200 10000 100000}")
runs=${RUNS:-3}
swift build -c release --product flowc >/dev/null
flowc=$(swift build -c release --show-bin-path)/flowc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The router: N list steps in a chain from the root, each with ten row actions to ten leaves.
router() { # size, shared|written
    awk -v n="$1" -v form="$2" 'BEGIN {
        print "router Lists {\n    start l0"
        if (form == "shared") {
            print "    actions rows {"
            for (a = 0; a < 10; a++) printf "        on row%d -> leaf%d\n", a, a
            print "    }"
        }
        for (i = 0; i < n; i++) {
            printf "    step l%d%s {\n", i, form == "shared" ? " with rows" : ""
            if (i + 1 < n) printf "        on more -> l%d\n", i + 1
            if (form != "shared") for (a = 0; a < 10; a++) printf "        on row%d -> leaf%d\n", a, a
            print "    }"
        }
        for (a = 0; a < 10; a++) printf "    step leaf%d\n", a
        print "}"
    }'
}

median() { # seconds of `flowc check "$1"`, median of $runs runs
    local times=()
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s.%N)
        "$flowc" check "$1" >/dev/null
        end=$(date +%s.%N)
        times+=("$(echo "$end - $start" | bc)")
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

printf '%8s %10s %12s %12s %14s %14s\n' steps lines shared written "µs/step shared" "µs/step written"
for n in ${sizes[*]}; do
    router "$n" shared > "$work/Shared.flow"
    router "$n" written > "$work/Written.flow"
    shared=$(median "$work/Shared.flow")
    written=$(median "$work/Written.flow")
    printf '%8s %10s %11.3fs %11.3fs %14.1f %14.1f\n' "$n" "$(wc -l < "$work/Shared.flow")" "$shared" "$written" \
        "$(echo "$shared * 1000000 / $n" | bc -l)" "$(echo "$written * 1000000 / $n" | bc -l)"
done
