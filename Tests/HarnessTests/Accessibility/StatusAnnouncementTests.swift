import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The status line to a reader: a scene's own messages (a refused value, a page shown) are told
/// as announcements, with the text the line shows; the echo of a control's event, which a reader
/// already hears from the control itself, is shown but not announced again.
@Suite(.serialized) struct StatusAnnouncementTests {
    @Test func aScenesMessageIsAnnouncedAndAControlsEchoIsNot() throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(
                scene: "basic", size: Size(width: 800, height: 600), context: SceneContext())
            renderer.run(frames: 2)
            let recorder = RecordingAccessibilityObserver()
            renderer.host.accessibilityObserver = recorder
            shell.scene.status?("Value refused: not a number")
            #expect(shell.statusLine.label.text == "Value refused: not a number")
            #expect(recorder.lines == ["announcement Value refused: not a number"], "\(recorder.lines)")
            recorder.removeAll()
            let toggle = try #require(shell.scene as? BasicScene).soundsSwitch
            toggle.setValueFromUser(!toggle.isOn)
            let echo = shell.statusLine.last ?? ""
            #expect(echo.hasSuffix(toggle.isOn ? ": on" : ": off"), "\(echo)")
            #expect(!recorder.lines.contains { $0.hasPrefix("announcement") }, "\(recorder.lines)")
        }
    }
}
