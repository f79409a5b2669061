import FlowCore

/// Prints statements in the canonical layout and places comments by their source offsets.
struct FormatPrinter {
    let file: SourceFile
    /// Every comment, in source order; `next` is the first not printed yet.
    let comments: [SourceRange]
    var next = 0
    private(set) var text = ""
    var level = 0

    init(file: SourceFile, comments: [SourceRange]) {
        self.file = file
        self.comments = comments
    }

    // MARK: - Comments

    /// The comment's text, without trailing white space.
    func commentText(_ range: SourceRange) -> String {
        var text = Substring(file.text(range))
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }

    /// Whether code stands before the comment on its line.
    func isTrailing(_ range: SourceRange) -> Bool {
        let location = file.location(of: range.lowerBound)
        let line = file.lineBytes(location.line)
        return line[line.startIndex..<(line.startIndex + location.column - 1)].contains { $0 != 0x20 && $0 != 0x09 }
    }

    /// Prints, each on its own line, the comments that start before `offset`.
    mutating func leadingComments(before offset: Int) {
        while next < comments.count, comments[next].lowerBound < offset {
            line(commentText(comments[next]))
            // A blank line after a comment in the source stays (one), as under a file header.
            let following = next + 1 < comments.count && comments[next + 1].lowerBound < offset ? comments[next + 1].lowerBound : offset
            if following != Int.max, blankLineBetween(comments[next].upperBound, following) { blankLine() }
            next += 1
        }
    }

    /// Whether the source has an empty line between two offsets.
    func blankLineBetween(_ start: Int, _ end: Int) -> Bool {
        let bytes = file.bytes
        var lineBreaks = 0
        var index = start
        while index < min(end, bytes.count) {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                lineBreaks += 1
                if lineBreaks >= 2 { return true }
            } else if bytes[index] != 0x0D, bytes[index] != 0x20, bytes[index] != 0x09 {
                lineBreaks = 0
            }
            index += 1
        }
        return false
    }

    /// The comment that ends a statement's line: the first trailing comment (code before it on
    /// its source line) that starts before `end`, the start of the next statement. A statement
    /// printed on one line can end with only one comment; any more stay where they are and
    /// print on their own lines above the next statement.
    mutating func trailingComment(before end: Int) -> String {
        guard next < comments.count, comments[next].lowerBound < end, isTrailing(comments[next]) else { return "" }
        defer { next += 1 }
        return " " + commentText(comments[next])
    }

    // MARK: - Lines

    mutating func line(_ content: String) {
        text += String(repeating: "    ", count: level) + content + "\n"
    }

    mutating func blankLine() {
        if !text.isEmpty, !text.hasSuffix("\n\n") { text += "\n" }
    }

    /// A statement: its leading comments, its text, and its trailing comments, where the
    /// statement's source ends before `end`.
    mutating func statement(_ content: String, at start: Int, end: Int) {
        leadingComments(before: start)
        line(content + trailingComment(before: end))
    }

    // MARK: - Declarations

    mutating func print(_ syntax: FlowFileSyntax) {
        let declarations = Self.declarations(of: syntax)
        for (index, decl) in syntax.imports.enumerated() {
            let end = index + 1 < syntax.imports.count ? syntax.imports[index + 1].keywordOffset : declarations.first?.start ?? Int.max
            statement("import " + decl.module, at: decl.keywordOffset, end: end)
        }
        for (index, declaration) in declarations.enumerated() {
            if index > 0 || !syntax.imports.isEmpty { blankLine() }
            let nextStart = index + 1 < declarations.count ? declarations[index + 1].start : Int.max
            switch declaration.item {
            case .flow(let flow): print(flow, nextStart: nextStart)
            case .app(let app): print(app, nextStart: nextStart)
            }
        }
        // Comments after the last flow.
        while next < comments.count {
            if isTrailing(comments[next]), text.hasSuffix("\n") {
                text.removeLast()
                text += " " + commentText(comments[next]) + "\n"
                next += 1
            } else {
                blankLine()
                leadingComments(before: Int.max)
            }
        }
    }

    mutating func print(_ flow: FlowDecl, nextStart: Int) {
        let members = flow.members
        let bodyStart = members.first.map(flow.start(of:)) ?? flow.range.upperBound - 1
        statement("\(flow.kind.keyword) \(flow.name.name) {", at: flow.range.lowerBound, end: bodyStart)
        level += 1
        for (index, member) in members.enumerated() {
            let start = flow.start(of: member)
            let end = index + 1 < members.count ? flow.start(of: members[index + 1]) : flow.range.upperBound - 1
            if index > 0 {
                switch (member, members[index - 1]) {
                case (.flags, .flags), (.link, .link), (.removedStep, .removedStep), (.removedLink, .removedLink): break
                default: blankLine()
                }
            }
            switch member {
            case .flags(let line):
                statement("flag " + flow.flags[line].map(\.name.name).joined(separator: ", "), at: start, end: end)
            case .start(let index):
                statement("start " + flow.starts[index].roots.map(\.name).joined(separator: ", "), at: start, end: end)
            case .link(let index):
                print(flow.links[index], end: end)
            case .step(let index):
                print(flow.steps[index], end: end)
            case .actions(let index):
                print(flow.actions[index], end: end)
            case .tabs(let index):
                statement(Self.tabsText(flow.tabs[index]), at: start, end: end)
            case .shell(let index):
                print(flow.shells[index], end: end)
            case .alert(let index):
                print(flow.alerts[index], end: end)
            case .removedStep(let index):
                statement(Self.removedStepText(flow.removedSteps[index]), at: start, end: end)
            case .removedLink(let index):
                statement(Self.removedLinkText(flow.removedLinks[index]), at: start, end: end)
            }
        }
        leadingComments(before: flow.range.upperBound - 1)
        level -= 1
        statement("}", at: flow.range.upperBound - 1, end: nextStart)
    }

    mutating func print(_ step: StepDecl, end: Int) {
        var header = switch step.role {
        case .screen, .use: "step "
        case .final: "final step "
        case .outcome: "outcome "
        }
        header += step.name.name
        if !step.parameters.isEmpty { header += Self.parametersText(step.parameters) }
        if let child = step.usedFlow { header += " uses " + child.name }
        header += Self.formerNameText(step.formerName)
        if !step.sharedActions.isEmpty { header += " with " + step.sharedActions.map(\.name).joined(separator: ", ") }
        var items: [(start: Int, item: BodyItem)] = step.skips.map { ($0.range.lowerBound, .skip($0)) }
            + step.transitions.map { ($0.range.lowerBound, .transition($0)) }
        items.sort { $0.start < $1.start }
        let bodyEnd = step.range.upperBound
        // Short form: one unguarded `next` and no comment inside the step.
        if items.count == 1, case .transition(let only) = items[0].item, only.event == nil, only.guardExpr == nil,
           !hasOwnLineComment(in: SourceRange(step.range.lowerBound, bodyEnd)) {
            statement(header + " -> " + Self.target(of: only), at: step.range.lowerBound, end: end)
            return
        }
        guard !items.isEmpty || hasComment(in: SourceRange(step.name.range.upperBound, bodyEnd)) else {
            statement(header, at: step.range.lowerBound, end: end)
            return
        }
        printBody(header, items, range: step.range, nameEnd: step.name.range.upperBound, end: end, arrowForm: true)
    }

    /// A member of a step's or a set's body.
    enum BodyItem { case skip(SkipRule), transition(TransitionDecl), button(AlertButtonDecl) }

    /// `header { items }` from `range.lowerBound` to the brace that ends `range`: on one line
    /// when there is one transition, no comment after the name, and it fits; a line an item
    /// otherwise. `arrowForm`: a `next` transition may follow the header without braces.
    mutating func printBody(_ header: String, _ items: [(start: Int, item: BodyItem)], range: SourceRange, nameEnd: Int, end: Int, arrowForm: Bool) {
        let bodyEnd = range.upperBound
        if items.count == 1, !hasComment(in: SourceRange(nameEnd, bodyEnd)), let oneLine = Self.oneLine(header, items[0].item, arrowForm: arrowForm),
           level * 4 + oneLine.count <= FlowFileFormatter.lineWidth {
            statement(oneLine, at: range.lowerBound, end: end)
            return
        }
        statement(header + " {", at: range.lowerBound, end: items.first?.start ?? bodyEnd - 1)
        level += 1
        for (index, entry) in items.enumerated() {
            let itemEnd = index + 1 < items.count ? items[index + 1].start : bodyEnd - 1
            switch entry.item {
            case .skip(let skip):
                statement("skip when " + Self.expression(skip.condition), at: entry.start, end: itemEnd)
            case .transition(let transition):
                statement(Self.transitionText(transition), at: entry.start, end: itemEnd)
            case .button(let button):
                statement(Self.buttonText(button), at: entry.start, end: itemEnd)
            }
        }
        leadingComments(before: bodyEnd - 1)
        level -= 1
        statement("}", at: bodyEnd - 1, end: end)
    }

    /// `on event -> target [only] when guard`, without `on` for `next`.
    static func transitionText(_ transition: TransitionDecl) -> String {
        var content = (transition.event.map { "on \($0.name) " } ?? "") + "-> " + target(of: transition)
        if let condition = transition.guardExpr { content += guardKeyword(transition.guardKind) + expression(condition) }
        return content
    }

    func hasComment(in range: SourceRange) -> Bool {
        comments[next...].contains { $0.lowerBound >= range.lowerBound && $0.lowerBound < range.upperBound }
    }

    func hasOwnLineComment(in range: SourceRange) -> Bool {
        comments[next...].contains { $0.lowerBound > range.lowerBound && $0.lowerBound < range.upperBound && !isTrailing($0) }
    }

    /// What follows `->`: an entry (a step named like a keyword in backticks), an unwinding, or
    /// an unwinding `then` an entry.
    static func target(of transition: TransitionDecl) -> String {
        switch transition.target {
        case .enter(let entry): entryText(entry)
        case .unwind(let unwind): unwindText(unwind)
        case .unwindThenEnter(let unwind, let entry): unwindText(unwind) + " then " + entryText(entry)
        case .tab(let move): tabText(move)
        case .close: "close"
        }
    }

    /// `step`, `step as sheet`, `step as sheet modal` or `step as cover`; a step named `back` or
    /// `dismiss` in backticks.
    static func entryText(_ entry: EntryTarget) -> String {
        let name = ["back", "dismiss"].contains(entry.step.name) ? "`\(entry.step.name)`" : entry.step.name
        switch entry.style {
        case .push: return name
        case .sheet, .modalSheet, .cover: return name + " as " + entry.style.name
        }
    }

    /// `back`, `back to step`, `dismiss` or `dismiss all`.
    private static func unwindText(_ unwind: UnwindTarget) -> String {
        switch unwind {
        case .back: "back"
        case .backTo(let name): "back to " + name.name
        case .dismiss: "dismiss"
        case .dismissAll: "dismiss all"
        }
    }

    /// ` when ` or ` only when `.
    static func guardKeyword(_ kind: GuardKind) -> String {
        switch kind {
        case .chooses: " when "
        case .limitsEvent: " only when "
        }
    }

    /// A condition with canonical spacing and the parentheses that were written.
    static func expression(_ expr: Expr) -> String {
        switch expr {
        case .flag(let name): name.name
        case .literal(let value, _): value ? "true" : "false"
        case .not(let count, let operand, _): String(repeating: "!", count: count) + expression(operand)
        case .and(let operands): operands.map(expression).joined(separator: " && ")
        case .or(let operands): operands.map(expression).joined(separator: " || ")
        case .parenthesized(let inner, _): "(" + expression(inner) + ")"
        case .invalid: ""
        }
    }
}
