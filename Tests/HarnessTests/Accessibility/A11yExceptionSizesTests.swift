import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// An exception excuses a finding only at the window sizes it names: what is deliberate in a
/// 500×400 window is reported at 640×480. An entry without sizes, or with a bad one, is refused
/// naming the file, the entry and the field.
struct A11yExceptionSizesTests {
    static func parse(_ text: String) throws(ScriptError) -> A11yExceptions {
        try A11yExceptions.parse(Data(text.utf8), file: "x.json")
    }

    static let problem = A11yProblem(
        kind: .smallTarget, path: "Corner › Spinner", role: "adjustable", box: Rect(x: 0, y: 0, width: 20, height: 20))

    @Test func anExceptionExcusesOnlyAtTheSizesItNames() throws {
        let e = try Self.parse(
            #"[{"scene": "corner", "path": "Corner › Spinner", "kind": "smallTarget", "sizes": ["500x400", "1920x1080"], "reason": "r"}]"#
        )
        #expect(e.entries.first?.sizes == [Size(width: 500, height: 400), Size(width: 1920, height: 1080)])
        #expect(e.excuse(Self.problem, scene: "corner", size: Size(width: 500, height: 400)) != nil)
        #expect(e.excuse(Self.problem, scene: "corner", size: Size(width: 1920, height: 1080)) != nil)
        #expect(e.excuse(Self.problem, scene: "corner", size: Size(width: 640, height: 480)) == nil)
        #expect(e.excuse(Self.problem, scene: "corner", size: Size(width: 400, height: 500)) == nil)
    }

    @Test(arguments: [
        (
            #"[{"scene": "corner", "path": "Corner › Spinner", "kind": "smallTarget", "reason": "r"}]"#,
            "x.json:1: exception 1: corner › Corner › Spinner (smallTarget) has no \"sizes\": name the window sizes"
        ),
        (
            "[\n{\"scene\": \"a\", \"path\": \"p\", \"kind\": \"unnamed\", \"sizes\": [], \"reason\": \"r\"}]",
            "x.json:2: exception 1: a › p (unnamed) has an empty \"sizes\""
        ),
        (
            #"[{"scene": "a", "path": "p", "kind": "unnamed", "sizes": "640x480", "reason": "r"}]"#,
            "exception 1: a › p (unnamed): \"sizes\" must be an array"
        ),
        (
            #"[{"scene": "a", "path": "p", "kind": "unnamed", "sizes": ["640x480", "640 x 480"], "reason": "r"}]"#,
            "exception 1: a › p (unnamed): \"sizes\" item 2 is \"640 x 480\"; expected \"WxH\""
        ),
        (
            #"[{"scene": "a", "path": "p", "kind": "unnamed", "sizes": [640], "reason": "r"}]"#,
            "\"sizes\" item 1 is a value that is not a string"
        ),
        (
            #"[{"scene": "a", "path": "p", "kind": "unnamed", "sizes": ["0x480"], "reason": "r"}]"#,
            "\"sizes\" item 1 is \"0x480\""
        ),
        (
            #"[{"scene": "a", "path": "p", "kind": "unnamed", "sizes": ["640x480", "640x480"], "reason": "r"}]"#,
            "\"sizes\" names 640x480 twice"
        ),
    ])
    func aBadSizesFieldIsRefusedNamingTheEntryAndTheField(text: String, message: String) {
        #expect {
            _ = try Self.parse(text)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    /// Through the check: a planted 22×18 button excused at 500×400 is excused there and
    /// reported at 640×480, where the exception does not hold.
    @Test func aSizeScopedExceptionExcusesAPlantedProblemOnlyAtItsSize() throws {
        try withSDL {
            let e = try Self.parse(
                #"[{"scene": "corner", "path": "Bottom Right › Planted › Go", "kind": "smallTarget", "sizes": ["500x400"], "reason": "a test"}]"#
            )
            var excusedAt: [String] = [], reportedAt: [String] = []
            for size in [Size(width: 500, height: 400), Size(width: 640, height: 480)] {
                let tiny = Button(title: "Go", frame: Rect(x: 20, y: 20, width: 22, height: 18))
                tiny.tintColor = .black
                let problems = try A11yPlanting.audit([tiny], size: size).filter {
                    $0.path == "Bottom Right › Planted › Go" && $0.kind == .smallTarget
                }
                #expect(problems.count == 1, "\(problems)")
                for p in problems {
                    if e.excuse(p, scene: "corner", size: size) != nil {
                        excusedAt.append(SceneCheckLoop.sizeName(size))
                    } else {
                        reportedAt.append(SceneCheckLoop.sizeName(size))
                    }
                }
            }
            #expect(excusedAt == ["500x400"] && reportedAt == ["640x480"])
        }
    }
}
