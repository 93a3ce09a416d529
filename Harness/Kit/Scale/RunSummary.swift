import FlywheelCore
import Foundation

/// What one run of `fuzz`, `l10n-check`, `a11y-check`, `--render-all` or `soak` covered, written
/// as `summary.json` beside its outputs, and what `harness merge` reads back: the command and
/// its options, the shard, the numbers of the cases it ran (out of `caseCount`: a fuzz case, a
/// render in the order one unsharded run makes them), each render with its picture and problems,
/// each failure with the command that reproduces it, and the timings.
///
/// ```swift
/// var summary = RunSummary(command: "fuzz", options: [("seed", .number(1))], caseCount: 200)
/// summary.cases = [0, 4, 8]
/// try summary.write(into: "out/fuzz")      // out/fuzz/summary.json
/// ```
public struct RunSummary: Equatable, Sendable {
    /// "fuzz", "l10n-check", "a11y-check", "render-all" or "soak".
    public var command: String
    /// The command line as given (without the program's path).
    public var arguments: [String] = []
    /// Whatever decides which cases there are and what they do: shards merge only when these match.
    public var options: [JSONMember]
    public var shard = Shard.whole
    /// Cases in the whole (unsharded) run.
    public var caseCount: Int
    /// The case numbers this run covered, ascending.
    public var cases: [Int] = []
    /// One object per render: "case", "scene", "size", "locale" (l10n-check), "picture" (relative
    /// to the summary's folder), "problems" ([{"kind", "view", "line", "box"}]).
    public var renders: [JSONValue] = []
    /// One object per failure: "case", "kind" (failure, crash, hang, problem, growth), "line"
    /// (as the run printed it), "reproduce" (a command), optionally "script" and "lastFrame"
    /// (relative paths).
    public var failures: [JSONValue] = []
    /// Wall seconds of the run.
    public var seconds: Double = 0
    /// When it started (ISO 8601, UTC).
    public var started = ""
    /// Numbers a command adds (soak's RSS), carried through as they are.
    public var extra: [JSONMember] = []

    /// The file name in the output folder.
    public static let fileName = "summary.json"
    static let format = "flywheel-harness-summary"

    public init(command: String, options: [(String, JSONValue)], caseCount: Int) {
        self.command = command
        self.options = options.map { JSONMember(key: $0.0, value: $0.1) }
        self.caseCount = caseCount
    }

    /// The options as one JSON object.
    public var optionsValue: JSONValue { .object(options) }

    public var json: JSONValue {
        .object([
            ("format", .string(Self.format)), ("version", .number(1)),
            ("command", .string(command)), ("arguments", .strings(arguments)),
            ("options", .object(options)),
            ("shard", .object([("index", .number(Double(shard.index))), ("total", .number(Double(shard.total)))])),
            ("caseCount", .number(Double(caseCount))),
            ("cases", .numbers(cases.map(Double.init))),
            ("renders", .array(renders)), ("failures", .array(failures)),
            (
                "timings",
                .object([("started", .string(started)), ("seconds", .number((seconds * 1000).rounded() / 1000))])
            ),
            ("extra", .object(extra)),
        ])
    }

    /// Stamps the run as this process made it (its arguments, when it `started`, the seconds since
    /// `start` on `MonotonicClock`), then writes `summary.json` and `report.html` into `folder`.
    public mutating func finish(started: String, since start: Double, into folder: String) throws {
        arguments = Array(CommandLine.arguments.dropFirst())
        self.started = started
        seconds = MonotonicClock.seconds() - start
        try write(into: folder)
        try ReportPage.write(self, into: folder)
    }

    /// Writes `summary.json` into `folder` and returns its path.
    @discardableResult
    public func write(into folder: String) throws -> String {
        let path = (folder as NSString).appendingPathComponent(Self.fileName)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try OutputFile.write(Array(json.prettyText().utf8), to: path)
        return path
    }

    /// Reads a summary written by `write`; the error names the file and what is wrong in it.
    public static func read(path: String) throws -> RunSummary {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RunSummaryError("\(path): cannot be read (is it a run's output folder with a \(fileName)?)")
        }
        let value: JSONValue
        do {
            value = try JSONNode.parse(data).value
        } catch {
            throw RunSummaryError("\(path): \(error)")
        }
        return try RunSummary(json: value, file: path)
    }

    /// Reads the JSON of a summary; `file` names it in errors.
    public init(json value: JSONValue, file: String) throws {
        func fail(_ what: String) -> RunSummaryError { RunSummaryError("\(file): \(what)") }
        guard value["format"]?.stringValue == Self.format else {
            throw fail("not a harness run summary (no \"format\": \"\(Self.format)\")")
        }
        guard let command = value["command"]?.stringValue else { throw fail("\"command\" is missing") }
        guard case .object(let options)? = value["options"] else { throw fail("\"options\" is not an object") }
        guard case .number(let count)? = value["caseCount"], count >= 0, count == count.rounded() else {
            throw fail("\"caseCount\" is not a whole number")
        }
        guard let cases = value["cases"]?.numberItems, cases.allSatisfy({ $0 >= 0 && $0 == $0.rounded() && $0 < count })
        else { throw fail("\"cases\" is not a list of case numbers under caseCount \(Int(count))") }
        guard case .number(let k)? = value["shard"]?["index"], case .number(let n)? = value["shard"]?["total"],
            let shard = try? Shard(index: Int(k), total: Int(n))
        else { throw fail("\"shard\" is not {\"index\": K, \"total\": N} with 1 ≤ K ≤ N") }
        self.init(command: command, options: [], caseCount: Int(count))
        self.options = options
        self.arguments = value["arguments"]?.stringItems ?? []
        self.shard = shard
        self.cases = cases.map { Int($0) }
        if case .array(let r)? = value["renders"] { renders = r }
        if case .array(let f)? = value["failures"] { failures = f }
        if case .number(let s)? = value["timings"]?["seconds"] { seconds = s }
        started = value["timings"]?["started"]?.stringValue ?? ""
        if case .object(let e)? = value["extra"] { extra = e }
    }

    /// The current time as ISO 8601 (UTC), for `started`.
    public static func now() -> String {
        let f = ISO8601DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: Date())
    }

    /// A command line as one shell-quoted string (the program's name first).
    public static func shellLine(_ words: [String]) -> String {
        words.map { word in
            let plain =
                !word.isEmpty
                && word.unicodeScalars.allSatisfy {
                    CharacterSet.alphanumerics.contains($0) || "-_./=,:+@%".unicodeScalars.contains($0)
                }
            return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        .joined(separator: " ")
    }

    /// `path` relative to `folder` when it lies inside it, else as it is.
    public static func relative(_ path: String, to folder: String) -> String {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        let full = URL(fileURLWithPath: path).standardizedFileURL.path
        return full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : path
    }
}

/// A summary file that cannot be read or merged; the message names the file or the value.
public struct RunSummaryError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
