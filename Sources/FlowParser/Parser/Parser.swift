import FlowCore

/// A hand-written recursive-descent parser for `.flow` files, with error recovery.
///
/// After an error it resynchronises at the next declaration keyword that starts a line, so
/// one run reports every syntax error. Every loop consumes at least one token per turn.
public struct Parser {
    /// How deeply parentheses may nest in a condition: real guards nest a few levels; the cap
    /// keeps every recursive walk of a condition shallow, even on a test runner's small thread stacks.
    public static let maximumNesting = 16

    let lexed: LexedFile
    let tokens: [Token]
    var position = 0
    var diagnostics: Diagnostics
    /// Whether the parser is inside an `app`, where `root` and `event` begin members too.
    var isInApp = false

    init(lexed: LexedFile, diagnostics: Diagnostics) {
        self.lexed = lexed
        self.tokens = lexed.tokens
        self.diagnostics = diagnostics
    }

    /// Lexes and parses a file, reporting into `diagnostics`.
    public static func parse(_ file: SourceFile, diagnostics: inout Diagnostics) -> FlowFileSyntax {
        let lexed = Lexer.lex(file, diagnostics: &diagnostics)
        return parse(lexed, diagnostics: &diagnostics)
    }

    /// Parses tokens that were already lexed.
    public static func parse(_ lexed: LexedFile, diagnostics: inout Diagnostics) -> FlowFileSyntax {
        var parser = Parser(lexed: lexed, diagnostics: diagnostics)
        var syntax = parser.parseFile()
        diagnostics = parser.diagnostics
        syntax.suppressions = SuppressionReader.read(lexed)
        return syntax
    }

    // MARK: - Token access

    var current: Token { tokens[position] }

    var atEnd: Bool { current.kind == .endOfFile }

    mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    /// Whether the current token is the name `keyword` (marked so by the lexer).
    func at(_ keyword: Keyword) -> Bool {
        current.keyword == keyword
    }

    /// How the current token is named in "found X".
    var foundDescription: String {
        switch current.kind {
        case .identifier, .number: "`\(lexed.text(current))`"
        default: current.kind.spelling
        }
    }

    mutating func expected(_ what: String) {
        diagnostics.report(ParserMessages.expected(what, found: foundDescription), at: current.range)
    }

    /// Consumes a token of `kind` if it is the current one; returns whether it did.
    mutating func consume(_ kind: TokenKind) -> Bool {
        guard current.kind == kind else { return false }
        advance()
        return true
    }

    /// Consumes a token of `kind`, or reports "expected X" and consumes nothing.
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ what: String? = nil) -> Token? {
        guard current.kind == kind else {
            expected(what ?? kind.spelling)
            return nil
        }
        defer { advance() }
        return current
    }

    /// Consumes a name, or reports "expected `what`" and consumes nothing. A declaration
    /// keyword that starts a line is taken as the start of the next declaration, not a name.
    mutating func expectName(_ what: String) -> Identifier? {
        guard current.kind == .identifier, !atDeclarationStart else {
            expected(what)
            return nil
        }
        defer { advance() }
        return identifier(current)
    }

    /// The name a token spells.
    func identifier(_ token: Token) -> Identifier {
        Identifier(lexed.text(token), range: token.range)
    }

    /// The range of the token before the current one, or the current one at the start.
    var previousRange: SourceRange {
        position > 0 ? tokens[position - 1].range : current.range
    }

    // MARK: - Recovery

    /// Whether the current token starts a line and is a keyword that begins a declaration.
    var atDeclarationStart: Bool {
        current.isAtLineStart && (at(.import) || at(.flow) || at(.router) || at(.flag) || at(.start) || at(.tabs) || at(.shell) || at(.alert) || at(.dialog) || at(.link) || at(.example) || at(.step) || at(.final) || at(.outcome) || atRemoved
            || at(.app) || (isInApp && (at(.root) || at(.event))))
    }

    /// Whether the current token is `removed` before `step` or `link`: a step may be named `removed`.
    var atRemoved: Bool {
        at(.removed) && (tokens[position + 1].keyword == .step || tokens[position + 1].keyword == .link)
    }

    /// Whether the current token starts a line and begins a declaration or a step member.
    var atStatementStart: Bool {
        atDeclarationStart || (current.isAtLineStart && (at(.on) || at(.skip)))
    }

    /// Skips tokens until one of `stops`, or a token that starts a line and is a declaration
    /// keyword, one of `lineStarts` or one of `keywords`, or the end of file. Callers handle
    /// every token this stops at, so their loops always make progress.
    mutating func recover(stoppingAt stops: Set<TokenKind> = [], lineStarts: Set<TokenKind> = [], keywords: [Keyword] = []) {
        while !atEnd {
            if stops.contains(current.kind) { return }
            if current.isAtLineStart,
               atDeclarationStart || lineStarts.contains(current.kind) || keywords.contains(where: { at($0) }) {
                return
            }
            advance()
        }
    }
}
