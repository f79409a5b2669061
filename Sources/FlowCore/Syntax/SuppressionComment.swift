/// `// flowc:ignore event-not-covered -- the button is hidden` at the end of a line: silences
/// the warnings with those ids that point at that line, and only there.
public struct SuppressionComment: Hashable, Sendable {
    /// The whole comment, from `//`.
    public var range: SourceRange
    /// The ids it names, each with its range (an unknown id is reported there).
    public var ids: [Identifier]
    /// The text after `--`, trimmed: why the warning is silenced.
    public var justification: String?
    /// Where it stands, which decides what it can silence.
    public var placement: Placement

    /// Where a suppression comment stands.
    public enum Placement: Hashable, Sendable {
        /// After code, on line `line` (counted from 1): it silences warnings at that line.
        case endOfLine(line: Int)
        /// On a line of its own: it silences nothing (it is reported).
        case ownLine
    }

    public init(range: SourceRange, ids: [Identifier], justification: String?, placement: Placement) {
        self.range = range
        self.ids = ids
        self.justification = justification
        self.placement = placement
    }

    /// What follows `//` (and any spaces) in a suppression comment.
    public static let marker = "flowc:ignore"
}
