#if canImport(Glibc)
import Glibc
#endif

/// How flowc asks the C allocator to treat its big blocks; `flowc` sets it at start, and so
/// does `flowc-bench`, so that the benchmark measures the allocator the tool runs with.
public enum HeapTuning {
    /// glibc gives each block from 128 KiB up (more, as it adapts) a mapping of its own and
    /// hands it back when freed, so the next big block faults in fresh pages: the tokens'
    /// block, freed after parsing, is never reused for the graph and the output. Blocks up to
    /// 32 MiB (glibc's limit) come from the heap instead, which is kept: at 10,000 steps a run
    /// faults in 2,000 pages fewer and takes 7% less time. A fixed threshold also ends glibc's
    /// adapting it to the blocks freed so far, which made warm runs in one process depend on
    /// the runs before. `mallopt` is looked up at run time (the Glibc module does not export
    /// it); elsewhere this does nothing.
    public static func keepLargeBlocksOnTheHeap() {
        #if canImport(Glibc)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        let mmapThreshold: Int32 = -3, trimThreshold: Int32 = -1  // M_MMAP_THRESHOLD, M_TRIM_THRESHOLD (malloc.h)
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 64 << 20)
        #endif
    }
}
