import Foundation
import FlowChecker
import FlowCompat
import FlowCore
import FlowParser
import FlowPaths
import FlowSwiftEmitter

/// flowc-bench: how fast flowc's own phases are, on synthetic flows of growing size.
///
///     swift run -c release flowc-bench [--sizes 100,1000,10000,100000] [--path-sizes 60,200,10000] [--compat-sizes 20,200,10000] [--runs 7] [--no-links]
///     swift run -c release flowc-bench --print-flow N [--no-payloads]
///     swift run -c release flowc-bench --print-baseline N [--no-payloads]
///     swift run -c release flowc-bench --print-idiomatic N [--no-payloads]
///
/// Prints, per size and phase, the median of several runs, throughput and the
/// growth from the size before. Figures, never pass/fail: see docs/Performance.md.
let usage = """
    usage: flowc-bench [--sizes 100,1000,10000,100000] [--path-sizes 60,200,10000]
                       [--compat-sizes 20,200,10000] [--runs 7]
                       [--no-payloads] [--no-links]
           flowc-bench --print-flow N [--no-payloads]
           flowc-bench --print-baseline N [--no-payloads]
           flowc-bench --print-idiomatic N [--no-payloads]
           flowc-bench --app-sizes 30,200 --modules .build/debug/Modules [--runs 3]

    Times flowc's phases (read, lex+parse, check, emit) on synthetic flows of each size and prints
    the median of --runs runs, throughput and growth. Build it in release mode:
    swift run -c release flowc-bench. --print-flow prints the synthetic flow of N steps,
    --print-baseline the plain Swift baseline that Benchmarks/compile-time.sh compares with,
    --print-idiomatic what a developer writes by hand instead (route enum with the compiler's
    own Hashable and Codable, and a switch from step and event to the next step).
    It then times the test-walk planner (flowc paths) at --path-sizes, compat (lock, print,
    parse, check) at --compat-sizes, and deep-link
    matching, unless --no-links (to profile the phases alone).
    --app-sizes times instead what an app costs the user's build: swiftc -typecheck of two
    synthetic root flows of each size, alone and with an app's file beside them (whose
    generated Swift must leave the flows' byte-identical), against FlowRuntime's module in
    --modules.

    """

/// Stops with a message and the usage on standard error, exit status 2.
@MainActor func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("flowc-bench: error: \(message)\n\n\(usage)".utf8))
    exit(2)
}

/// The options, each checked: an unknown one or a bad value stops with the usage.
var options: [String: String] = [:]
var payloads = true
var links = true
var remaining = Array(CommandLine.arguments.dropFirst())[...]
while let argument = remaining.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
    case "--no-payloads": payloads = false
    case "--no-links": links = false
    case "--sizes", "--path-sizes", "--compat-sizes", "--runs", "--print-flow", "--print-baseline", "--print-idiomatic", "--app-sizes", "--modules":
        guard let value = remaining.popFirst() else { usageError("\(argument) needs a value") }
        options[argument] = value
    default:
        usageError("unknown argument \(argument)")
    }
}
/// A whole number of at least 1, from a list of them separated by commas.
@MainActor func positiveNumbers(_ option: String, default: String) -> [Int] {
    let text = options[option] ?? `default`
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard !numbers.isEmpty, option.hasSuffix("sizes") || numbers.count == 1, numbers.allSatisfy({ ($0 ?? 0) > 0 }) else {
        usageError("\(option) takes \(option.hasSuffix("sizes") ? "whole numbers above 0, separated by commas" : "a whole number above 0"), not \(text)")
    }
    return numbers.map { $0! }
}
let printers = [
    ("--print-flow", SyntheticFlow.make),
    ("--print-baseline", SyntheticFlow.baseline),
    ("--print-idiomatic", SyntheticFlow.idiomatic),
]
for (option, text) in printers where options[option] != nil {
    print(text(positiveNumbers(option, default: "")[0], payloads), terminator: "")
    exit(0)
}
if options["--app-sizes"] != nil {
    guard let modules = options["--modules"] else { usageError("--app-sizes needs --modules, the folder of FlowRuntime.swiftmodule") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-bench-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try AppCompileBench.run(sizes: positiveNumbers("--app-sizes", default: ""), modules: modules, runs: positiveNumbers("--runs", default: "3")[0], payloads: payloads, folder: folder)
    try? FileManager.default.removeItem(at: folder)
    exit(0)
}
let sizes = positiveNumbers("--sizes", default: "100,1000,10000,100000")
let pathSizes = positiveNumbers("--path-sizes", default: "60,200,10000")
let compatSizes = positiveNumbers("--compat-sizes", default: "20,200,10000")
let runs = positiveNumbers("--runs", default: "7")[0]

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

func milliseconds(_ duration: Duration) -> Double {
    duration / .milliseconds(1)
}

func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

func format(_ value: Double, _ decimals: Int = 2) -> String {
    String(format: "%.\(decimals)f", value)
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

print("flowc-bench: median of \(runs) runs per size, release build expected (swift run -c release flowc-bench)")
print("phases in ms; total = read to emit, and freeing what the phases made; MB/s and steps/s over the total;")
print("growth = total / total of the size before")
print(["steps", "bytes", "read", "lex+parse", "check", "emit", "free", "total", "MB/s", "steps/s", "growth"]
    .enumerated().map { pad($1, $0 < 2 ? 9 : 10) }.joined())
var previousTotal: Double?
for size in sizes {
    let text = SyntheticFlow.make(steps: size, payloads: payloads)
    let url = folder.appendingPathComponent("Synthetic\(size).flow")
    try Data(text.utf8).write(to: url)
    var phases: [[Double]] = Array(repeating: [], count: 5)
    var totals: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        var times: [Double] = []
        var start = clock.now
        func lap() {
            let now = clock.now
            times.append(milliseconds(now - start))
            start = now
        }
        let file = SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url)))
        lap()
        var diagnostics = Diagnostics(file: file)
        // Optionals, set to nil at a chosen point, so that freeing them is timed as a phase.
        var syntax: FlowFileSyntax? = Parser.parse(file, diagnostics: &diagnostics)
        lap()
        var graphs: [FlowGraph]? = Checker.check(syntax!, diagnostics: &diagnostics)
        lap()
        var checked: [CheckedFlow]? = Checker.checkedFlows(graphs!)
        let swift = SwiftEmitter(options: SwiftEmitterOptions(headerPath: "Synthetic.flow", locationPath: "Synthetic.flow"), file: file)
            .emit(checked!)
        lap()
        syntax = nil
        graphs = nil
        checked = nil
        lap()
        precondition(diagnostics.all.isEmpty && !swift.isEmpty, "the synthetic flow must check clean: \(diagnostics.all.prefix(3).map(\.message))")
        for (index, time) in times.enumerated() { phases[index].append(time) }
        totals.append(times.reduce(0, +))
    }
    let total = median(totals)
    let growth = previousTotal.map { format(total / $0) + "x" } ?? "-"
    previousTotal = total
    let row = [String(size), String(text.utf8.count)].map { pad($0, 9) }
        + (phases.map { format(median($0), 3) } + [format(total, 3), format(Double(text.utf8.count) / total / 1000, 1),
            String(Int(Double(size) / total * 1000)), growth]).map { pad($0, 10) }
    print(row.joined())
}

// The test-walk planner (`flowc paths --cover all`) on the synthetic flow, at the sizes real
// flows have and at 10,000 and 100,000 steps for its growth: the time a move of the walks
// stays flat when planning is linear, and the walks' total length is set against the sum of
// each covered item's shortest walk alone.
print("")
print("paths: PathPlanner.plan(.all), ms (median of \(runs) runs)")
print(["steps", "plan", "walks", "moves", "µs/move", "shortest", "covered"].enumerated().map { pad($1, $0 < 1 ? 9 : $0 < 5 ? 11 : 16) }.joined())
for size in pathSizes {
    let file = SourceFile(path: "Synthetic.flow", bytes: Array(SyntheticFlow.make(steps: size, payloads: payloads).utf8))
    var diagnostics = Diagnostics(file: file)
    let flow = Checker.checkedFlows(Checker.check(Parser.parse(file, diagnostics: &diagnostics), diagnostics: &diagnostics))[0]
    var plan: TestPlan?
    let times = (0..<runs).map { _ in milliseconds(ContinuousClock().measure { plan = PathPlanner.plan(flow, criterion: .all) }) }
    let covered = plan!.counts.map(\.covered).reduce(0, +)
    let total = plan!.counts.map(\.total).reduce(0, +)
    let perMove = median(times) * 1000 / Double(max(plan!.totalLength, 1))
    print(pad(String(size), 9) + [format(median(times), 1), String(plan!.walks.count), String(plan!.totalLength), format(perMove, 1)].map { pad($0, 11) }.joined()
        + [String(plan!.shortestSum), "\(covered)/\(total)"].map { pad($0, 16) }.joined())
}

// Compatibility (`flowc lock`, `flowc compat`) on synthetic flows: build the lock, print it,
// read it back, and judge the same flow against it (no finding, so no witness search: the
// time every CI run pays). Per step, the figures should stay flat as the flow grows.
print("")
print("compat, ms (median of \(runs) runs)")
print(pad("steps", 9) + ["lock", "print", "parse", "check", "lines", "check/step"].map { pad($0, 11) }.joined())
for size in compatSizes {
    let file = SourceFile(path: "Synthetic.flow", bytes: Array(SyntheticFlow.make(steps: size, payloads: payloads).utf8))
    var diagnostics = Diagnostics(file: file)
    let flows = Checker.checkedFlows(Checker.check(Parser.parse(file, diagnostics: &diagnostics), diagnostics: &diagnostics))
    var lock = LockBuilder.lock(of: flows, release: "1.0.0", walkFloor: nil, previous: nil)
    var text = ""
    let build = (0..<runs).map { _ in milliseconds(ContinuousClock().measure { lock = LockBuilder.lock(of: flows, release: "1.0.0", walkFloor: nil, previous: nil) }) }
    let printing = (0..<runs).map { _ in milliseconds(ContinuousClock().measure { text = LockPrinter.text(of: lock, flowcVersion: "bench") }) }
    let parsing = (0..<runs).map { _ in milliseconds(ContinuousClock().measure { _ = LockParser.parse(text, path: "flowc.lock") }) }
    let checking = (0..<runs).map { _ in milliseconds(ContinuousClock().measure { _ = CompatChecker.check(flows, against: lock, lockPath: "flowc.lock") }) }
    let perStep = median(checking) * 1000 / Double(size)
    print(pad(String(size), 9) + [format(median(build), 1), format(median(printing), 1), format(median(parsing), 1), format(median(checking), 1),
                                  String(text.split(separator: "\n").count), format(perStep, 1) + " us"].map { pad($0, 11) }.joined())
}

if !links { exit(0) }

// Deep links: a URL matched against a module's links the way generated code does it (each
// pattern in order, first match wins), with 200 links, the most a real app has.
let linkPatterns = try (0..<200).map { index in
    try FlowLinkPattern("https://shop.example.com/c\(index)/{id}/items/{name}?page={page}")
}
func timeMatching(_ url: String, repeats: Int = 1000) -> Double {
    median((0..<runs).map { _ in
        var found = 0
        let elapsed = ContinuousClock().measure {
            for _ in 0..<repeats {
                // As generated code does it: the URL split once, then each pattern in order.
                if let parts = FlowLinkURL(url), linkPatterns.contains(where: { $0.match(parts) != nil }) { found += 1 }
            }
        }
        precondition(found == 0 || found == repeats, "the same URL matches every time")
        return milliseconds(elapsed) * 1000 / Double(repeats)
    })
}
print("")
print("links: one URL against \(linkPatterns.count) link patterns, first match wins, µs per URL (median of \(runs) runs of 1,000)")
print("  matches the first link:  " + format(timeMatching("https://shop.example.com/c0/42/items/red%20shoes?page=2"), 2))
print("  matches the last link:   " + format(timeMatching("https://shop.example.com/c199/42/items/red%20shoes?page=2"), 2))
print("  matches none:            " + format(timeMatching("https://shop.example.com/nowhere/42/items/x"), 2))
print("  4 KiB of hostile text:   " + format(timeMatching("https://shop.example.com/" + String(repeating: "%", count: 4000)), 2))
