import FlowChecker
import FlowCompat
import FlowCompiler
import FlowCore
import FlowPaths
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

extension CompatPropertyTests {
    /// The old walks of a pair, as the old flow's JSON: the planner's walks after each move, at
    /// most `walksPerPair`, each payload parameter a sample value.
    static func oldWalks(_ pair: Pair) -> [String] {
        let graph = pair.oldCheck.graphs[0]
        let plan = PathPlanner.plan(pair.oldCheck.checkedFlows[0], criterion: .all)
        var seen = Set<[Int]>(), walks: [String] = []
        for walk in plan.walks.flatMap({ [$0.initial] + $0.walks }) where !walk.isEmpty && walks.count < walksPerPair {
            guard seen.insert(walk.map(\.step.index)).inserted else { continue }
            walks.append("[" + walk.map { entry(graph.steps[$0.step.index]) }.joined(separator: ",") + "]")
        }
        return walks
    }

    static func entry(_ step: FlowGraph.Step) -> String {
        guard !step.parameters.isEmpty else { return "\"\(step.name)\"" }
        let values = step.parameters.compactMap { parameter in sampleValues[parameter.type].map { "\"\(parameter.label.name)\":\($0)" } }
        return "{\"step\":\"\(step.name)\",\"payload\":{\(values.joined(separator: ","))}}"
    }

    /// A walk's JSON as entries, for `DeclaredPlace`.
    static func entries(_ json: String) -> [Any] {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [Any] ?? []
    }

    /// A restored walk's entries: each step and its payload, an absent value as `NSNull`.
    static func restored(_ json: String, new: FlowDecl) -> [DeclaredPlace.Entry] {
        entries(json).map { item in
            let (name, payload) = DeclaredPlace.split(item)
            var values = payload
            for parameter in new.steps.first(where: { $0.name.name == name })?.parameters ?? [] where values[parameter.label.name] == nil {
                values[parameter.label.name] = NSNull()
            }
            return DeclaredPlace.Entry(step: name, payload: values)
        }
    }

    /// Old walks restore in the new flow to their declared place when the change is judged
    /// safe or migratable; a breaking finding's witness doesn't restore to what it saved.
    @Test func oldWalksLandWhereTheVerdictSays() throws {
        let start = Date()
        let pairs = Array(try Self.pairs().prefix(Self.compiledCount))
        let driverPairs = try pairs.map { pair -> CompatDriver.Pair in
            let witnesses = pair.report.findings.compactMap { finding -> String? in
                guard case .walk(let saved, _)? = finding.witness else { return nil }
                return "[" + saved.joined(separator: ",") + "]"
            }
            let options = { (path: String) in SwiftEmitterOptions(headerPath: path, locationPath: path) }
            let oldSwift = try #require(FlowPipeline.generateSwift(pair.oldCheck, options: options(pair.name + ".flow")))
            let newSwift = try #require(FlowPipeline.generateSwift(pair.newCheck, options: options(pair.name + "b.flow")))
            return CompatDriver.Pair(old: pair.name, new: pair.name + "b", oldSwift: oldSwift, newSwift: newSwift, walks: Self.oldWalks(pair) + witnesses)
        }
        let generated = Date()
        let (results, legality) = try CompatDriver.run(driverPairs)
        var walksChecked = 0, witnessesChecked = 0
        for (number, (pair, driven)) in zip(pairs, driverPairs).enumerated() {
            let result = results[number]
            let verdict = Self.verdict(pair.report)
            let place = DeclaredPlace(old: pair.old, new: pair.new, legality: legality[number], fates: pair.mutation.fates)
            let planned = driven.walks.count - pair.report.findings.filter { if case .walk? = $0.witness { true } else { false } }.count
            for (number, outcome) in result.enumerated() {
                guard let outcome else {
                    Issue.record("\(pair.name): the old code can't make walk \(driven.walks[number])")
                    continue
                }
                if number >= planned {
                    witnessesChecked += 1
                    let saved = Self.entries(outcome.saved).map { DeclaredPlace.split($0).0 }
                    let names = Self.restored(outcome.restored, new: pair.new).map(\.step)
                    let meant = saved.map { name -> String in if case .renamed(let new)? = place.fates[name] { new } else { name } }
                    #expect(names != meant, "\(pair.name) \(pair.mutation.mutator): the witness \(outcome.saved) restores to itself")
                } else if verdict != "breaking" {
                    walksChecked += 1
                    let expected = place.place(of: Self.entries(outcome.saved))
                    #expect(Self.restored(outcome.restored, new: pair.new) == expected, """
                        \(pair.name) \(pair.mutation.mutator) of `\(pair.mutation.step)`, judged \(verdict): \(outcome.saved)
                        restores to \(outcome.restored), declared \(expected.map(\.step))
                        \(pair.mutation.text)
                        """)
                }
            }
        }
        let breaking = pairs.filter { Self.verdict($0.report) == "breaking" }.count
        print("compat pairs \(pairs.count): walks \(walksChecked) on their declared place, witnesses \(witnessesChecked) of \(breaking) breaking; generated in \(Int(generated.timeIntervalSince(start) * 1000)) ms, compiled and run in \(Int(Date().timeIntervalSince(generated))) s")
        #expect(walksChecked > pairs.count * 3 && witnessesChecked >= breaking, "walks \(walksChecked), witnesses \(witnessesChecked) of \(breaking)")
    }
}
