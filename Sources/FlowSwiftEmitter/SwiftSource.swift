/// Generated Swift as UTF-8 bytes, taken over from the printer that wrote them.
///
/// A 100,000-step flow's Swift is 25 MB: making it a `String` copies every byte into fresh
/// memory and checks it as UTF-8 again (16 ms of a 135 ms emit there). A tool that writes the
/// file reads the bytes in place with `withUTF8`; `text` makes the `String` when one is wanted.
public final class SwiftSource: @unchecked Sendable {
    // Written once by the printer before it hands them over, never changed after: safe to share.
    private let base: UnsafeMutablePointer<UInt8>
    /// The number of bytes.
    public let count: Int

    /// Takes over `count` initialized bytes at `base`, allocated with `allocate(capacity:)`.
    init(takingOver base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    deinit { base.deallocate() }

    /// Runs `body` with the bytes, in place.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The text, as a `String` (a copy).
    public var text: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
}
