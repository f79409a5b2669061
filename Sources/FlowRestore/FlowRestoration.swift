/// What a saved walk's entries read as (`FlowRestore.walk`): its steps, and where reading
/// stopped. The legal prefix is taken after (`FlowRestore.legalPrefixLength`).
public struct FlowRestoration<Step> {
    /// The steps read, in order, then a removed step's fallback when reading ended at one.
    public var steps: [Step]
    /// Where reading stopped, if it did.
    public var stop: Stop

    public init(steps: [Step], stop: Stop) {
        self.steps = steps
        self.stop = stop
    }

    /// Where reading a saved walk stopped.
    public enum Stop: Hashable, Sendable {
        /// Every entry decoded.
        case none
        /// The entry at this index ends the walk as a declaration says (on its fallback, or cut
        /// there deliberately).
        case declared(Int)
        /// The entry at this index doesn't decode and nothing declares where it goes: the walk
        /// is cut before it.
        case cut(Int)
    }

    /// Whether every entry decoded as itself.
    public var isComplete: Bool {
        stop == .none
    }
}

extension FlowRestoration: Equatable where Step: Equatable {}
extension FlowRestoration: Hashable where Step: Hashable {}
extension FlowRestoration: Sendable where Step: Sendable {}
