/// A saved container of one root's flow (`FlowSavedContainer`), its flow's type kept inside.
struct FlowAppSavedRoot: Sendable {
    /// The `FlowSavedContainer` of the root's flow.
    let value: any Sendable
    /// Whether everything saved decoded.
    let isComplete: Bool
    /// Whether it holds a walk that begins at one of the flow's roots (a tab's root, in tabs):
    /// a walk of this flow, not one whose steps only happen to decode.
    let beginsAtRoot: Bool
    /// Writes it in its own format (version 4).
    let encode: @Sendable (any Encoder) throws -> Void

    init<Step: FlowStep>(_ container: FlowSavedContainer<Step>, beginsAtRoot: Bool = true) where Step._Kind: FlowStepKind {
        value = container
        isComplete = container.isComplete
        self.beginsAtRoot = beginsAtRoot
        encode = { try container.encode(to: $0) }
    }
}
