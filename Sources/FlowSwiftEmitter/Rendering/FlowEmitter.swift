import FlowChecker
import FlowCore

/// Prints one flow's `FlowModel`; one extension file per part of the output. Decides nothing
/// about names or grouping: those are the model's.
struct FlowEmitter {
    let emitter: SwiftEmitter
    let model: FlowModel

    var flow: FlowGraph { model.flow }
    var access: String { emitter.access }
    var name: String { flow.name }
    var flowType: String { model.names.flow }
    var stepType: String { model.names.step }
    var kindType: String { model.names.stepKind }
    var eventType: String { model.names.event }
    var flagsProtocol: String { model.names.flags }
    var flagValuesType: String { model.names.flagValues }
    var transitionsType: String { model.names.transitions }
    var hasPayloads: Bool { model.hasPayloads }

    func emit(into printer: inout CodePrinter) {
        printer.line("// MARK: - \(name)")
        printer.line()
        emitPayloadTypes(into: &printer)
        emitDefinition(into: &printer)
        printer.line()
        emitRoute(into: &printer)
        printer.line()
        emitCoding(into: &printer)
        printer.line()
        if model.hasOutcomes {
            emitOutcome(into: &printer)
            printer.line()
        }
        if model.hasUses {
            emitChildOutcome(into: &printer)
            printer.line()
        }
        emitEvents(into: &printer)
        if !model.logic.shellArms.isEmpty {
            printer.line()
            emitShellActions(into: &printer)
        }
        if model.hasAlerts {
            printer.line()
            emitAlertEnum(into: &printer)
        }
        printer.line()
        emitFlags(into: &printer)
        printer.line()
        emitTransitions(into: &printer)
        if !flow.links.isEmpty {
            printer.line()
            emitLinks(into: &printer)
        }
    }

    /// Writes a declaration that contains payload types copied from the `.flow` file,
    /// `before(label: Type = default, ...)after`, under a `#sourceLocation` that maps it to the `.flow`
    /// lines of the types, each type at its `.flow` column where the text before it leaves room.
    /// A Swift error in a payload type (a misspelt `UUDI`) is then reported in the `.flow` file.
    /// With `internalNames`, each parameter gets the internal name `_0`, `_1`, ... (so a label
    /// such as `self` can't shadow anything in a function body).
    func emitMapped(_ before: String, _ parameters: [PayloadParameter], _ after: String, internalNames: Bool = false, into printer: inout CodePrinter) {
        // Written straight into the printer, each type padded to its `.flow` column (columns
        // count bytes, in the `.flow` file and in Swift's diagnostics alike).
        var line = emitter.file.location(of: parameters[0].typeRange.lowerBound).line
        writeLocation(line: line, into: &printer)
        printer.beginLine()
        printer.write(before)
        var hasContent = before.utf8.contains { $0 != UInt8(ascii: " ") }
        for (index, parameter) in parameters.enumerated() {
            let location = emitter.file.location(of: parameter.typeRange.lowerBound)
            if index > 0 { printer.write(ascii: ",") }
            while line < location.line {
                printer.endLine()
                printer.beginLine()
                printer.write("    ")
                hasContent = false
                line += 1
            }
            if index > 0, hasContent { printer.write(ascii: " ") }
            printer.write(SwiftNames.label(parameter.label.name))
            if internalNames { printer.write(" _" + String(index)) }
            printer.write(": ")
            printer.pad(toColumn: location.column)
            printer.write(model.payloadTypes.spelling(parameter.type))
            if let value = parameter.defaultValue { printer.write(" = " + value) }
            hasContent = true
        }
        printer.write(after)
        printer.endLine()
        printer.unindentedLine("#sourceLocation()")
    }

    /// Writes the statement `before` `marked` `after`, under a `#sourceLocation` that maps it
    /// to the `.flow` line of `parameter`'s type, indented so that `marked` is at the type's
    /// column (as near as `before` allows). A Swift error about a payload value or type (one
    /// that isn't `Hashable`) is then reported at the type in the `.flow` file. The caller ends
    /// the mapping with `#sourceLocation()` after its last mapped statement.
    func emitMappedStatement(_ before: String, _ marked: String, _ after: String, at parameter: PayloadParameter, into printer: inout CodePrinter) {
        let location = emitter.file.location(of: parameter.typeRange.lowerBound)
        writeLocation(line: location.line, into: &printer)
        printer.pad(toColumn: location.column - before.utf8.count)
        printer.write(before)
        printer.write(marked)
        printer.write(after)
        printer.endLine()
    }

    /// Writes `before` and then `type` at the line and column of `parameter`'s type in the
    /// `.flow` file, so that a Swift error in the type is reported exactly there: `before` goes
    /// on the line above (when there is one), and the type on its own line, indented to its
    /// column.
    func emitMappedType(_ before: String, _ type: String, at parameter: PayloadParameter, into printer: inout CodePrinter) {
        let location = emitter.file.location(of: parameter.typeRange.lowerBound)
        guard location.line > 1 else {
            emitMappedStatement(before + " ", type, "", at: parameter, into: &printer)
            printer.unindentedLine("#sourceLocation()")
            return
        }
        writeLocation(line: location.line - 1, into: &printer)
        printer.line(before)
        printer.beginLine()
        printer.pad(toColumn: location.column)
        printer.write(type)
        printer.endLine()
        printer.unindentedLine("#sourceLocation()")
    }

    /// Writes `#sourceLocation(file: "…", line: line)`, at column 1 whatever the indentation.
    private func writeLocation(line: Int, into printer: inout CodePrinter) {
        printer.write("#sourceLocation(file: ")
        printer.write(emitter.locationLiteral)
        printer.write(", line: ")
        printer.write(line)
        printer.write(ascii: ")")
        printer.endLine()
    }
}
