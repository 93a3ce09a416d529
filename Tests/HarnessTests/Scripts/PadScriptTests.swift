import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Script steps for a game controller (`button`, `stick`), read strictly, written back, and
/// played on the Controller scene: the same report at 30, 60 and 240 fps.
@Suite(.serialized) struct PadScriptTests {
    static let size = Size(width: 800, height: 600)

    static func parse(_ steps: String) throws(ScriptError) -> HarnessScript {
        try HarnessScript.parse(Data("{\"scene\": \"controller\", \"steps\": [\(steps)]}".utf8), file: "pad.json")
    }

    @Test func buttonAndStickStepsParseAndWriteBack() throws {
        let script = try Self.parse(
            #"{"button": "leftShoulder", "pad": 3, "hold": 1.5}, {"button": "A"}, {"stick": "Right", "xy": [1, -0.5], "pad": 2}"#
        )
        #expect(
            script.steps.map(\.action) == [
                .button(.leftShoulder, pad: 3, hold: 1.5), .button(.a, pad: 0, hold: HarnessScript.pressDuration),
                .stick(.right, x: 1, y: -0.5, pad: 2),
            ])
        let written = try HarnessScript.parse(Data(script.text.utf8), file: "again.json")
        #expect(written.steps.map(\.action) == script.steps.map(\.action))
    }

    @Test func aButtonIsItsKeyCarryingThePadAndAStickIsOneEventAtItsTime() throws {
        let script = try Self.parse(
            #"{"wait": 0.5}, {"button": "b", "pad": 7, "hold": 0.25}, {"stick": "left", "xy": [0, 1], "pad": 7}"#)
        let inputs = script.timeline().actions.compactMap { a -> InputEvent? in
            if case .input(let e) = a.kind { return e }
            return nil
        }
        #expect(
            inputs == [
                .key(KeyEvent(key: .escape, isDown: true, pad: PadID(7), padButton: .b, timestamp: 0.5)),
                .key(KeyEvent(key: .escape, isDown: false, pad: PadID(7), padButton: .b, timestamp: 0.75)),
                .stick(StickEvent(pad: PadID(7), stick: .left, x: 0, y: 1, timestamp: 0.75)),
            ])
    }

    @Test func badPadStepsAreRefusedNamingTheKey() {
        let cases: [(String, String)] = [
            (#"{"button": "z"}"#, "expected a controller button"),
            (#"{"button": "a", "pad": -1}"#, "pad: "),
            (#"{"button": "a", "hold": 100}"#, "hold: "),
            (#"{"stick": "middle", "xy": [0, 0]}"#, "expected left or right"),
            (#"{"stick": "left"}"#, "missing \"xy\""),
            (#"{"stick": "left", "xy": [1.5, 0]}"#, "-1...1"),
            (#"{"stick": "left", "xy": [0, 0], "hold": 1}"#, "unknown key 'hold'"),
        ]
        for (step, message) in cases {
            do {
                _ = try Self.parse(step)
                Issue.record("accepted \(step)")
            } catch {
                #expect(error.description.contains(message), "\(step): \(error.description)")
            }
        }
    }

    @Test func theControllerDemoTakesAimsAndCancelsTheSameAtEveryFrameRate() throws {
        try withSDL {
            let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../Harness/Scripts/controller.json").standardized.path
            var script = try HarnessScript.load(path: path)
            script.steps.removeAll { if case .screenshot = $0.action { return true } else { return false } }
            var reports: [HarnessReport] = []
            for fps in [30.0, 60, 240] {
                reports.append(
                    try ScriptedSession.run(
                        HarnessRunOptions(scene: "controller", size: Self.size, fps: fps, script: script), quiet: true))
            }
            let wheel = try #require(reports[0].spinners.first)
            #expect(wheel["name"] == .string("wheel"))
            #expect(wheel["isOpen"] == .bool(false))
            // LB held 1.6 s then released: taken (face.smiling, the first); then A, the right
            // stick at 3 o'clock and its return: the weapon drawn there; two D-pad steps and B:
            // back to it.
            #expect(wheel["value"] == .string("person.crop.circle"))
            let calls = try #require(wheel["delegate"]?.stringItems)
            #expect(calls.filter { $0.hasPrefix("hasChosenTheValue") }.count == 2)
            #expect(calls.last == "hasClosedWithTheValue:person.crop.circle")
            for report in reports.dropFirst() {
                #expect(report.spinners.first?["delegate"] == wheel["delegate"])
                #expect(report.spinners.first?["events"] == wheel["events"])
            }
        }
    }
}
