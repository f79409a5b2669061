#!/usr/bin/env bash
# What the plugin costs a user's build: a clean `swift build` of a small consumer package with
# FlowCompilerPlugin and Checkout (with AddressPicker, its child flow), built from source, and
# the same with the prebuilt plugin (Plugins/flowc-plugins through a path binary target),
# against the same package with the generated files checked in and no plugin (FlowRuntime
# only), timed in one run; then the no-op rebuild of the plugin package, which must not run
# flowc, and a rebuild after an environment change. Timed with our own loop, not hyperfine:
# hyperfine changes an environment variable on each run, and SwiftPM rebuilds plugins when the
# environment changes.
# FLOWC_BUNDLE=path/to/flowc.artifactbundle.zip uses that bundle; without it the bundle is
# built first (.github/release/make-artifact-bundle.sh), untimed. RUNS=N (default 3) runs.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
identity=$(basename "$repo")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=${RUNS:-3}

make_package() { # name, plugin: source (flowc's), prebuilt (flowc-plugins') or none
    local dir="$work/$1"
    mkdir -p "$dir/Sources/App"
    local plugins="" dependencies=""
    case "$2" in
        source) plugins=", plugins: [.plugin(name: \"FlowCompilerPlugin\", package: \"$identity\")]" ;;
        prebuilt) plugins=", plugins: [.plugin(name: \"FlowCompilerPlugin\", package: \"flowc-plugins\")]"
                  dependencies=", .package(path: \"$work/flowc-plugins\")" ;;
    esac
    cat > "$dir/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "$1",
    dependencies: [.package(path: "$repo")$dependencies],
    targets: [.target(name: "App", dependencies: [.product(name: "FlowRuntime", package: "$identity")]$plugins)]
)
SWIFT
    echo "public let appName = \"$1\"" > "$dir/Sources/App/App.swift"
}
make_package WithPlugin source
# Checkout with AddressPicker, the child flow it uses (one module).
cp "$repo/Flows/Checkout.flow" "$repo/Flows/AddressPicker.flow" "$work/WithPlugin/Sources/App/"
make_package CheckedIn none
bundle=${FLOWC_BUNDLE:-}
if [ -z "$bundle" ]; then
    bash "$repo/.github/release/make-artifact-bundle.sh" --output "$work/bundle" >/dev/null 2>&1
    bundle="$work/bundle/flowc.artifactbundle.zip"
fi
bash "$repo/.github/release/plugins-package-with-bundle.sh" "$bundle" "$work/flowc-plugins"
make_package Prebuilt prebuilt
cp "$repo/Flows/Checkout.flow" "$repo/Flows/AddressPicker.flow" "$work/Prebuilt/Sources/App/"
(cd "$repo" && swift run flowc generate Flows/Checkout.flow Flows/AddressPicker.flow --relative-to Flows \
    --output "$work/CheckedIn/Sources/App" >/dev/null 2>&1)

clean_build() { # package → seconds of a clean build
    rm -rf "$work/$1/.build"
    local start end
    start=$(date +%s.%N)
    (cd "$work/$1" && swift build >/dev/null 2>&1)
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}
median() { sort -n | sed -n "$(( (runs + 1) / 2 ))p"; }

with=$(for _ in $(seq "$runs"); do clean_build WithPlugin; done | median)
prebuilt=$(for _ in $(seq "$runs"); do clean_build Prebuilt; done | median)
without=$(for _ in $(seq "$runs"); do clean_build CheckedIn; done | median)
# The first rebuild after a clean build relinks the plugin's tool once (SwiftPM); the no-op
# builds after it are the ones measured.
(cd "$work/WithPlugin" && swift build >/dev/null 2>&1)
noop=$(for _ in $(seq "$runs"); do
    start=$(date +%s.%N); (cd "$work/WithPlugin" && swift build >"$work/noop.log" 2>&1); end=$(date +%s.%N)
    grep -q "flowc: generating" "$work/noop.log" && echo "warning: flowc ran on a no-op build" >&2
    echo "$end - $start" | bc
done | median)
# A rebuild after the environment changed (as hyperfine's runs, or a CI step's own variables,
# change it): SwiftPM then re-evaluates the manifest and the plugin, which must stay cheap.
env_rebuild() { # package → seconds of a rebuild after an environment change, median of $runs
    (cd "$work/$1" && swift build >/dev/null 2>&1)
    for run in $(seq "$runs"); do
        start=$(date +%s.%N); (cd "$work/$1" && env FLOWC_BENCH_NONCE="$run-$RANDOM" swift build >/dev/null 2>&1); end=$(date +%s.%N)
        echo "$end - $start" | bc
    done | median
}
changed=$(env_rebuild WithPlugin)
changed_without=$(env_rebuild CheckedIn)
printf 'clean build with the plugin:        %6.1fs\n' "$with"
printf 'clean build, generated file checked in: %6.1fs\n' "$without"
printf 'plugin overhead:                    %6.1fs\n' "$(echo "$with - $without" | bc)"
printf 'clean build, prebuilt plugin:       %6.1fs\n' "$prebuilt"
printf 'prebuilt plugin overhead:           %6.1fs\n' "$(echo "$prebuilt - $without" | bc)"
printf 'no-op rebuild with the plugin:      %6.2fs\n' "$noop"
printf 'rebuild after an environment change: %5.2fs\n' "$changed"
printf 'the same without the plugin:        %6.2fs\n' "$changed_without"
