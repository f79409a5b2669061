import FlowCompiler
import FlowCore
import FlowParser
import FlowRuntime
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

/// Random valid flows: the generated Swift always compiles, and behaves as the reference
/// interpreter says. `swift test` makes the first flows of each stream; `FLOWC_RANDOM_RUNS=rest`
/// (a step of `.ci/run` of its own) makes the others, and `full` all of them; the floors below
/// on what the flows exercise scale with the count.
@Suite(.serialized) struct RandomFlowTests {
    static let fullCount = 120
    static let indices = RandomRuns.current.indices(full: fullCount, quick: 50)
    static let count = indices.count
    static let seed: UInt64 = 0x5EED_F10C

    struct Sample {
        var name: String
        var text: String
        var check: FileCheck
        var swift: String
    }

    static func samples() throws -> [Sample] {
        var random = RandomFlow.Generator(seed: seed)
        // The stream is made from its start, so each flow is the same in every run.
        let texts = (0..<indices.upperBound).map { index in
            (index, RandomFlow.make(name: "Random\(index)", using: &random))
        }
        return try texts[indices].map { index, text in
            let name = "Random\(index)"
            let path = "\(name).flow"
            let check = FlowPipeline.check(SourceFile(path: path, text: text))
            let errors = check.diagnostics.filter { $0.severity == .error }
            guard errors.isEmpty else {
                Issue.record("\(name) should be valid:\n\(text)\n\(errors.map(\.message))")
                throw CancellationError()
            }
            let swift = try #require(FlowPipeline.generateSwift(check, options: SwiftEmitterOptions(headerPath: path, locationPath: path)))
            return Sample(name: name, text: text, check: check, swift: swift)
        }
    }

    static let fullModuleCount = 32
    static let moduleIndices = RandomRuns.current.indices(full: fullModuleCount, quick: 10)
    static let moduleCount = moduleIndices.count

    /// A floor set for the full run, scaled to this run's number of flows.
    static func floor(_ full: Int) -> Int { full * count / fullCount }

    /// A floor set for the full run, scaled to this run's number of modules.
    static func moduleFloor(_ full: Int) -> Int { full * moduleCount / fullModuleCount }

    /// A module of two flows: a child with outcomes and a parent that uses it, each its own file.
    struct Module {
        var child: Sample
        var parent: Sample
    }

    /// Random modules of a child flow and its parent (`RandomFlow.makeModule`), from a stream of
    /// their own, so that `samples()` stays as it was; checked as one module, each file clean.
    static func modules() throws -> [Module] {
        var random = RandomFlow.Generator(seed: seed ^ 0xC41D)
        let texts = (0..<moduleIndices.upperBound).map { index in
            (index, RandomFlow.makeModule(parent: "Parent\(index)", child: "Child\(index)", using: &random))
        }
        return try texts[moduleIndices].map { index, module in
            let (childText, parentText) = module
            let files = [SourceFile(path: "Child\(index).flow", text: childText), SourceFile(path: "Parent\(index).flow", text: parentText)]
            let checks = FlowPipeline.checkModule(files)
            var samples: [Sample] = []
            for (file, check) in zip(files, checks) {
                let name = String(file.path.dropLast(".flow".count))
                let errors = check.diagnostics.filter { $0.severity == .error }
                guard errors.isEmpty else {
                    Issue.record("\(name) should be valid:\n\(childText)\n\(parentText)\n\(errors.map(\.message))")
                    throw CancellationError()
                }
                let swift = try #require(FlowPipeline.generateSwift(check, options: SwiftEmitterOptions(headerPath: file.path, locationPath: file.path)))
                samples.append(Sample(name: name, text: String(decoding: file.bytes, as: UTF8.self), check: check, swift: swift))
            }
            return Module(child: samples[0], parent: samples[1])
        }
    }

    /// All the generated files compile together, in batches of 100, in Swift 6 mode with
    /// warnings as errors; the child modules' files, parent and child, in a batch of their own.
    @Test func generatedCodeCompiles() throws {
        let modules = try Self.modules()
        #expect(modules.filter { $0.parent.text.contains(" as sheet\n") || $0.parent.text.contains(" as cover\n") }.count >= Self.moduleFloor(8))
        // Some use-steps take a payload for their child's start, and some are a router's root.
        #expect(modules.filter { $0.parent.text.contains("(mode: Int = ") }.count >= Self.moduleFloor(6))
        #expect(modules.filter { $0.parent.text.contains("router ") }.count >= Self.moduleFloor(4))
        let samples = try Self.samples() + modules.flatMap { [$0.child, $0.parent] }
        // Some flows give payload parameters defaults, and some links carry them.
        #expect(samples.filter { $0.text.contains(" = ") }.count >= Self.floor(8))
        #expect(samples.contains { $0.swift.contains("Link") && $0.swift.contains(" = 0") })
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = samples.count - 2 * modules.count
        let batches = stride(from: 0, to: plain, by: 100).map { $0..<min($0 + 100, plain) } + [plain..<samples.count]
        for (number, range) in batches.enumerated() {
            var files: [String] = []
            for sample in samples[range] {
                let path = folder + "/\(sample.name).flow.swift"
                try sample.swift.write(toFile: path, atomically: true, encoding: .utf8)
                files.append(path)
            }
            let result = try SwiftCompiler.typecheck(files)
            #expect(result.status == 0, "batch \(number):\n\(result.output.prefix(4000))")
        }
    }

    /// The generated logic, run by the runtime, agrees with the reference interpreter under
    /// every assignment of the flags: the step each root shows, what every step's every event
    /// does (push after skip rules, back or back to), and that every stack the reference builds
    /// by walking, going back included, is legal. The generated files and a driver that prints
    /// what the runtime says (`LogicDriver`) are compiled into one program and run.
    @Test func generatedLogicMatchesTheReference() throws {
        let samples = try Self.samples()
        let flows = samples.map { sample -> FlowDecl in
            let file = SourceFile(path: "\(sample.name).flow", text: sample.text)
            var diagnostics = Diagnostics(file: file)
            return Parser.parse(file, diagnostics: &diagnostics).flows[0]
        }
        let scripts = Self.scripts(flows)
        let modules = try Self.modules()
        let moduleFlows = modules.flatMap { [$0.child, $0.parent] }.map { sample -> FlowDecl in
            let file = SourceFile(path: "\(sample.name).flow", text: sample.text)
            var diagnostics = Diagnostics(file: file)
            return Parser.parse(file, diagnostics: &diagnostics).flows[0]
        }
        let childScripts = Self.childScripts(moduleFlows, numberedFrom: scripts.count)
        let generated = (samples + modules.flatMap { [$0.child, $0.parent] }).map { (name: $0.name, swift: $0.swift) }
        let facts = try LogicDriver.run(generated, flows, scripts: scripts.map(\.script) + childScripts.map(\.script), replayFlows: moduleFlows)
        checkReplays(scripts, facts)
        checkChildReplays(childScripts, facts)
        var random = RandomFlow.Generator(seed: Self.seed ^ 0xD1FF)
        var backMoves = 0, routers = 0, linkCount = 0, presentedWalks = 0, answerCount = 0
        for (sample, flow) in zip(samples, flows) {
            if flow.kind == .router { routers += 1 }
            let reference = ReferenceInterpreter(flow)
            let runtime = try #require(facts[sample.name], "the driver reports \(sample.name)")
            let steps = flow.steps.map(\.name.name)
            let flags = flow.flags.map(\.name.name)
            for (assignment, values) in LogicDriver.assignments(flagCount: flags.count).enumerated() {
                let byName = Dictionary(uniqueKeysWithValues: zip(flags, values))
                #expect(runtime.enteredRoots[assignment] == reference.roots(byName), "\(sample.name) roots, flags \(byName)")
                #expect(runtime.enteredRoots[assignment].first == reference.start(byName), "\(sample.name) start, flags \(byName)")
                #expect(reference.roots(byName).allSatisfy(runtime.roots.contains), "\(sample.name) roots \(runtime.roots)")
                var answers: [String: String] = [:]
                for step in steps {
                    for event in runtime.events {
                        let expected = reference.moveText(from: step, event: event, byName)
                        #expect(runtime.moves[assignment][step + " " + event] == expected, "\(sample.name): `\(event)` from `\(step)`, flags \(byName)\n\(sample.text)")
                        guard let alert = reference.alert(shownFrom: step, event: event, byName) else { continue }
                        for button in reference.buttons(of: alert) {
                            answers["\(step) \(alert) \(button)"] = reference.moveText(answering: button, of: alert, byName)
                        }
                    }
                }
                // Each button of each alert shown, answered from the step below, moves as the reference says.
                answerCount += answers.count
                let answered = runtime.answers.indices.contains(assignment) ? runtime.answers[assignment] : [:]
                #expect(answered == answers, "\(sample.name): answers, flags \(byName)\n\(sample.text)")
                walkAtRandom(sample, reference, runtime, byName, &random, backMoves: &backMoves, presentedWalks: &presentedWalks)
            }
            // Each link's walk, as the checker resolved it, is legal for the generated logic, and
            // its example matches its pattern.
            for link in sample.check.graphs[0].links {
                linkCount += 1
                let walk = link.walk.map { steps[$0.index] }
                #expect(runtime.legalPrefixLength(walk) == walk.count, "\(sample.name): link \(link.patternText)\n\(sample.text)")
                for example in link.examples {
                    #expect(link.pattern.match(example.url)?.count == link.pattern.placeholders.count, "\(sample.name): \(example.url)")
                }
            }
            // Only a router's root can start a walk with a payload step.
            for step in flow.steps where !step.parameters.isEmpty {
                let isRoot = flow.starts[0].roots.contains { $0.name == step.name.name }
                #expect((runtime.legalPrefixLength([step.name.name]) == 1) == isRoot, "\(sample.name): payload step `\(step.name.name)`")
            }
        }
        print("random flows: routers \(routers), going back \(backMoves), links \(linkCount), presented walks \(presentedWalks), alert answers \(answerCount)")
        #expect(routers > Self.floor(20) && backMoves > Self.floor(80) && linkCount > Self.floor(50) && presentedWalks > Self.floor(100) && answerCount > Self.floor(400),
                "the random flows exercise routers (\(routers)), going back (\(backMoves)), links (\(linkCount)), presented layers (\(presentedWalks)) and alerts (\(answerCount))")
    }

    /// Walks the reference at random under one assignment of the flags, from any root, entering,
    /// unwinding and the gesture `dismissed` included: every walk is legal, and its presented
    /// entries are those the generated `presentation(of:after:)` derives.
    func walkAtRandom(
        _ sample: Sample, _ reference: ReferenceInterpreter, _ runtime: LogicDriver.Facts, _ byName: [String: Bool],
        _ random: inout RandomFlow.Generator, backMoves: inout Int, presentedWalks: inout Int
    ) {
        var walk = [reference.roots(byName).randomElement(using: &random)!]
        var styles: [FlowPresentation] = [.push]
        for _ in 0..<16 {
            guard let last = walk.last, !runtime.finals.contains(last) else { break }
            // An event that shows an alert moves by one of its buttons, tapped.
            let options = (reference.events(of: last) + ["dismissed"]).flatMap { event in
                guard let alert = reference.alert(shownFrom: last, event: event, byName) else {
                    return [reference.walk(after: event, from: walk, styles: styles, byName)].compactMap { $0 }
                }
                return reference.buttons(of: alert).compactMap { reference.walk(answering: $0, of: alert, from: walk, styles: styles, byName) }
            }
            guard let next = options.randomElement(using: &random) else { break }
            if next.walk.count <= walk.count { backMoves += 1 }
            if next.styles.contains(where: \.isPresented) { presentedWalks += 1 }
            (walk, styles) = next
            #expect(runtime.legalPrefixLength(walk) == walk.count, "\(sample.name): walk \(walk) rejected\n\(sample.text)")
            let derived = walk.indices.dropFirst().map { runtime.presentations[walk[$0 - 1] + " " + walk[$0]] ?? "push" }
            #expect(derived == styles.dropFirst().map(\.name), "\(sample.name): styles of \(walk)\n\(sample.text)")
        }
    }

    /// A script to replay on the navigator, and the layers the reference expects after each
    /// of its events (unchanged where the reference refuses the event).
    typealias ExpectedReplay = (script: LogicDriver.Script, layers: [String])

    /// For each flow and each of up to four flag assignments, a random walk of up to 12 events
    /// from a root, the gesture `dismissed` included, stopping before it would enter a payload
    /// step (the driver makes steps without arguments).
    static func scripts(_ flows: [FlowDecl]) -> [ExpectedReplay] {
        var random = RandomFlow.Generator(seed: seed ^ 0x1A7E)
        var scripts: [ExpectedReplay] = []
        for flow in flows {
            let reference = ReferenceInterpreter(flow)
            let payloadSteps = Set(flow.steps.filter { !$0.parameters.isEmpty }.map(\.name.name))
            let flags = flow.flags.map(\.name.name)
            for (assignment, values) in LogicDriver.assignments(flagCount: flags.count).prefix(4).enumerated() {
                let byName = Dictionary(uniqueKeysWithValues: zip(flags, values))
                guard let root = reference.roots(byName).filter({ !payloadSteps.contains($0) }).randomElement(using: &random) else { continue }
                var walk = [root], styles: [FlowPresentation] = [.push]
                var script = LogicDriver.Script(flow: flow.name.name, number: scripts.count, assignment: assignment, root: root, events: [])
                var layers: [String] = []
                for _ in 0..<12 {
                    guard let last = walk.last, !flow.steps.contains(where: { $0.name.name == last && $0.isFinal }) else { break }
                    let event = (reference.events(of: last) + ["dismissed"]).randomElement(using: &random)!
                    if let alert = reference.alert(shownFrom: last, event: event, byName) {
                        // The alert is shown over the walk, then one of its buttons tapped.
                        script.events.append(event)
                        layers.append(LogicDriver.Script.layersText(walk: walk, styles: styles) + " ?" + alert)
                        let button = reference.buttons(of: alert).randomElement(using: &random)!
                        let next = reference.walk(answering: button, of: alert, from: walk, styles: styles, byName)
                        if let next, next.walk.contains(where: payloadSteps.contains) { break }
                        if let next { (walk, styles) = next }
                        script.events.append(LogicDriver.Script.answer + button)
                        layers.append(LogicDriver.Script.layersText(walk: walk, styles: styles))
                        continue
                    }
                    let next = reference.walk(after: event, from: walk, styles: styles, byName)
                    if let next, next.walk.contains(where: payloadSteps.contains) { break }
                    if let next { (walk, styles) = next }
                    script.events.append(event)
                    layers.append(LogicDriver.Script.layersText(walk: walk, styles: styles))
                }
                scripts.append((script, layers))
            }
        }
        return scripts
    }

    /// Each script's layers on the navigator, event by event, are the reference's; enough of
    /// them dismiss, unwind then enter, and go back across a layer for that to mean something.
    func checkReplays(_ scripts: [ExpectedReplay], _ facts: [String: LogicDriver.Facts]) {
        var layered = 0, answering = 0
        for (script, expected) in scripts {
            let replayed = facts[script.flow]?.replays[script.number] ?? []
            #expect(replayed == expected, "\(script.flow) from \(script.root), flags #\(script.assignment): \(script.events)")
            if expected.contains(where: { $0.contains("|") }) { layered += 1 }
            if script.events.contains(where: { $0.hasPrefix(LogicDriver.Script.answer) }) { answering += 1 }
        }
        #expect(scripts.count > Self.floor(300) && layered > Self.floor(40) && answering > Self.floor(30),
                "scripts \(scripts.count), with a presented layer \(layered), answering an alert \(answering)")
    }

    /// For each parent and each of up to four flag assignments, a random walk of up to 16
    /// events from one of its roots (a use-step root included), events of the child's on a
    /// child's entry, the gesture included, as `ReferenceModule` walks it.
    static func childScripts(_ flows: [FlowDecl], numberedFrom first: Int) -> [ExpectedReplay] {
        var random = RandomFlow.Generator(seed: seed ^ 0xC41D_5C41)
        var scripts: [ExpectedReplay] = []
        for parent in flows where parent.steps.contains(where: { $0.usedFlow != nil }) {
            let reference = ReferenceModule(parent: parent, flows: flows)
            let flags = parent.flags.map(\.name.name)
            for (assignment, values) in LogicDriver.assignments(flagCount: flags.count).prefix(4).enumerated() {
                let byName = Dictionary(uniqueKeysWithValues: zip(flags, values))
                let roots = reference.roots(byName)
                let position = Int.random(in: 0..<roots.count, using: &random)
                var walk = [roots[position]], styles: [FlowPresentation] = [.push]
                let root = parent.starts[0].roots[position].name
                var script = LogicDriver.Script(flow: parent.name.name, number: first + scripts.count, assignment: assignment, root: root, events: [])
                var layers: [String] = []
                for _ in 0..<16 {
                    guard let last = walk.last, !parent.steps.contains(where: { $0.name.name == last && $0.isFinal }) else { break }
                    let event = (reference.events(of: last) + ["dismissed"]).randomElement(using: &random)!
                    if let shown = reference.childAlert(after: event, from: walk, byName) {
                        // The child's alert, shown as the parent's (`.child3(.sure)`), then a button tapped.
                        script.events.append(event)
                        let kind = shown.child.prefix(1).lowercased() + shown.child.dropFirst() + "(driver.\(shown.child)Alert.\(shown.alert))"
                        layers.append(LogicDriver.Script.layersText(walk: walk, styles: styles) + " ?" + kind)
                        let button = reference.children.values.first { $0.flow.name.name == shown.child }!.buttons(of: shown.alert).randomElement(using: &random)!
                        if let next = reference.walk(answering: button, of: shown.alert, from: walk, styles: styles, byName) { (walk, styles) = next }
                        script.events.append(LogicDriver.Script.answer + button)
                        layers.append(LogicDriver.Script.layersText(walk: walk, styles: styles))
                        continue
                    }
                    if let next = reference.walk(after: event, from: walk, styles: styles, byName) { (walk, styles) = next }
                    script.events.append(event)
                    layers.append(LogicDriver.Script.layersText(walk: walk, styles: styles))
                }
                scripts.append((script, layers))
            }
        }
        return scripts
    }

    /// Each parent's script's layers on the navigator, event by event, are the reference's;
    /// enough of them enter a child, present one, and leave one for that to mean something.
    func checkChildReplays(_ scripts: [ExpectedReplay], _ facts: [String: LogicDriver.Facts]) {
        var entering = 0, presenting = 0, leaving = 0, fromUseRoot = 0
        for (script, expected) in scripts {
            if script.root == "address" { fromUseRoot += 1 }
            let replayed = facts[script.flow]?.replays[script.number] ?? []
            #expect(replayed == expected, "\(script.flow) flags #\(script.assignment): \(script.events)")
            let inChild = expected.map { $0.contains(".") }
            if inChild.contains(true) { entering += 1 }
            if expected.contains(where: { $0.split(separator: "|").dropFirst().contains { $0.hasPrefix("address.") || $0.hasPrefix("picker.") } }) { presenting += 1 }
            if zip(inChild, inChild.dropFirst()).contains(where: { $0 && !$1 }) { leaving += 1 }
        }
        let counts = "entering a child \(entering), presenting one \(presenting), leaving one \(leaving), from a use-step root \(fromUseRoot)"
        print("child scripts \(scripts.count): " + counts)
        #expect(entering > Self.moduleFloor(30) && presenting > Self.moduleFloor(10) && leaving > Self.moduleFloor(20) && fromUseRoot > Self.moduleFloor(4), "scripts \(scripts.count): \(counts)")
    }
}
