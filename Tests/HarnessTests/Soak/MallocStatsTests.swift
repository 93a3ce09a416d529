import Foundation
import Testing

@testable import HarnessKit

/// `harness soak`'s reading of glibc's heap: bytes in use tell a growing program from an
/// allocator that keeps freed memory.
@Suite struct MallocStatsTests {
    /// malloc_info(3)'s shape: per-heap blocks, then the process's totals after the last heap.
    static let xml = """
        <malloc version="1">
        <heap nr="0">
        <sizes>
        <size from="17" to="32" total="64" count="2"/>
        </sizes>
        <total type="fast" count="2" size="64"/>
        <total type="rest" count="3" size="9000"/>
        <system type="current" size="200000"/>
        <system type="max" size="300000"/>
        <aspace type="total" size="200000"/>
        <aspace type="mprotect" size="200000"/>
        </heap>
        <total type="fast" count="2" size="64"/>
        <total type="rest" count="5" size="10000"/>
        <total type="mmap" count="1" size="50000"/>
        <system type="current" size="210000"/>
        <system type="max" size="310000"/>
        <aspace type="total" size="210000"/>
        <aspace type="mprotect" size="210000"/>
        </malloc>
        """

    @Test func totalsComeFromAfterTheLastHeap() throws {
        let stats = try #require(MallocStats.parse(Self.xml))
        #expect(stats.heapBytes == 210_000)
        #expect(stats.freeBytes == 10_064)
        #expect(stats.mmappedBytes == 50_000)
        #expect(stats.inUseBytes == 210_000 - 10_064 + 50_000)
    }

    @Test func notMallocInfoGivesNil() {
        #expect(MallocStats.parse("") == nil)
        #expect(MallocStats.parse("<malloc version=\"1\"></malloc>") == nil)
    }

    /// Other suites run in parallel and free memory of their own between the two readings (one
    /// run saw the block 1.5 KB short), so the reading is taken up to five times and the largest
    /// difference must count the whole block.
    @Test func theLiveHeapCountsABlockWhileItIsHeld() throws {
        guard MallocStats.current() != nil else { return }  // not glibc: nothing to read
        var largest = Int.min
        for _ in 0..<5 where largest < 4 << 20 {
            let before = try #require(MallocStats.current())
            let block = UnsafeMutableRawPointer.allocate(byteCount: 4 << 20, alignment: 16)
            let during = try #require(MallocStats.current())
            block.deallocate()
            largest = max(largest, during.inUseBytes - before.inUseBytes)
        }
        #expect(largest >= 4 << 20)
    }
}
