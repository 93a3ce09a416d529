import FlywheelCore

/// A horizontal slider (UISlider): drag the thumb or tap the track; Left/Right (and
/// PageUp/PageDown, Home/End) while focused.
///
/// The thumb moves on `scale` (`SliderScale`: linear, or logarithmic for values spanning
/// decades), so the value and the thumb's place along the track (`fraction`) are mapped both
/// ways. `step` > 0 snaps the value to multiples of it; `significantDigits` instead rounds a
/// value chosen by touch or key to that many significant digits on the scale (the ends stay
/// exact). `unit` names the value's unit for `valueText` ("0.25 items/s"), which an app shows
/// in a label beside the slider. Keys move `keyIncrement` of the track (PageUp/PageDown
/// `pageIncrement`), or one `step` (five) when the slider is stepped.
///
/// **Values.** `setValueFromUser(_:)` sets the value as a drag would and sends `.valueChanged`
/// when it changed (non-finite values are ignored); setting `value` from code sends nothing
/// (UIKit's rule, docs/widgets.md). Highlighted (tracking) the thumb greys; disabled the track
/// is drawn at `Control.disabledAlpha`.
///
/// Sections: state, API and the tracking hooks (this file) · track geometry (`+Layout`) · the
/// value under a touch and keys (`+Input`) · drawing (`+Drawing`); the value↔fraction mapping is `SliderScale`.
///
/// ```swift
/// let rotation = Slider(minimum: -7, maximum: 7, value: 0)
/// rotation.step = 1
/// rotation.addAction(for: .valueChanged) { c, _ in turn(by: (c as! Slider).value) }
///
/// let stop = Slider(minimum: 0.001, maximum: 100, value: 0.25, scale: .logarithmic)
/// stop.unit = "items/s"
/// stop.significantDigits = 3
/// stop.setValueFromUser(2)   // as a drag: sends .valueChanged; stop.valueText == "2 items/s"
/// ```
open class Slider: Control {
    public var minimum: Double { didSet { clampAndRedraw() } }
    public var maximum: Double { didSet { clampAndRedraw() } }
    /// The value, kept within minimum…maximum (and on the step grid when `step` > 0). Setting it
    /// sends no event; a non-finite value becomes `minimum`.
    public var value: Double { didSet { if value != oldValue { clampAndRedraw() } } }
    /// Snap interval (0 = continuous).
    public var step: Double = 0 { didSet { clampAndRedraw() } }
    /// How the track maps onto minimum…maximum.
    public var scale: SliderScale { didSet { setNeedsDisplay() } }
    /// When set, values chosen by touch or key are rounded to this many significant digits on
    /// the scale (`SliderScale.tidied`).
    public var significantDigits: Int?
    /// The value's unit, for `valueText` ("" for none).
    public var unit = ""
    /// The fraction of the track one Left/Right press moves an unstepped slider.
    public var keyIncrement = 0.05
    /// The fraction of the track one PageUp/PageDown press moves an unstepped slider.
    public var pageIncrement = 0.25
    /// Steps PageUp/PageDown move on a stepped slider.
    public static let stepsPerPage = 5
    public var thumbRadius = 12.0 { didSet { setNeedsDisplay() } }
    /// The thickness of the track, in points.
    public var trackThickness = 4.0 { didSet { setNeedsDisplay() } }
    /// The hairline around the thumb.
    public var thumbBorderColor = Color(white: 0.7) { didSet { setNeedsDisplay() } }

    public init(minimum: Double = 0, maximum: Double = 1, value: Double = 0, scale: SliderScale = .linear) {
        self.minimum = minimum
        self.maximum = max(minimum, maximum)
        self.value = value
        self.scale = scale
        super.init(frame: Rect(origin: .zero, size: Self.defaultSize))
        clampAndRedraw()
    }

    /// minimum…maximum.
    public var range: ClosedRange<Double> { minimum...max(minimum, maximum) }

    /// Where the thumb is, 0…1 along the track.
    public var fraction: Double { scale.fraction(of: value, in: range) }

    /// The value as text, with the digits `scale` needs and the unit, in the host's locale
    /// (`ViewHost.locale`): "0.25 items/s", "0,25 items/s" in German.
    public var valueText: String { scale.text(for: value, unit: unit, numbers: host?.numbers ?? .plain) }
    /// `valueText` written with `numbers` instead of the host's (`.plain`: "0.997 /ms" in any
    /// locale, for a log or report).
    public func valueText(numbers: LocalNumbers) -> String { scale.text(for: value, unit: unit, numbers: numbers) }

    /// Sets the value as a user would (clamped, on the step grid): sends `.valueChanged` if it
    /// changed. Non-finite values are ignored.
    public func setValueFromUser(_ v: Double) {
        guard v.isFinite else { return }
        let c = clamped(v)
        guard c != value else { return }
        value = c
        sendActions(for: .valueChanged)
    }

    func clamped(_ v: Double) -> Double {
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

    // MARK: Tracking (Control's hooks; overrides must live in the class)

    /// The thumb jumps to the press.
    open override func beginTracking(_ touch: Touch) -> Bool {
        setValue(atX: touch.location(in: self).x)
        return true
    }

    /// The thumb follows the finger.
    open override func continueTracking(_ touch: Touch) -> Bool {
        setValue(atX: touch.location(in: self).x)
        return true
    }

    // MARK: View hooks (overrides must live in the class; bodies are in the extensions)

    open override var intrinsicContentSize: Size? { Self.defaultSize }
    open override var accessibilityDefaultRole: AccessibilityRole { .slider }
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? valueText }
        set { super.accessibilityValue = newValue }
    }
    /// `valueText` without the host's locale ("0.997 /ms" in any locale), unless an
    /// `accessibilityValue` of its own was given.
    open override var plainValueText: String? { super.accessibilityValue ?? valueText(numbers: .plain) }
    open override var accessibilityActions: [AccessibilityAction] {
        isEnabled && maximum > minimum ? [.increment, .decrement] : []
    }
    open override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        performSliderAccessibilityAction(action)
    }
    open override func handleKey(_ event: KeyEvent) -> Bool { pressKey(event) }
    open override func draw(_ canvas: Canvas) { drawSlider(in: canvas) }
    /// A press on the thumb is the slider's at once, even in a scroller: a drag from it slides.
    open override func takesPointerAtOnce(at point: Point) -> Bool { isEnabled && thumbContains(point) }
}
