import FlowChecker
import FlowCore

extension AppEmitter {
    /// The roots as an enum, their names as raw values (what saved walks spell).
    func emitRoots(into printer: inout CodePrinter) {
        printer.doc(["The roots of \(app.name), one of which is on screen: `FlowAppNavigator.root`."])
        printer.block("nonisolated \(access) enum \(names.root): Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable") { printer in
            for (root, declared) in zip(model.rootCases, app.roots) {
                printer.line("case \(root) = \(SwiftNames.stringLiteral(declared.name))")
            }
        }
    }

    /// The app events, with their payloads: `FlowAppNavigator.send(_:)`.
    func emitEvents(into printer: inout CodePrinter) {
        printer.doc(["The events \(app.name) sends whatever is on screen: `FlowAppNavigator.send(_:)`."])
        printer.block("nonisolated \(access) enum \(names.event): Swift.Hashable, Swift.Sendable") { printer in
            for (event, declared) in zip(model.eventCases, app.events) {
                printer.line("case \(event)\(payload(declared.parameters))")
            }
        }
    }

    /// The app-level steps with their payloads, and their events.
    func emitSteps(into printer: inout CodePrinter) {
        printer.doc(["The screens \(app.name) shows over the top of whatever root is on screen: `FlowAppNavigator.overTop`."])
        printer.block("nonisolated \(access) enum \(names.step): Swift.Hashable, Swift.Sendable") { printer in
            for (step, declared) in zip(model.stepCases, app.steps) {
                printer.line("case \(step)\(payload(declared.parameters))")
            }
        }
        printer.line()
        printer.doc(["The events of \(app.name)'s app-level steps: `FlowAppNavigator.answer(_:)`."])
        printer.block("nonisolated \(access) enum \(names.stepEvent): Swift.Hashable, Swift.Sendable, Swift.CaseIterable") { printer in
            for event in model.stepEventCases {
                printer.line("case \(event)")
            }
        }
    }

    /// The flags protocol, refining each root flow's, and plain values for tests and previews.
    func emitFlags(into printer: inout CodePrinter) {
        let flags = zip(app.flags, model.flagMembers).map { FlagsPrinter.Flag(name: $0, member: $1, doc: []) }
        FlagsPrinter(access: access, flagsProtocol: names.flags, flagValuesType: names.flagValues, flags: flags)
            .print(doc: "The facts \(app.name) reads at run time, every root flow's among them. Conform the app's own model to it.",
                   owner: app.name, refined: model.refinedFlags, into: &printer)
    }

    /// The root on screen with its navigator: what a host switches over.
    func emitShown(into printer: inout CodePrinter) {
        printer.doc(["The root of \(app.name) on screen with its navigator: `FlowAppNavigator.shown`, what a host switches over to show its screens."])
        printer.block("nonisolated \(access) enum \(names.shown)") { printer in
            for (root, flow) in zip(model.rootCases, model.rootFlows) {
                printer.line("case \(root)(\(runtime(.flowNavigator))<\(flow.flow)>)")
            }
        }
    }

    /// `(id: String, count: Int = 1)`: a case's payload; empty without one.
    func payload(_ parameters: [PayloadParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "(" + parameters.map { "\(SwiftNames.label($0.label.name)): \($0.type)\($0.defaultValue.map { " = " + $0 } ?? "")" }.joined(separator: ", ") + ")"
    }
}
