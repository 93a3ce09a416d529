import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// What a user of a switch notices: a tap toggles it and says so once, the knob slides across,
/// a finger that slides off and lifts elsewhere changes nothing, Enter and Space toggle it when
/// focused, and state set from code changes the switch without an event.
@Suite struct SwitchTests {
    /// A host with one switch at (100, 100) (51×31) and a log of its `valueChanged` states.
    private final class Rig {
        let t = TestHost()
        let toggle: Switch
        var reported: [Bool] = []

        init(isOn: Bool = false) {
            toggle = Switch(isOn: isOn)
            toggle.frame.origin = Point(x: 100, y: 100)
            t.host.rootView.addSubview(toggle)
            toggle.addAction(for: .valueChanged) { [unowned self] c, _ in
                reported.append((c as! Switch).isOn)
            }
        }

        func tap(_ x: Double = 125, _ y: Double = 115) {
            t.pointer(.down, x, y)
            t.pointer(.up, x, y)
        }
    }

    @Test func aTapTogglesAndSendsValueChangedOnce() {
        let rig = Rig()
        rig.tap()
        #expect(rig.toggle.isOn && rig.reported == [true])
        rig.tap()
        #expect(!rig.toggle.isOn && rig.reported == [true, false])
        #expect(rig.t.log.filter { $0 == "valueChanged" }.count == 2)
    }

    /// The switch changes on lift, not on touch: nothing while the finger is down.
    @Test func itTogglesWhenTheFingerLifts() {
        let rig = Rig()
        rig.t.pointer(.down, 125, 115)
        #expect(!rig.toggle.isOn && rig.reported.isEmpty && rig.toggle.isHighlighted)
        rig.t.pointer(.up, 125, 115)
        #expect(rig.toggle.isOn && rig.reported == [true] && !rig.toggle.isHighlighted)
    }

    @Test func aFingerThatSlidesOffAndLiftsElsewhereChangesNothing() {
        let rig = Rig()
        rig.t.pointer(.down, 125, 115)
        rig.t.pointer(.move, 300, 250)
        rig.t.pointer(.up, 300, 250)
        #expect(!rig.toggle.isOn && rig.reported.isEmpty)
    }

    @Test func theKnobSlidesAcrossInTheSlideDuration() {
        let rig = Rig()
        rig.tap()
        #expect(rig.toggle.knobPosition == 0)  // the slide has only begun
        rig.t.wait(Switch.slideDuration / 2)
        #expect(rig.toggle.knobPosition > 0.3 && rig.toggle.knobPosition < 1)
        rig.t.wait(Switch.slideDuration / 2 + 0.05)
        #expect(rig.toggle.knobPosition == 1)
    }

    @Test func enterAndSpaceToggleWhenFocused() {
        let rig = Rig()
        rig.t.key(.tab)
        #expect(rig.t.host.focusedView === rig.toggle)
        rig.t.key(.space)
        rig.t.key(.enter)
        rig.t.key(.space)
        #expect(rig.toggle.isOn && rig.reported == [true, false, true])
    }

    /// `setOn(_:animated:)` and `isOn` at init are code: the switch shows the new state and
    /// no `valueChanged` is sent (animated or not).
    @Test func stateSetFromCodeSendsNothing() {
        let rig = Rig(isOn: true)
        #expect(rig.toggle.isOn && rig.toggle.knobPosition == 1)
        rig.toggle.setOn(false, animated: false)
        #expect(!rig.toggle.isOn && rig.toggle.knobPosition == 0)
        rig.toggle.setOn(true, animated: true)
        rig.t.wait(Switch.slideDuration + 0.05)
        #expect(rig.toggle.isOn && rig.toggle.knobPosition == 1)
        #expect(rig.reported.isEmpty && rig.t.log.isEmpty)
    }

    @Test func aDisabledSwitchIgnoresTapsAndKeys() {
        let rig = Rig()
        rig.tap()  // focuses it
        rig.toggle.isEnabled = false
        rig.tap()
        rig.t.key(.space)
        #expect(rig.toggle.isOn && rig.reported == [true])
    }

    /// The track fills with `onColor` as the knob reaches the on side; off, it is light grey.
    @Test func theTrackTakesTheOnColourWhenOn() throws {
        let rig = Rig()
        let green = Color(red: 0.1, green: 0.6, blue: 0.2)
        rig.toggle.onColor = green
        func track() throws -> Color {
            let canvas = RecordingCanvas()
            rig.t.host.render(in: canvas)
            return try #require(canvas.commands.first { $0.kind == .roundedRect }?.color)
        }
        func near(_ a: Color, _ b: Color) -> Bool {
            abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9
                && abs(a.alpha - b.alpha) < 1e-9
        }
        #expect(near(try track(), rig.toggle.offColor))
        #expect(rig.toggle.offColor.contrastRatio(with: .white) >= 3)
        rig.toggle.setOn(true, animated: false)
        #expect(near(try track(), green))
    }
}
