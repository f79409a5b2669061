/// The syntax tree of one `.flow` file: its imports, and the flows and apps it declares, each
/// in source order.
public struct FlowFileSyntax: Hashable, Sendable {
    /// The modules the generated Swift imports, as the file lists them before its first flow.
    public var imports: [ImportDecl]
    public var flows: [FlowDecl]
    /// The `app` declarations, in source order (among the flows, by their ranges).
    public var apps: [AppDecl]
    /// The `// flowc:ignore` comments, in source order.
    public var suppressions: [SuppressionComment]

    public init(imports: [ImportDecl] = [], flows: [FlowDecl], apps: [AppDecl] = [], suppressions: [SuppressionComment] = []) {
        self.imports = imports
        self.flows = flows
        self.apps = apps
        self.suppressions = suppressions
    }
}
