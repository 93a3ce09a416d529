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

    /// `control`, labelled `label`, in a rating scene under `ar-EG`, after `change`: the shell
    /// whose status log heard it, and the renderer that holds its host (keep it while checking).
    private func shell(with control: Control, label: String, after change: () -> Void) throws -> (
        HeadlessRenderer, HarnessShell
    ) {
        let context = SceneContext()
        context.locale = Locale(identifier: "ar-EG")
        let (renderer, shell) = try HeadlessSession.make(
            scene: "rating", size: Size(width: 600, height: 400), context: context)
        renderer.run(frames: 2, fps: 60)
        control.frame = Rect(x: 10, y: 60, width: 80, height: 30)
        control.accessibilityLabel = label
        shell.scene.addSubview(control)
        change()
        return (renderer, shell)
    }

    @Test func aControlOtherThanASliderLogsItsValueWithoutTheLocalesDigits() throws {
        try withSDL {
            let gauge = Gauge(frame: .zero)
            let (renderer, shell) = try shell(with: gauge, label: "Gauge") { gauge.setLevelFromUser(0.25) }
            // What a player hears is Egyptian; what the log and report keep is not.
            let heard = try #require(gauge.accessibilityValue)
            #expect(!heard.contains("25") && heard.contains("٢٥"), "\(heard)")
            #expect(shell.statusLog.last == "Gauge: 25%")
            #expect(shell.statusLabel.text.contains("٢٥"), "the status line shows the player's digits")
            #expect(renderer.host.locale?.identifier == "ar-EG")
        }
    }

    @Test func aControlWithoutLocaleNumbersLogsItsAccessibilityValue() throws {
        try withSDL {
            let dial = Dial(frame: .zero)
            let (renderer, shell) = try shell(with: dial, label: "Dial") {
                dial.position = 3
                dial.sendActions(for: .valueChanged)
            }
            #expect(dial.plainValueText == "position 3")
            #expect(shell.statusLog.last == "Dial: position 3")
            #expect(renderer.host.locale?.identifier == "ar-EG")
        }
    }

    @Test func aSlidersLogValueIsLocaleFreeAndAGivenValueWins() throws {
        try withSDL {
            let slider = Slider(minimum: 0, maximum: 1, value: 0.5)
            let (renderer, shell) = try shell(with: slider, label: "Amount") { slider.setValueFromUser(0.75) }
            #expect(slider.plainValueText == slider.valueText(numbers: .plain))
            #expect(slider.accessibilityValue != slider.plainValueText)
            #expect(shell.statusLog.last == "Amount: " + slider.valueText(numbers: .plain))
            slider.accessibilityValue = "three quarters"
            #expect(slider.plainValueText == "three quarters")
            #expect(renderer.host.locale?.identifier == "ar-EG")
        }
    }
}
