/// A generated flow's plain flag values (`CheckoutFlagValues`). For generated code.
///
/// Equality and hashing come from here, flag by flag through the flow's own `_flag(_:of:)`:
/// the compiler's derivation for the struct costs every build of the app more than the rest of
/// the struct, and an array of the values would make an optimized build specialize array
/// storage for it (docs/Performance.md).
public protocol _FlowFlagValues: Hashable, Sendable {
    /// The number of flags.
    static var _flagCount: Int { get }
    /// The value of flag `index` (in declaration order).
    func _flag(_ index: Int) -> Bool
}

extension _FlowFlagValues {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        for index in 0..<_flagCount where lhs._flag(index) != rhs._flag(index) {
            return false
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        for index in 0..<Self._flagCount {
            hasher.combine(_flag(index))
        }
    }
}
