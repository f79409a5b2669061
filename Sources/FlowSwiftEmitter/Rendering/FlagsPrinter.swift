import FlowCore

/// The flags protocol of a flow or an app, for the app's model to adopt, and its plain values
/// for tests and previews: one printer for both, so that a flow's flags and an app's read alike.
struct FlagsPrinter {
    /// One flag: its Swift member name and its `///` lines.
    struct Flag {
        let name: String
        let member: String
        let doc: [String]
    }

    let access: String
    /// The generated protocol and struct names (`VaultFlags`, `VaultFlagValues`).
    let flagsProtocol: String
    let flagValuesType: String
    let flags: [Flag]

    /// Prints the protocol, refining `refined` (the children's or the roots' flags protocols),
    /// after `doc`, then the struct whose flags default to `false`.
    func print(doc: String, owner: String, refined: [String], into printer: inout CodePrinter) {
        printer.doc([doc])
        let inheritance = refined.isEmpty ? "" : ": " + refined.joined(separator: ", ")
        printer.block("nonisolated \(access) protocol \(flagsProtocol)\(inheritance)") { printer in
            for flag in flags {
                printer.doc(flag.doc)
                printer.line("var \(flag.member): Swift.Bool { get }")
            }
        }
        printer.line()
        printer.doc(["Plain flag values for \(owner), for tests and previews; every flag defaults to `false`."])
        printer.block("nonisolated \(access) struct \(flagValuesType): \(flagsProtocol), Swift.Hashable, Swift.Sendable") { printer in
            for flag in flags {
                printer.doc(flag.doc)
                printer.line("\(access) var \(flag.member): Swift.Bool")
            }
            if !flags.isEmpty { printer.line() }
            // Internal names `_0`, `_1`, ...: a flag named `self` must not shadow `self`.
            let parameters = flags.enumerated().map { "\(SwiftNames.label($1.name)) _\($0): Swift.Bool = false" }.joined(separator: ", ")
            printer.block("\(access) init(\(parameters))") { printer in
                for (index, flag) in flags.enumerated() {
                    printer.line("self.\(flag.member) = _\(index)")
                }
            }
        }
    }
}
