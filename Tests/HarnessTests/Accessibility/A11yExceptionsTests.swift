import FlywheelCore
import Foundation
import Testing

@testable import HarnessKit

/// The exceptions file: deliberate cases, each with a reason.
struct A11yExceptionsTests {
    static func parse(_ text: String) throws(ScriptError) -> A11yExceptions {
        try A11yExceptions.parse(Data(text.utf8), file: "x.json")
    }

    static let size = Size(width: 500, height: 400)
    static let problem = A11yProblem(
        kind: .smallTarget, path: "Corner › Spinner", role: "adjustable", box: Rect(x: 0, y: 0, width: 20, height: 20))

    @Test func anEntryWithAReasonExcusesItsSceneItsPathAndItsKindOnly() throws {
        let e = try Self.parse(
            #"[{"scene": "corner", "path": "Corner › Spinner", "kind": "smallTarget", "sizes": ["500x400"], "reason": "a quarter shows, as in the original"}]"#
        )
        #expect(
            e.excuse(Self.problem, scene: "corner", size: Self.size)?.reason == "a quarter shows, as in the original")
        #expect(e.excuse(Self.problem, scene: "basic", size: Self.size) == nil)
        var other = Self.problem
        other.kind = .unnamed
        #expect(e.excuse(other, scene: "corner", size: Self.size) == nil)
        other = Self.problem
        other.path = "Corner › Spinner › item 1"
        #expect(e.excuse(other, scene: "corner", size: Self.size) == nil)
        let everywhere = try Self.parse(
            #"[{"scene": "*", "path": "Corner › Spinner", "kind": "smallTarget", "sizes": ["500x400"], "reason": "r"}]"#
        )
        #expect(everywhere.excuse(Self.problem, scene: "basic", size: Self.size) != nil)
    }

    @Test(arguments: [
        (
            #"[{"scene": "corner", "path": "Corner › Spinner", "kind": "smallTarget"}]"#,
            "x.json:1: exception 1: corner › Corner › Spinner (smallTarget) has no \"reason\""
        ),
        (
            "[\n{\"scene\": \"a\", \"path\": \"p\", \"kind\": \"unnamed\", \"sizes\": [\"500x400\"], \"reason\": \"ok\"},\n{\"scene\": \"b\", \"path\": \"q\", \"kind\": \"noValue\", \"sizes\": [\"500x400\"], \"reason\": \"  \"}]",
            "x.json:3: exception 2: b › q (noValue) has an empty \"reason\""
        ),
        (
            #"[{"scene": "a", "path": "p", "kind": "tooPink", "sizes": ["500x400"], "reason": "r"}]"#,
            "exception 1: unknown kind \"tooPink\"; known: unnamed, smallTarget"
        ),
        (
            #"[{"scene": "a", "path": "p", "kind": "unnamed", "sizes": ["500x400"], "reason": "r", "why": 1}]"#,
            "unknown key \"why\""
        ),
        (#"{"scene": "a"}"#, "expected an array"),
        (#"[{"scene": "a", "kind": "unnamed", "reason": "r"}]"#, "exception 1: no \"path\""),
    ])
    func aBadEntryIsRefusedNamingIt(text: String, message: String) {
        #expect {
            _ = try Self.parse(text)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
