import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Any control reports through `ControlRecorder`: a scene part lists a recorder of its own and
/// the report carries it under "controls", with its type, name, frame, state and callbacks.
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
            let (renderer, shell) = try HeadlessSession.make(scene: "rating", size: Size(width: 800, height: 600))
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
                        ("type", .string("switch")), ("name", .string("mute")),
                        ("frame", .numbers([centre.x - 25, centre.y - 15, 51, 31])), ("isOn", .bool(true)),
                        ("callbacks", .array([.string("valueChanged")])),
                    ]))
            // The built-in kinds keep their own keys and are not repeated under "controls".
            #expect(shell.controlRecorders.count == 1 + shell.spinnerRecorders.count)
        }
    }
}
