import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The status messages a control's value change posts keep the locale-free value
/// (`Control.plainValueText`) for the report and the log, whatever control it is, while the
/// player reads the host's locale: under `--locale ar-EG` a control of your own whose
/// `accessibilityValue` writes Arabic-Indic digits logs "Gauge: 25%".
@Suite(.serialized) struct ControlValueMessageTests {
    /// A control of your own that writes its value in the host's locale for a player.
    final class Gauge: Control {
        var level = 0.0
        override var accessibilityValue: String? {
            get { (host?.numbers ?? .plain).percent(level) }
            set {}
        }
        override var plainValueText: String? { LocalNumbers.plain.percent(level) }

        func setLevelFromUser(_ value: Double) {
            level = value
            sendActions(for: .valueChanged)
        }
    }

    /// A control that says nothing about locales: its log value is its `accessibilityValue`.
    final class Dial: Control {
        var position = 0
        override var accessibilityValue: String? {
            get { "position \(position)" }
            set {}
        }
    }

    private func session(locale tag: String) throws -> (HeadlessRenderer, HarnessShell) {
        let context = SceneContext()
        context.locale = Locale(identifier: tag)
        let (renderer, shell) = try HeadlessSession.make(
            scene: "rating", size: Size(width: 600, height: 400), context: context)
        renderer.run(frames: 2, fps: 60)
        return (renderer, shell)
    }

    @Test func aControlOtherThanASliderLogsItsValueWithoutTheLocalesDigits() throws {
        try withSDL {
            let (renderer, shell) = try session(locale: "ar-EG")
            let gauge = Gauge(frame: Rect(x: 10, y: 60, width: 80, height: 30))
            gauge.accessibilityLabel = "Gauge"
            shell.scene.addSubview(gauge)
            gauge.setLevelFromUser(0.25)
            renderer.run(frames: 2, fps: 60)
            // What a player hears is Egyptian; what the log and report keep is not.
            let heard = try #require(gauge.accessibilityValue)
            #expect(!heard.contains("25") && heard.contains("٢٥"), "\(heard)")
            #expect(shell.statusLog.last == "Gauge: 25%")
            #expect(shell.statusLabel.text.contains("٢٥"), "the status line shows the player's digits")
        }
    }

    @Test func aControlWithoutLocaleNumbersLogsItsAccessibilityValue() throws {
        try withSDL {
            let (renderer, shell) = try session(locale: "ar-EG")
            let dial = Dial(frame: Rect(x: 10, y: 60, width: 80, height: 30))
            dial.accessibilityLabel = "Dial"
            shell.scene.addSubview(dial)
            dial.position = 3
            dial.sendActions(for: .valueChanged)
            renderer.run(frames: 2, fps: 60)
            #expect(dial.plainValueText == "position 3")
            #expect(shell.statusLog.last == "Dial: position 3")
        }
    }

    @Test func aSlidersLogValueIsLocaleFreeAndAGivenValueWins() throws {
        try withSDL {
            let (renderer, shell) = try session(locale: "ar-EG")
            let slider = Slider(minimum: 0, maximum: 1, value: 0.5)
            slider.accessibilityLabel = "Amount"
            shell.scene.addSubview(slider)
            slider.setValueFromUser(0.75)
            renderer.run(frames: 2, fps: 60)
            #expect(slider.plainValueText == slider.valueText(numbers: .plain))
            #expect(slider.accessibilityValue != slider.plainValueText)
            #expect(shell.statusLog.last == "Amount: " + slider.valueText(numbers: .plain))
            slider.accessibilityValue = "three quarters"
            #expect(slider.plainValueText == "three quarters")
        }
    }
}
