@testable import HarnessKit

/// The message a harness file's parser refuses an input with, or "(parsed)" when it takes it,
/// so that a failing `#expect(refusalMessage { … }.contains(…))` shows what was said instead.
///
/// ```swift
/// let m = refusalMessage { _ = try HarnessScript.parse(Data("{}".utf8), file: "s.json") }
/// #expect(m.hasPrefix("s.json: scene: missing"))
/// ```
func refusalMessage(_ parse: () throws(ScriptError) -> Void) -> String {
    do {
        try parse()
        return "(parsed)"
    } catch {
        return error.description
    }
}
