import FlywheelCore

/// A horizontal slider (UISlider): drag the thumb or tap the track; Left/Right (and
/// PageUp/PageDown, Home/End) while focused. `step` > 0 snaps the value to multiples of it.
/// `.valueChanged` is sent whenever the value changes while tracking or from keys.
///
/// ```swift
/// let rotation = Slider(minimum: -7, maximum: 7, value: 0)
/// rotation.step = 1
/// rotation.addAction(for: .valueChanged) { c, _ in turn(by: (c as! Slider).value) }
/// ```
open class Slider: Control {
    public var minimum: Double { didSet { clampAndRedraw() } }
    public var maximum: Double { didSet { clampAndRedraw() } }
    /// The value, kept within minimum…maximum (and on the step grid when `step` > 0).
    public var value: Double { didSet { if value != oldValue { clampAndRedraw() } } }
    /// Snap interval (0 = continuous).
    public var step: Double = 0 { didSet { clampAndRedraw() } }
    public var thumbRadius = 12.0

    public init(minimum: Double = 0, maximum: Double = 1, value: Double = 0) {
        self.minimum = minimum
        self.maximum = max(minimum, maximum)
        self.value = value
        super.init(frame: Rect(x: 0, y: 0, width: 200, height: 32))
        clampAndRedraw()
    }

    open override var intrinsicContentSize: Size? { Size(width: 200, height: 32) }

    private func clamped(_ v: Double) -> Double {
        guard v.isFinite else { return minimum }
        var x = min(max(v, minimum), maximum)
        if step > 0 { x = minimum + ((x - minimum) / step).rounded() * step }
        return min(max(x, minimum), maximum)
    }

    private func clampAndRedraw() {
        let c = clamped(value)
        if c != value { value = c }
        setNeedsDisplay()
    }

    /// The track's usable span in the slider's coordinates.
    private var track: (x0: Double, x1: Double) { (bounds.minX + thumbRadius, bounds.maxX - thumbRadius) }

    /// Sets the value as a user would (sends `.valueChanged` if it changed).
    public func setValueFromUser(_ v: Double) {
        let c = clamped(v)
        guard c != value else { return }
        value = c
        sendActions(for: .valueChanged)
    }

    private func setValue(atX x: Double) {
        let (x0, x1) = track
        guard x1 > x0, maximum > minimum else { return }
        setValueFromUser(minimum + (x - x0) / (x1 - x0) * (maximum - minimum))
    }

    open override func beginTracking(_ touch: Touch) -> Bool {
        setValue(atX: touch.location(in: self).x)
        return true
    }

    open override func continueTracking(_ touch: Touch) -> Bool {
        setValue(atX: touch.location(in: self).x)
        return true
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled else { return false }
        let unit = step > 0 ? step : (maximum - minimum) / 20
        switch event.key {
        case .left, .down: setValueFromUser(value - unit)
        case .right, .up: setValueFromUser(value + unit)
        case .pageDown: setValueFromUser(value - 5 * unit)
        case .pageUp: setValueFromUser(value + 5 * unit)
        case .home: setValueFromUser(minimum)
        case .end: setValueFromUser(maximum)
        default: return false
        }
        return true
    }

    open override func draw(_ canvas: Canvas) {
        let (x0, x1) = track
        let y = bounds.midY
        let fraction = maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
        let thumbX = x0 + (x1 - x0) * fraction
        let tint = tintColor.multiplyingAlpha(isEnabled ? 1 : 0.4)
        canvas.fillRoundedRect(Rect(x: x0, y: y - 2, width: x1 - x0, height: 4), radius: 2, color: Color(white: 0.8))
        canvas.fillRoundedRect(Rect(x: x0, y: y - 2, width: thumbX - x0, height: 4), radius: 2, color: tint)
        canvas.fillCircle(center: Point(x: thumbX, y: y + 1), radius: thumbRadius, color: Color(white: 0, alpha: 0.15))
        canvas.fillCircle(center: Point(x: thumbX, y: y), radius: thumbRadius - 0.5, color: isHighlighted ? Color(white: 0.93) : .white)
        canvas.strokeCircle(center: Point(x: thumbX, y: y), radius: thumbRadius - 0.5, color: Color(white: 0.7), width: 0.5)
    }

    open override func drawOverlay(_ canvas: Canvas) { FocusRing.drawIfFocused(self, in: canvas) }
}
