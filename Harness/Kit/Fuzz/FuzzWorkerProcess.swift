import FlywheelCore
import Foundation

/// A fuzz worker process as `FuzzRunner` starts it: standard output piped to the parent (the
/// worker's "begin"/"pass"/"fail" lines), standard error appended to its slot's log after a
/// heading line that gives the command. The log is opened for appending and never truncated,
/// so a crash's backtrace stays in it whatever the processes after it write.
struct WorkerProcess {
    let process: Process
    /// The read end of the worker's standard output.
    let output: FileHandle
    /// Where this process's standard error starts in the log.
    let logStart: LogPosition

    /// A place in a log: a byte offset, and the line that starts there (1-based) when asked.
    struct LogPosition {
        var path: String
        var offset: UInt64

        /// The line number at `offset` (the newlines before it, plus one).
        var line: Int {
            guard let handle = FileHandle(forReadingAtPath: path) else { return 1 }
            defer { try? handle.close() }
            let data = (try? handle.read(upToCount: Int(offset))) ?? Data()
            return data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        }

        /// The last `lines` lines written from here on (each cut to 400 characters).
        func tail(lines: Int) -> [String] {
            guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
            defer { try? handle.close() }
            try? handle.seek(toOffset: offset)
            let text = String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
            return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines + 1)
                .map { String($0.prefix(400)) }.reversed().drop { $0.isEmpty }.reversed()
        }
    }

    /// Why the log could not be opened.
    struct LogError: Error, CustomStringConvertible {
        var path: String
        var description: String { "cannot open \(path) for appending (errno \(errno))" }
    }

    /// Starts `command` with its standard error appended to `log`, after a line
    /// "==== <time> <heading>: <command>".
    init(command: [String], log: String, heading: String) throws {
        try FileManager.default.createDirectory(
            atPath: (log as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let fd = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw LogError(path: log) }
        let errors = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        let time = ISO8601DateFormatter().string(from: Date())
        _ = FileDescriptorWriting.writeAll(
            fd, Array("==== \(time) \(heading): \(Self.shellLine(command))\n".utf8))
        logStart = LogPosition(path: log, offset: UInt64(max(0, lseek(fd, 0, SEEK_END))))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        self.process = process
        output = pipe.fileHandleForReading
    }

    /// `command` as one line a shell runs as it is (arguments quoted where they need it).
    static func shellLine(_ command: [String]) -> String {
        command.map { arg in
            let plain =
                !arg.isEmpty
                && arg.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0)) }
            return plain ? arg : "'" + arg.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }.joined(separator: " ")
    }
}
