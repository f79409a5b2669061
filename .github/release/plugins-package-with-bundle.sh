#!/usr/bin/env bash
# usage: plugins-package-with-bundle.sh BUNDLE_ZIP DEST
#
# Copies the flowc-plugins package (Plugins/flowc-plugins) to DEST, a new folder, with its
# .binaryTarget(url:checksum:) made a .binaryTarget(path:) of BUNDLE_ZIP (copied in): the
# prebuilt plugins as a user gets them, before the bundle is published. An app depends on
# DEST by path (its package identity is DEST's folder name: name it flowc-plugins).
# .ci/binary-plugin-check and Benchmarks/plugin-overhead.sh use it; so can a hand check on a
# Mac (RELEASING.md, "The prebuilt plugins").
set -euo pipefail
[ $# = 2 ] || { sed -n '2,9s/^# \{0,1\}//p' "$0" >&2; exit 2; }
repo=$(cd "$(dirname "$0")/../.." && pwd)
zip=$1
dest=$2
[ -f "$zip" ] || { echo "plugins-package-with-bundle.sh: no file $zip" >&2; exit 1; }
[ ! -e "$dest" ] || { echo "plugins-package-with-bundle.sh: $dest exists" >&2; exit 1; }

made=no
trap '[ "$made" = yes ] || rm -rf "$dest"' EXIT
cp -R "$repo/Plugins/flowc-plugins" "$dest"
rm -rf "$dest/.build" "$dest/.swiftpm" "$dest/Package.resolved"
cp "$zip" "$dest/flowc.artifactbundle.zip"
# The folder is published on its own: a link out of it dangles in the copy.
dangling=$(find "$dest" -type l ! -exec test -e {} \; -print)
if [ -n "$dangling" ]; then
    echo "$dangling"
    echo "plugins-package-with-bundle.sh: Plugins/flowc-plugins links out of itself (above)" >&2; exit 1
fi
remote='.binaryTarget(name: "FlowcBuildBinary", url: flowcBundleURL, checksum: flowcBundleChecksum)'
grep -qF "$remote" "$dest/Package.swift" \
    || { echo "plugins-package-with-bundle.sh: no line $remote in Plugins/flowc-plugins/Package.swift: update this script with it" >&2; exit 1; }
sed -i.orig 's#\.binaryTarget(name: "FlowcBuildBinary", url: flowcBundleURL, checksum: flowcBundleChecksum)#.binaryTarget(name: "FlowcBuildBinary", path: "flowc.artifactbundle.zip")#' "$dest/Package.swift"
rm "$dest/Package.swift.orig"
made=yes
