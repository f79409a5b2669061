import FlowCore

/// Every diagnostic the lexer and parser report, worded in one place.
public enum ParserMessages {
    public static let ids: [DiagnosticID: String] = [
        .invalidUTF8: "The file is not valid UTF-8.",
        .unexpectedCharacter: "A character the language has no use for; names are ASCII letters, digits and `_`.",
        .expectedToken: "The parser expected one thing and found another.",
        .expressionTooDeep: "A condition nests parentheses or `!` deeper than the parser allows.",
        .unbalancedPayloadType: "A payload type's brackets do not balance.",
        .noFlow: "The file declares no flow.",
        .importAfterFlow: "An `import` comes after a flow or inside one; imports come first in a file.",
        .duplicateImport: "A module is imported more than once, or `FlowRuntime`, which generated code always imports, is imported.",
        .unterminatedString: "A string (a link's URL pattern or example) has no closing quote on its line.",
    ]

    /// The ids reported as warnings; every other parser id is an error.
    public static let warningIDs: Set<DiagnosticID> = [.duplicateImport]

    public static let invalidUTF8 = DiagnosticMessage(.error, .invalidUTF8, "file is not valid UTF-8")
    public static let noFlow = DiagnosticMessage(.error, .noFlow, "file declares no flow")
    public static let importAfterFlow = DiagnosticMessage(.error, .importAfterFlow, "`import` must come before the file's first flow")
    public static let unterminatedString = DiagnosticMessage(.error, .unterminatedString, "string has no closing `\"` on its line")
    public static let runtimeImport = DiagnosticMessage(.warning, .duplicateImport, "`FlowRuntime` is always imported by generated code")

    public static func duplicateImport(_ module: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .duplicateImport, "module `\(module)` is imported more than once")
    }

    public static func unexpectedCharacter(_ text: String) -> DiagnosticMessage {
        let scalar = text.unicodeScalars.first!
        let printable = scalar.value > 0x20 && scalar.value != 0x7F && !scalar.properties.isWhitespace
            && scalar.properties.generalCategory != .control && scalar.properties.generalCategory != .format
        let shown = printable ? "`\(text)`" : "U+" + String(scalar.value, radix: 16, uppercase: true)
        return DiagnosticMessage(.error, .unexpectedCharacter, "unexpected character \(shown)")
    }

    public static func nonASCIIName(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .unexpectedCharacter, "name `\(text)` is not ASCII; names are ASCII letters, digits and `_`")
    }

    public static func expected(_ what: String, found: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .expectedToken, "expected \(what), found \(found)")
    }

    public static func notAnArrow(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .unexpectedCharacter, "`\(text)` is not an arrow; did you mean `->`?")
    }

    public static func misspeltKeyword(_ text: String, keyword: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .expectedToken, "unknown keyword `\(text)`; did you mean `\(keyword)`?")
    }

    public static func expressionTooDeep(limit: Int) -> DiagnosticMessage {
        DiagnosticMessage(.error, .expressionTooDeep, "condition is nested more than \(limit) levels deep")
    }

    public static func unbalancedPayloadType(_ bracket: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .unbalancedPayloadType, "unbalanced `\(bracket)` in payload type")
    }

    public static func unclosed(_ what: String, found: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .expectedToken, "expected `}` to close \(what), found \(found)")
    }
}

extension DiagnosticID {
    public static let invalidUTF8 = DiagnosticID("invalid-utf8")
    public static let unexpectedCharacter = DiagnosticID("unexpected-character")
    public static let expectedToken = DiagnosticID("expected-token")
    public static let unterminatedString = DiagnosticID("unterminated-string")
    public static let expressionTooDeep = DiagnosticID("expression-too-deep")
    public static let unbalancedPayloadType = DiagnosticID("unbalanced-payload-type")
    public static let noFlow = DiagnosticID("no-flow")
    public static let importAfterFlow = DiagnosticID("import-after-flow")
    public static let duplicateImport = DiagnosticID("duplicate-import")
}
