import FlywheelCore
import Foundation

/// Feel files as the harness reads them (`--feel FILE`, the feel lab's profiles, a recording's
/// `"feel"`, handed over as written): FlywheelCore's one reader, `FeelParameters.fromJSON(_:)` — the rules a game's
/// own load follows — with the harness's file limits and its messages (file, line, option).
///
/// ```swift
/// let feel = try FeelFile.load(path: "my-feel.json")
/// // my-feel.json:4: duplicate key "flingGain": written more than once …
/// // my-feel.json:7: flingGain is nan; it must be a finite number in 0.01...100 (JSON has no NaN)
/// ```
public enum FeelFile {
    /// Why a feel file was refused: every problem (named by its field where it has one) and the
    /// line of the first, when known.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public var problems: [FeelParametersError.Problem]
        public var line: Int?

        /// The problems as one message ("3 problems:" and one a line when there are several).
        public var message: String {
            let texts = problems.map(\.description)
            return texts.count == 1 ? texts[0] : "\(texts.count) problems:\n  " + texts.joined(separator: "\n  ")
        }

        public var description: String { (line.map { "line \($0): " } ?? "") + message }
    }

    /// Reads and checks a feel file; files over `HarnessLimits.maximumFeelBytes` are refused unread.
    /// `key` (such as "--feel") is put before every message.
    public static func load(path: String, key: String? = nil) throws(ScriptError) -> FeelParameters {
        do {
            return try parse(
                HarnessLimits.readFile(path, what: "feel file", limit: HarnessLimits.maximumFeelBytes),
                file: path, key: key)
        } catch {
            throw ScriptError(file: path, line: error.line, key: error.key ?? key, message: error.message)
        }
    }

    /// Checks feel-file text; `file` names it in errors.
    public static func parse(_ data: Data, file: String, key: String? = nil) throws(ScriptError) -> FeelParameters {
        switch check(data) {
        case .success(let feel): return feel
        case .failure(let refusal):
            throw ScriptError(file: file, line: refusal.line, key: key, message: refusal.message)
        }
    }

    /// The checks themselves: the feel, or why not.
    public static func check(_ data: Data) -> Result<FeelParameters, Refusal> {
        FeelParameters.fromJSON(data).mapError { Refusal(problems: $0.problems, line: $0.line) }
    }

    /// The feel a member of a larger file describes (a recording's `"feel"`): its text, as
    /// written, goes to the same reader as a feel file's, and a problem is named by the file, the
    /// line in that file and `key` ("r.json:12: feel: flingGain is 500.0; allowed 0.01...100 …").
    static func parse(member node: JSONNode, of data: Data, file: String, key: String) throws(ScriptError)
        -> FeelParameters
    {
        let start = data.startIndex + node.bytes.lowerBound
        let text = data[start..<data.startIndex + node.bytes.upperBound]
        switch check(Data(text)) {
        case .success(let feel): return feel
        case .failure(let refusal):
            let line = node.line + (refusal.line ?? 1) - 1
            throw ScriptError(file: file, line: line, key: key, message: refusal.message)
        }
    }
}
