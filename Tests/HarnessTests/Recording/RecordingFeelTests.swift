import FlywheelCore
import Foundation
import Testing

@testable import HarnessKit

/// A recording's `"feel"` is read by the one feel-file reader (FlywheelCore's
/// `FeelParameters.fromJSON`), as written in the recording: its problems are the ones `--feel`
/// gives for the same text, named by the recording's file, the line in it and the key `feel`.
@Suite struct RecordingFeelTests {
    /// A recording of the rating scene with `feel` (as written in a feel file) put in.
    private func recording(feel: String) -> String {
        let base = InputRecording(
            scene: "rating", size: Size(width: 800, height: 600), fps: 60, duration: 1, feel: .ios, entries: []
        ).json.prettyText()
        let lines = base.components(separatedBy: "\n")
        let feelLine = lines.firstIndex { $0.hasPrefix("  \"feel\": ") }!
        let end = lines[feelLine].hasSuffix("{") ? lines[(feelLine + 1)...].firstIndex { $0 == "  }," }! : feelLine
        return (lines[..<feelLine] + ["  \"feel\": " + feel + ","] + lines[(end + 1)...]).joined(separator: "\n")
    }

    private func refusal(_ text: String) -> String {
        refusalMessage { () throws(ScriptError) in _ = try InputRecording.parse(Data(text.utf8), file: "r.json") }
    }

    /// The line of `needle` in `text` (1-based).
    private func line(of needle: String, in text: String) -> Int {
        text.components(separatedBy: "\n").firstIndex { $0.contains(needle) }! + 1
    }

    @Test func aFieldOutOfRangeIsNamedWithItsValueAndItsLineInTheRecording() {
        let text = recording(feel: "{\n    \"format\": \"flywheel-feel\", \"version\": 1,\n    \"flingGain\": 500\n  }")
        let message = refusal(text)
        let expected =
            "r.json:\(line(of: "\"flingGain\": 500", in: text)): feel: flingGain is 500.0; allowed 0.01...100"
        #expect(message.hasPrefix(expected), "\(message)")
        // The same words as the feel file itself gives.
        let alone = refusalMessage { () throws(ScriptError) in
            _ = try FeelFile.parse(
                Data("{\"format\": \"flywheel-feel\", \"version\": 1, \"flingGain\": 500}".utf8), file: "f.json")
        }
        #expect(alone.hasPrefix("f.json:1: flingGain is 500.0; allowed 0.01...100"), "\(alone)")
    }

    @Test func aShortFeelReadsAsItsPresetDoes() throws {
        let text = recording(feel: "{\"format\": \"flywheel-feel\", \"version\": 1, \"base\": \"snappy\"}")
        let read = try InputRecording.parse(Data(text.utf8), file: "r.json")
        #expect(read.feel == .snappy)
    }

    @Test func aFeelThatIsNotAnObjectIsRefusedOnItsLine() {
        let text = recording(feel: "[1, 2]")
        let message = refusal(text)
        #expect(message.hasPrefix("r.json:\(line(of: "\"feel\": [1, 2]", in: text)): feel: "), "\(message)")
        #expect(message.contains("object"), "\(message)")
    }

    @Test func aRecordingAsWrittenReadsBackItsFeel() throws {
        var feel = FeelParameters.snappy
        feel.flingGain = 1.25
        let written = InputRecording(
            scene: "rating", size: Size(width: 800, height: 600), fps: 60, duration: 1, feel: feel, entries: [])
        let read = try InputRecording.parse(Data(written.json.prettyText().utf8), file: "r.json")
        #expect(read.feel == feel)
    }
}
