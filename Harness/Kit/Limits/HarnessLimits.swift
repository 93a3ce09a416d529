import FlywheelCore
import Foundation

/// Every bound the harness puts on what it reads, so that no file (however hostile) can make it
/// run forever, allocate without limit or crash (docs/robustness.md lists them with their reasons).
///
/// Each limit is checked where the value is read, and going over it is an error that names the
/// file, the field and the limit:
///
/// ```text
/// long.json:1: duration: 1e+300 s is over the limit of 3600 s (HarnessLimits.maximumDurationSeconds)
/// ```
public enum HarnessLimits {
    /// The longest run a script or recording may describe, in virtual seconds (one hour).
    public static let maximumDurationSeconds = 3600.0
    /// The most frames one headless run may draw (duration × fps), the same bound as `--frames`.
    public static let maximumFrames = 1_000_000
    /// Pointer ids a script or recording may use: 0 (the mouse) … 1000 (fingers).
    public static let maximumPointerID = 1000
    /// Steps in one script.
    public static let maximumScriptSteps = 100_000
    /// Events in one recording (an hour of 120 Hz moves is about 430,000).
    public static let maximumRecordingEvents = 1_000_000
    /// Bytes of a script file (a 100,000-step script is about 2 MB).
    public static let maximumScriptBytes = 4 * 1024 * 1024
    /// Bytes of a recording file.
    public static let maximumRecordingBytes = 64 * 1024 * 1024
    /// Bytes of a feel file (a complete one is about 1.5 KB).
    public static let maximumFeelBytes = 64 * 1024

    /// "`seconds` s is over the limit of 3600 s": the message of a time past `maximumDurationSeconds`.
    static func durationOverLimit(_ seconds: Double) -> String {
        "\(NumberText.shortest(seconds)) s is over the limit of \(NumberText.shortest(maximumDurationSeconds)) s"
    }

    /// "the script is 5000000 bytes; the limit is 4194304 bytes".
    static func tooLarge(_ what: String, bytes: Int, limit: Int) -> String {
        "the \(what) is \(bytes) bytes; the limit is \(limit) bytes"
    }

    /// Refuses text already read (`parse(_:file:)` of a script or recording) over `limit` bytes.
    static func requireSize(_ data: Data, what: String, limit: Int, file: String) throws(ScriptError) {
        if data.count > limit {
            throw ScriptError(file: file, message: tooLarge(what, bytes: data.count, limit: limit))
        }
    }

    /// The file's bytes, refused before reading when larger than `limit` (an error naming the
    /// file, the `what` and the limit).
    /// Only a regular file is read (`InputFile`): a named pipe or a device is refused with what
    /// it is, never waited on.
    static func readFile(_ path: String, what: String, limit: Int) throws(ScriptError) -> Data {
        do {
            return Data(try InputFile.read(path, limit: limit))
        } catch {
            switch error.reason {
            case .tooLarge(let bytes, let limit):
                throw ScriptError(file: path, message: tooLarge(what, bytes: bytes, limit: limit))
            case .missing:
                throw ScriptError(file: path, message: "cannot read the \(what): no such file")
            case let reason:
                throw ScriptError(file: path, message: "cannot read the \(what): \(reason)")
            }
        }
    }
}
