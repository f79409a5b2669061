@testable import FlowCompat
import FlowChecker
import FlowCompiler
import FlowCore
import FlowPaths
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

extension CompatPropertyTests {
    /// The old walks of a pair, as the old flow's JSON: the planner's walks after each move, at
    /// most `walksPerPair`, each payload parameter a sample value (an Optional one left out of
    /// every other walk).
    static func oldWalks(_ pair: Pair) -> [String] {
        let graph = pair.oldCheck.graphs[0]
        let plan = PathPlanner.plan(pair.oldCheck.checkedFlows[0], criterion: .all)
        var seen = Set<[Int]>(), walks: [String] = []
        for walk in plan.walks.flatMap({ [$0.initial] + $0.walks }) where !walk.isEmpty && walks.count < walksPerPair {
            guard seen.insert(walk.map(\.step.index)).inserted else { continue }
            let withOptionals = walks.count % 2 == 1
            walks.append("[" + walk.map { entry(graph.steps[$0.step.index], withOptionals: withOptionals) }.joined(separator: ",") + "]")
        }
        return walks
    }

    static func entry(_ step: FlowGraph.Step, withOptionals: Bool) -> String {
        guard !step.parameters.isEmpty else { return "\"\(step.name)\"" }
        let values = step.parameters.compactMap { parameter -> String? in
            guard withOptionals || !parameter.type.hasSuffix("?") else { return nil }
            return sampleValues[parameter.type].map { "\"\(parameter.label.name)\":\($0)" }
        }
        return "{\"step\":\"\(step.name)\",\"payload\":{\(values.joined(separator: ","))}}"
    }

    /// The URLs old releases' links are opened with: every example, and the URL the lock makes
    /// of each form (`LinkOpener.sampleURL`, as `CompatChecker` judges them).
    static func oldURLs(_ pair: Pair) -> [String] {
        pair.lock.links.flatMap { link in link.examples.map(\.url) + link.forms.compactMap { LinkOpener.sampleURL($0.pattern, link.placeholders) } }
    }

    /// A walk's JSON as entries, for `DeclaredPlace`.
    static func entries(_ json: String) -> [Any] {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [Any] ?? []
    }

    /// A walk of the new flow as entries: each step and its payload, an absent value as `NSNull`.
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

    /// What the old code saved, its steps renamed as declared: the new flow's walk that means
    /// the same.
    static func meant(_ json: String, _ place: DeclaredPlace) -> [DeclaredPlace.Entry] {
        renamed(json) { name in if case .renamed(let new)? = place.fates[name] { new } else { nil } }
    }

    /// What the old code opened for a URL, its steps renamed as the mutation renamed them,
    /// declared or not: the walk of the same link.
    static func sameLink(_ json: String, _ pair: Pair) -> [DeclaredPlace.Entry] {
        renamed(json) { pair.mutation.renames[$0] }
    }

    static func renamed(_ json: String, _ rename: (String) -> String?) -> [DeclaredPlace.Entry] {
        entries(json).map { item in
            let (name, payload) = DeclaredPlace.split(item)
            return DeclaredPlace.Entry(step: rename(name) ?? name, payload: payload)
        }
    }

    /// Old walks restore in the new flow to their declared place, and old URLs open the same
    /// (or the declared) walk, when the change is judged safe or migratable for them; a breaking
    /// finding's witness does what it says, which isn't what the old flow did.
    @Test func oldWalksAndLinksLandWhereTheVerdictSays() throws {
        let start = Date()
        let pairs = Array(try Self.pairs().prefix(Self.compiledCount))
        let driverPairs = try pairs.map { pair -> CompatDriver.Pair in
            let options = { (path: String) in SwiftEmitterOptions(headerPath: path, locationPath: path) }
            let oldSwift = try #require(FlowPipeline.generateSwift(pair.oldCheck, options: options(pair.name + ".flow")))
            let newSwift = try #require(FlowPipeline.generateSwift(pair.newCheck, options: options(pair.name + "b.flow")))
            let hasLinks = !pair.oldCheck.graphs[0].links.isEmpty && !pair.newCheck.graphs[0].links.isEmpty
            return CompatDriver.Pair(old: pair.name, new: pair.name + "b", oldSwift: oldSwift, newSwift: newSwift,
                                     walks: Self.oldWalks(pair) + Self.walkWitnesses(pair).map(\.saved),
                                     urls: hasLinks ? Self.oldURLs(pair) + Self.linkWitnesses(pair).map(\.url) : [])
        }
        let generated = Date()
        let report = try CompatDriver.run(driverPairs)
        var counts = Counts()
        for (number, pair) in pairs.enumerated() {
            let place = DeclaredPlace(old: pair.old, new: pair.new, legality: report.legality[number], fates: pair.mutation.fates)
            #expect(report.legality[number].pairs == Self.successors(pair.newCheck.graphs[0]), "\(pair.name): the successor relation differs from the runtime's")
            let witnessed = counts.witnesses
            checkWalks(pair, place, driverPairs[number], report.results[number], &counts)
            checkURLs(pair, driverPairs[number], report.opened[number], &counts)
            #expect(Self.verdict(pair.report) != .breaking || counts.witnesses > witnessed, "\(pair.name) \(pair.mutation.mutator): breaking, with no witness replayed")
        }
        let breaking = pairs.filter { Self.verdict($0.report) == .breaking }.count
        print("""
            compat pairs \(pairs.count): \(counts.walks) walks on their declared place, \(counts.urls) URLs opening theirs, \
            \(counts.witnesses) witnesses failing of \(breaking) breaking pairs; generated in \(Int(generated.timeIntervalSince(start) * 1000)) ms, \
            compiled in \(Int(report.compileSeconds)) s, run in \(String(format: "%.1f", report.runSeconds)) s
            """)
        #expect(counts.walks > pairs.count * 3, "walks \(counts.walks)")
    }

    struct Counts {
        var walks = 0, urls = 0, witnesses = 0
    }

    /// The walk witnesses of a pair's findings: the JSON saved, the steps it restores to, and
    /// the finding's class for walks.
    static func walkWitnesses(_ pair: Pair) -> [(saved: String, restoresTo: [String], walks: CompatClass)] {
        pair.report.findings.compactMap { finding in
            guard case .walk(let saved, let restoresTo)? = finding.witness else { return nil }
            return ("[" + saved.joined(separator: ",") + "]", restoresTo, finding.walks)
        }
    }

    /// The link witnesses of a pair's findings: the URL, the link it opens now, if any, and the
    /// finding's class for links.
    static func linkWitnesses(_ pair: Pair) -> [(url: String, opened: String?, links: CompatClass)] {
        pair.report.findings.compactMap { finding in
            guard case .link(let url, let opened)? = finding.witness else { return nil }
            return (url, opened, finding.links)
        }
    }

    private func checkWalks(_ pair: Pair, _ place: DeclaredPlace, _ driven: CompatDriver.Pair, _ results: [CompatDriver.Result?], _ counts: inout Counts) {
        let verdict = Self.verdict(pair.report, \.walks)
        let witnesses = Self.walkWitnesses(pair)
        let planned = driven.walks.count - witnesses.count
        for (number, outcome) in results.enumerated() {
            guard let outcome else {
                Issue.record("\(pair.name): the old code can't make walk \(driven.walks[number])")
                continue
            }
            let restored = Self.restored(outcome.restored, new: pair.new)
            if number >= planned {
                // The new code restores a witness to what its finding says; a breaking one's
                // is not what the old code saved.
                let witness = witnesses[number - planned]
                #expect(restored.map(\.step) == witness.restoresTo, "\(pair.name) \(pair.mutation.mutator): the witness \(outcome.saved) restores to \(outcome.restored), not to \(witness.restoresTo)")
                guard witness.walks == .breaking else { continue }
                counts.witnesses += 1
                #expect(restored != Self.meant(outcome.saved, place), "\(pair.name) \(pair.mutation.mutator): the breaking witness \(outcome.saved) restores to itself")
            } else if verdict != .breaking {
                counts.walks += 1
                let expected = place.place(of: Self.entries(outcome.saved))
                #expect(restored == expected, """
                    \(pair.name) \(pair.mutation.mutator) of `\(pair.mutation.step)`, walks judged \(verdict): \(outcome.saved)
                    restores to \(outcome.restored), declared \(expected.map(\.step)) \(expected.map(\.payload))
                    \(pair.mutation.text)
                    """)
            }
        }
    }

    private func checkURLs(_ pair: Pair, _ driven: CompatDriver.Pair, _ opened: [CompatDriver.Opened?], _ counts: inout Counts) {
        let verdict = Self.verdict(pair.report, \.links)
        let witnesses = Self.linkWitnesses(pair)
        let examples = driven.urls.count - witnesses.count
        for (number, outcome) in opened.enumerated() {
            guard let outcome, let old = outcome.old else {
                Issue.record("\(pair.name): the old code opens nothing for \(driven.urls[number])")
                continue
            }
            let now = outcome.new.map { Self.restored($0, new: pair.new) }
            if number >= examples {
                let witness = witnesses[number - examples]
                #expect((now == nil) == (witness.opened == nil), "\(pair.name): the link witness \(outcome.url) opens \(outcome.new ?? "nothing"), not \(witness.opened ?? "nothing")")
                guard witness.links == .breaking else { continue }
                counts.witnesses += 1
                #expect(now != Self.sameLink(old, pair), "\(pair.name) \(pair.mutation.mutator): the breaking link witness \(outcome.url) still opens \(old)")
            } else if verdict != .breaking {
                counts.urls += 1
                #expect(now == Self.sameLink(old, pair), """
                    \(pair.name) \(pair.mutation.mutator) of `\(pair.mutation.step)`, links judged \(verdict): \(outcome.url)
                    opened \(old), now \(outcome.new ?? "nothing")
                    \(pair.mutation.text)
                    """)
            }
        }
    }
}
