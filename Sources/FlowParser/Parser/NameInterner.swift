#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowCore

/// Gives every distinct name of a file one symbol (a number counting from 0) and one `String`,
/// made the first time the name is seen.
///
/// A name is found by its bytes, hashed with FNV-1a in an open-addressing table, so the
/// thousandth use of a step's name costs a hash of a few bytes and one comparison, not a new
/// `String` and a SipHash of it; later stages look names up by symbol, in arrays.
struct NameInterner {
    /// The name of each symbol.
    private(set) var names: [String] = []
    /// Where each symbol was first seen: its bytes, to compare candidates with.
    private var ranges: [SourceRange] = []
    private var hashes: [UInt64] = []
    /// Symbol + 1 per slot; 0 is empty.
    private var slots: [Int32]

    init(capacity: Int) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    /// The symbol of the name at `range` of `file`, interned on first sight.
    mutating func intern(_ range: SourceRange, in file: SourceFile, bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            let base = bytes.baseAddress! + range.lowerBound
            let length = range.length
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for offset in 0..<length {
                hash = (hash ^ UInt64(base[offset])) &* 0x0000_0100_0000_01b3
            }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let stored = Int(slots[slot])
                if stored == 0 { break }
                let symbol = stored - 1
                let candidate = ranges[symbol]
                if hashes[symbol] == hash, candidate.length == length,
                   memcmp(bytes.baseAddress! + candidate.lowerBound, base, length) == 0 {
                    return symbol
                }
                slot = (slot + 1) & mask
            }
            let symbol = names.count
            names.append(file.text(range))
            ranges.append(range)
            hashes.append(hash)
            slots[slot] = Int32(symbol + 1)
            if names.count * 2 > slots.count { grow() }
            return symbol
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for symbol in names.indices {
            var slot = Int(truncatingIfNeeded: hashes[symbol]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(symbol + 1)
        }
    }
}
