/// One obvious fix for a diagnostic, as text edits in the diagnosed file.
public struct FixIt: Hashable, Sendable {
    /// One replacement of a range of the file by new text; an empty range inserts.
    public struct Edit: Hashable, Sendable {
        public var range: SourceRange
        public var replacement: String

        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    public var message: String
    public var edits: [Edit]

    public init(_ message: String, edits: [Edit]) {
        self.message = message
        self.edits = edits
    }

    /// A fix-it that replaces one range.
    public static func replace(_ range: SourceRange, with text: String, _ message: String) -> FixIt {
        FixIt(message, edits: [Edit(range: range, replacement: text)])
    }
}
