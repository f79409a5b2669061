import FlowChecker
import FlowCore

extension FlowEmitter {
    /// The events as an enum, `next` first.
    func emitEvents(into printer: inout CodePrinter) {
        let builtIn = switch flow.container {
        case .stack: "and `dismissed`, the user's gesture"
        case .tabs: "`dismissed`, the user's gesture, and `reselected`, a tap on the selected tab"
        }
        printer.doc(["The events of \(name): `next` (written `->`), those named with `on`, \(builtIn)."]
            + (model.alerts.children.isEmpty ? [] : ["The buttons of its child flows' alerts are events too: `navigator.answer(_:)` names them."]))
        printer.block("nonisolated \(access) enum \(eventType): \(runtime(.flowEvent)), Swift.Hashable, Swift.Sendable, Swift.CaseIterable") { printer in
            for event in model.eventCases {
                printer.line("case \(event)")
            }
        }
    }

    /// A tabbed router's tab bar actions as an enum, in the bar's order: what the host shows as
    /// the bar's items that aren't tabs.
    func emitShellActions(into printer: inout CodePrinter) {
        printer.doc(["The tab bar's actions of \(name) (its `shell`), in the bar's order: each presents a step over the selected tab, and never becomes the selection."])
        printer.block("nonisolated \(access) enum \(model.names.shellAction): Swift.Hashable, Swift.Sendable, Swift.CaseIterable") { printer in
            for arm in model.logic.shellArms {
                printer.line("case \(model.eventCases[arm.event.index])")
            }
        }
    }

    /// The flags protocol, for the app's model to adopt, and a plain struct for tests and previews.
    func emitFlags(into printer: inout CodePrinter) {
        // A child's flags are the parent's of the same name: the parent's protocol refines the child's.
        let refined = model.uses.uses.map(\.childNames.flags).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let flags = zip(flow.flags, model.flagMembers).map { FlagsPrinter.Flag(name: $0.name, member: $1, doc: $0.doc) }
        FlagsPrinter(access: access, flagsProtocol: flagsProtocol, flagValuesType: flagValuesType, flags: flags)
            .print(doc: "The facts \(name) reads at run time. Conform the app's own model to it.", owner: name, refined: refined, into: &printer)
    }
}
