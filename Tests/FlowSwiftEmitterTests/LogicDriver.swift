import FlowCore
import FlowTestSupport
import Foundation
import Testing

/// Runs the generated logic of many flows in one program and reads back what the runtime says
/// about each: its roots, final steps and successors, and under every assignment of its flags
/// the step each root shows and what every event does on every step.
enum LogicDriver {
    /// What the runtime says about one flow, by step and event name.
    struct Facts {
        var events: [String] = []
        var roots: [String] = []
        var finals: Set<String> = []
        var successors: [String: Set<String>] = [:]
        /// By assignment: the step each root of the `start` line shows.
        var enteredRoots: [[String]] = []
        /// By assignment: `"step event"` to `push s`, `present s sheet`, `back`, `backTo s`,
        /// `dismiss`, `then back s`, `finish o`, `alert a` (the event shows it) or `none`
        /// (`ReferenceInterpreter.moveText`).
        var moves: [[String: String]] = []
        /// `"a b"` to `sheet` or `cover` for each step `b` presented right after `a`.
        var presentations: [String: String] = [:]
        /// By alert: its style and its buttons, each `event:role` (`plain` without one):
        /// `dialog restore:plain cancel:cancel`.
        var alerts: [String: String] = [:]
        /// By assignment: `"step alert button"` to what a tap on the button of the alert shown
        /// over the step does, as `moves` spells it, for each alert an event of the step shows.
        var answers: [[String: String]] = []
        /// By script (`Script.number`): the navigator's layers after each of its events
        /// (`Script.layersText`).
        var replays: [Int: [String]] = [:]

        /// The runtime's `legalPrefixLength(of:)`, on step names, from the facts it reads.
        func legalPrefixLength(_ walk: [String]) -> Int {
            guard let first = walk.first, roots.contains(first) else { return 0 }
            var length = 1
            while length < walk.count, !finals.contains(walk[length - 1]),
                  successors[walk[length - 1], default: []].contains(walk[length]) {
                length += 1
            }
            return length
        }
    }

    /// Every assignment of `flagCount` flags, flag `i` the bit `i` of the assignment's number.
    static func assignments(flagCount: Int) -> [[Bool]] {
        (0..<(1 << flagCount)).map { number in (0..<flagCount).map { number & (1 << $0) != 0 } }
    }

    /// Events to replay on a `FlowNavigator` of one flow: started at `root` under flag
    /// assignment `assignment`, each event (`dismissed` is the user's gesture) taken on the step
    /// on screen.
    struct Script {
        var flow: String
        var number: Int
        var assignment: Int
        var root: String
        var events: [String]

        /// The prefix of a script's item that taps a button of the alert shown: `answer:yes`.
        static let answer = "answer:"

        /// Layers as the driver prints them: each layer's steps, root first, and its style,
        /// `|` between layers: `home,list base|editor sheet`.
        static func layersText(walk: [String], styles: [FlowPresentation]) -> String {
            var layers: [(steps: [String], style: String)] = []
            for (step, style) in zip(walk, styles) {
                if layers.isEmpty || style.isPresented {
                    layers.append(([step], layers.isEmpty ? "base" : style.name))
                } else {
                    layers[layers.count - 1].steps.append(step)
                }
            }
            return layers.map { $0.steps.joined(separator: ",") + " " + $0.style }.joined(separator: "|")
        }
    }

    /// Compiles the generated files with a driver and runs it; the facts by flow name.
    static func run(
        _ generated: [(name: String, swift: String)], _ flows: [FlowDecl], scripts: [Script] = [], replayFlows: [FlowDecl] = []
    ) throws -> [String: Facts] {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for sample in generated {
            let path = folder + "/\(sample.name).flow.swift"
            try sample.swift.write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
        }
        try (mainFile(flows) + replayFile(scripts, flows + replayFlows)).write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        let program = folder + "/driver"
        let build = try SwiftCompiler.buildExecutable(files + [folder + "/main.swift"], output: program)
        try #require(build.status == 0, "\(build.output.prefix(4000))")
        return try facts(fromOutputOf: program)
    }

    /// The driver: a generic `report` over `FlowDefinition`, called for each flow with its roots
    /// and its flag values under every assignment.
    static func mainFile(_ flows: [FlowDecl]) -> String {
        // The replay moves the navigator as generated transitions do, through the SPI.
        var text = """
            @_spi(FlowGeneratedCode) import FlowRuntime

            func alertCases<A>(_ type: A.Type) -> [A] {
                func all<T: CaseIterable>(_ type: T.Type) -> [A] { type.allCases.compactMap { $0 as? A } }
                return (type as? any CaseIterable.Type).map { all($0) } ?? []
            }

            func report<F: FlowDefinition>(_ flow: F.Type, _ name: String, roots: [F.StepKind], flagSets: [F.Flags]) {
                var lines = ["\\(name) events " + F.Event.allCases.map { "\\($0)" }.joined(separator: " ")]
                lines.append("\\(name) roots " + F.roots.map(\\.name).joined(separator: " "))
                lines.append("\\(name) finals " + F.finalSteps.map(\\.name).sorted().joined(separator: " "))
                for step in F.StepKind.allCases {
                    lines.append("\\(name) successors \\(step.name) " + F.successors(of: step).map(\\.name).sorted().joined(separator: " "))
                    for next in F.StepKind.allCases {
                        if let style = F.presentation(of: next, after: step) { lines.append("\\(name) presents \\(step.name) \\(next.name) \\(style)") }
                    }
                }
                let alerts = F._alertLogic
                for alert in alertCases(F.Alert.self) {
                    let buttons = alerts.buttons(alert).map { "\\($0.event):" + ($0.role.map { "\\($0)" } ?? "plain") }
                    lines.append("\\(name) alert \\(alert) \\(alerts.style(alert)) " + buttons.joined(separator: " "))
                }
                for (number, flags) in flagSets.enumerated() {
                    lines.append("\\(name) entered \\(number) " + roots.map { F.entered($0, flags: flags).name }.joined(separator: " "))
                    for step in F.StepKind.allCases {
                        for event in F.Event.allCases {
                            // As the navigator does: an event that shows an alert doesn't move.
                            guard let alert = alerts.alert(step, event, flags) else {
                                lines.append("\\(name) move \\(number) \\(step.name) \\(event) " + moveText(F.resolvedMove(from: step, on: event, flags: flags), from: step, F.self))
                                continue
                            }
                            lines.append("\\(name) move \\(number) \\(step.name) \\(event) alert \\(alert)")
                            for button in alerts.buttons(alert) {
                                let move = moveText(answered(button.event, of: alert, flags: flags, F.self), from: step, F.self)
                                lines.append("\\(name) answer \\(number) \\(step.name) \\(alert) \\(button.event) " + move)
                            }
                        }
                    }
                }
                print(lines.joined(separator: "\\n"))
            }

            /// A move as the reference spells it (`ReferenceInterpreter.moveText`), made on the screen of `step`.
            func moveText<F: FlowDefinition>(_ move: FlowStepMove<F.StepKind>?, from step: F.StepKind, _ flow: F.Type) -> String {
                switch move {
                case .push(let kind)?, .present(let kind, _)?:
                    F.presentation(of: kind, after: step).map { "present \\(kind.name) \\($0)" } ?? "push " + kind.name
                case .back?: "back"
                case .backTo(let kind)?: "backTo " + kind.name
                case .dismiss?: "dismiss"
                case .dismissAll?: "dismissAll"
                case .unwindThenEnter(let unwind, let entry)?:
                    "then " + unwindText(unwind) + " " + entry.step.name
                case .finish(let kind)?: "finish " + kind.name
                case .backToRoot?: "backToRoot"
                case .tab(let tab, then: let entry)?: "tab " + tab.name + (entry.map { " then " + $0.step.name } ?? "")
                case nil: "none"
                }
            }

            /// The move a tap on `button` of `alert` makes, entering the step shown after skip
            /// rules, as the navigator's `answer(_:)` makes it.
            /// Every alert of a flow whose alerts carry no values (a child's alert's case does).
            func answered<F: FlowDefinition>(_ button: F.Event, of alert: F.Alert, flags: F.Flags, _ flow: F.Type) -> FlowStepMove<F.StepKind>? {
                func shown(_ entry: FlowEntry<F.StepKind>) -> FlowEntry<F.StepKind> {
                    switch entry {
                    case .push(let kind): .push(F.entered(kind, flags: flags))
                    case .present(let kind, let style): .present(F.entered(kind, flags: flags), style)
                    }
                }
                switch F._alertLogic.moveAnswering(button, alert, flags) {
                case .push(let kind)?: return .push(F.entered(kind, flags: flags))
                case .present(let kind, let style)?: return .present(F.entered(kind, flags: flags), style)
                case .unwindThenEnter(let unwind, let entry)?: return .unwindThenEnter(unwind, shown(entry))
                case .tab(let tab, then: let entry?)?: return .tab(tab, then: shown(entry))
                case let move: return move
                }
            }

            func unwindText<K: FlowStepKind>(_ unwind: FlowUnwind<K>) -> String {
                switch unwind {
                case .back: "back"
                case .backTo(let kind): "backTo " + kind.name
                case .dismiss: "dismiss"
                case .dismissAll: "dismissAll"
                case .toRoot: "toRoot"
                }
            }


            """
        for flow in flows {
            let name = flow.name.name
            let roots = flow.starts[0].roots.map { "\"" + $0.name + "\"" }.joined(separator: ", ")
            let flags = flow.flags.map(\.name.name)
            let sets = assignments(flagCount: flags.count).map { values in
                "\(name)FlagValues(" + zip(flags, values).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
            }
            text += "report(\(name).self, \"\(name)\", roots: [\(roots)].map { name in \(name)StepKind.allCases.first { $0.name == name }! }, flagSets: [\(sets.joined(separator: ", "))])\n"
        }
        return text
    }

    /// Reads the driver's lines: `<flow> <what> ...`.
    static func facts(fromOutputOf program: String) throws -> [String: Facts] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the driver failed")
        var facts: [String: Facts] = [:]
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            var flow = facts[words[0], default: Facts()]
            switch words[1] {
            case "events": flow.events = Array(words[2...])
            case "roots": flow.roots = Array(words[2...])
            case "finals": flow.finals = Set(words[2...])
            case "successors": flow.successors[words[2]] = Set(words[3...])
            case "entered": flow.enteredRoots.append(Array(words[3...]))
            case "presents": flow.presentations[words[2] + " " + words[3]] = words[4]
            case "replay": flow.replays[Int(words[2])!, default: []].append(words[3...].joined(separator: " "))
            case "alert": flow.alerts[words[2]] = words[3...].joined(separator: " ")
            case "answer":
                let number = Int(words[2])!
                while flow.answers.count <= number { flow.answers.append([:]) }
                flow.answers[number][words[3...5].joined(separator: " ")] = words[6...].joined(separator: " ")
            default:
                let number = Int(words[2])!
                if flow.moves.count <= number { flow.moves.append([:]) }
                flow.moves[number][words[3] + " " + words[4]] = words[5...].joined(separator: " ")
            }
            facts[words[0]] = flow
        }
        return facts
    }
}
