import FlywheelCore

/// A slider to a reader (UISlider's adjustable trait): its value is `valueText` ("0.50 s"),
/// and increment and decrement step as Right and Left do.
extension Slider {
    func performSliderAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isEnabled, maximum > minimum else { return false }
        switch action {
        case .increment: stepFromUser(direction: 1, page: false)
        case .decrement: stepFromUser(direction: -1, page: false)
        default: return false
        }
        return true
    }
}
