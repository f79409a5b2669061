import FlowCore

/// Builds generated source text line by line with scoped indentation.
///
/// Emitters never build strings with indentation in them: they call `line` and nest with
/// `block` or `indented`, so the output's layout is decided in one place.
///
/// The text is kept as UTF-8 bytes in storage the printer owns: appending to it is a bounds
/// check and a copy, without the uniqueness checks and generic paths of an array's append,
/// which were a third of the emitter's instructions. A printer can't be copied, so that storage
/// has exactly one owner.
public struct CodePrinter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var level = 0
    private let unit: [UInt8]

    /// - Parameter capacity: the bytes to make room for at once, when the caller can tell
    ///   how long the text will be: a printer grows by doubling, and every step of that
    ///   touches fresh memory, which a short-lived process pays for in page faults.
    public init(indentUnit: String = "    ", capacity: Int = 1 << 16) {
        self.unit = Array(indentUnit.utf8)
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        LargePages.advise(UnsafeMutableRawPointer(base), byteCount: self.capacity)
    }

    deinit { base.deallocate() }

    /// The text printed so far.
    public var text: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Ends printing and hands the bytes over as they are, without a copy.
    public consuming func finish() -> SwiftSource {
        let source = SwiftSource(takingOver: base, count: count)
        // The printer's own end frees its storage: give it an empty block of its own to free.
        base = .allocate(capacity: 1)
        count = 0
        return source
    }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        LargePages.advise(UnsafeMutableRawPointer(newBase), byteCount: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    private mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress else { return }
        reserve(text.count)
        (base + count).initialize(from: source, count: text.count)
        count += text.count
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends one line at the current indentation (an empty line has no trailing spaces).
    public mutating func line(_ content: String = "") {
        if !content.isEmpty {
            beginLine()
            write(content)
        }
        append(0x0A)
    }

    /// Appends one line made of several pieces, without building the line as a `String` first.
    public mutating func line(_ first: String, _ rest: String...) {
        beginLine()
        write(first)
        for part in rest { write(part) }
        endLine()
    }

    /// Starts a line at the current indentation, for `write` calls and an `endLine()`: the
    /// emitter's hottest lines are written this way, with no `String` made for the line.
    public mutating func beginLine() {
        unit.withUnsafeBufferPointer { unit in
            for _ in 0..<level { append(unit) }
        }
    }

    /// Appends text to the current line.
    @inline(__always)
    public mutating func write(_ text: String) {
        // The bytes in one copy, never through the `utf8` view a byte at a time; a string that
        // is not stored as UTF-8 (bridged) is made so first.
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// Appends a literal to the current line: its bytes are in the binary, so this is a copy
    /// with nothing to look up (the emitter's hottest pieces, written per step, are literals).
    @inline(__always)
    public mutating func write(literal text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends a number, in decimal, to the current line.
    public mutating func write(_ number: Int) {
        if number >= 0, number < 10 {
            // Most numbers written are small indexes: one digit, no loop.
            append(0x30 + UInt8(truncatingIfNeeded: number))
            return
        }
        if number < 0 { append(UInt8(ascii: "-")) }
        // Digits from the last, into room on the stack (a 64-bit magnitude has at most 20),
        // then copied in one piece.
        var value = number.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var position = 20
            repeat {
                position -= 1
                digits[position] = 0x30 + UInt8(truncatingIfNeeded: value % 10)
                value /= 10
            } while value > 0
            append(UnsafeBufferPointer(rebasing: digits[position...]))
        }
    }

    /// Appends UTF-8 bytes to the current line.
    public mutating func write(bytes text: UnsafeBufferPointer<UInt8>) {
        append(text)
    }

    /// Appends one byte (an ASCII character) to the current line.
    public mutating func write(byte: UInt8) {
        append(byte)
    }

    /// Ends the current line.
    public mutating func endLine() {
        append(0x0A)
    }

    /// Appends a line at column 1, whatever the indentation (for `#sourceLocation`).
    public mutating func unindentedLine(_ content: String) {
        write(content)
        append(0x0A)
    }

    /// The width in bytes of the white space that `line` puts before content at the current level.
    public var indentationWidth: Int { level * unit.count }

    /// Runs `body` one level deeper.
    public mutating func indented(_ body: (inout CodePrinter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// `header {`, the body one level deeper, then `}`.
    public mutating func block(_ header: String, _ body: (inout CodePrinter) -> Void) {
        line(header + " {")
        indented(body)
        line("}")
    }

    /// `///` lines for a doc comment.
    public mutating func doc(_ lines: some Collection<String>) {
        for docLine in lines {
            beginLine()
            write(literal: docLine.isEmpty ? "///" : "/// ")
            write(docLine)
            endLine()
        }
    }
}
