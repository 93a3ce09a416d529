import FlywheelCore
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// A recording keeps what a game controller did: which pad, which button stood for a key, and
/// where each stick pointed, and reads it back the same; a malformed pad entry is refused with
/// the key that is wrong.
@Suite struct RecordingPadTests {
    private func recording(_ entries: [TimedAction]) -> InputRecording {
        InputRecording(
            scene: "basic", size: Size(width: 640, height: 480), fps: 60, duration: 2, feel: .ios, entries: entries)
    }

    @Test func padButtonsAndSticksReadBackAsRecorded() throws {
        let b = KeyEvent(key: .escape, isDown: true, pad: PadID(3), padButton: .b, timestamp: 0.5)
        let s = StickEvent(pad: PadID(3), stick: .right, x: 0.75, y: -0.25, timestamp: 0.75)
        let written = recording([
            TimedAction(time: 0.5, kind: .input(.key(b))),
            TimedAction(time: 0.75, kind: .input(.stick(s))),
        ])
        let read = try InputRecording.parse(Data(written.json.prettyText().utf8), file: "r.json")
        #expect(read.entries.map(\.kind) == [.input(.key(b)), .input(.stick(s))])
    }

    @Test func aStickOutsideItsRangeOrWithoutAPadIsRefusedByName() {
        func refusal(_ event: String) -> String {
            let text = recording([]).json.prettyText().replacingOccurrences(
                of: "\"events\": []", with: "\"events\": [\(event)]")
            #expect(text.contains(event))
            return refusalMessage { () throws(ScriptError) in
                _ = try InputRecording.parse(Data(text.utf8), file: "r.json")
            }
        }
        #expect(
            refusal(#"{"t": 0, "stick": "left", "pad": 0, "xy": [2, 0]}"#).contains(
                "xy: expected [x, y] numbers in -1...1"))
        #expect(refusal(#"{"t": 0, "stick": "left", "xy": [0, 1]}"#).contains("pad"))
        #expect(refusal(#"{"t": 0, "stick": "middle", "pad": 0, "xy": [0, 1]}"#).contains("expected left or right"))
        #expect(refusal(#"{"t": 0, "key": "Enter", "down": true, "button": "a"}"#).contains("needs the pad"))
        #expect(
            refusal(#"{"t": 0, "key": "Enter", "down": true, "pad": 1, "button": "z"}"#).contains("button: expected"))
    }
}
