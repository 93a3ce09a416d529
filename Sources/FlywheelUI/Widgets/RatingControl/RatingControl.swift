import FlywheelCore
import Foundation

/// A row of stars you touch or drag along to rate something: UIKit's classic "custom
/// UIControl" exercise, on Flywheel's control layer.
///
/// Layout: square stars of `starSize` (40 pt) with 8 pt gaps and an 8 pt pad before the first,
/// so the intrinsic width is `count·40 + (count+1)·8` and the height 40. Touching or dragging
/// onto a star sets `value` to its number (1…`starCount`); gaps change nothing. The star that
/// became the value flares: by default it scales to `flareScale` over `flareGrowSeconds`, back
/// over `flareShrinkSeconds`; `flareStyle` picks another `Flare` (spin, bounce, pulse). The touch events (`touchDown`, `touchDragInside`/`Outside`,
/// `touchUpInside`/`Outside`, `touchCancel`) come from `Control`. With `isRightToLeft` star 1 is
/// the rightmost. Keys: Left/Right (mirrored in right-to-left), Home/End.
///
/// **Values.** `setValueFromUser(_:)` sets the rating as a touch would: it flares the star and
/// sends `.valueChanged` only when the value changed. Setting `value` from code sends nothing
/// (UIKit's rule, docs/widgets.md). Disabled, the stars are drawn at `Control.disabledAlpha`.
///
/// Sections: state, API and the tracking hooks (this file) · star frames (`+Layout`) · the star
/// under a touch and keys (`+Input`) · drawing and the flare (`+Drawing`).
///
/// ```swift
/// let rating = RatingControl(starCount: 5)
/// rating.addAction(for: .valueChanged) { c, _ in
///     let n = (c as! RatingControl).value
///     print("User Rating: \(n) \(n == 1 ? "star" : "stars")")
/// }
/// rating.setValueFromUser(4)     // as a touch on star 4: flares, sends .valueChanged
/// rating.value = 2               // from code: no event
/// ```
open class RatingControl: Control {
    /// The side of each square star cell, in points.
    public static let starSize: Double = 40
    /// Space between cells and before the first, in points.
    public static let spacing: Double = 8
    /// The least height of the control: Apple's 44-pt touch target (the stars are 40).
    public static let minimumTargetSide: Double = 44
    /// The allowed star counts.
    public static let starCountRange = 1...10
    /// The star's outer radius as a fraction of `starSize`.
    public static let starRadiusFraction = 0.42
    /// How large a star grows in the `.grow` flare (1 = its resting size).
    public static let flareScale = Flare.growScale
    /// How long a `.grow` flare takes to grow to `flareScale`, in seconds.
    public static let flareGrowSeconds = Flare.growSeconds
    /// How long it takes to shrink back, in seconds.
    public static let flareShrinkSeconds = Flare.shrinkSeconds

    /// How many stars (1…10; other values are clamped). Shrinking clamps `value`.
    public var starCount: Int {
        didSet {
            starCount = min(max(starCount, Self.starCountRange.lowerBound), Self.starCountRange.upperBound)
            flareFrames = [FlareFrame](repeating: .rest, count: starCount)
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

    /// Whether the stars run right to left (star 1 at the right edge): the control's
    /// `effectiveLayoutDirection`, so a rating in a right-to-left window mirrors by itself.
    /// Setting true forces right to left (`layoutDirection = .forceRightToLeft`); setting false
    /// goes back to the inherited direction (`.inherited`: left to right unless an ancestor or
    /// the host says otherwise). Kept from before there was a layout direction.
    public var isRightToLeft: Bool {
        get { isLayoutRightToLeft }
        set { layoutDirection = newValue ? .forceRightToLeft : .inherited }
    }
    /// Colour of stars up to and including `value`.
    public var activeColor: Color = .black { didSet { setNeedsDisplay() } }
    /// Colour of the other stars.
    public var inactiveColor: Color = .gray { didSet { setNeedsDisplay() } }
    /// Whether a newly chosen star flares.
    public var flaresOnChange = true
    /// How a newly chosen star flares: `.grow` (the exercise's), `.spin`, `.bounce` or `.pulse`.
    public var flareStyle: FlareStyle = .grow

    /// How each star looks now (`FlareFrame.rest` unless flaring); for tests and custom drawing.
    public internal(set) var flareFrames: [FlareFrame]
    /// The stars as a reader sees them (`RatingControl+Accessibility.swift`), made when asked.
    lazy var starElementStore = AccessibilityElementStore()
    /// Each star's current flare scale (1 at rest).
    public var flareScales: [Double] { flareFrames.map(\.scale) }

    public init(starCount: Int = 5) {
        let n = min(max(starCount, Self.starCountRange.lowerBound), Self.starCountRange.upperBound)
        self.starCount = n
        flareFrames = [FlareFrame](repeating: .rest, count: n)
        super.init(frame: .zero)
        sizeToFit()
        accessibilityLabel = "Rating"
    }

    /// Sets the rating as a user would (clamped to 1…`starCount`): flares the star and sends
    /// `.valueChanged`, only when the value changed.
    public func setValueFromUser(_ n: Int) {
        let clamped = min(max(n, 1), starCount)
        guard clamped != value else { return }
        value = clamped
        if flaresOnChange { flare(star: clamped) }
        sendActions(for: .valueChanged)
    }

    // MARK: Tracking (Control's hooks; overrides must live in the class)

    /// The star under the press becomes the rating.
    open override func beginTracking(_ touch: Touch) -> Bool {
        updateValue(at: touch)
        return true
    }

    /// The rating follows the finger while it is inside.
    open override func continueTracking(_ touch: Touch) -> Bool {
        if isTouchInside { updateValue(at: touch) }
        return true
    }

    open override func endTracking(_ touch: Touch) {
        // A safety net: the lift may come from an untracked last movement.
        if isTouchInside { updateValue(at: touch) }
    }

    // MARK: View hooks (overrides must live in the class; bodies are in the extensions)

    open override var intrinsicContentSize: Size? { fittingSize }
    open override var accessibilityDefaultRole: AccessibilityRole { .adjustable }
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? accessibilityValueText }
        set { super.accessibilityValue = newValue }
    }
    open override var accessibilityActions: [AccessibilityAction] { isEnabled ? [.increment, .decrement] : [] }
    open override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        performRatingAccessibilityAction(action)
    }
    open override var accessibilityVirtualChildren: [AccessibilityElement] { starElements }
    open override func handleKey(_ event: KeyEvent) -> Bool { pressKey(event) }
    open override func draw(_ canvas: Canvas) { drawStars(in: canvas) }
}
