#!/usr/bin/env bash
# Builds flowc.artifactbundle, the prebuilt flowc-build that Plugins/flowc-plugins runs, in
# SwiftPM's artifact-bundle format (SE-0305), zips it and prints the zip's checksum. Beside the
# release workflow that runs it (.github/workflows/release.yml); .ci/binary-plugin-check runs
# it too. RELEASING.md, "The prebuilt plugins", says how a release uses it.
set -euo pipefail

usage() {
    cat <<'USAGE'
usage: make-artifact-bundle.sh [--output DIR] [--scratch-path DIR] [--triple TRIPLE --swift-sdk SDK]
       make-artifact-bundle.sh --merge [--output DIR] BUNDLE...

Builds flowc-build with `swift build -c release` for this machine and writes, in DIR
(default: .build/artifactbundle of the repository):
  flowc.artifactbundle/             info.json and one variant
  flowc.artifactbundle.zip          what a release attaches, and binaryTarget(url:) downloads
  flowc.artifactbundle.zip.sha256   its checksum (`swift package compute-checksum`), also printed
Nothing there changes unless the whole run succeeds.

The variant built:
  on macOS    one universal binary (arm64 and x86_64), for arm64-apple-macosx and x86_64-apple-macosx;
  on Linux    this machine's triple (x86_64- or aarch64-unknown-linux-gnu), the Swift standard
              library and Foundation linked statically, so it runs without a Swift toolchain.

Options:
  --output DIR        where the bundle, the zip and the checksum go
  --scratch-path DIR  SwiftPM's build folder (default: the repository's .build on macOS,
                      .build/artifactbundle-build on Linux)
  --triple TRIPLE     build the Linux variant for TRIPLE from another machine, through the Swift
  --swift-sdk SDK     SDK named SDK (a Static Linux SDK, `swift sdk list`); without such an SDK,
                      build on a TRIPLE machine instead and merge (the release workflow does)
  --merge BUNDLE...   no build: one bundle of every variant of the given bundles (folders or
                      zips this script made on several machines), zipped, its checksum printed
  -h, --help          this text

The info.json version is FlowcVersion.current (Sources/FlowCommandLine/FlowcVersion.swift).
USAGE
}

repo=$(cd "$(dirname "$0")/../.." && pwd)
output="$repo/.build/artifactbundle"
scratch=""
triple=""
sdk=""
merge=()
mode=build
while [ $# -gt 0 ]; do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --output) output=$2; shift 2 ;;
        --scratch-path) scratch=$2; shift 2 ;;
        --triple) triple=$2; shift 2 ;;
        --swift-sdk) sdk=$2; shift 2 ;;
        --merge) mode=merge; shift; while [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; do merge+=("$1"); shift; done ;;
        *) echo "make-artifact-bundle.sh: unknown argument '$1' (--help)" >&2; exit 2 ;;
    esac
done

fail() { echo "make-artifact-bundle.sh: $*" >&2; exit 1; }
version=$(sed -n 's/.*static let current = "\([^"]*\)".*/\1/p' "$repo/Sources/FlowCommandLine/FlowcVersion.swift")
[ -n "$version" ] || fail "no FlowcVersion.current in Sources/FlowCommandLine/FlowcVersion.swift"

mkdir -p "$output"
output=$(cd "$output" && pwd)
# Everything is made in a temporary folder beside the output and moved in at the end.
work=$(mktemp -d "$output/.make-artifact-bundle.XXXXXX")
trap 'rm -rf "$work"' EXIT
bundle="$work/flowc.artifactbundle"
mkdir -p "$bundle"

# The triples a variant folder (flowc-build-LABEL) serves: SwiftPM picks the variant whose
# supportedTriples hold the host's triple, unversioned (`swiftc -print-target-info`).
triples_of() {
    case "$1" in
        macos) echo "arm64-apple-macosx x86_64-apple-macosx" ;;
        *-unknown-linux-gnu) echo "$1" ;;
        *) fail "unknown variant '$1'" ;;
    esac
}

host_triple() {
    swiftc -print-target-info | sed -n 's/.*"unversionedTriple": *"\([^"]*\)".*/\1/p' | head -n 1
}

build_variant() {
    local host label bin
    host=$(host_triple)
    local args=(-c release --product flowc-build)
    case "$host" in
        *-apple-macosx*)
            [ -z "$triple" ] || fail "--triple is for Linux variants; on macOS the variant is universal"
            label=macos
            args+=(--package-path "$repo" --scratch-path "${scratch:-$repo/.build}" --arch arm64 --arch x86_64) ;;
        *-linux-gnu)
            label=${triple:-$host}
            # Built as a dependency of an empty package: in flowc's own package SwiftPM also
            # builds flowc-build a second time, as the tool of the plugin that the Flows target
            # uses (3.4 minutes instead of 2 here).
            mkdir -p "$work/root"
            printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "root", dependencies: [.package(path: "%s")])\n' \
                "$repo" > "$work/root/Package.swift"
            args+=(--package-path "$work/root" --scratch-path "${scratch:-$repo/.build/artifactbundle-build}" --static-swift-stdlib)
            if [ "$label" != "$host" ]; then
                [ -n "$sdk" ] || fail "$label can't be built on this $host machine without a Swift SDK for it \
(swift sdk list: $(swift sdk list 2>&1 | tr '\n' ' ')). Build it on a machine of that triple (the release workflow has an arm runner) and --merge the bundles."
                args+=(--swift-sdk "$sdk")
            fi ;;
        *) fail "no variant for a $host machine" ;;
    esac
    triples_of "$label" >/dev/null
    echo "== building flowc-build for $label (swift build ${args[*]})" >&2
    swift build "${args[@]}" >&2
    bin=$(swift build "${args[@]}" --show-bin-path)
    mkdir -p "$bundle/flowc-build-$label/bin"
    cp "$bin/flowc-build" "$bundle/flowc-build-$label/bin/flowc-build"
    check_variant "$label" "$host"
}

# Refuses a binary that wouldn't run on a user's machine.
check_variant() { # label, host triple
    local exe="$bundle/flowc-build-$1/bin/flowc-build"
    case "$1" in
        macos)
            local archs
            archs=$(lipo -archs "$exe")
            [[ " $archs " == *" arm64 "* && " $archs " == *" x86_64 "* ]] || fail "not universal: $archs" ;;
        *)
            # Static: no Swift runtime library, no run path into the builder's toolchain.
            if readelf -d "$exe" | grep -E 'NEEDED.*(libswift|libFoundation|libdispatch|libBlocksRuntime)|R(UN)?PATH.*/usr/lib/swift'; then
                fail "$exe needs the builder's Swift toolchain (above)"
            fi
            # The symbols only serve a debugger; the bundle is downloaded by every app.
            if command -v strip >/dev/null; then strip "$exe"; fi ;;
    esac
    if [ "$1" = macos ] || [ "$1" = "$2" ]; then
        "$exe" --version >&2 || fail "$exe does not run"
    fi
}

# Each zip or folder given: its variant folders, copied into the one bundle.
merge_bundles() {
    local source n=0
    for source in "${merge[@]}"; do
        if [ -f "$source" ]; then
            local unzipped="$work/unzipped.$n"
            n=$((n + 1))
            mkdir -p "$unzipped"
            unzip -q "$source" -d "$unzipped"
            source="$unzipped/flowc.artifactbundle"
        fi
        [ -f "$source/info.json" ] || fail "$source is not a flowc.artifactbundle"
        local variant
        for variant in "$source"/flowc-build-*; do
            [ -e "$bundle/$(basename "$variant")" ] && fail "two bundles hold $(basename "$variant")"
            cp -R "$variant" "$bundle/"
        done
    done
}

write_info() {
    local variants="" variant label triples
    for variant in "$bundle"/flowc-build-*; do
        label=${variant##*/flowc-build-}
        triples=$(triples_of "$label" | sed 's/[^ ]*/"&"/g; s/ /, /g')
        variants+="${variants:+,
}        { \"path\": \"flowc-build-$label/bin/flowc-build\", \"supportedTriples\": [$triples] }"
    done
    [ -n "$variants" ] || fail "no variant in the bundle"
    cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "flowc-build": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
JSON
}

case "$mode" in
    build) build_variant ;;
    merge) [ ${#merge[@]} -gt 0 ] || fail "--merge needs bundles"; merge_bundles ;;
esac
write_info

# Zipped with the bundle folder at the top (what SwiftPM looks for in a downloaded archive);
# zip keeps the executable bit, and no extra file attributes.
(cd "$work" && zip -q -r -X flowc.artifactbundle.zip flowc.artifactbundle)
checksum=$(cd "$work" && swift package compute-checksum flowc.artifactbundle.zip)
echo "$checksum" > "$work/flowc.artifactbundle.zip.sha256"

rm -rf "$output/flowc.artifactbundle" "$output/flowc.artifactbundle.zip" "$output/flowc.artifactbundle.zip.sha256"
mv "$work/flowc.artifactbundle" "$work/flowc.artifactbundle.zip" "$work/flowc.artifactbundle.zip.sha256" "$output/"
echo "== $output/flowc.artifactbundle.zip ($(du -h "$output/flowc.artifactbundle.zip" | cut -f1)), variants:" >&2
sed -n 's/.*"path": "\([^"]*\)".*/  \1/p' "$output/flowc.artifactbundle/info.json" >&2
echo "$checksum"
