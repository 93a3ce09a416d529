import FlywheelCore
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Script text -> steps, and every way a script can be wrong, each with its message.
@Suite struct ScriptParsingTests {
    private func parse(_ text: String) throws(ScriptError) -> HarnessScript {
        try HarnessScript.parse(Data(text.utf8), file: "t.json")
    }

    private func message(_ text: String) -> String {
        refusalMessage { () throws(ScriptError) in _ = try parse(text) }
    }

    @Test func everyStepParses() throws {
        let s = try parse(
            """
            {"scene": "rating", "fps": 30, "size": [640, 480], "steps": [
              {"wait": 0.5},
              {"tap": [10, 20]},
              {"down": [1, 2], "id": 3}, {"move": [4, 5], "id": 3}, {"up": [6, 7], "id": 3},
              {"drag": {"from": [0, 0], "to": [100, 0], "duration": 0.2, "hold": 0.1}},
              {"key": "PageUp"}, {"key": "Tab", "modifiers": ["shift"]}, {"type": "٠٫٥"},
              {"wheel": -2, "at": [50, 60]},
              {"set": {"control": "Stars", "value": 6}},
              {"set": {"control": "Right to Left", "value": true}},
              {"screenshot": "a.png"}
            ]}
            """)
        #expect(s.scene == "rating" && s.fps == 30 && s.size == Size(width: 640, height: 480))
        #expect(
            s.steps.map(\.action) == [
                .wait(0.5), .tap(Point(x: 10, y: 20), id: 0),
                .down(Point(x: 1, y: 2), id: 3), .move(Point(x: 4, y: 5), id: 3), .up(Point(x: 6, y: 7), id: 3),
                .drag(from: Point(x: 0, y: 0), to: Point(x: 100, y: 0), duration: 0.2, hold: 0.1, id: 0),
                .key(.pageUp, modifiers: []), .key(.tab, modifiers: .shift), .type("٠٫٥"),
                .wheel(dx: 0, dy: -2, at: Point(x: 50, y: 60)),
                .set(control: "Stars", value: "6"), .set(control: "Right to Left", value: "on"),
                .screenshot("a.png"),
            ])
        #expect(s.steps.map(\.number) == Array(1...13))
        #expect(s.steps[1].line == 3 && s.steps[12].line == 10)
        #expect(try parse(s.text).steps.map(\.action) == s.steps.map(\.action), "written back, read the same")
        let typed = s.timeline().actions.filter { if case .input(.text) = $0.kind { true } else { false } }
        #expect(typed.map(\.kind) == [.input(.text(TextEvent(text: "٠٫٥", timestamp: typed.first?.time ?? -1)))])
    }

    /// Each bad script, and what its message must say.
    static let badScripts: [(String, String)] = [
        (
            #"{"steps": [{"tap": [1, 2]}, {"wait": 1}, {"wait": 1}, {"tap": "middle"}]}"#,
            "t.json:1: step 4: tap: expected [x, y] numbers"
        ),
        ("{\"steps\": [\n{\"wait\": 1},\n{\"tap\": [1]}\n]}", "t.json:3: step 2: tap: expected [x, y] numbers"),
        (#"{"steps": [{"wait": -1}]}"#, "step 1: wait: expected seconds, a number in 0...3600"),
        (#"{"steps": [{"tapp": [1, 2]}]}"#, "step 1: tapp: unknown step; steps are wait, tap, down"),
        (#"{"steps": [{"tap": [1, 2], "key": "Right"}]}"#, "step 1: one action per step, found 'tap' and 'key'"),
        (
            #"{"steps": [{"tap": [1, 2], "at": [3, 4]}]}"#,
            "step 1: tap: unknown key 'at' in a tap step; it may also have id"
        ),
        (#"{"steps": [{"key": "Hyper"}]}"#, "step 1: key: expected a key name"),
        (#"{"steps": [{"type": ""}]}"#, "step 1: type: expected the text to type"),
        (#"{"steps": [{"type": 5}]}"#, "step 1: type: expected the text to type"),
        (
            #"{"steps": [{"key": "a", "modifiers": ["meta"]}]}"#,
            "step 1: key: modifiers: expected shift, control, alt or command"
        ),
        (#"{"steps": [{"wheel": 1}]}"#, "step 1: wheel: missing \"at\": [x, y]"),
        (#"{"steps": [{"drag": {"from": [0, 0]}}]}"#, "step 1: drag: missing \"to\": [x, y]"),
        (#"{"steps": [{"drag": {"from": [0, 0], "to": [1, 1], "speed": 3}}]}"#, "step 1: drag: unknown key 'speed'"),
        (
            #"{"steps": [{"drag": {"from": [0, 0], "to": [1, 1], "duration": "fast"}}]}"#,
            "step 1: drag: duration: expected seconds"
        ),
        (#"{"steps": [{"set": {"control": "Stars"}}]}"#, "step 1: set: value: missing"),
        (#"{"steps": [{"set": "Stars=6"}]}"#, "step 1: set: expected {\"control\""),
        (#"{"steps": [{"screenshot": 3}]}"#, "step 1: screenshot: expected a file name"),
        (#"{"steps": [{"tap": [1, 2], "id": -1}]}"#, "step 1: tap: id: expected a pointer number"),
        (#"{"steps": [7]}"#, "step 1: a step is an object"),
        (#"{"steps": [{}]}"#, "step 1: empty step"),
        (#"{"scene": "rating"}"#, "steps: missing"),
        (#"{"steps": {}}"#, "steps: expected an array of steps, found an object"),
        (#"{"fps": 0, "steps": []}"#, "fps: expected a number in 1...1000"),
        (#"{"size": [800], "steps": []}"#, "size: expected [width, height]"),
        (#"{"stpes": []}"#, "stpes: unknown key; a script has scene, fps, size, pixelScale, steps"),
        (
            "{\"steps\": [\n  {\"wait\": 1},\n  {\"tap\": [1, 2]\n]}",
            "t.json:4: not valid JSON: column 1: expected ',' or '}'"
        ),
        ("[1, 2]", "a script is a JSON object"),
        ("", "not valid JSON"),
    ]

    @Test(arguments: badScripts)
    func badScriptIsRefusedWithItsMessage(script: String, expected: String) {
        let m = message(script)
        #expect(m.contains(expected), "got: \(m)")
    }

    @Test func missingFileIsNamed() {
        #expect(throws: ScriptError.self) { try HarnessScript.load(path: "/nonexistent/flywheel.json") }
        do {
            _ = try HarnessScript.load(path: "/nonexistent/flywheel.json")
        } catch {
            #expect(error.description == "/nonexistent/flywheel.json: cannot read the script: no such file")
        }
    }

    // MARK: Timeline: times come from the steps, not from frames

    @Test func timesAddUpFromWaitsTapsKeysAndDrags() throws {
        let s = try parse(
            """
            {"steps": [{"wait": 0.5}, {"tap": [1, 1]}, {"key": "Right"},
                       {"drag": {"from": [0, 0], "to": [120, 0], "duration": 0.5, "hold": 0.25}},
                       {"wheel": 1, "at": [0, 0]}, {"screenshot": "x.png"}]}
            """)
        let timeline = s.timeline()
        let p = HarnessScript.pressDuration
        #expect(abs(timeline.duration - (0.5 + p + p + 0.5 + 0.25)) < 1e-12)
        let times = timeline.actions.map(\.time)
        #expect(times == times.sorted())
        // tap: down at 0.5, up a press later; key: down/up likewise.
        #expect(times[0] == 0.5 && times[1] == 0.5 + p)
        // the drag: down, 60 moves at 120 Hz, up after the hold, with the same x at every rate.
        let dragMoves = timeline.actions.filter {
            if case .input(.pointer(let e)) = $0.kind { return e.phase == .move } else { return false }
        }
        #expect(dragMoves.count == 60)
        if case .input(.pointer(let last)) = dragMoves.last!.kind { #expect(last.location.x == 120) }
        if case .input(.pointer(let up)) = timeline.actions[timeline.actions.count - 3].kind {
            #expect(up.phase == .up && abs(up.timestamp - (0.5 + 2 * p + 0.75)) < 1e-12)
        }
        // Every input event carries its action's time as its timestamp.
        for a in timeline.actions {
            if case .input(let e) = a.kind { #expect(e.timestamp == a.time) }
        }
    }

    // MARK: JSON writer and parser

    @Test func jsonRoundTripKeepsOrderNumbersAndText() throws {
        let v = JSONValue.object([
            ("b", .number(1)), ("a", .number(0.1)), ("s", .string("quote \" slash \\ tab \t é 🎡")),
            ("n", .null), ("t", .bool(true)), ("list", .numbers([1.5, -2, 1e-7])),
        ])
        #expect(v.text.hasPrefix(#"{"b": 1, "a": 0.1, "s": "quote \" slash \\ tab \t é 🎡""#))
        let back = try JSONNode.parse(Data(v.prettyText(width: 20).utf8)).value
        #expect(back == v)
    }

    @Test func prettyTextKeepsShortContainersOnOneLine() {
        let v = JSONValue.object([
            ("frame", .numbers([1, 2, 3, 4])), ("events", .array((0..<30).map { .string("event\($0)") })),
        ])
        let lines = v.prettyText(width: 60).split(separator: "\n")
        #expect(lines.contains { $0.contains(#""frame": [1, 2, 3, 4]"#) })
        #expect(lines.count > 30)
    }
}
