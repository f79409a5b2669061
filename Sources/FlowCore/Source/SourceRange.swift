/// A half-open range of byte offsets in one source file.
///
/// The offsets are stored in 32 bits, as in tokens (a source file is at most
/// `SourceFile.maximumSize` bytes): a range is 8 bytes, not 16, and every syntax node, graph
/// step and transition holds several, so a big flow's tree and graph take less memory to walk.
public struct SourceRange: Hashable, Sendable {
    private var lower: UInt32
    private var upper: UInt32

    public var lowerBound: Int {
        get { Int(lower) }
        set { lower = UInt32(newValue) }
    }

    public var upperBound: Int {
        get { Int(upper) }
        set { upper = UInt32(newValue) }
    }

    /// A range of offsets from 0 to `SourceFile.maximumSize`; a larger one traps.
    public init(_ lowerBound: Int, _ upperBound: Int) {
        lower = UInt32(lowerBound)
        upper = UInt32(max(lowerBound, upperBound))
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
