#!/usr/bin/env bash
# What each module of the plugin's tool costs an app's clean build: a consumer package with
# FlowCompilerPlugin (Checkout and AddressPicker, as Benchmarks/plugin-overhead.sh builds it) is
# built clean once with the compiler's statistics on, and each module's compile jobs are summed:
# the processor time of its jobs, and the time from its first job's start to its last job's end.
# The tool's modules are those built before the plugin runs; FlowLinks and FlowWalks are built
# twice, for the tool and for the app, and counted where they belong. Figures, never pass/fail.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
identity=$(basename "$repo")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/App/Sources/App" "$work/stats"
cat > "$work/App/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [.package(path: "$repo")],
    targets: [.target(name: "App", dependencies: [.product(name: "FlowRuntime", package: "$identity")],
                      plugins: [.plugin(name: "FlowCompilerPlugin", package: "$identity")])]
)
SWIFT
echo 'public let appName = "App"' > "$work/App/Sources/App/App.swift"
cp "$repo/Flows/Checkout.flow" "$repo/Flows/AddressPicker.flow" "$work/App/Sources/App/"
start=$(date +%s.%N)
(cd "$work/App" && swift build -Xswiftc -stats-output-dir -Xswiftc "$work/stats" >/dev/null 2>&1)
end=$(date +%s.%N)
python3 - "$work/stats" "$repo" "$(echo "$end - $start" | bc)" <<'PYTHON'
import glob, json, os, re, sys
stats, repo, total = sys.argv[1], sys.argv[2], float(sys.argv[3])
jobs = []  # (module, start, wall, cpu)
for path in glob.glob(os.path.join(stats, "*.json")):
    name = os.path.basename(path)
    match = re.match(r"stats-(\d+)-swift-frontend-([A-Za-z0-9_]+)-", name)
    data = json.load(open(path))
    wall = sum(v for k, v in data.items() if k.startswith("time.swift-frontend.") and k.endswith(".wall"))
    cpu = sum(v for k, v in data.items() if k.startswith("time.swift-frontend.") and (k.endswith(".user") or k.endswith(".sys")))
    jobs.append((match.group(2), int(match.group(1)) / 1e6, wall, cpu))
origin = min(start for _, start, _, _ in jobs)
# The tool is linked before the plugin runs, and the app's modules are compiled after: a job
# that starts after the tool's executable module has finished is the app's.
tool_end = max(start + wall for module, start, wall, _ in jobs if module == "flowc_build")
def lines(module):
    folder = os.path.join(repo, "Sources", module.replace("_", "-"))
    return sum(open(os.path.join(d, f)).read().count("\n") for d, _, fs in os.walk(folder) for f in fs if f.endswith(".swift"))
rows = {}
for module, start, wall, cpu in jobs:
    side = "tool" if start < tool_end else "app"
    row = rows.setdefault((side, module), [float("inf"), 0.0, 0.0])
    row[0] = min(row[0], start - origin); row[1] = max(row[1], start + wall - origin); row[2] += cpu
tool_cpu = sum(r[2] for (side, _), r in rows.items() if side == "tool")
all_cpu = sum(r[2] for r in rows.values())
print(f"clean build of the consumer: {total:.1f}s; compile jobs' processor time {all_cpu:.1f}s, of which the tool's {tool_cpu:.1f}s ({100 * tool_cpu / all_cpu:.0f}%)")
print(f"{'':5} {'module':24} {'lines':>6} {'cpu':>7} {'share':>6} {'from':>6} {'to':>6}")
for (side, module), (first, last, cpu) in sorted(rows.items(), key=lambda item: (item[0][0] != "tool", item[1][0])):
    print(f"{side:5} {module:24} {lines(module):6d} {cpu:6.1f}s {100 * cpu / all_cpu:5.0f}% {first:5.1f}s {last:5.1f}s")
PYTHON
