/// `shell { on compose -> composer as sheet when isSignedIn }`: the tab bar's own actions. Each
/// presents a step over whichever tab is selected, and never becomes the selection.
public struct ShellDecl: Hashable, Sendable {
    /// The actions in source order, written as transitions.
    public var transitions: [TransitionDecl]
    /// From `shell` to the closing brace.
    public var range: SourceRange
    /// The range of the `shell` keyword.
    public var keywordRange: SourceRange
    /// Whether part of the block failed to parse.
    public var isIncomplete = false

    public init(transitions: [TransitionDecl], range: SourceRange, keywordRange: SourceRange) {
        self.transitions = transitions
        self.range = range
        self.keywordRange = keywordRange
    }
}
