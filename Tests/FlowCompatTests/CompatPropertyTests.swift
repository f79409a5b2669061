import FlowChecker
@testable import FlowCompat
import FlowCompiler
import FlowCore
import FlowParser
import FlowPaths
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

/// The classifier agrees with behaviour (docs/Compatibility.md, "Tests"): random valid flows,
/// each changed by one mutation operator (`RandomFlow.mutate`), are judged against the lock of
/// the flow before; the verdict is the operator's intended class. Then the planner's walks of
/// the old flow, saved by its generated code and restored by the new flow's, land on their
/// declared place (`DeclaredPlace`) when the change is judged safe or migratable, and each
/// breaking finding's witness restores to what it says and not to what it saved: the runtime and
/// `flowc compat` restore by the one rule of FlowRestore, the runtime on the generated steps and
/// compat on step names, and this checks the two instantiations agree. Old link
/// examples, and the URLs the lock makes of each form, open the same walk when links are judged
/// safe, the declared one when migratable, and a link witness doesn't. The compiled pairs go
/// into one program: the first 16 by default (about 35 s on two shared cores, printed);
/// `FLOWC_COMPAT_PAIRS` asks for more pairs than the 40 of a quick run, `FLOWC_COMPAT_COMPILED`
/// for more compiled ones.
@Suite(.serialized) struct CompatPropertyTests {
    static let seed: UInt64 = 0xC0AA_7F10
    static let pairCount = ProcessInfo.processInfo.environment["FLOWC_COMPAT_PAIRS"].flatMap(Int.init) ?? 40
    static let compiledCount = ProcessInfo.processInfo.environment["FLOWC_COMPAT_COMPILED"].flatMap(Int.init) ?? 16
    /// Walks tried per pair, at most: the planner's first, intermediate walks included.
    static let walksPerPair = 24

    struct Pair {
        var name: String
        var oldText: String
        var old: FlowDecl
        var oldCheck: FileCheck
        var mutation: FlowMutation
        var new: FlowDecl
        var newCheck: FileCheck
        /// The intended class, `removeTransition`'s made safe when no successor went.
        var intended: FlowMutation.Verdict
        var lock: Lock
        var report: CompatReport
    }

    /// A saved value for each payload type of `RandomFlow`. An Optional one is left out of
    /// every other walk, which the old code saves as `null`.
    static let sampleValues = [
        "Int": "7", "String": "\"a b\"", "[String]": "[\"é\"]", "[String: Int]": "{\"k\":1}", "Set<Int>": "[1]", "Double": "1.5",
        "Bool?": "true", "[Int]?": "[-1]",
    ]

    static func parse(_ text: String, path: String) -> (FlowDecl, FileCheck) {
        let file = SourceFile(path: path, text: text)
        var diagnostics = Diagnostics(file: file)
        return (Parser.parse(file, diagnostics: &diagnostics).flows[0], FlowPipeline.check(file))
    }

    /// The pairs, operators in turn, each on the next random flow it applies to.
    static func pairs() throws -> [Pair] {
        var random = RandomFlow.Generator(seed: seed)
        var pairs: [Pair] = []
        var index = 0
        while pairs.count < pairCount {
            let mutator = FlowMutation.Operator.allCases[pairs.count % FlowMutation.Operator.allCases.count]
            let name = "Compat\(index)"
            index += 1
            let text = RandomFlow.make(name: name, using: &random)
            let (old, oldCheck) = parse(text, path: name + ".flow")
            try #require(!oldCheck.hasErrors, "\(name) should be valid:\n\(text)")
            guard let mutation = RandomFlow.mutate(old, text: text, with: mutator, newName: name + "b", using: &random) else { continue }
            let (new, newCheck) = parse(mutation.text, path: name + "b.flow")
            try #require(!newCheck.hasErrors, "\(mutator) of \(name) should be valid:\n\(mutation.text)\n\(newCheck.diagnostics.map(\.message))")
            // Judged under the old name, as the next release of the same flow.
            let (_, judged) = parse(FlowTextEdit.apply([FlowTextEdit(new.name.range, name)], to: mutation.text), path: name + ".flow")
            let lock = LockBuilder.lock(of: oldCheck.checkedFlows, release: "1.0.0", walkFloor: nil, previous: nil)
            let report = CompatChecker.check(judged.checkedFlows, against: lock, lockPath: "flowc.lock")
            var intended = mutation.intended
            if mutator == .removeTransition, successors(oldCheck.graphs[0]).isSubset(of: successors(newCheck.graphs[0])) { intended = .safe }
            pairs.append(Pair(name: name, oldText: text, old: old, oldCheck: oldCheck, mutation: mutation, new: new, newCheck: newCheck,
                              intended: intended, lock: lock, report: report))
        }
        return pairs
    }

    /// The successor relation as `below next` names: what each event of a step shows after
    /// skip rules, and the pairs of its layers (`then` moves included), outcomes left out. The
    /// behaviour test checks it against the new flow's `successors(of:)`.
    static func successors(_ graph: FlowGraph) -> Set<String> {
        var pairs = Set(graph.entryPairs.map { graph.steps[$0.below.index].name + " " + graph.steps[$0.step.index].name })
        for step in graph.stepIDs {
            for event in graph.eventIDs {
                pairs.formUnion(graph.shownSteps(after: step, event: event).map { graph.steps[step.index].name + " " + graph.steps[$0.index].name })
            }
        }
        let outcomes = Set(graph.steps.filter(\.isOutcome).map(\.name))
        return pairs.filter { !outcomes.contains(String($0.split(separator: " ")[1])) }
    }

    /// The worst class of the report's findings, overall or for one audience.
    static func verdict(_ report: CompatReport, _ audience: KeyPath<CompatFinding, CompatClass> = \.verdict) -> CompatClass {
        report.findings.map { $0[keyPath: audience] }.max() ?? .safe
    }

    /// The classifier's verdict is the operator's intended class, with the finding it names.
    @Test func verdictsAreTheIntendedClasses() throws {
        var byOperator: [String: Int] = [:]
        for pair in try Self.pairs() {
            byOperator[pair.mutation.mutator.rawValue, default: 0] += 1
            let found = pair.report.findings.map { "\($0.diagnostic.id.rawValue) \($0.walks.rawValue) \($0.links.rawValue)" }
            #expect(Self.verdict(pair.report).rawValue == pair.intended.rawValue, "\(pair.name) \(pair.mutation.mutator) of `\(pair.mutation.step)`: found \(found)\n\(pair.mutation.text)")
            if pair.intended != .safe, let id = pair.mutation.findingID {
                #expect(pair.report.findings.contains { $0.diagnostic.id.rawValue == id }, "\(pair.name) \(pair.mutation.mutator): no \(id) in \(found)")
            }
        }
        #expect(byOperator.count == FlowMutation.Operator.allCases.count || Self.pairCount < FlowMutation.Operator.allCases.count, "operators tried: \(byOperator)")
    }
}
