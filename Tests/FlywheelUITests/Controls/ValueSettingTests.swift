import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// The one rule for values (docs/widgets.md): `setValueFromUser(_:)` sends `.valueChanged` when
/// the value changed, and only then; code setters never send it.
@Suite struct ValueSettingTests {
    private func changes(_ t: TestHost) -> Int { t.log.filter { $0 == "valueChanged" }.count }

    @Test func sliderFromUserSendsOnlyOnAChangeAndIgnoresNonFiniteValues() {
        let t = TestHost()
        let s = Slider(minimum: 0, maximum: 10, value: 5)
        t.host.rootView.addSubview(s)
        s.value = 7
        #expect(s.value == 7 && changes(t) == 0)
        s.setValueFromUser(7)
        #expect(changes(t) == 0)
        s.setValueFromUser(12)
        #expect(s.value == 10 && changes(t) == 1)
        s.setValueFromUser(.nan)
        s.setValueFromUser(-.infinity)
        #expect(s.value == 10 && changes(t) == 1)
    }

    @Test func switchFromUserSlidesAndSendsCodeSetterDoesNot() {
        let t = TestHost()
        let s = Switch(isOn: false)
        t.host.rootView.addSubview(s)
        s.setOn(true, animated: false)
        #expect(s.isOn && changes(t) == 0)
        s.setValueFromUser(true)
        #expect(changes(t) == 0)
        s.setValueFromUser(false)
        #expect(!s.isOn && changes(t) == 1)
        #expect(s.knobPosition == 1)  // still sliding
        t.wait(Switch.slideDuration + 0.05)
        #expect(s.knobPosition == 0)
    }

    @Test func segmentedFromUserRefusesDisabledSegmentsCodeSetterSendsNothing() {
        let t = TestHost()
        let c = SegmentedControl(titles: ["a", "b", "c"], selectedIndex: 0)
        c.setEnabled(false, forSegment: 2)
        t.host.rootView.addSubview(c)
        c.selectedIndex = 1
        #expect(changes(t) == 0)
        c.setValueFromUser(2)
        c.setValueFromUser(7)
        #expect(c.selectedIndex == 1 && changes(t) == 0)
        c.setValueFromUser(0)
        #expect(c.selectedIndex == 0 && changes(t) == 1)
    }

    @Test func ratingFromUserFlaresAndSendsCodeSetterDoesNot() {
        let t = TestHost()
        let r = RatingControl(starCount: 5)
        t.host.rootView.addSubview(r)
        r.value = 4
        #expect(changes(t) == 0 && r.flareScales.allSatisfy { $0 == 1 })
        r.setValueFromUser(9)  // clamped to 5
        #expect(r.value == 5 && changes(t) == 1)
        t.wait(RatingControl.flareGrowSeconds)
        #expect(abs(r.flareScales[4] - RatingControl.flareScale) < 0.02)
    }

    @Test func everyWidgetDrawsDisabledAtTheSharedAlpha() {
        #expect(Control.disabledAlpha == 0.5)
        let s = Slider()
        #expect(s.enabledAlpha == 1)
        s.isEnabled = false
        #expect(s.enabledAlpha == Control.disabledAlpha)
    }
}
