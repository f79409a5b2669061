/// The syntax tree of one `.flow` file: its imports and the flows it declares, in source order.
public struct FlowFileSyntax: Hashable, Sendable {
    /// The modules the generated Swift imports, as the file lists them before its first flow.
    public var imports: [ImportDecl]
    public var flows: [FlowDecl]
    /// The `// flowc:ignore` comments, in source order.
    public var suppressions: [SuppressionComment]

    public init(imports: [ImportDecl] = [], flows: [FlowDecl], suppressions: [SuppressionComment] = []) {
        self.imports = imports
        self.flows = flows
        self.suppressions = suppressions
    }
}
