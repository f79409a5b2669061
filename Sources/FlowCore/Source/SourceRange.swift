/// A half-open range of byte offsets in one source file.
public struct SourceRange: Hashable, Sendable {
    public var lowerBound: Int
    public var upperBound: Int

    /// The range from `lowerBound` to `upperBound`, or an empty one at `lowerBound` when
    /// `upperBound` is below it.
    public init(_ lowerBound: Int, _ upperBound: Int) {
        self.lowerBound = lowerBound
        self.upperBound = max(lowerBound, upperBound)
    }

    /// An empty range at one offset.
    public init(at offset: Int) {
        self.init(offset, offset)
    }

    /// The smallest range that covers both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(min(lowerBound, other.lowerBound), max(upperBound, other.upperBound))
    }

    public var length: Int { upperBound - lowerBound }
}
