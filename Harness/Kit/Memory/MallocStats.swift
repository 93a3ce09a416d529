import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// glibc's own count of the C heap, read from `malloc_info(3)`: what the program holds and what
/// the allocator keeps. `harness soak` samples it next to the RSS, which tells a program that keeps
/// more and more (the bytes in use grow) from an allocator that holds on to freed memory (only the
/// RSS and `heapBytes` grow).
///
/// ```swift
/// if let stats = MallocStats.current() {
///     stats.inUseBytes    // 38_211_584: blocks handed out and not yet freed, mmapped ones included
/// }
/// ```
public struct MallocStats: Sendable, Equatable {
    /// Bytes in blocks handed out by malloc and not yet freed (heap and mmapped blocks).
    public var inUseBytes: Int
    /// Bytes the arenas (heaps) take from the system, free space inside them included.
    public var heapBytes: Int
    /// Free bytes inside the arenas (free lists and the top chunk).
    public var freeBytes: Int
    /// Bytes in blocks large enough to have been mmapped on their own.
    public var mmappedBytes: Int

    /// The figures now, or nil where there is no glibc `malloc_info`.
    public static func current() -> MallocStats? {
        #if canImport(Glibc)
            guard let xml = mallocInfoXML() else { return nil }
            return parse(xml)
        #else
            return nil
        #endif
    }

    /// Reads the totals for the whole process (the lines after the last `</heap>`) out of
    /// `malloc_info`'s XML.
    static func parse(_ xml: String) -> MallocStats? {
        let tail = xml.range(of: "</heap>", options: .backwards).map { xml[$0.upperBound...] } ?? xml[...]
        var free = 0, mmapped = 0, system: Int?
        for line in tail.split(separator: "\n") {
            guard let type = attribute("type", in: line), let size = attribute("size", in: line).flatMap({ Int($0) })
            else { continue }
            if line.hasPrefix("<total") {
                if type == "fast" || type == "rest" { free += size } else if type == "mmap" { mmapped = size }
            } else if line.hasPrefix("<system"), type == "current" {
                system = size
            }
        }
        guard let system else { return nil }
        return MallocStats(
            inUseBytes: system - free + mmapped, heapBytes: system, freeBytes: free, mmappedBytes: mmapped)
    }

    private static func attribute(_ name: String, in line: Substring) -> Substring? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return rest[..<end]
    }

    #if canImport(Glibc)
        private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

        /// `malloc_info` is not in the Glibc module's headers, so it is looked up by name.
        private static let mallocInfo: MallocInfo? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return nil }
            return unsafeBitCast(symbol, to: MallocInfo.self)
        }()

        private static func mallocInfoXML() -> String? {
            guard let mallocInfo else { return nil }
            var buffer: UnsafeMutablePointer<CChar>?
            var length = 0
            guard let stream = open_memstream(&buffer, &length) else { return nil }
            let status = mallocInfo(0, stream)
            fclose(stream)
            defer { free(buffer) }
            guard status == 0, let buffer else { return nil }
            return String(cString: buffer)
        }
    #endif
}
