import FlywheelCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The harness's one way to standard output and standard error. Nothing written there can
/// trap the process (`FileHandle.write` raises on a full disk or a closed pipe, and `print`
/// loses the error): a failed write to standard output is an `OutputPathError` — one message,
/// exit status 1 — and a failed write to standard error is dropped, since there is nowhere
/// left to say it (the exit status still tells).
///
/// `prepare()` runs first in `HarnessProgram.main`: SIGPIPE is ignored, so a reader that goes
/// away (`harness --report - | head -1`) is an error the harness reports ("the reading end of
/// the pipe is closed") instead of a silent death; and a standard stream the harness was
/// started without (`2>&-`) is opened read-only on /dev/null, so writes to it fail with "it is
/// closed" and no file the harness opens later can take its number and receive its messages.
///
/// ```swift
/// try StandardStreams.print("done")                         // or an OutputPathError
/// StandardStreams.printError("harness: bad input")          // control characters escaped
/// ```
enum StandardStreams {
    /// Ignores SIGPIPE and fills closed descriptors 0, 1 and 2 (see above).
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != fd {
                dup2(opened, fd)
                close(opened)
            }
        }
    }

    /// Writes `text` to standard output; `option` names what was written ("--report") in the
    /// error.
    static func write(_ text: String, option: String = "") throws(OutputPathError) {
        fflush(nil)  // anything an earlier print left buffered goes first
        if let code = FileDescriptorWriting.writeAll(STDOUT_FILENO, Array(text.utf8)) {
            throw OutputPathError(
                option: option, path: "standard output", reason: FileDescriptorWriting.reason(errno: code))
        }
    }

    /// Writes `line` and a newline to standard output.
    static func print(_ line: String, option: String = "") throws(OutputPathError) {
        try write(line + "\n", option: option)
    }

    /// Writes `line` and a newline to standard error with every control character escaped
    /// (messages quote outside text); a failure is dropped. False when it failed.
    @discardableResult
    static func printError(_ line: String) -> Bool {
        FileDescriptorWriting.writeAll(STDERR_FILENO, Array((OutsideText.escapingControls(line) + "\n").utf8)) == nil
    }
}
