import FlowCore

extension FormatPrinter {
    /// `alert name[(params)] { buttons }` or `dialog name[(params)] { buttons }`, laid out as a step's body is.
    mutating func print(_ alert: AlertDecl, end: Int) {
        let items = alert.buttons.map { (start: $0.transition.range.lowerBound, item: BodyItem.button($0)) }
        var header = alert.style.keyword + " " + alert.name.name
        if !alert.parameters.isEmpty { header += Self.parametersText(alert.parameters) }
        printBody(header, items, range: alert.range, nameEnd: alert.name.range.upperBound, end: end, arrowForm: false)
    }

    /// A body of one item on the header's line, when the item is a transition or a button.
    static func oneLine(_ header: String, _ item: BodyItem, arrowForm: Bool) -> String? {
        switch item {
        case .skip: nil
        case .transition(let only): only.event == nil && arrowForm ? header + " " + transitionText(only) : header + " { " + transitionText(only) + " }"
        case .button(let only): header + " { " + buttonText(only) + " }"
        }
    }

    /// `on name [role] [-> target [[only] when guard]]`; no arrow where none was written.
    static func buttonText(_ button: AlertButtonDecl) -> String {
        let head = "on " + button.event.name + (button.role.map { " " + $0.keyword } ?? "")
        if case .close(.unwritten) = button.transition.target { return head }
        var content = head + " -> " + target(of: button.transition)
        if let condition = button.transition.guardExpr { content += guardKeyword(button.transition.guardKind) + expression(condition) }
        return content
    }
}
