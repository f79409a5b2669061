import FlowCore

extension FormatPrinter {
    /// A declaration of a file: a flow (or router) or an app.
    enum FileDeclaration {
        case flow(FlowDecl)
        case app(AppDecl)
    }

    /// The file's flows and apps in source order, each with where it starts.
    static func declarations(of syntax: FlowFileSyntax) -> [(start: Int, item: FileDeclaration)] {
        let flows = syntax.flows.map { (start: $0.range.lowerBound, item: FileDeclaration.flow($0)) }
        let apps = syntax.apps.map { (start: $0.range.lowerBound, item: FileDeclaration.app($0)) }
        return (flows + apps).sorted { $0.start < $1.start }
    }

    /// `app Name { members }`, members in written order, as a flow's are laid out.
    mutating func print(_ app: AppDecl, nextStart: Int) {
        let members = app.members
        let bodyStart = members.first.map(app.start(of:)) ?? app.range.upperBound - 1
        statement("app \(app.name.name) {", at: app.range.lowerBound, end: bodyStart)
        level += 1
        for (index, member) in members.enumerated() {
            let start = app.start(of: member)
            let end = index + 1 < members.count ? app.start(of: members[index + 1]) : app.range.upperBound - 1
            if index > 0 {
                switch (member, members[index - 1]) {
                case (.flags, .flags), (.event, .event): break
                default: blankLine()
                }
            }
            switch member {
            case .flags(let line):
                statement("flag " + app.flags[line].map(\.name.name).joined(separator: ", "), at: start, end: end)
            case .start(let index):
                statement(Self.appStartText(app.starts[index]), at: start, end: end)
            case .root(let index):
                print(app.roots[index], end: end)
            case .event(let index):
                statement(Self.appEventText(app.events[index]), at: start, end: end)
            case .step(let index):
                print(app.steps[index], end: end)
            }
        }
        leadingComments(before: app.range.upperBound - 1)
        level -= 1
        statement("}", at: app.range.upperBound - 1, end: nextStart)
    }

    /// `start a when g, b`.
    static func appStartText(_ start: AppStartDecl) -> String {
        "start " + start.entries.map { entry in
            entry.root.name + (entry.guardExpr.map { " when " + expression($0) } ?? "")
        }.joined(separator: ", ")
    }

    /// `event name(payload) -> target [as style] [over top] [only when g]`.
    static func appEventText(_ event: AppEventDecl) -> String {
        var text = "event " + event.name.name
        if !event.parameters.isEmpty { text += parametersText(event.parameters) }
        text += " -> " + entryText(event.target)
        if event.overTopRange != nil { text += " over top" }
        if let condition = event.guardExpr { text += " only when " + expression(condition) }
        return text
    }

    /// `root name uses Flow [kept] { on outcome -> root }`; without outcomes or a comment in
    /// it, no braces.
    mutating func print(_ root: RootDecl, end: Int) {
        var header = "root " + root.name.name + " uses " + (root.flow?.name ?? "")
        if root.keptRange != nil { header += " kept" }
        let items = root.outcomes.map { (start: $0.range.lowerBound, item: BodyItem.transition($0)) }
        let nameEnd = root.keptRange?.upperBound ?? root.flow?.range.upperBound ?? root.name.range.upperBound
        guard !items.isEmpty || (root.hasBody && hasComment(in: SourceRange(nameEnd, root.range.upperBound))) else {
            statement(header, at: root.range.lowerBound, end: end)
            return
        }
        printBody(header, items, range: root.range, nameEnd: nameEnd, end: end, arrowForm: false)
    }
}
