extension MermaidPrinter {
    /// A class that colours states, in the order its lines are printed.
    enum StateClass: CaseIterable {
        case link, outcome, child, unreachable, alwaysSkipped, trap, cutOff, actions, tabBar, alert

        /// The class's name in the diagram.
        var name: String {
            switch self {
            case .link: "link"
            case .outcome: "outcome"
            case .child: "child"
            case .unreachable: "unreachable"
            case .alwaysSkipped: "alwaysSkipped"
            case .trap: "trap"
            case .cutOff: "cutOff"
            case .actions: "actions"
            case .tabBar: "tabBar"
            case .alert: "alert"
            }
        }

        /// The class's `classDef` style.
        var style: String {
            switch self {
            case .link: "fill:#eef4ff,stroke:#3366cc,color:#3366cc"
            case .outcome: "fill:#e8f5e9,stroke:#2e7d32,color:#2e7d32"
            case .child: "fill:#fff8e1,stroke:#b28704,stroke-width:2px"
            case .unreachable: "fill:#eeeeee,color:#777777,stroke-dasharray:5 5"
            case .alwaysSkipped: "stroke-dasharray:2 2"
            case .trap: "fill:#ffdddd,stroke:#cc0000,color:#cc0000"
            case .cutOff: "fill:#ffffff,stroke:#aaaaaa,color:#777777,stroke-dasharray:2 2"
            case .actions: "fill:#f3e5f5,stroke:#8e24aa,color:#8e24aa,stroke-dasharray:4 2"
            case .tabBar: "fill:#e0f7fa,stroke:#00838f,color:#00838f"
            case .alert: "fill:#fff3e0,stroke:#e65100,color:#e65100"
            }
        }

        /// Whether a node gets the class: by its kind for the first three and the last four, by
        /// its problem for the others.
        func applies(to node: Drawing.Node) -> Bool {
            switch self {
            case .link: node.kind == .link
            case .outcome: node.kind == .outcome
            case .child: node.kind == .use
            case .unreachable: node.problem == .unreachable
            case .alwaysSkipped: node.problem == .alwaysSkipped
            case .trap: node.problem == .trap
            case .cutOff: node.kind == .cutOff
            case .actions: node.kind == .actions
            case .tabBar: node.kind == .tabBar
            case .alert: node.kind == .alert
            }
        }
    }
}
