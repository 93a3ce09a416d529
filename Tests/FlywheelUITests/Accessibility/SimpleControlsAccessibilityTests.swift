import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Button, Switch, Slider and Label to a reader: the roles UIKit gives them, actions as a tap
/// or key.
@Suite struct SimpleControlsAccessibilityTests {
    @Test func activatingAButtonIsATap() {
        let t = TestHost()
        let b = t.add(Button(title: "Spin", frame: Rect(x: 0, y: 0, width: 80, height: 40)))
        #expect(b.accessibilityRole == .button && b.accessibilityLabel == "Spin")
        #expect(b.accessibilityActions == [.activate])
        #expect(b.performAccessibilityAction(.activate))
        #expect(t.log == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(!b.performAccessibilityAction(.increment))
        b.isEnabled = false
        #expect(!b.performAccessibilityAction(.activate) && b.accessibilityActions.isEmpty)
        #expect(t.log.count == 3)
    }

    @Test func aSwitchIsACheckableToggle() {
        let t = TestHost()
        let s = Switch()
        s.accessibilityLabel = "Sound"
        t.host.rootView.addSubview(s)
        #expect(s.accessibilityRole == .switchButton)
        #expect(s.accessibilityStates == [.enabled, .focusable, .checkable])
        #expect(s.accessibilityValue == "off")
        #expect(s.performAccessibilityAction(.activate))
        #expect(s.isOn && s.accessibilityStates.contains(.checked) && s.accessibilityValue == "on")
        #expect(t.log == ["valueChanged"])
    }

    @Test func aSliderStepsAsItsArrowKeys() {
        let t = TestHost()
        let byReader = Slider(minimum: 0, maximum: 10, value: 5)
        let byKey = Slider(minimum: 0, maximum: 10, value: 5)
        byReader.unit = " s"
        t.host.rootView.addSubview(byReader)
        t.host.rootView.addSubview(byKey)
        #expect(byReader.accessibilityRole == .slider)
        #expect(byReader.accessibilityValue == byReader.valueText)
        #expect(byReader.performAccessibilityAction(.increment))
        t.host.setFocus(byKey)
        t.key(.right)
        #expect(byReader.value == byKey.value && byReader.value > 5)
        #expect(byReader.performAccessibilityAction(.decrement))
        #expect(byReader.value == 5)
        #expect(byReader.accessibilityValue == byReader.valueText)
        #expect(t.log == ["valueChanged", "valueChanged", "valueChanged"])
    }

    @Test func aLabelIsStaticTextNamedByItsText() {
        let l = Label(text: "Score: 3")
        #expect(l.accessibilityRole == .staticText)
        #expect(l.accessibilityLabel == "Score: 3")
        #expect(l.accessibilityActions.isEmpty && !l.accessibilityStates.contains(.focusable))
        l.text = ""
        #expect(l.accessibilityLabel == nil)
    }
}
