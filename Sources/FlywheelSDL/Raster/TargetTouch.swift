/// Reads the target pixels a blend is about to read, one per cache line, before the work that
/// leads up to it (the span fill calls it before accumulating a shape's edges).
///
/// Why: the background under a redrawn area may just have been filled by SDL (a whole frame's
/// `SDL_RenderClear`; a damaged rectangle is now cleared by the canvas's own `fill`), whose SSE
/// fill stores past the cache (`movntps`), so the span fill's first read of a line went to
/// memory and waited there — most of its time on the picker's 1-px icon rings, whose pixels are
/// runs of one (`perf record -e cpu-clock` put three quarters of it on that read). These reads
/// do not depend on each other, so their misses overlap, and the edges are accumulated while
/// they arrive. (Text and images read their target in longer runs and gained nothing from it.)
///
/// ```swift
/// TargetTouch.rows(pixels, pitch: 800, rows: 10..<40, columns: 100..<130)
/// ```
enum TargetTouch {
    /// Where the reads go, so they are not optimised away (one word, never freed).
    nonisolated(unsafe) private static let sink = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)

    /// Reads one pixel of every 64-byte line of `rows` × `columns` of `pixels` (`pitch` pixels
    /// a row); both ranges already inside the target.
    @inline(__always)
    static func rows(_ pixels: UnsafeMutablePointer<UInt32>, pitch: Int, rows: Range<Int>, columns: Range<Int>) {
        guard !columns.isEmpty, !rows.isEmpty else { return }
        var any: UInt32 = 0
        for y in rows {
            let row = pixels + y * pitch
            var x = columns.lowerBound
            while x < columns.upperBound {
                any |= row[x]
                x += 16
            }
            any |= row[columns.upperBound - 1]
        }
        sink.pointee = any
    }
}
