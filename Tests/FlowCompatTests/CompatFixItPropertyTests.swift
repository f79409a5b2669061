import FlowChecker
import FlowCompat
import FlowCompiler
import FlowCore
import FlowParser
import FlowTestSupport
import Foundation
import Testing

/// Every fix-it `flowc compat` offers is safe (issue 52, `FixItProperty`): on the corpus's
/// `after.flow` files against their `before.lock`, and on random flows with one or two steps
/// renamed or removed undeclared (`RandomFlow.mutate`), each fix-it applied alone, and all of
/// one run together, leaves flows that check as before, lose the finding, gain no error, and
/// name in each `renamed from` a step the lock has and the flows don't.
@Suite struct CompatFixItPropertyTests {
    static let seed: UInt64 = 0xF1C5_C0AA
    static let flows = RandomRuns.current.indices(full: 100, quick: 8)
    static let syntaxIDs = Set(ParserDiagnostic.allCases.map(\.id))

    /// What `flowc check` then `flowc compat` say of `text` as `path`, against `lock`.
    static func judgement(_ text: String, path: String, lock: Lock) -> FixItProperty.Judgement {
        let check = FlowPipeline.check(path: path, text: text)
        guard !check.hasErrors else { return FixItProperty.Judgement(diagnostics: check.diagnostics, brokenMeaning: [], unjudged: ["renames"]) }
        let report = CompatChecker.check(check.checkedFlows, against: lock, lockPath: "flowc.lock")
        return FixItProperty.Judgement(diagnostics: check.diagnostics + report.findings.map(\.diagnostic), brokenMeaning: brokenRenames(check.graphs, lock: lock))
    }

    /// Each `renamed from` that names no step the lock's flow has, a step that is still live,
    /// or a step another `renamed from` names too.
    static func brokenRenames(_ graphs: [FlowGraph], lock: Lock) -> Set<String> {
        var facts: Set<String> = []
        for graph in graphs {
            let old = Set(lock.flows.first { $0.name == graph.name }?.steps.map(\.name) ?? [])
            let live = Set(graph.steps.map(\.name))
            let former = graph.steps.compactMap(\.formerName)
            for name in former {
                if !old.contains(name) { facts.insert("renames: `\(name)` is no step of the lock's \(graph.name)") }
                if live.contains(name) { facts.insert("renames: `\(name)` is renamed and live in \(graph.name)") }
                if former.filter({ $0 == name }).count > 1 { facts.insert("renames: `\(name)` is renamed twice in \(graph.name)") }
            }
        }
        return facts
    }

    /// The lock `text`'s flows make, printed and read back as `flowc compat` reads a lock.
    static func lock(of text: String, path: String) throws -> Lock {
        let check = FlowPipeline.check(path: path, text: text)
        try #require(!check.hasErrors, "\(path) should be valid:\n\(text)")
        let built = LockBuilder.lock(of: check.checkedFlows, release: "1.0.0", walkFloor: nil, previous: nil)
        return try LockParser.parse(LockPrinter.text(of: built, flowcVersion: "test"), path: "flowc.lock").get()
    }

    @Test func everyFixItOfTheCorpusIsSafe() throws {
        var tally = FixItProperty.Tally()
        for name in CorpusTests.cases {
            let folder = CorpusTests.folder + "/" + name
            let lock = try LockParser.parse(try String(contentsOfFile: folder + "/before.lock", encoding: .utf8), path: "flowc.lock").get()
            let text = try String(contentsOfFile: folder + "/after.flow", encoding: .utf8)
            FixItProperty.judge(name, text: text, path: "after.flow", syntaxIDs: Self.syntaxIDs, into: &tally) {
                Self.judgement($0, path: "after.flow", lock: lock)
            }
        }
        print("CompatFixItPropertyTests, the corpus: \(tally.summary)")
        let unsafe = tally.findings.count
        #expect(unsafe == 0, "\(unsafe) unsafe fix-its:\n\(tally.report)")
        #expect(tally.tried[CompatDiagnostic.stepRemoved.id.rawValue, default: 0] > 0, "no rename fix-it tried: \(tally.summary)")
    }

    /// The renames and removals, one or two to a flow, that make compat offer `renamed from`.
    static let mutators: [[FlowMutation.Operator]] = [
        [.renameUndeclared], [.removeUndeclared], [.renameUndeclared, .renameUndeclared], [.renameUndeclared, .removeUndeclared],
        [.renameUndeclared, .renameDeclared],
    ]

    @Test func everyFixItOfRenamedRandomFlowsIsSafe() throws {
        var tally = FixItProperty.Tally()
        var random = RandomFlow.Generator(seed: Self.seed)
        for index in 0..<Self.flows.upperBound {
            let name = "Renamed\(index)"
            let text = RandomFlow.make(name: name, using: &random)
            guard Self.flows.contains(index) else { continue }
            let lock = try Self.lock(of: text, path: name + ".flow")
            var mutating = RandomFlow.Generator(seed: Self.seed ^ UInt64(index))
            for mutators in Self.mutators {
                var changed = text
                for mutator in mutators {
                    let flow = try #require(FlowPipeline.check(path: name + ".flow", text: changed).syntax.flows.first)
                    guard let mutation = RandomFlow.mutate(flow, text: changed, with: mutator, newName: name, using: &mutating) else { break }
                    changed = mutation.text
                }
                guard changed != text else { continue }
                FixItProperty.judge("\(name) \(mutators.map(\.rawValue))", text: changed, path: name + ".flow", syntaxIDs: Self.syntaxIDs, into: &tally) {
                    Self.judgement($0, path: name + ".flow", lock: lock)
                }
            }
        }
        print("CompatFixItPropertyTests, renamed random flows: \(tally.summary)")
        let unsafe = tally.findings.count
        #expect(unsafe == 0, "\(unsafe) unsafe fix-its:\n\(tally.report)")
        #expect(tally.tried[CompatDiagnostic.stepRemoved.id.rawValue, default: 0] >= 10, "too few rename fix-its tried: \(tally.summary)")
        #expect(tally.together > 0, "no run with two fix-its: \(tally.summary)")
    }
}
