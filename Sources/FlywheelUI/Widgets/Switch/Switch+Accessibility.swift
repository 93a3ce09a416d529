import FlywheelCore

/// A switch is a toggle button to a reader (UISwitch's trait): `checkable`, `checked` while on,
/// its value "on" or "off". "activate" toggles it as Space does: `.valueChanged`, the knob slides.
extension Switch {
    var switchAccessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates
        s.insert(.checkable)
        if isOn { s.insert(.checked) }
        return s
    }

    func performSwitchAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        setValueFromUser(!isOn)
        return true
    }
}
