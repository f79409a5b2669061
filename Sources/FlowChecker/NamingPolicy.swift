import FlowCore

/// The names the generated code of a flow takes in its Swift module, given to the checker by
/// the pipeline (the code generator decides them): the module check keeps flows from taking
/// the same name, or a name generated code refers to.
public struct NamingPolicy: Sendable {
    /// The names no flow may have: generated code refers to types of these names.
    public let reservedFlowNames: Set<String>
    /// Every type name a flow generates, by the flow's name, its own name first.
    public let typeNames: @Sendable (String) -> [String]

    public init(reservedFlowNames: Set<String>, typeNames: @escaping @Sendable (String) -> [String]) {
        self.reservedFlowNames = reservedFlowNames
        self.typeNames = typeNames
    }

    /// No name is reserved and a flow takes only its own: a check for no generator.
    public static let flowNamesOnly = NamingPolicy(reservedFlowNames: []) { [$0] }
}
