#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowChecker
import FlowCore
import FlowParser
import FlowSwiftEmitter

/// flowc-bench: how fast flowc's own phases are, on synthetic flows of growing size.
///
///     swift run -c release flowc-bench [--sizes 100,1000,10000,100000] [--runs 7]
///     swift run -c release flowc-bench --print-flow N [--no-payloads]
///     swift run -c release flowc-bench --print-baseline N [--no-payloads]
///
/// Prints, per size and phase, the median of several runs, throughput, peak memory and the
/// growth from the size before. Figures, never pass/fail: see docs/Performance.md.
let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let payloads = !arguments.contains("--no-payloads")
if let size = option("--print-flow").flatMap(Int.init) {
    print(SyntheticFlow.make(steps: size, payloads: payloads), terminator: "")
    exit(0)
}
if let size = option("--print-baseline").flatMap(Int.init) {
    print(SyntheticFlow.baseline(steps: size, payloads: payloads), terminator: "")
    exit(0)
}
let sizes = (option("--sizes") ?? "100,1000,10000,100000").split(separator: ",").compactMap { Int($0) }
let runs = option("--runs").flatMap(Int.init) ?? 7

func peakMemoryMiB() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // KiB
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes
    #endif
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

func format(_ value: Double, _ decimals: Int = 2) -> String {
    var text = String(Int((value * pow(10, Double(decimals))).rounded()))
    if decimals > 0 {
        while text.count <= decimals { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
    }
    return text
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

print("flowc-bench: median of \(runs) runs per size, release build expected (swift run -c release flowc-bench)")
print("phases in ms; MB/s and steps/s over the whole pipeline; growth = total / total of the size before")
print(["steps", "bytes", "read", "lex+parse", "check", "emit", "total", "MB/s", "steps/s", "growth", "peak MiB"]
    .enumerated().map { pad($1, $0 < 2 ? 9 : 10) }.joined())
var previousTotal: Double?
for size in sizes {
    let text = SyntheticFlow.make(steps: size, payloads: payloads)
    let url = folder.appendingPathComponent("Synthetic\(size).flow")
    try Data(text.utf8).write(to: url)
    var phases: [[Double]] = Array(repeating: [], count: 4)
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
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
        lap()
        let graphs = Checker.check(syntax, diagnostics: &diagnostics)
        lap()
        let swift = SwiftEmitter(options: SwiftEmitterOptions(headerPath: "Synthetic.flow", locationPath: "Synthetic.flow"), file: file)
            .emit(Checker.checkedFlows(graphs))
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
            String(Int(Double(size) / total * 1000)), growth, format(peakMemoryMiB(), 1)]).map { pad($0, 10) }
    print(row.joined())
}
