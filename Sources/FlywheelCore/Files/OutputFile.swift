import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an output file without ever replacing what its path is, and without leaving a partial
/// file behind.
///
/// - A regular file, or nothing: the bytes go to a temporary file in the same folder, which is
///   flushed to the disk and renamed over the target only when every byte was written; on any
///   failure the temporary file is removed and the target is as it was.
/// - A symbolic link is written through: the file it points to is written as above, in its own
///   folder (created there when the link points to a file not yet made), and the link stays a
///   link. A link loop, and a link into a folder that does not exist, are refused.
/// - A character device (`/dev/null`, a terminal) or a named pipe is written to directly, never
///   replaced; a pipe nobody reads is refused at once instead of blocking.
/// - A folder, a block device or a socket is refused.
///
/// ```swift
/// try OutputFile.write(Array(json.utf8), to: "out/report.json")
/// // OutputFileError: "out/report.json: the disk is full"
/// ```
public enum OutputFile {
    /// What a path is, for writing (`classify`).
    public enum Target: Equatable, Sendable {
        case absent
        case regularFile
        /// A link; `resolved` is the final target's path (which may not exist yet).
        case symbolicLink(resolved: String)
        case linkLoop
        case danglingLink
        case folder
        case characterDevice
        case namedPipe
        case blockDevice
        case socket

        /// Why a path of this kind cannot be written, or nil when it can.
        public var refusal: String? {
            switch self {
            case .absent, .regularFile, .symbolicLink, .characterDevice, .namedPipe: return nil
            case .linkLoop: return "it is a symbolic link loop"
            case .danglingLink: return "it is a symbolic link into a folder that does not exist"
            case .folder: return "it is a folder, not a file"
            case .blockDevice: return "it is a block device; outputs go to files, character devices or named pipes"
            case .socket: return "it is a socket; outputs go to files, character devices or named pipes"
            }
        }
    }

    /// What `path` is, without following a final symbolic link (a link is resolved to say where
    /// it leads).
    public static func classify(_ path: String) -> Target {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .absent }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            return resolveLink(path)
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        case S_IFCHR: return .characterDevice
        case S_IFIFO: return .namedPipe
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        default: return .socket
        }
    }

    /// Where the link at `path` finally leads: the real path of its target, or — for a target
    /// not yet made — the real path of the target's folder and the target's name. Links are
    /// followed at most 40 times (Linux's limit), so a loop is found.
    static func resolveLink(_ path: String) -> Target {
        var current = path
        for _ in 0..<40 {
            if let resolved = realpath(current, nil) {
                defer { free(resolved) }
                return .symbolicLink(resolved: String(cString: resolved))
            }
            if errno == ELOOP { return .linkLoop }
            // The target does not exist: read this link one step and follow it.
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, Int(PATH_MAX))
            guard count >= 0 else {
                // `current` is not a link: a missing file in a folder that must exist.
                guard let folder = realpath(self.folder(of: current), nil) else { return .danglingLink }
                defer { free(folder) }
                let name = current.split(separator: "/").last.map(String.init) ?? current
                let base = String(cString: folder)
                return .symbolicLink(resolved: (base == "/" ? "" : base) + "/" + name)
            }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : self.folder(of: current) + "/" + target
        }
        return .linkLoop
    }

    /// Writes `bytes` to `path` as described above; the error names the path and the reason.
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
        let fail = { (reason: String) in OutputFileError(path: path, reason: reason) }
        switch classify(path) {
        case .absent, .regularFile:
            if let reason = replace(path, with: bytes) { throw fail(reason) }
        case .symbolicLink(let resolved):
            switch classify(resolved) {
            case .absent, .regularFile:
                if let reason = replace(resolved, with: bytes) { throw fail("\(reason) (writing \(resolved))") }
            case .characterDevice, .namedPipe:
                if let reason = writeDirectly(resolved, bytes) { throw fail(reason) }
            case let other:
                throw fail((other.refusal ?? "it cannot be written") + " (the link leads to \(resolved))")
            }
        case .characterDevice, .namedPipe:
            if let reason = writeDirectly(path, bytes) { throw fail(reason) }
        case let other:
            throw fail(other.refusal ?? "it cannot be written")
        }
    }

    /// `write` for `Data`.
    public static func write(_ data: Data, to path: String) throws(OutputFileError) {
        try write([UInt8](data), to: path)
    }

    /// The folder part of `path` ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// Writes a temporary file beside `path`, flushes it and renames it over `path`; nil when
    /// done, else why not (the temporary file removed).
    static func replace(_ path: String, with bytes: [UInt8]) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? "output"
        var template = Array("\(folder(of: path))/.\(name.prefix(200)).flywheel-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return FileDescriptorWriting.reason(errno: errno) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure = FileDescriptorWriting.writeAll(fd, bytes)
        if failure == nil {
            // The mode the file had, or what a new file gets under this process's umask.
            var info = stat()
            let mode: mode_t
            if stat(path, &info) == 0 {
                mode = info.st_mode & 0o7777
            } else {
                let mask = umask(0)
                umask(mask)
                mode = 0o666 & ~mask
            }
            if fchmod(fd, mode) != 0 || fsync(fd) != 0 { failure = errno }
        }
        if close(fd) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        guard let failure else { return nil }
        unlink(temporary)
        return FileDescriptorWriting.reason(errno: failure)
    }

    /// Writes to a device or named pipe in place; nil when done, else why not.
    static func writeDirectly(_ path: String, _ bytes: [UInt8]) -> String? {
        // Non-blocking open: a pipe with no reader fails with ENXIO instead of waiting forever.
        let fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return FileDescriptorWriting.reason(errno: errno) }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        var failure = FileDescriptorWriting.writeAll(fd, bytes)
        if close(fd) != 0, failure == nil { failure = errno }
        return failure.map { FileDescriptorWriting.reason(errno: $0) }
    }
}

/// An output file could not be written: its path and why, in plain words.
public struct OutputFileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
