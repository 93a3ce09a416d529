import FlywheelCore
import FlywheelUI

/// A stepper: a − half and a + half. A tap steps by one; a press held for 0.5 s repeats every
/// 0.1 s (a `ViewTimer` on the host's clock); the value stays in 0...10.
public final class Stepper: Control {
    public let minimum = 0.0
    public let maximum = 10.0
    /// Set from code: no event.
    public var value = 5.0 {
        didSet { setNeedsDisplay() }
    }
    private var repeatTimer: ViewTimer?

    /// Sets the value as a user would: clamped, and `.valueChanged` when it changed.
    public func setValueFromUser(_ newValue: Double) {
        let clamped = min(max(newValue.rounded(), minimum), maximum)
        guard clamped != value else { return }
        value = clamped
        sendActions(for: .valueChanged)
    }

    public override func beginTracking(_ touch: Touch) -> Bool {
        let delta = touch.location(in: self).x < bounds.midX ? -1.0 : 1.0
        setValueFromUser(value + delta)
        repeatTimer = every(seconds: 0.1, startingAt: touch.timestamp + 0.5) { [unowned self] _ in
            setValueFromUser(value + delta)
        }
        return true
    }

    public override func endTracking(_ touch: Touch) { repeatTimer?.cancel() }
    public override func cancelTracking(_ touch: Touch) { repeatTimer?.cancel() }

    public override func draw(_ canvas: Canvas) {
        let half = bounds.width / 2
        let line = Color(white: 0.3).multiplyingAlpha(enabledAlpha)
        canvas.fillRoundedRect(bounds, radius: 8, color: Color(white: 0.9))
        canvas.fillRect(Rect(x: half - 0.5, y: 8, width: 1, height: bounds.height - 16), color: line)
        // − and +
        canvas.fillRect(Rect(x: half / 2 - 8, y: bounds.midY - 1.5, width: 16, height: 3), color: line)
        canvas.fillRect(Rect(x: half * 1.5 - 8, y: bounds.midY - 1.5, width: 16, height: 3), color: line)
        canvas.fillRect(Rect(x: half * 1.5 - 1.5, y: bounds.midY - 8, width: 3, height: 16), color: line)
    }
}
