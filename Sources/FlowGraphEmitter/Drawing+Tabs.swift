import FlowChecker

extension Drawing {
    /// The edges from the start: to each root, and in a tabbed router to each tab's root
    /// labelled `tab` (and `when` its condition), then to each step the tab bar presents,
    /// labelled `tab bar:` and the action. A flow without tabs has unlabelled edges to its roots.
    static func entries(of flow: FlowGraph) -> [Edge] {
        guard flow.isTabbed else { return flow.roots.map { Edge(from: .start, to: .step($0), kind: .entry, label: "") } }
        let tabs = flow.tabs.map { tab in
            let label = "tab" + (tab.condition.map { " when " + $0.description(flagNames: flow.flagNames) } ?? "")
            return Edge(from: .start, to: .step(tab.root), kind: .entry, label: label)
        }
        let bar = flow.shell.compactMap { action -> Edge? in
            guard let step = action.enteredStep else { return nil }
            var label = "tab bar: " + action.event
            if let condition = action.guardCondition { label += " when " + condition.description(flagNames: flow.flagNames) }
            if case .enter(let entry) = action.move, entry.style.isPresented { label += " (\(entry.style.name))" }
            return Edge(from: .start, to: .step(step), kind: .entry, label: label)
        }
        return tabs + bar
    }
}
