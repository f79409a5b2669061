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
///
/// A slot holds all a probe needs (the hash, where the name was first seen, its symbol), so a
/// lookup touches one place in the table and the file's bytes, which are usually close by:
/// names are mostly used near where they are declared.
struct NameInterner {
    /// 16 bytes, offsets in 32 bits as in tokens: four slots to a cache line. A big flow's
    /// lookups land all over the table, so its size in bytes is what they cost.
    private struct Slot {
        /// Symbol + 1; 0 is an empty slot.
        var symbolPlusOne: Int32 = 0
        /// The name's hash, folded to 32 bits: the slot's place in any table up to 2^32 slots.
        var hash: UInt32 = 0
        /// Where the name was first seen in the file.
        var start: UInt32 = 0
        var length: UInt32 = 0
    }

    /// The name of each symbol.
    private(set) var names: [String] = []
    private var slots: [Slot]

    /// - Parameter capacity: the names expected; the table starts with at least that many
    ///   slots and doubles whenever it is half full.
    init(capacity: Int) {
        var size = 64
        while size < capacity { size *= 2 }
        slots = Array(repeating: Slot(), count: size)
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
            let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
            let mask = slots.count - 1
            var index = Int(folded) & mask
            let found: Int? = slots.withUnsafeBufferPointer { slots in
                while true {
                    let slot = slots[index]
                    if slot.symbolPlusOne == 0 { return nil }
                    if slot.hash == folded, Int(slot.length) == length,
                       memcmp(bytes.baseAddress! + Int(slot.start), base, length) == 0 {
                        return Int(slot.symbolPlusOne) - 1
                    }
                    index = (index + 1) & mask
                }
            }
            if let found { return found }
            let symbol = names.count
            names.append(file.text(range))
            // Offsets fit in 32 bits: the lexer takes files of at most 4 GiB.
            slots[index] = Slot(
                symbolPlusOne: Int32(symbol + 1), hash: folded,
                start: UInt32(truncatingIfNeeded: range.lowerBound), length: UInt32(truncatingIfNeeded: length)
            )
            if names.count * 2 > slots.count { grow() }
            return symbol
        }
    }

    /// Twice the slots; every name moves to its place in the bigger table, found from the
    /// folded hash its slot keeps.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for slot in old where slot.symbolPlusOne != 0 {
            var index = Int(slot.hash) & mask
            while slots[index].symbolPlusOne != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
