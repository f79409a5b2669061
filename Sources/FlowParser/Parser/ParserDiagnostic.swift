import FlowCore

/// Every kind of diagnostic the lexer and parser report: the stable id (the raw value), with
/// its severity and help (`rule`). `ParserMessages` words the messages of each kind.
public enum ParserDiagnostic: String, DiagnosticKind {
    case invalidUTF8 = "invalid-utf8"
    case unexpectedCharacter = "unexpected-character"
    case expectedToken = "expected-token"
    case expressionTooDeep = "expression-too-deep"
    case unbalancedPayloadType = "unbalanced-payload-type"
    case noFlow = "no-flow"
    case importAfterFlow = "import-after-flow"
    case duplicateImport = "duplicate-import"
    case unterminatedString = "unterminated-string"
    case skipInActions = "skip-in-actions"

    public var rule: (severity: Severity, help: String) {
        switch self {
        case .invalidUTF8: (.error, "The file is not valid UTF-8.")
        case .unexpectedCharacter: (.error, "A character the language has no use for; names are ASCII letters, digits and `_`.")
        case .expectedToken: (.error, "The parser expected one thing and found another.")
        case .expressionTooDeep: (.error, "A condition nests parentheses or `!` deeper than the parser allows.")
        case .unbalancedPayloadType: (.error, "A payload type's brackets do not balance.")
        case .noFlow: (.error, "The file declares no flow.")
        case .importAfterFlow: (.error, "An `import` comes after a flow or inside one; imports come first in a file.")
        case .duplicateImport: (.warning, "A module is imported more than once, or `FlowRuntime`, which generated code always imports, is imported.")
        case .unterminatedString: (.error, "A string (a link's URL pattern or example) has no closing quote on its line.")
        case .skipInActions: (.error, "A skip rule in a set of shared transitions; a skip rule belongs to the step it skips.")
        }
    }
}
