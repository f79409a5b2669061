/// One obvious fix for a diagnostic, as text edits in the diagnosed file.
public struct FixIt: Hashable, Sendable {
    /// One replacement of a range of the file by new text; an empty range inserts.
    public struct Edit: Hashable, Sendable {
        public var range: SourceRange
        public var replacement: String
    }

    public var message: String
    public var edits: [Edit]

    /// A fix-it that replaces one range.
    public static func replace(_ range: SourceRange, with text: String, _ message: String) -> FixIt {
        FixIt(message: message, edits: [Edit(range: range, replacement: text)])
    }
}
