import FlywheelCore
import FlywheelUI

/// A slider for one feel number: its `value` is in the field's own units and range, while the
/// thumb moves on the field's `FeelScale` (a stop speed from 0.001 to 100 items/s spreads evenly
/// over the track). Dragging or tapping the track sets a tidied value (three significant
/// digits on the scale); Left/Right move the thumb 1 % of the track, PageUp/PageDown 10 %,
/// Home/End to the ends. `.valueChanged` only when the value changes.
///
/// Scripts set it in the field's units (`{"set": {"control": "flingGain", "value": "2"}}`), through
/// `NumericScriptSettable`.
///
/// ```swift
/// let stop = FeelFieldSlider(range: 0.001...100, scale: .logarithmic, value: 0.25)
/// stop.addAction(for: .valueChanged) { c, _ in print((c as! FeelFieldSlider).value) }
/// ```
final class FeelFieldSlider: Control {
    let range: ClosedRange<Double>
    let scale: FeelScale
    /// The value, always inside `range`.
    private(set) var value: Double
    var thumbRadius = 8.0

    init(range: ClosedRange<Double>, scale: FeelScale, value: Double) {
        self.range = range
        self.scale = scale
        self.value = min(max(value.isFinite ? value : range.lowerBound, range.lowerBound), range.upperBound)
        super.init(frame: Rect(x: 0, y: 0, width: 160, height: 22))
    }

    var minimum: Double { range.lowerBound }
    var maximum: Double { range.upperBound }

    override var intrinsicContentSize: Size? { Size(width: 160, height: 22) }

    /// Shows `v` (clamped) without sending anything: the panel following the profile.
    func show(_ v: Double) {
        let c = min(max(v.isFinite ? v : range.lowerBound, range.lowerBound), range.upperBound)
        if c != value { value = c; setNeedsDisplay() }
    }

    /// Sets the value as a user would; sends `.valueChanged` if it changed.
    func setValueFromUser(_ v: Double) {
        guard v.isFinite else { return }
        let c = min(max(v, range.lowerBound), range.upperBound)
        guard c != value else { return }
        value = c
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    /// Where the thumb is, 0…1 along the track.
    var fraction: Double { scale.fraction(of: value, in: range) }

    private var track: (x0: Double, x1: Double) { (bounds.minX + thumbRadius, bounds.maxX - thumbRadius) }

    private func setFraction(_ f: Double) {
        let raw = scale.value(atFraction: f, in: range)
        // The ends stay exact, so a profile can always reach both limits.
        let v = f <= 0 ? range.lowerBound : f >= 1 ? range.upperBound : scale.tidied(raw, in: range)
        setValueFromUser(v)
    }

    private func setFraction(atX x: Double) {
        let (x0, x1) = track
        guard x1 > x0 else { return }
        setFraction((x - x0) / (x1 - x0))
    }

    override func beginTracking(_ touch: Touch) -> Bool {
        setFraction(atX: touch.location(in: self).x)
        return true
    }

    override func continueTracking(_ touch: Touch) -> Bool {
        setFraction(atX: touch.location(in: self).x)
        return true
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled else { return false }
        switch event.key {
        case .left, .down: setFraction(fraction - 0.01)
        case .right, .up: setFraction(fraction + 0.01)
        case .pageDown: setFraction(fraction - 0.1)
        case .pageUp: setFraction(fraction + 0.1)
        case .home: setValueFromUser(range.lowerBound)
        case .end: setValueFromUser(range.upperBound)
        default: return false
        }
        return true
    }

    override func draw(_ canvas: Canvas) {
        let (x0, x1) = track
        let y = bounds.midY
        let thumbX = x0 + (x1 - x0) * fraction
        let tint = tintColor.multiplyingAlpha(isEnabled ? 1 : 0.4)
        canvas.fillRoundedRect(Rect(x: x0, y: y - 1.5, width: x1 - x0, height: 3), radius: 1.5, color: Color(white: 0.8))
        canvas.fillRoundedRect(Rect(x: x0, y: y - 1.5, width: thumbX - x0, height: 3), radius: 1.5, color: tint)
        canvas.fillCircle(center: Point(x: thumbX, y: y + 1), radius: thumbRadius, color: Color(white: 0, alpha: 0.15))
        canvas.fillCircle(center: Point(x: thumbX, y: y), radius: thumbRadius - 0.5, color: isHighlighted ? Color(white: 0.93) : .white)
        canvas.strokeCircle(center: Point(x: thumbX, y: y), radius: thumbRadius - 0.5, color: Color(white: 0.6), width: 0.5)
    }

    override func drawOverlay(_ canvas: Canvas) { FocusRing.drawIfFocused(self, in: canvas) }
}

extension FeelFieldSlider: NumericScriptSettable {}
