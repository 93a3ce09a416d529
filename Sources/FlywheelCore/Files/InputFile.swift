import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an input file (a script, a recording, a feel file) only when it is a regular file,
/// and only up to a limit: a named pipe, a device (`/dev/zero`) or a socket is refused up front
/// with what it is — it is opened without blocking, so a pipe nobody writes cannot hang the
/// reader — and a file over the limit is refused before its bytes are read.
///
/// ```swift
/// let bytes = try InputFile.read("s.json", limit: 4 << 20)
/// // InputFileError: "it is a named pipe, not a regular file"
/// ```
public enum InputFile {
    /// Why `path` cannot be read as a regular file, or nil when it can be opened. Follows
    /// symbolic links; nothing is read.
    public static func refusal(_ path: String) -> InputFileError.Reason? {
        var info = stat()
        guard stat(path, &info) == 0 else { return reason(errno: errno) }
        if let kind = notRegular(info.st_mode) { return .notRegular(kind) }
        return nil
    }

    /// The bytes of `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        let fail = { (reason: InputFileError.Reason) in InputFileError(path: path, reason: reason) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw fail(reason(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw fail(reason(errno: errno)) }
        if let kind = notRegular(info.st_mode) { throw fail(.notRegular(kind)) }
        if Int(info.st_size) > limit { throw fail(.tooLarge(bytes: Int(info.st_size), limit: limit)) }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count <= limit {
            let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + count, limit + 1 - count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail(reason(errno: errno))
            }
            count += n
        }
        // A file that grew between the check and the read is held to the same limit.
        if count > limit { throw fail(.tooLarge(bytes: count, limit: limit)) }
        bytes.removeSubrange(count...)
        return bytes
    }

    static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }

    static func reason(errno code: Int32) -> InputFileError.Reason {
        switch code {
        case ENOENT: return .missing
        case EACCES, EPERM: return .other("permission denied")
        case ELOOP: return .other("it is a symbolic link loop")
        case ENOTDIR: return .other("a part of the path is a file, not a folder")
        default: return .other(String(cString: strerror(code)).lowercased())
        }
    }
}

/// An input file could not be read: its path and why.
public struct InputFileError: Error, Equatable, CustomStringConvertible {
    /// Why, in kinds a caller can word for itself.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        case missing
        /// What it is instead ("a named pipe").
        case notRegular(String)
        case tooLarge(bytes: Int, limit: Int)
        case other(String)

        public var description: String {
            switch self {
            case .missing: return "no such file"
            case .notRegular("a folder"): return "it is a folder, not a file"
            case .notRegular(let kind): return "it is \(kind), not a regular file"
            case .tooLarge(let bytes, let limit): return "it is \(bytes) bytes; the limit is \(limit) bytes"
            case .other(let text): return text
            }
        }
    }

    public var path: String
    public var reason: Reason

    public var description: String { "\(path): \(reason)" }
}

/// The C library's `read(2)` (a name `InputFile.read` would otherwise hide), on Linux and macOS.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
    #else
        Darwin.read(fd, buffer, count)
    #endif
}
