import FlowCore

extension FormatPrinter {
    /// `[global] actions name { transitions }`.
    mutating func print(_ set: ActionsDecl, end: Int) {
        let header = switch set.scope {
        case .named: "actions " + set.name.name
        case .global: "global actions " + set.name.name
        }
        let items = set.transitions.map { (start: $0.range.lowerBound, item: BodyItem.transition($0)) }
        printBody(header, items, range: set.range, nameEnd: set.name.range.upperBound, end: end, arrowForm: false)
    }
}
