import FlowCore

extension Parser {
    /// `[global] actions name { transition* }`: a set of shared transitions.
    mutating func parseActions() -> ActionsDecl? {
        let first = position
        let start = current.range
        var scope = ActionsScope.named
        if at(.global) {
            scope = .global(current.range)
            advance()
            // `global name {`: reported, and read as the set it almost is.
            if at(.actions) {
                advance()
            } else {
                expected("`actions` after `global`")
            }
        } else {
            advance()
        }
        guard let name = expectName("name of the `actions` set") else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        var set = ActionsDecl(doc: lexed.docLines(before: first), name: name, scope: scope, transitions: [], range: start)
        let errorsBefore = diagnostics.all.count
        if current.kind == .leftBrace {
            var noSkips: [SkipRule]?
            parseBody(of: "actions `\(name.name)`", named: name, skips: &noSkips, transitions: &set.transitions)
        } else {
            expected("`{` after `actions \(name.name)`")
            recover(stoppingAt: [.rightBrace])
        }
        set.range = start.union(previousRange)
        set.isIncomplete = diagnostics.all.count > errorsBefore
        return set
    }
}
