#!/usr/bin/env bash
# What one run of flowc costs as a build runs it: a fresh `flowc generate` process (release
# build) on a synthetic flow, reading the file, checking it, generating Swift and writing it,
# with no output file yet ("new") and with an unchanged one in place ("unchanged", a rebuild
# after an edit that does not change the Swift). A fresh process also pays for every page of
# memory it touches, which `flowc-bench` (warm runs in one process) does not show.
# Prints the median of RUNS runs (default 11) in milliseconds.
#
#   Benchmarks/cli-time.sh [sizes...]        (default: 1000 10000 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("${@:-1000 10000 100000}")
runs=${RUNS:-11}
swift build -c release --product flowc-bench >/dev/null
swift build -c release --product flowc >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp .build/release/flowc-bench .build/release/flowc "$work/"

median_ms() { # milliseconds of "$@", median of $runs runs; `fresh` removes the output first
    local times=() fresh=$1
    shift
    for _ in $(seq "$runs"); do
        [ "$fresh" = yes ] && rm -f "$work/Out.swift"
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null
        end=$(date +%s%N)
        times+=("$(( (end - start) / 1000 ))")
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p" | awk '{ printf "%.1f", $1 / 1000 }'
}

printf '%8s %10s %10s %12s %10s\n' steps bytes "new ms" "unchanged ms" "MB/s new"
for n in ${sizes[*]}; do
    "$work/flowc-bench" --print-flow "$n" > "$work/Synthetic.flow"
    bytes=$(wc -c < "$work/Synthetic.flow")
    new=$(median_ms yes "$work/flowc" generate "$work/Synthetic.flow" --output-file "$work/Out.swift")
    unchanged=$(median_ms no "$work/flowc" generate "$work/Synthetic.flow" --output-file "$work/Out.swift")
    printf '%8s %10s %10s %12s %10.1f\n' "$n" "$bytes" "$new" "$unchanged" "$(echo "$bytes / $new / 1000" | bc -l)"
done
