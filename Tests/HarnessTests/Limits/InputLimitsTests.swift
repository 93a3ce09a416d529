import ArgumentParser
import FlywheelCore
import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// Hostile files: every one is refused with a one-line message naming the file, the field and
/// the limit — never a crash (a pointer id too large for an Int) and never a run that does not end
/// (a duration of 1e300 seconds).
@Suite struct InputLimitsTests {
    /// A recording of `events` (JSON text of each event object) lasting `duration`.
    private func recording(duration: String = "1", events: [String]) throws -> Data {
        var text = InputRecording(
            scene: "basic", size: Size(width: 800, height: 600), fps: 60, duration: 1,
            feel: .ios, entries: []
        ).json.text
        text = text.replacingOccurrences(of: "\"duration\": 1", with: "\"duration\": \(duration)")
        text = text.replacingOccurrences(of: "\"events\": []", with: "\"events\": [\(events.joined(separator: ", "))]")
        return Data(text.utf8)
    }

    private func recordingMessage(_ data: Data) -> String {
        refusalMessage { () throws(ScriptError) in _ = try InputRecording.parse(data, file: "r.json") }
    }

    @Test(arguments: ["1e19", "1e300", "1001", "-1", "0.5"])
    func pointerIDOutOfRangeIsRefusedNotACrash(id: String) throws {
        let data = try recording(events: [#"{"t": 0.1, "pointer": "down", "id": \#(id), "at": [10, 10]}"#])
        let m = recordingMessage(data)
        #expect(m.hasPrefix("r.json:1: event 1: pointer: id: expected a pointer number 0...1000"), "got: \(m)")
    }

    @Test func largestPointerIDIsAccepted() throws {
        let data = try recording(events: [#"{"t": 0.1, "pointer": "down", "id": 1000, "at": [10, 10]}"#])
        #expect(recordingMessage(data) == "(parsed)")
    }

    @Test(arguments: ["1e300", "1e6", "3600.5"])
    func recordingDurationOverTheLimitIsRefused(duration: String) throws {
        let m = recordingMessage(try recording(duration: duration, events: []))
        #expect(m.contains("r.json:1: duration: ") && m.contains("is over the limit of 3600 s"), "got: \(m)")
    }

    @Test func eventTimeOverTheLimitIsRefused() throws {
        let data = try recording(events: [#"{"t": 1e300, "key": "Right", "down": true}"#])
        let m = recordingMessage(data)
        #expect(m.contains("event 1: t: 1e+300 s is over the limit of 3600 s"), "got: \(m)")
    }

    @Test func oversizedRecordingFileIsRefusedBeforeReading() throws {
        let big = Data(count: HarnessLimits.maximumRecordingBytes + 1)
        #expect(recordingMessage(big).contains("the recording is \(big.count) bytes; the limit is"))
    }

    // MARK: Scripts

    private func scriptMessage(_ text: String) -> String {
        refusalMessage { () throws(ScriptError) in _ = try HarnessScript.parse(Data(text.utf8), file: "s.json") }
    }

    @Test func scriptTotalTimeIsCapped() {
        let steps = Array(repeating: #"{"wait": 3600}"#, count: 1000).joined(separator: ", ")
        let m = scriptMessage(#"{"scene": "basic", "steps": [\#(steps)]}"#)
        #expect(m == "s.json:1: step 2: wait: the script's time reaches 7200 s here; the limit is 3600 s", "got: \(m)")
        #expect(scriptMessage(#"{"scene": "basic", "steps": [{"wait": 3599}, {"tap": [1, 1]}]}"#) == "(parsed)")
    }

    @Test func scriptStepCountIsCapped() {
        let steps = Array(repeating: "{\"tap\":[1,1]}", count: HarnessLimits.maximumScriptSteps + 1).joined(
            separator: ",")
        let m = scriptMessage(#"{"scene": "basic", "steps": [\#(steps)]}"#)
        #expect(m.contains("steps: 100001 steps; the limit is 100000"), "got: \(m.prefix(200))")
    }

    @Test func oversizedScriptFileIsRefusedBeforeReading() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flywheel-big-\(UUID().uuidString).json")
        try Data(count: HarnessLimits.maximumScriptBytes + 10).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            _ = try HarnessScript.load(path: url.path)
        } throws: { error in
            (error as? ScriptError)?.description
                == "\(url.path): the script is \(HarnessLimits.maximumScriptBytes + 10) bytes; "
                + "the limit is \(HarnessLimits.maximumScriptBytes) bytes"
        }
    }

    @Test func framesOverTheLimitAreRefusedBeforeRunning() throws {
        let script = try HarnessScript.parse(
            Data(#"{"scene": "basic", "steps": [{"wait": 3600}]}"#.utf8), file: "s.json")
        let options = HarnessRunOptions(scene: "basic", size: Size(width: 800, height: 600), fps: 1000, script: script)
        #expect {
            try ScriptedSession.checkFrameCount(options)
        } throws: { error in
            (error as? ScriptError)?.description.hasPrefix(
                "s.json: fps: 3600 s at 1000 fps is 3600000 frames; the limit is 1000000") == true
        }
    }

    @Test func scriptWithoutASceneIsAnErrorNamingTheFile() throws {
        let script = try HarnessScript.parse(Data(#"{"steps": [{"wait": 1}]}"#.utf8), file: "s.json")
        #expect(throws: ScriptError.self) { try script.requireScene() }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flywheel-noscene-\(UUID().uuidString).json"
        ).path
        try Data(#"{"steps": [{"wait": 1}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let command = try #require(try HarnessCommand.parseAsRoot(["--script", path]) as? HarnessCommand)
        #expect {
            _ = try command.makeOptions()
        } throws: { error in
            "\(error)".hasPrefix("\(path): scene: missing")
        }
        let withScene = try #require(
            try HarnessCommand.parseAsRoot(["--script", path, "--scene", "rating"]) as? HarnessCommand)
        #expect(try withScene.makeOptions().scene == "rating")
    }

    @Test(arguments: [
        (["--frames", "-1"], "--frames: -1 is outside 1...1000000"),
        (["--fps", "-5"], "--fps: -5.0 is outside 1...1000"),
        (["fuzz", "--window-pixels", "99"], "--window-pixels: 99 is outside 10000...67108864"),
        (["fuzz", "--window-pixels", "-1"], "--window-pixels: -1 is outside 10000...67108864"),
    ])
    func negativeNumbersSayWhatIsWrong(args: [String], expected: String) {
        CommandLineTest.expectRefused(args, saying: expected)
    }
}
