/// `tabs timeline, notifications when isSignedIn, explore`: a router's tabs, in the order the
/// bar shows them, in place of `start`. Each tab is named after its root step, and keeps a stack
/// of its own.
public struct TabsDecl: Hashable, Sendable {
    /// The range of the `tabs` keyword.
    public var keywordRange: SourceRange
    /// The tabs, in written order; the first shown is selected at launch.
    public var tabs: [Tab]

    public init(keywordRange: SourceRange, tabs: [Tab]) {
        self.keywordRange = keywordRange
        self.tabs = tabs
    }

    /// The range from `tabs` to the end of the last tab.
    public var range: SourceRange { keywordRange.union(tabs.last?.range ?? keywordRange) }

    /// One tab: its root step, and the condition under which the bar shows it.
    public struct Tab: Hashable, Sendable {
        /// The root step, which names the tab.
        public var root: Identifier
        /// `when condition`: the tab is in the bar only while it holds; `nil`, always.
        public var condition: Expr?
        /// The range of `when condition`, when written.
        public var conditionRange: SourceRange?

        public init(root: Identifier, condition: Expr? = nil, conditionRange: SourceRange? = nil) {
            self.root = root
            self.condition = condition
            self.conditionRange = conditionRange
        }

        /// From the root's name to the end of its condition.
        public var range: SourceRange { conditionRange.map(root.range.union) ?? root.range }
    }
}
