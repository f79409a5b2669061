import FlowCore

extension Parser {
    mutating func parseFile() -> FlowFileSyntax {
        var imports: [ImportDecl] = []
        var flows: [FlowDecl] = []
        var apps: [AppDecl] = []
        var progress = LoopProgress()
        while !atEnd, progress.allowsTurn(at: position) {
            if at(.flow) || at(.router) {
                flows.append(parseFlow())
            } else if at(.app), current.isAtLineStart {
                apps.append(parseApp())
            } else if at(.import) {
                if let decl = parseImport(afterFlow: !flows.isEmpty || !apps.isEmpty) { add(decl, to: &imports) }
            } else {
                expected(flows.isEmpty ? "`import`, `flow` or `router`" : "`flow` or `router`")
                advance()
                while !atEnd, !(current.isAtLineStart && (at(.flow) || at(.router) || at(.import) || at(.app))) { advance() }
            }
        }
        if flows.isEmpty, apps.isEmpty, !diagnostics.hasErrors {
            diagnostics.report(ParserMessages.noFlow, at: SourceRange(at: lexed.file.contentStart))
        }
        return FlowFileSyntax(imports: imports, flows: flows, apps: apps)
    }

    /// `import Module` or `import Module.Submodule`; reported when it follows a flow, which it
    /// can't (the generated file's imports come first, as in Swift).
    mutating func parseImport(afterFlow: Bool) -> ImportDecl? {
        let keyword = current
        advance()
        guard let first = expectName("module name") else {
            recover()
            return nil
        }
        var module = first.name
        var range = first.range
        while current.kind == .dot, !current.isAtLineStart {
            advance()
            guard let part = expectName("submodule name after `.`") else {
                recover()
                return nil
            }
            module += "." + part.name
            range = range.union(part.range)
        }
        if afterFlow {
            diagnostics.report(ParserMessages.importAfterFlow, at: keyword.range.union(range))
            return nil
        }
        return ImportDecl(module: module, moduleRange: range, keywordOffset: keyword.range.lowerBound)
    }

    /// Adds an import; a repeat, or `FlowRuntime` (which generated code always imports), is
    /// reported as a warning (the emitter writes each module once).
    mutating func add(_ decl: ImportDecl, to imports: inout [ImportDecl]) {
        if decl.module == "FlowRuntime" {
            diagnostics.report(ParserMessages.runtimeImport, at: decl.moduleRange)
        } else if let first = imports.first(where: { $0.module == decl.module }) {
            diagnostics.report(
                ParserMessages.duplicateImport(decl.module), at: decl.moduleRange,
                notes: [diagnostics.note("`\(decl.module)` is first imported here", at: first.moduleRange)]
            )
        }
        imports.append(decl)
    }

    /// `flow Name { member* }` or `router Name { member* }`
    mutating func parseFlow() -> FlowDecl {
        let keyword = current
        let kind: FlowKind = at(.router) ? .router : .wizard
        let doc = lexed.docLines(before: position)
        advance()
        // A flow without a name (reported) is still parsed, to report what is wrong in it; the
        // checker skips a flow whose name is empty.
        let name = expectName("flow name") ?? Identifier("", range: SourceRange(at: keyword.range.upperBound))
        var flow = FlowDecl(kind: kind, doc: doc, name: name, range: keyword.range)
        guard expect(.leftBrace) != nil else {
            recover()
            flow.range = keyword.range.union(previousRange)
            return flow
        }
        var progress = LoopProgress()
        while progress.allowsTurn(at: position) {
            if current.kind == .rightBrace {
                advance()
                break
            }
            if atEnd || (current.isAtLineStart && (at(.flow) || at(.router) || at(.app))) {
                diagnostics.report(
                    ParserMessages.unclosed("\(kind.keyword) `\(name.name)`", found: foundDescription), at: current.range,
                    notes: [diagnostics.note("\(kind.keyword) `\(name.name)` starts here", at: keyword.range)]
                )
                break
            }
            let member = current.keyword.flatMap { Self.memberKeywords.contains($0) ? $0 : nil } ?? misspeltMemberKeyword()
            if let member {
                switch member {
                case .flag: flow.append(parseFlags())
                case .start: if let start = parseStart() { flow.append(start) }
                case .link: if let link = parseLink() { flow.append(link) }
                case .outcome: if let outcome = parseOutcome() { flow.append(outcome) }
                case .actions, .global: if let set = parseActions() { flow.append(set) }
                case .tabs: if let tabs = parseTabs() { flow.append(tabs) }
                case .shell: if let shell = parseShell() { flow.append(shell) }
                case .alert, .dialog: if let alert = parseAlert() { flow.append(alert) }
                case .removed: parseRemoved(into: &flow)
                default: if let step = parseStep(final: member == .final) { flow.append(step) }
                }
            } else if at(.example) {
                // An `example` that follows no `link`: one error for the line.
                expected("`flag`, `start`, `step`, `link` or `}`")
                advance()
                if current.kind == .string { advance() }
            } else if at(.import), current.isAtLineStart {
                let keyword = current.range
                advance()
                recover(stoppingAt: [.rightBrace])
                diagnostics.report(ParserMessages.importAfterFlow, at: keyword.union(previousRange))
            } else {
                expected("`flag`, `start`, `step`, `link` or `}`")
                // Recovery stops at a token that starts a declaration: step over it if it is
                // this one, so that every turn makes progress.
                let before = position
                recover(stoppingAt: [.rightBrace])
                if position == before { advance() }
            }
        }
        flow.range = keyword.range.union(previousRange)
        return flow
    }

    /// The keywords that begin a member of a flow.
    static let memberKeywords: [Keyword] = [.flag, .start, .step, .final, .link, .outcome, .actions, .global, .tabs, .shell, .alert, .dialog, .removed]

    /// A name at the start of a line, where a flow's member begins, that is one or two edits
    /// from a member keyword (`stpe`): reported once with its fix, and parsed as that keyword,
    /// so the member it begins is not lost and nothing that names it is reported too.
    mutating func misspeltMemberKeyword() -> Keyword? {
        guard current.kind == .identifier, current.keyword == nil, current.isAtLineStart,
              [.identifier, .string].contains(tokens[position + 1].kind), !tokens[position + 1].isAtLineStart else { return nil }
        let text = lexed.text(current)
        guard let spelling = EditDistance.closest(to: text, in: Self.memberKeywords.map(\.spelling)),
              let keyword = Keyword(rawValue: spelling) else { return nil }
        diagnostics.report(
            ParserMessages.misspeltKeyword(text, keyword: spelling), at: current.range,
            fixIts: [.replace(current.range, with: spelling, "replace with `\(spelling)`")]
        )
        return keyword
    }

    /// `flag a, b, c`
    mutating func parseFlags() -> [FlagDecl] {
        let doc = lexed.docLines(before: position)
        let keywordOffset = current.range.lowerBound
        advance()
        var flags: [FlagDecl] = []
        repeat {
            guard let name = expectName("flag name") else {
                recover(stoppingAt: [.rightBrace])
                return flags
            }
            flags.append(FlagDecl(doc: doc, name: name, keywordOffset: keywordOffset))
        } while consume(.comma)
        return flags
    }

    /// `start step` or `start step, step, ...` (the checker allows a list in routers only).
    mutating func parseStart() -> StartDecl? {
        let keyword = current.range
        advance()
        var roots: [Identifier] = []
        repeat {
            guard let root = expectName("step name") else {
                recover(stoppingAt: [.rightBrace])
                return roots.isEmpty ? nil : StartDecl(keywordRange: keyword, roots: roots)
            }
            roots.append(root)
        } while consume(.comma)
        return StartDecl(keywordRange: keyword, roots: roots)
    }
}
