import FlywheelUI
import Foundation

/// The number a reader's Value interface shows for an adjustable element or a slider: where it
/// is, its range and one step.
///
/// The model describes a value as text ("Hexagon", "3 of 5 stars"); AT-SPI also wants a number.
/// A slider has one; a spinner, a picker wheel and a rating give their selected index or stars.
/// Any other adjustable element is a pure stepper, shown as 0 in −1…1: setting it above 0 is one
/// increment, below 0 one decrement, as UIKit's adjustable elements have no number either.
struct AccessibilityNumericValue: Equatable {
    var current: Double
    var minimum: Double
    var maximum: Double
    var step: Double

    /// The value of `node`, or nil when it is neither adjustable nor a slider.
    init?(of node: AccessibilityNode) {
        switch node {
        case let slider as Slider:
            // A stepped slider's step; else the smallest change its value text shows at this
            // value, so a reader rounds the value as the slider shows it (a reader writes as many
            // decimals as the increment has: with the key step, 0.99999 on a 0.001…100 slider,
            // Orca said 0.25 as "0.2"). Never more than a key step.
            let keyStep = (slider.maximum - slider.minimum) * slider.keyIncrement
            let shown = pow(10, -Double(slider.scale.decimals(for: slider.value)))
            let step = slider.step > 0 ? slider.step : keyStep > 0 ? min(shown, keyStep) : shown
            self.init(current: slider.value, minimum: slider.minimum, maximum: slider.maximum, step: step)
        case let spinner as Spinner:
            self.init(index: spinner.selectedIndex, count: spinner.values.count)
        case let picker as PickerWheel:
            self.init(index: picker.selectedIndex, count: picker.rows.count)
        case let rating as RatingControl:
            self.init(current: Double(rating.value), minimum: 1, maximum: Double(rating.starCount), step: 1)
        default:
            guard node.accessibilityRole == .adjustable || node.accessibilityRole == .slider else { return nil }
            self.init(current: 0, minimum: -1, maximum: 1, step: 1)
        }
    }

    init(current: Double, minimum: Double, maximum: Double, step: Double) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }

    private init(index: Int, count: Int) {
        self.init(current: Double(index), minimum: 0, maximum: Double(max(0, count - 1)), step: 1)
    }

    /// The steps (positive: increments) that take `current` to `target`, at most `limit` of them.
    func steps(to target: Double, limit: Int = 1000) -> Int {
        guard target.isFinite, step > 0 else { return 0 }
        let clamped = min(max(target, minimum), maximum)
        let n = ((clamped - current) / step).rounded()
        return Int(max(-Double(limit), min(Double(limit), n)))
    }
}
