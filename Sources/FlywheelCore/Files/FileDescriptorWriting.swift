import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing bytes to a file descriptor with every failure returned, never raised: the one loop
/// under `OutputFile` and the harness's standard output and error. `FileHandle.write` raises an
/// Objective-C exception on a full disk or a closed pipe, which traps a Swift program.
///
/// ```swift
/// if let code = FileDescriptorWriting.writeAll(STDOUT_FILENO, Array("hi\n".utf8)) {
///     print(FileDescriptorWriting.reason(errno: code))   // "the disk is full"
/// }
/// ```
public enum FileDescriptorWriting {
    /// Writes all of `bytes` to `fd`, retrying after a signal and waiting on a non-blocking
    /// descriptor; nil when everything was written, else the `errno` of the failure.
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n > 0 {
                offset += n
                continue
            }
            if n == 0 { return EIO }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK {
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 1000)
                continue
            }
            return code
        }
        return nil
    }

    /// `writeAll` for an array of bytes.
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { writeAll(fd, $0) }
    }

    /// An `errno` from writing, in plain words.
    public static func reason(errno code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: return "the disk is full"
        case EPIPE: return "the reading end of the pipe is closed"
        case EBADF: return "it is closed"
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "the file system is read-only"
        case EFBIG: return "the file is too large for the file system"
        case ENXIO: return "no program is reading the named pipe"
        case ELOOP: return "it is a symbolic link loop"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
