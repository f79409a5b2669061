/// One flag named by a `flag a, b` line: a Boolean the app supplies at run time.
public struct FlagDecl: Hashable, Sendable {
    /// The doc comment of the `flag` line; it documents every flag the line declares.
    public var doc: [String]
    public var name: Identifier
    /// The offset of the `flag` keyword: flags declared by one line share it.
    public var keywordOffset: Int

    public init(doc: [String], name: Identifier, keywordOffset: Int = 0) {
        self.doc = doc
        self.name = name
        self.keywordOffset = keywordOffset
    }
}
