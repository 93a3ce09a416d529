import FlywheelCore

extension Switch {
    /// Enter or Space toggles.
    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, !event.isRepeat, isEnabled, event.key == .enter || event.key == .space else { return false }
        setValueFromUser(!isOn)
        return true
    }
}
