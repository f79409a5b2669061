/// A name as written in the source, with where it was written.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var range: SourceRange
    /// The name's number in its file: equal names have equal symbols, and the symbol indexes
    /// `FlowFileSyntax.names`, so later stages look names up in arrays instead of hashing text.
    public var symbol: Int

    public init(_ name: String, range: SourceRange, symbol: Int) {
        self.name = name
        self.range = range
        self.symbol = symbol
    }
}
