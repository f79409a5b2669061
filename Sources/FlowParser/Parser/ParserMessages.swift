import FlowCore

/// The wording of every diagnostic the lexer and parser report; `ParserDiagnostic` declares
/// each kind's id, severity and help.
public enum ParserMessages {
    /// A message of `kind`, which gives its id and severity.
    static func message(_ kind: ParserDiagnostic, _ text: String) -> DiagnosticMessage {
        DiagnosticMessage(kind, text)
    }

    public static let invalidUTF8 = message(.invalidUTF8, "file is not valid UTF-8")
    public static let noFlow = message(.noFlow, "file declares no flow")
    public static let importAfterFlow = message(.importAfterFlow, "`import` must come before the file's first flow")
    public static let unterminatedString = message(.unterminatedString, "string has no closing `\"` on its line")
    public static let skipInActions = message(.skipInActions, "a set of shared transitions can't have a skip rule: write it in each step it skips")
    public static let skipInShell = message(.skipInActions, "the tab bar's `shell` can't have a skip rule: it has no screen to skip")
    public static let skipInRoot = message(.skipInActions, "an app's root can't have a skip rule: its outcomes choose the next root")
    public static let runtimeImport = message(.duplicateImport, "`FlowRuntime` is always imported by generated code")

    public static func duplicateImport(_ module: String) -> DiagnosticMessage {
        message(.duplicateImport, "module `\(module)` is imported more than once")
    }

    public static func unexpectedCharacter(_ text: String) -> DiagnosticMessage {
        let scalar = text.unicodeScalars.first!
        let printable = scalar.value > 0x20 && scalar.value != 0x7F && !scalar.properties.isWhitespace
            && scalar.properties.generalCategory != .control && scalar.properties.generalCategory != .format
        let shown = printable ? "`\(text)`" : "U+" + String(scalar.value, radix: 16, uppercase: true)
        return message(.unexpectedCharacter, "unexpected character \(shown)")
    }

    public static func nonASCIIName(_ text: String) -> DiagnosticMessage {
        message(.unexpectedCharacter, "name `\(text)` is not ASCII; names are ASCII letters, digits and `_`")
    }

    public static func expected(_ what: String, found: String) -> DiagnosticMessage {
        message(.expectedToken, "expected \(what), found \(found)")
    }

    public static func notAnArrow(_ text: String) -> DiagnosticMessage {
        message(.unexpectedCharacter, "`\(text)` is not an arrow; did you mean `->`?")
    }

    public static func misspeltKeyword(_ text: String, keyword: String) -> DiagnosticMessage {
        message(.expectedToken, "unknown keyword `\(text)`; did you mean `\(keyword)`?")
    }

    public static func expressionTooDeep(limit: Int) -> DiagnosticMessage {
        message(.expressionTooDeep, "condition is nested more than \(limit) levels deep")
    }

    public static func unbalancedPayloadType(_ bracket: String) -> DiagnosticMessage {
        message(.unbalancedPayloadType, "unbalanced `\(bracket)` in payload type")
    }

    public static func unclosed(_ what: String, found: String) -> DiagnosticMessage {
        message(.expectedToken, "expected `}` to close \(what), found \(found)")
    }
}
