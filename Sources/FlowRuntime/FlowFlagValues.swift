/// A generated flow's plain flag values (`CheckoutFlagValues`). For generated code.
///
/// Equality and hashing come from here, through the values in declaration order: the
/// compiler's own derivation for the struct costs every build of the app more than the whole
/// rest of the struct (docs/Performance.md).
public protocol _FlowFlagValues: Hashable, Sendable {
    /// Every flag's value, in declaration order.
    var _flagValues: [Bool] { get }
}

extension _FlowFlagValues {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._flagValues == rhs._flagValues
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(_flagValues)
    }
}
