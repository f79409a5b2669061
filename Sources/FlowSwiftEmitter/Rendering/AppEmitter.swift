import FlowChecker
import FlowCore

/// Prints one app's `AppModel`: the app's enum conforming to `FlowApp`, its roots, events,
/// app-level steps, flags and the `Shown` enum a host switches over. Decides nothing about
/// names or logic: those are the model's.
struct AppEmitter {
    let emitter: SwiftEmitter
    let model: AppModel

    var app: CheckedApp { model.app }
    var access: String { emitter.access }
    var names: GeneratedAppTypeNames { model.names }

    /// `FlowRuntime.<name>`, the one way generated code names the runtime.
    func runtime(_ name: RuntimeContract.Name) -> String {
        RuntimeContract.qualified(name)
    }

    func emit(into printer: inout CodePrinter) {
        printer.line("// MARK: - \(app.name)")
        printer.line()
        emitDefinition(into: &printer)
        printer.line()
        emitRoots(into: &printer)
        printer.line()
        emitEvents(into: &printer)
        if model.hasSteps {
            printer.line()
            emitSteps(into: &printer)
        }
        printer.line()
        emitFlags(into: &printer)
        printer.line()
        emitShown(into: &printer)
    }

    /// The app's enum: its associated types and its logic.
    func emitDefinition(into printer: inout CodePrinter) {
        printer.doc(app.doc)
        printer.block("nonisolated \(access) enum \(names.app): \(runtime(.flowApp))") { printer in
            printer.line("\(access) typealias Flags = any \(names.flags)")
            printer.line("\(access) typealias Root = \(names.root)")
            printer.line("\(access) typealias Event = \(names.event)")
            if model.hasSteps {
                printer.line("\(access) typealias Step = \(names.step)")
                printer.line("\(access) typealias StepEvent = \(names.stepEvent)")
            }
            printer.line("\(access) typealias Shown = \(names.shown)")
            printer.line()
            printer.line("\(access) static let startRoots: [\(names.root)] = [\(app.starts.map { "." + model.rootCases[$0.root.index] }.joined(separator: ", "))]")
            printer.line()
            emitStartGuards(into: &printer)
            printer.line()
            emitKept(into: &printer)
            printer.line()
            emitEventMoves(into: &printer)
            if model.hasSteps {
                printer.line()
                emitStepMoves(into: &printer)
            }
            printer.line()
            emitRootMembers(into: &printer)
        }
    }

    /// `isStartGuardHolding(_:flags:)`: a case a root.
    func emitStartGuards(into printer: inout CodePrinter) {
        printer.block("\(access) static func isStartGuardHolding(_ root: \(names.root), flags: any \(names.flags)) -> Swift.Bool") { printer in
            printer.line("switch root {")
            for (root, condition) in zip(model.rootCases, model.startGuards) {
                printer.line("case .\(root): return \(condition.map(swift) ?? "true")")
            }
            printer.line("}")
        }
    }

    /// `isKept(_:)`: a case a root.
    func emitKept(into printer: inout CodePrinter) {
        printer.block("\(access) static func isKept(_ root: \(names.root)) -> Swift.Bool") { printer in
            printer.line("switch root {")
            for (root, declared) in zip(model.rootCases, app.roots) {
                printer.line("case .\(root): return \(declared.isKept)")
            }
            printer.line("}")
        }
    }

    /// `move(on:flags:)`: a case an app event.
    func emitEventMoves(into printer: inout CodePrinter) {
        printer.block("\(access) static func move(on event: \(names.event), flags: any \(names.flags)) -> \(runtime(.flowAppMove))<\(names.app)>?") { printer in
            printArms(model.logic.eventArms, switching: "event", into: &printer)
        }
    }

    /// `move(from:on:flags:)`: a case an app-level step and one of its events, and `nil`
    /// for the other pairs.
    func emitStepMoves(into printer: inout CodePrinter) {
        let header = "\(access) static func move(from step: \(names.step), on event: \(names.stepEvent), flags: any \(names.flags)) -> \(runtime(.flowAppMove))<\(names.app)>?"
        printer.block(header) { printer in
            let pairs = app.steps.map { step in Set(step.transitions.map(\.event)).count }.reduce(0, +)
            let isExhaustive = pairs == app.steps.count * model.stepEventCases.count
            printArms(model.logic.stepArms, switching: "(step, event)", exhaustive: isExhaustive, into: &printer)
        }
    }

    /// `_root(_:)`: how each root is shown, and the app's move for each outcome of its flow.
    func emitRootMembers(into printer: inout CodePrinter) {
        printer.block("\(access) static func _root(_ root: \(names.root)) -> \(runtime(.flowAppRoot))<\(names.app)>") { printer in
            printer.line("switch root {")
            for (index, root) in model.rootCases.enumerated() {
                printer.line("case .\(root):")
                printer.indented { printer in
                    // `shown` is a closure: Swift 6 doesn't take an enum case as a `@Sendable` function.
                    let made = "\(runtime(.flowAppRoot))(\(model.rootFlows[index].flow).self, shown: { .\(root)($0) }, flags: { $0 })"
                    // A flow without outcomes (`Outcome == Never`) has no move to make.
                    guard !model.logic.outcomeArms[index].isEmpty else {
                        printer.line("return " + made)
                        return
                    }
                    let usesFlags = model.logic.outcomeArms[index].contains { $0.branches.contains { $0.condition != nil } }
                    printer.line("return \(made) { outcome, \(usesFlags ? "flags" : "_") in")
                    printer.indented { printer in
                        printArms(model.logic.outcomeArms[index], switching: "outcome", into: &printer)
                    }
                    printer.line("}")
                }
            }
            printer.line("}")
        }
    }
}
