import FlowCore

extension FormatPrinter {
    /// `tabs a, b when flag, c`.
    static func tabsText(_ tabs: TabsDecl) -> String {
        "tabs " + tabs.tabs.map { tab in
            tab.root.name + (tab.condition.map { " when " + expression($0) } ?? "")
        }.joined(separator: ", ")
    }

    /// `tab name` or `tab name then step [as style]`.
    static func tabText(_ move: TabTarget) -> String {
        "tab " + move.tab.name + (move.then.map { " then " + entryText($0) } ?? "")
    }

    /// `shell { transitions }`, laid out as a set of shared transitions is.
    mutating func print(_ shell: ShellDecl, end: Int) {
        let items = shell.transitions.map { (start: $0.range.lowerBound, item: BodyItem.transition($0)) }
        printBody("shell", items, range: shell.range, nameEnd: shell.keywordRange.upperBound, end: end, arrowForm: false)
    }
}
