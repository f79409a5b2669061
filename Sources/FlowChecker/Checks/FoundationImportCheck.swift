import FlowCore

/// Payload types from Foundation in a file that doesn't import it: the generated file imports
/// only what the `.flow` file does, so Swift can't find `UUID` there. One warning for the file,
/// at the first such type, with the import as its fix; Swift's own error follows at the type.
///
/// A warning, not an error: the app's module may declare a type of the same name itself.
enum FoundationImportCheck {
    /// Foundation's value types that payloads use most.
    static let foundationTypes: Set<String> = [
        "UUID", "URL", "Date", "Data", "Decimal", "TimeInterval", "Locale", "TimeZone", "Calendar", "DateComponents",
    ]

    /// Only a file that imports nothing: any module it imports may bring Foundation with it
    /// (`SwiftUI` does, and so may the app's own model module).
    static func check(_ syntax: FlowFileSyntax, diagnostics: inout Diagnostics) {
        guard syntax.imports.isEmpty else { return }
        let uses = syntax.flows.flatMap(\.steps).flatMap(\.parameters).flatMap { parameter in
            foundationNames(in: parameter.type).map { (name: $0, range: parameter.typeRange) }
        }
        guard let first = uses.first else { return }
        let names = uses.map(\.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let insertion = SourceRange(at: diagnostics.file.contentStart)
        diagnostics.report(
            CheckerMessages.missingFoundationImport(names),
            at: first.range,
            notes: uses.dropFirst().map { diagnostics.note("`\($0.name)` is named here too", at: $0.range) },
            fixIts: [.replace(insertion, with: "import Foundation\n", "add `import Foundation` at the top of the file")]
        )
    }

    /// The names in a payload type that are Foundation's, in order; a name qualified by a
    /// module (`Models.Date`) is someone else's.
    static func foundationNames(in type: String) -> [String] {
        var names: [String] = []
        var current = ""
        var afterDot = false
        for character in type + " " {
            if character == "_" || character.isLetter || character.isNumber {
                current.append(character)
                continue
            }
            if !current.isEmpty, !afterDot, character != ".", foundationTypes.contains(current) { names.append(current) }
            afterDot = character == "." || (afterDot && current.isEmpty && character == " ")
            current = ""
        }
        return names
    }
}
