import Foundation

extension JSONNode {
    /// Parses a harness file's JSON; text that is not JSON is a `ScriptError` naming `file`, the
    /// line and the column ("not valid JSON: column 3: duplicate key …").
    static func parse(_ data: Data, file: String) throws(ScriptError) -> JSONNode {
        do {
            return try JSONNode.parse(data)
        } catch {
            throw ScriptError(
                file: file, line: error.line, message: "not valid JSON: column \(error.column): \(error.message)")
        }
    }
}
