import FlowChecker
import FlowCompiler
import FlowCore
import FlowParser
import FlowTestSupport
import Foundation
import Testing

/// Every fix-it `flowc check` offers is safe (issue 52, `FixItProperty`): on every `.flow` file
/// of the tests and of `Flows/`, and on random flows with mistakes written in
/// (`RandomFlow.Breakage`), each fix-it applied alone, and all of one run together, leaves a
/// flow that parses, loses the diagnostic, gains no error, and keeps the flow's meaning: no
/// final step inside a presented layer, no trap, no step cut off that wasn't before.
/// `flowc compat`'s fix-its are FlowCompatTests' `CompatFixItPropertyTests`.
@Suite struct FixItPropertyTests {
    static let seed: UInt64 = 0xF1C5_17E5
    /// Random flows broken by each breakage: a quick run's, `FLOWC_RANDOM_RUNS` for more.
    static let flows = RandomRuns.current.indices(full: 100, quick: 8)

    static let syntaxIDs = Set(ParserDiagnostic.allCases.map(\.id))

    /// What `flowc check` says of `text` as the file `path`, among `module`'s other files.
    static func judgement(_ text: String, path: String, module: [SourceFile] = []) -> FixItProperty.Judgement {
        let files = module.map { $0.path == path ? SourceFile(path: path, text: text) : $0 }
        let checks = FlowPipeline.checkModule(files.isEmpty ? [SourceFile(path: path, text: text)] : files)
        let graphs = checks.flatMap(\.graphs)
        let diagnostics = checks.flatMap(\.diagnostics)
        return FixItProperty.Judgement(
            diagnostics: diagnostics, brokenMeaning: brokenMeaning(graphs),
            unjudged: Set(graphs.filter { !$0.isAnalysed }.map(\.name)), restated: restated(diagnostics, graphs)
        )
    }

    /// The meaning facts that `trap` and `unreachable-step` errors state, each at its step.
    static func restated(_ diagnostics: [Diagnostic], _ graphs: [FlowGraph]) -> [String: String] {
        var facts: [String: String] = [:]
        for diagnostic in diagnostics where [CheckerDiagnostic.trap.id, CheckerDiagnostic.unreachableStep.id].contains(diagnostic.id) {
            for graph in graphs where graph.path == diagnostic.path {
                guard let step = graph.steps.first(where: { $0.range == diagnostic.range }) else { continue }
                facts["\(diagnostic.id) \(diagnostic.message)"] = diagnostic.id == CheckerDiagnostic.trap.id
                    ? "\(graph.name): a trap: \(step.name)" : "\(graph.name): no walk reaches \(step.name)"
            }
        }
        return facts
    }

    /// What would make a flow behave other than its author meant, by flow: a final step that
    /// can be shown inside a presented layer (it ends the flow with the layer open), a trap, a
    /// step no walk reaches.
    static func brokenMeaning(_ graphs: [FlowGraph]) -> Set<String> {
        var facts: Set<String> = []
        for graph in graphs where graph.isAnalysed {
            for step in graph.steps {
                if step.facts.isReachable, step.role == .final, !step.facts.layerRoots.isEmpty {
                    facts.insert("\(graph.name): a final step inside a presented layer: \(step.name)")
                }
                if step.facts.isTrap { facts.insert("\(graph.name): a trap: \(step.name)") }
                if !step.facts.isReachable, step.role != .outcome { facts.insert("\(graph.name): no walk reaches \(step.name)") }
            }
        }
        return facts
    }

    /// Every `.flow` file under `Tests/`, each checked alone, and `Flows/`, one module.
    static func corpus() throws -> [(name: String, module: [SourceFile])] {
        var units: [(name: String, module: [SourceFile])] = []
        let manager = FileManager.default
        let tests = Fixtures.path("Tests")
        for relative in (manager.enumerator(atPath: tests)?.allObjects as? [String] ?? []).sorted() where relative.hasSuffix(".flow") {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: tests + "/" + relative)))
            units.append(("Tests/" + relative, [SourceFile(path: relative, bytes: bytes)]))
        }
        let flows = try manager.contentsOfDirectory(atPath: Fixtures.path("Flows")).filter { $0.hasSuffix(".flow") }.sorted()
        units.append(("Flows", try flows.map { SourceFile(path: $0, text: try String(contentsOfFile: Fixtures.path("Flows/" + $0), encoding: .utf8)) }))
        return units
    }

    @Test func everyFixItOfTheTestsFlowsIsSafe() throws {
        var tally = FixItProperty.Tally()
        let units = try Self.corpus()
        for unit in units {
            for file in unit.module {
                // Not valid UTF-8: nothing to edit as text.
                guard file.firstInvalidUTF8Offset == nil else { continue }
                let text = file.text(SourceRange(0, file.bytes.count))
                FixItProperty.judge(unit.name + (unit.module.count > 1 ? "/" + file.path : ""), text: text, path: file.path, syntaxIDs: Self.syntaxIDs, into: &tally) {
                    Self.judgement($0, path: file.path, module: unit.module.count > 1 ? unit.module : [])
                }
            }
        }
        print("FixItPropertyTests, the tests' flows: \(tally.summary)")
        #expect(units.count >= 60)
        let unsafe = tally.findings.count
        #expect(unsafe == 0, "\(unsafe) unsafe fix-its:\n\(tally.report)")
        // The invalid flows cover every diagnostic, so most kinds of fix-it are tried here.
        #expect(tally.tried.count >= 15, "fix-its tried: \(tally.summary)")
    }

    @Test func everyFixItOfBrokenRandomFlowsIsSafe() throws {
        var tally = FixItProperty.Tally()
        var random = RandomFlow.Generator(seed: Self.seed)
        var byBreakage: [String: Int] = [:]
        for index in 0..<Self.flows.upperBound {
            let name = "Broken\(index)"
            let text = RandomFlow.make(name: name, using: &random)
            guard Self.flows.contains(index) else { continue }
            let check = FlowPipeline.check(path: name + ".flow", text: text)
            try #require(!check.hasErrors, "\(name) should be valid:\n\(text)")
            let flow = try #require(check.syntax.flows.first)
            var breaks = RandomFlow.Generator(seed: Self.seed ^ UInt64(index))
            for breakage in RandomFlow.Breakage.allCases {
                guard let edits = RandomFlow.edits(breakage, in: flow, text: text, using: &breaks) else { continue }
                byBreakage[breakage.rawValue, default: 0] += 1
                let broken = FlowTextEdit.apply(edits, to: text)
                FixItProperty.judge("\(name) \(breakage)", text: broken, path: name + ".flow", syntaxIDs: Self.syntaxIDs, into: &tally) {
                    Self.judgement($0, path: name + ".flow")
                }
            }
        }
        print("FixItPropertyTests, broken random flows: \(tally.summary); breakages \(byBreakage.sorted { $0.key < $1.key })")
        let unsafe = tally.findings.count
        #expect(unsafe == 0, "\(unsafe) unsafe fix-its:\n\(tally.report)")
        for id in [CheckerDiagnostic.deadEnd, .unknownStep, .unknownFlag] {
            #expect(tally.tried[id.id.rawValue, default: 0] > 0, "no \(id.id) fix-it tried: \(tally.summary)")
        }
    }
}
