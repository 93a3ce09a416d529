import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// `harness soak`'s reading of glibc's heap: bytes in use tell a growing program from an
/// allocator that keeps freed memory.
@Suite struct MallocStatsTests {
    /// The `<system>` and `<aspace>` lines malloc_info(3) ends a heap's block and the totals with.
    static func systemLines(current: Int, max: Int) -> String {
        """
        <system type="current" size="\(current)"/>
        <system type="max" size="\(max)"/>
        <aspace type="total" size="\(current)"/>
        <aspace type="mprotect" size="\(current)"/>
        """
    }

    /// malloc_info(3)'s shape: per-heap blocks, then the process's totals after the last heap.
    static let xml = """
        <malloc version="1">
        <heap nr="0">
        <sizes>
        <size from="17" to="32" total="64" count="2"/>
        </sizes>
        <total type="fast" count="2" size="64"/>
        <total type="rest" count="3" size="9000"/>
        \(systemLines(current: 200_000, max: 300_000))
        </heap>
        <total type="fast" count="2" size="64"/>
        <total type="rest" count="5" size="10000"/>
        <total type="mmap" count="1" size="50000"/>
        \(systemLines(current: 210_000, max: 310_000))
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

    /// The live heap is the whole process's, and other suites allocate and free while they run,
    /// so the reading is taken in a child process (this test binary again) that runs the probe
    /// below and nothing else; it writes the difference it saw, which must count the block.
    @Test(
        .enabled(if: MallocStats.current() != nil, "not glibc: there is no malloc_info to read"),
        .enabled(if: !Sanitizer.address, "AddressSanitizer's allocator replaces glibc's: its heap does not grow"))
    func theLiveHeapCountsABlockWhileItIsHeld() throws {
        let result = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flywheel-heap-\(ProcessInfo.processInfo.processIdentifier).txt")
        defer { try? FileManager.default.removeItem(at: result) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing", "--filter", "MallocStatsProbe"]
        child.environment = ProcessInfo.processInfo.environment.merging([MallocStatsProbe.resultKey: result.path]) {
            $1
        }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)
        let seen = try #require(Int(String(contentsOf: result, encoding: .utf8)))
        // Within 128 KB of the block: glibc's own bookkeeping moves a few kilobytes between the
        // readings (a CI run saw 4,182,337 of 4,194,304 bytes), while a reading that missed the
        // block would be off by all 4 MB.
        #expect(seen >= (4 << 20) - (128 << 10))
        #expect(seen <= (4 << 20) + (1 << 20))
    }
}

/// The heap probe: runs only in the child process `theLiveHeapCountsABlockWhileItIsHeld` starts,
/// where no other suite runs, and writes how much the live heap grew while a 4 MB block was held.
@Suite struct MallocStatsProbe {
    static let resultKey = "FLYWHEEL_HEAP_PROBE_RESULT"

    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment[resultKey] != nil,
            "runs only in its own process, started by MallocStatsTests"))
    func heapGrowthWhileABlockIsHeld() throws {
        let path = try #require(ProcessInfo.processInfo.environment[Self.resultKey])
        let before = try #require(MallocStats.current())
        let block = UnsafeMutableRawPointer.allocate(byteCount: 4 << 20, alignment: 16)
        let during = try #require(MallocStats.current())
        block.deallocate()
        try String(during.inUseBytes - before.inUseBytes).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
