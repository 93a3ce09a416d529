import FlywheelCore
import Foundation

/// Reading a feel file given to the harness (`--feel FILE`): `FeelParameters`' strict rules
/// (every field, no unknown keys, values in range), read with the harness's own JSON parser
/// first, so that text which is not JSON says where (line and column), a key written twice is
/// refused by name, and a number too large for a double (`1e309`) is named as out of range.
///
/// ```swift
/// let feel = try FeelFile.load(path: "my-feel.json")
/// // my-feel.json:4: not valid JSON: column 3: duplicate key "flingGain" (first written on line 2)
/// ```
public enum FeelFile {
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

    /// Checks feel-file text; `file` names it in errors (problems with fields name the field).
    public static func parse(_ data: Data, file: String, key: String? = nil) throws(ScriptError) -> FeelParameters {
        do {
            _ = try JSONNode.parse(data)
        } catch {
            throw ScriptError(
                file: file, line: error.line, key: key,
                message: "not valid JSON: column \(error.column): \(error.message)")
        }
        switch FeelParameters.fromJSON(data) {
        case .success(let feel):
            return feel
        case .failure(let error):
            let problems = error.problems.map(\.description)
            let message =
                problems.count == 1
                ? problems[0] : "\(problems.count) problems:\n  " + problems.joined(separator: "\n  ")
            throw ScriptError(file: file, key: key, message: message)
        }
    }
}
