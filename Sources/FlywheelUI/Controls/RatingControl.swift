import Foundation
import FlywheelCore

/// A row of stars you touch or drag along to rate something: the "Custom UIControl" exercise
/// (seed 003) on Flywheel's control layer.
///
/// Layout is the exercise's: square stars of `starSize` (40 pt) with 8 pt gaps and an 8 pt pad
/// before the first, so the intrinsic width is `count·40 + (count+1)·8` and the height 40.
/// Touching or dragging onto a star sets `value` to its number (1…`starCount`); gaps change
/// nothing. `.valueChanged` is sent only when the value actually changes, and the star that
/// became the value "flares" (scales to 1.6 over 0.3 s, back over 0.1 s). The touch events
/// (`touchDown`, `touchDragInside`/`Outside`, `touchUpInside`/`Outside`, `touchCancel`) come
/// from `Control`. With `isRightToLeft` star 1 is the rightmost. Keys: Left/Right (mirrored in
/// right-to-left), Home/End.
///
/// ```swift
/// let rating = RatingControl(starCount: 5)
/// rating.addAction(for: .valueChanged) { c, _ in
///     let n = (c as! RatingControl).value
///     print("User Rating: \(n) \(n == 1 ? "star" : "stars")")
/// }
/// ```
open class RatingControl: Control {
    /// The side of each square star cell, in points (the exercise's componentDimension).
    public static let starSize: Double = 40
    /// Space between cells and before the first, in points.
    public static let spacing: Double = 8
    /// The allowed star counts.
    public static let starCountRange = 1...10

    /// How many stars (1…10; other values are clamped). Shrinking clamps `value`.
    public var starCount: Int {
        didSet {
            starCount = min(max(starCount, Self.starCountRange.lowerBound), Self.starCountRange.upperBound)
            flareScales = [Double](repeating: 1, count: starCount)
            if value > starCount { value = starCount }
            invalidateIntrinsicSize()
        }
    }

    /// The rating, 1…`starCount`. Setting it from code sends no event (as UIKit).
    public var value: Int = 1 {
        didSet {
            value = min(max(value, 1), starCount)
            if value != oldValue { setNeedsDisplay() }
        }
    }

    /// Lay the stars out right to left (star 1 at the right edge).
    public var isRightToLeft = false { didSet { setNeedsDisplay() } }
    /// Colour of stars up to and including `value` (the exercise's componentActiveColor).
    public var activeColor: Color = .black { didSet { setNeedsDisplay() } }
    /// Colour of the other stars (componentInactiveColor).
    public var inactiveColor: Color = .gray { didSet { setNeedsDisplay() } }
    /// Whether a newly chosen star flares.
    public var flaresOnChange = true

    /// Current flare scale of each star (1 at rest); exposed for tests and custom drawing.
    public private(set) var flareScales: [Double]

    public init(starCount: Int = 5) {
        let n = min(max(starCount, Self.starCountRange.lowerBound), Self.starCountRange.upperBound)
        self.starCount = n
        flareScales = [Double](repeating: 1, count: n)
        super.init(frame: .zero)
        sizeToFit()
        accessibilityLabel = "Rating"
    }

    open override var intrinsicContentSize: Size? {
        let n = Double(starCount)
        return Size(width: n * Self.starSize + (n + 1) * Self.spacing, height: Self.starSize)
    }

    private func invalidateIntrinsicSize() {
        let c = center
        sizeToFit()
        center = c
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Layout

    /// The cell of star `number` (1-based) in the control's coordinates.
    public func starFrame(_ number: Int) -> Rect {
        let slot = isRightToLeft ? starCount - number : number - 1
        let x = Self.spacing + Double(slot) * (Self.starSize + Self.spacing)
        return Rect(x: bounds.minX + x, y: bounds.minY, width: Self.starSize, height: Self.starSize)
    }

    /// The star whose cell contains `point` (control coordinates), or nil in a gap or outside.
    public func star(at point: Point) -> Int? {
        (1...starCount).first { starFrame($0).contains(point) }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch) -> Bool {
        updateValue(at: touch)
        return true
    }

    open override func continueTracking(_ touch: Touch) -> Bool {
        if isTouchInside { updateValue(at: touch) }
        return true
    }

    open override func endTracking(_ touch: Touch) {
        // The exercise's safety net: the lift may come from an untracked last movement.
        if isTouchInside { updateValue(at: touch) }
    }

    /// Sets the value from a touch, sending `.valueChanged` and flaring only on a change.
    private func updateValue(at touch: Touch) {
        guard let n = star(at: touch.location(in: self)) else { return }
        setValueFromUser(n)
    }

    private func setValueFromUser(_ n: Int) {
        let clamped = min(max(n, 1), starCount)
        guard clamped != value else { return }
        value = clamped
        if flaresOnChange { flare(star: clamped) }
        sendActions(for: .valueChanged)
    }

    // MARK: Keyboard

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled else { return false }
        let forward = isRightToLeft ? -1 : 1
        switch event.key {
        case .right: setValueFromUser(value + forward)
        case .left: setValueFromUser(value - forward)
        case .home: setValueFromUser(1)
        case .end: setValueFromUser(starCount)
        default: return false
        }
        return true
    }

    // MARK: Flare

    /// Scales star `number` to 1.6 over 0.3 s, then back to 1 over 0.1 s (the exercise's performFlare).
    public func flare(star number: Int) {
        guard let host, (1...starCount).contains(number) else { return }
        let i = number - 1
        host.animate(duration: 0.3, curve: .easeInOut, update: { [weak self] p in
            guard let self, i < self.flareScales.count else { return }
            self.flareScales[i] = 1 + 0.6 * p
        }, completion: { [weak self] _ in
            guard let self, let host = self.host else { return }
            host.animate(duration: 0.1, curve: .easeInOut, update: { [weak self] p in
                guard let self, i < self.flareScales.count else { return }
                self.flareScales[i] = 1.6 - 0.6 * p
            })
        })
    }

    // MARK: Drawing

    open override func draw(_ canvas: Canvas) {
        let dim = isEnabled ? 1.0 : 0.4
        for n in 1...starCount {
            let cell = starFrame(n)
            let scale = flareScales[n - 1]
            let color = (n <= value ? activeColor : inactiveColor).multiplyingAlpha(dim)
            canvas.pushTransform(Transform(scaleX: scale, y: scale)
                .concatenating(Transform(translationX: cell.midX, y: cell.midY)))
            canvas.fillPolygon(StarShape.unitPoints(radius: Self.starSize * 0.42), color: color)
            canvas.popTransform()
        }
    }

    open override func drawOverlay(_ canvas: Canvas) {
        FocusRing.drawIfFocused(self, in: canvas)
    }
}
