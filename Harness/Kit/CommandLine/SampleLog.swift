import FlywheelCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file written line by line while a command runs (the soak's `--samples`): opened once, every
/// append checked, the first failure kept for the command to report when it ends (a failed
/// append never traps, as `FileHandle.write` would).
final class SampleLog {
    let path: String
    private let fd: Int32
    /// The first write that failed, as the error the command reports.
    private(set) var failure: OutputPathError?

    /// Opens (creating or emptying) `path`; an error names `--samples` and the reason.
    init(path: String) throws(OutputPathError) {
        self.path = path
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOCTTY | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            throw OutputPathError(
                option: "--samples", path: path, reason: FileDescriptorWriting.reason(errno: errno))
        }
    }

    deinit { close(fd) }

    /// Writes `text`; after a failure, nothing more is written.
    func append(_ text: String) throws(OutputPathError) {
        if let failure { throw failure }
        if let code = FileDescriptorWriting.writeAll(fd, Array(text.utf8)) {
            let error = OutputPathError(
                option: "--samples", path: path, reason: FileDescriptorWriting.reason(errno: code))
            failure = error
            throw error
        }
    }
}
