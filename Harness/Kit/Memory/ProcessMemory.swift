import Foundation

/// The process's resident set size from /proc/self/status (Linux), with no libc calls: the
/// Leak scene's RSS line and `harness soak`'s samples.
///
/// ```swift
/// ProcessMemory.residentBytes()   // 47_120_384, or nil where there is no /proc
/// ```
enum ProcessMemory {
    static func residentBytes() -> Int? {
        #if os(Linux)
            return linuxResidentBytes()
        #else
            return nil  // no /proc: the Leak scene and soak show no RSS
        #endif
    }

    private static func linuxResidentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let kb = Int(fields[1]) else { return nil }
            return kb * 1024
        }
        return nil
    }
}
