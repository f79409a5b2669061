import FlowCore

/// Every flow declared in the files of one Swift module, by name: what lets a flow name a flow
/// of another file (a child flow, `step x uses OtherFlow`).
///
/// Made from the parsed files before any flow is checked, so each flow's check can look up
/// any other. Whether the names may share the module (no duplicates, no clash of generated
/// types) is `ModuleChecker`'s, on the checked graphs.
public struct ModuleFlows: Sendable {
    /// One `flow` or `router` declaration.
    public struct Declaration: Hashable, Sendable {
        public let name: String
        /// The path of the file that declares it, and its position among the module's files.
        public let path: String
        public let fileIndex: Int
        /// The range of its name.
        public let range: SourceRange
        public let kind: FlowKind
        /// Whether its file parsed without error: otherwise parts of it may be missing, and what
        /// its graph says (which outcomes it can enter) is not to be relied on.
        public let isComplete: Bool
        /// The declaration itself, for what a flow that uses it needs: its outcomes, its final
        /// steps and the flows it uses in turn.
        public let syntax: FlowDecl
    }

    /// Every declaration, files in the order given, flows in source order.
    public let declarations: [Declaration]
    private let byName: [String: [Int]]
    /// The flows that use-steps use, each checked once (`CheckedChildren`).
    public private(set) var children = CheckedChildren.none

    /// The flows of `files`, each given by its path and syntax tree, in the module's order;
    /// `incomplete` holds the positions of the files that did not parse without error.
    public init(_ files: [(path: String, syntax: FlowFileSyntax)], incomplete: Set<Int> = []) {
        let declarations = files.enumerated().flatMap { fileIndex, file in
            file.syntax.flows.filter { !$0.name.name.isEmpty }.map {
                Declaration(
                    name: $0.name.name, path: file.path, fileIndex: fileIndex, range: $0.name.range, kind: $0.kind,
                    isComplete: !incomplete.contains(fileIndex), syntax: $0
                )
            }
        }
        self.declarations = declarations
        byName = Dictionary(grouping: declarations.indices) { declarations[$0].name }
        children = CheckedChildren(self)
    }

    /// The flow a name names: its first declaration in the module, `nil` when none has it.
    public func flow(named name: String) -> Declaration? {
        byName[name].map { declarations[$0[0]] }
    }

    /// Every declaration of a name, in module order: more than one is a `duplicate-flow`.
    public func declarations(named name: String) -> [Declaration] {
        (byName[name] ?? []).map { declarations[$0] }
    }
}
