#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back the big blocks flowc fills front to back (the tokens, the generated
/// text) with 2 MiB pages.
///
/// A block past a few MiB is a fresh mapping, and each 4 KiB page of it costs a page fault
/// when first written: 20,000 faults for the 47 MB of tokens and 37 MB of Swift of a
/// 100,000-step flow. With large pages that is a few dozen, and the walks over the block miss
/// the TLB less. Linux only, and only where transparent huge pages are enabled for advised
/// memory (`/sys/kernel/mm/transparent_hugepage/enabled` is `madvise` or `always`); elsewhere,
/// or when the kernel declines, nothing changes but speed.
public enum LargePages {
    /// The size of a large page.
    public static let size = 2 << 20

    /// Advises the whole large pages inside `byteCount` bytes at `start`, before they are
    /// written; a block that holds none is left alone.
    public static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        guard let pages = wholePages(from: Int(bitPattern: start), byteCount: byteCount),
              let pointer = UnsafeMutableRawPointer(bitPattern: pages.lowerBound) else { return }
        _ = madvise(pointer, pages.count, MADV_HUGEPAGE)
        #endif
    }

    /// The addresses of the whole large pages inside `byteCount` bytes from `address`, when
    /// it holds one.
    public static func wholePages(from address: Int, byteCount: Int) -> Range<Int>? {
        guard byteCount >= size else { return nil }
        let first = (address + size - 1) & ~(size - 1)
        let end = (address + byteCount) & ~(size - 1)
        return end > first ? first..<end : nil
    }
}
