import Foundation

/// The process's resident set size from /proc/self/status (Linux), with no libc calls: the
/// Leak scene's RSS line and `harness soak`'s samples.
///
/// ```swift
/// ProcessMemory.residentBytes()   // 47_120_384, or nil where there is no /proc
/// ```
enum ProcessMemory {
    static func residentBytes() -> Int? { statusBytes("VmRSS:") }

    /// The peak resident set size (VmHWM) since the process started or `resetPeak()`.
    static func peakResidentBytes() -> Int? { statusBytes("VmHWM:") }

    /// Starts the peak over from the current resident size (Linux: "5" to /proc/self/clear_refs);
    /// false where that cannot be done.
    @discardableResult
    static func resetPeak() -> Bool {
        #if os(Linux)
            guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
            defer { try? file.close() }
            return (try? file.write(contentsOf: Data("5".utf8))) != nil
        #else
            return false
        #endif
    }

    /// A size field of /proc/self/status; nil where there is no /proc (the Leak scene and soak
    /// then show no RSS).
    private static func statusBytes(_ field: String) -> Int? {
        #if os(Linux)
            guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
            for line in text.split(separator: "\n") where line.hasPrefix(field) {
                let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard fields.count >= 2, let kb = Int(fields[1]) else { return nil }
                return kb * 1024
            }
            return nil
        #else
            return nil
        #endif
    }
}
