/// `skip when condition`: the step is bypassed when the condition holds.
public struct SkipRule: Hashable, Sendable {
    /// The range from `skip` to the end of the condition.
    public var range: SourceRange
    public var condition: Expr

    public init(range: SourceRange, condition: Expr) {
        self.range = range
        self.condition = condition
    }
}
