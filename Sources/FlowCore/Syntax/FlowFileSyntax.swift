/// The syntax tree of one `.flow` file: the flows it declares, in source order.
public struct FlowFileSyntax: Hashable, Sendable {
    public var flows: [FlowDecl]

    public init(flows: [FlowDecl]) {
        self.flows = flows
    }
}
