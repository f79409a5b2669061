/// The syntax tree of one `.flow` file: the flows it declares, in source order.
public struct FlowFileSyntax: Hashable, Sendable {
    public var flows: [FlowDecl]
    /// Every distinct name of the file, indexed by `Identifier.symbol`.
    public var names: [String]

    public init(flows: [FlowDecl], names: [String]) {
        self.flows = flows
        self.names = names
    }
}
