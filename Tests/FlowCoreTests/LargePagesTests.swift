import FlowCore
import Testing

@Suite struct LargePagesTests {
    let page = LargePages.size

    @Test func onlyWholeLargePagesInsideTheBlockAreAdvised() {
        // Aligned: every page of the block.
        #expect(LargePages.wholePages(from: 4 * page, byteCount: 3 * page) == (4 * page)..<(7 * page))
        // Unaligned at both ends: the pages strictly inside.
        #expect(LargePages.wholePages(from: 4 * page + 4096, byteCount: 3 * page) == (5 * page)..<(7 * page))
        #expect(LargePages.wholePages(from: 4 * page + 4096, byteCount: 3 * page - 8192) == (5 * page)..<(6 * page))
    }

    @Test func blocksWithoutAWholeLargePageAreLeftAlone() {
        #expect(LargePages.wholePages(from: 4 * page, byteCount: page - 1) == nil)
        #expect(LargePages.wholePages(from: 4 * page, byteCount: page) == (4 * page)..<(5 * page))
        #expect(LargePages.wholePages(from: 4 * page + 1, byteCount: page) == nil)
        #expect(LargePages.wholePages(from: 4 * page + 1, byteCount: 2 * page) == (5 * page)..<(6 * page))
        #expect(LargePages.wholePages(from: 4 * page + 1, byteCount: 2 * page - 2) == nil)
        #expect(LargePages.wholePages(from: 0, byteCount: 0) == nil)
    }

    /// Advising a real block, written after, leaves its contents intact.
    @Test func advisedMemoryHoldsWhatIsWritten() {
        let count = 3 * page
        let block = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        defer { block.deallocate() }
        LargePages.advise(block, byteCount: count)
        let bytes = block.bindMemory(to: UInt8.self, capacity: count)
        for index in stride(from: 0, to: count, by: 4093) { bytes[index] = UInt8(truncatingIfNeeded: index) }
        var intact = true
        for index in stride(from: 0, to: count, by: 4093) where bytes[index] != UInt8(truncatingIfNeeded: index) { intact = false }
        #expect(intact)
    }
}
