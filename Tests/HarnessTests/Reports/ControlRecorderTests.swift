import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Any control reports through `ControlRecorder`: a scene part lists a recorder of its own and
/// the report carries it under "controls", with its type, label, frame, value, state and events;
/// a `ReportableControl` is reported with no recorder written at all.
@Suite(.serialized) struct ControlRecorderTests {
    /// A recorder for a plain switch, as another project would write one.
    final class SwitchRecorder: ControlRecorder {
        let name: String
        let control: Switch
        private(set) var callbacks: [String] = []

        init(name: String, control: Switch) {
            self.name = name
            self.control = control
            control.addAction(for: .valueChanged) { [unowned self] _, _ in callbacks.append("valueChanged") }
        }

        var typeName: String { "switch" }
        var frameInWindow: Rect { control.transformToWindow.apply(control.bounds) }
        var stateFields: [(String, JSONValue)] { [("isOn", .bool(control.isOn))] }
    }

    final class SwitchPanel: View, ReportingScene {
        let toggle = Switch(isOn: false)
        lazy var recorder = SwitchRecorder(name: "mute", control: toggle)
        var controlRecorders: [any ControlRecorder] { [recorder] }

        init() {
            super.init(frame: Rect(x: 100, y: 200, width: 120, height: 60))
            toggle.frame = Rect(x: 10, y: 10, width: 51, height: 31)
            addSubview(toggle)
            _ = recorder
        }
    }

    @Test func aScenesOwnControlIsReportedWithItsStateAndCallbacks() throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "corner", size: Size(width: 800, height: 600))
            #expect(shell.report(fps: 60, frames: 0, frameSeconds: []).controls.isEmpty)
            let panel = SwitchPanel()
            shell.scene.addSubview(panel)
            let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: 60)
            player.renderFrame(at: 0)
            let centre = panel.toggle.convert(Point(x: 25, y: 15), to: nil)
            let steps: [HarnessScript.Action] = [.tap(centre, id: 0), .wait(0.5)]
            let script = HarnessScript(
                file: "switch.json",
                steps: steps.enumerated().map { HarnessScript.Step(number: $0.offset + 1, action: $0.element) })
            try player.play(script.timeline(), source: script.file)
            let report = player.report()
            #expect(report.controls.count == 1)
            let text = report.json.prettyText()
            #expect(text.contains("\"controls\""))
            let entry = try #require(report.controls.first)
            #expect(
                entry
                    == .object([
                        ("type", .string("switch")), ("label", .string("mute")),
                        ("frame", .numbers([centre.x - 25, centre.y - 15, 51, 31])), ("value", .null),
                        ("isOn", .bool(true)), ("events", .array([.string("valueChanged")])),
                    ]))
            // The built-in kinds keep their own keys and are not repeated under "controls".
            #expect(shell.controlRecorders.count == 1 + shell.spinnerRecorders.count)
        }
    }

    /// A control of another project that only adopts `ReportableControl`.
    final class Dial: Slider, ReportableControl {
        var reportValue: JSONValue { .number(value) }
        var reportStateFields: [(String, JSONValue)] { [("isTracking", .bool(isTracking))] }
    }

    @Test func aReportableControlIsReportedByItselfWithItsLabelValueAndEvents() throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "corner", size: Size(width: 800, height: 600))
            let caption = Label(text: "Gain:", font: .system(size: 14))
            caption.frame = Rect(x: 100, y: 300, width: 60, height: 30)
            let dial = Dial()
            dial.frame = Rect(x: 170, y: 300, width: 200, height: 30)
            shell.scene.addSubview(caption)
            shell.scene.addSubview(dial)
            let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: 60)
            player.renderFrame(at: 0)
            let steps: [HarnessScript.Action] = [.set(control: "Gain", value: "0.75"), .wait(0.2)]
            let script = HarnessScript(
                file: "dial.json",
                steps: steps.enumerated().map { HarnessScript.Step(number: $0.offset + 1, action: $0.element) })
            try player.play(script.timeline(), source: script.file)
            let entry = try #require(player.report().controls.first)
            #expect(entry["type"] == .string("Dial"))
            // The label is the text shown beside it, as `set` finds it.
            #expect(entry["label"] == .string("Gain"))
            #expect(entry["value"] == .number(0.75))
            #expect(entry["isEnabled"] == .bool(true))
            #expect(entry["isTracking"] == .bool(false))
            #expect(entry["events"] == .array([.string("valueChanged")]))
        }
    }
}
