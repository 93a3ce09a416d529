import FlywheelCore
import FlywheelUI
import Foundation

/// A rotary knob with 11 detents, 0...10, written the way your own control would be: a `Control`
/// subclass that only knows FlywheelUI. Drag round it to turn it (clockwise turns it up); let go
/// while turning and it coasts on its `MotionDriver`, landing on a detent; the arrow keys step
/// one detent, Home and End go to the ends; a press held still on the centre for
/// `resetHoldSeconds` turns it back to `defaultValue` (a `ViewTimer` on the host's clock, so the
/// same at any frame rate). It sends `.valueChanged` on each new detent it reaches, as it
/// reaches it.
///
/// ```swift
/// let knob = Knob(frame: Rect(x: 40, y: 40, width: 140, height: 140))
/// knob.addAction(for: .valueChanged) { control, _ in print((control as! Knob).value) }
/// ```
public final class Knob: Control {
    /// The detents: 0...10.
    public static let detents = 11
    /// The angle between two detents (radians): 0 sits 135° left of the top, 10 135° right of it.
    public static let stepAngle = 1.5 * Double.pi / Double(detents - 1)
    /// Within this distance of the centre a finger's angle means nothing: it is not followed.
    static let deadZone = 8.0
    /// A press held this long on the centre (inside the dead zone) turns the knob back to
    /// `defaultValue`.
    public static let resetHoldSeconds = 0.8
    /// Where a held press on the centre turns it.
    public static let defaultValue = 5

    /// The detent the knob shows (0...10). Setting it from code moves there at once, with no event.
    public var value: Int {
        get { shownValue }
        set { jump(to: newValue) }
    }

    /// Whether it is coasting or springing to a detent after a fling or a key.
    public var isCoasting: Bool { driver.isMoving }

    public var knobColor = Color(white: 0.93) { didSet { setNeedsDisplay() } }
    public var markColor = Color(white: 0.35) { didSet { setNeedsDisplay() } }

    /// The one thing that moves: the knob's position in detents.
    let driver = MotionDriver(itemCount: Knob.detents, wraps: false)
    private var shownValue = 0
    /// The followed finger's angle so far, unwrapped (radians, clockwise), and its last raw angle.
    private var fingerAngle = 0.0
    private var lastRawAngle: Double?
    /// The held-centre reset, while a press on the centre waits for it.
    private var resetTimer: ViewTimer?

    public override init(frame: Rect) {
        super.init(frame: frame)
        driver.onCrossing = { [unowned self] crossing in
            guard crossing.isFromUser else { return }
            show(crossing.detent.item, sendingEvent: true)
        }
        driver.onRest = { [unowned self] landing, fromCode in show(landing.item, sendingEvent: !fromCode) }
    }

    public override var canBecomeFocused: Bool { isEnabled }

    // MARK: Accessibility

    /// What a screen reader and `a11y-check` see: an adjustable element whose value is the detent.
    public override var accessibilityDefaultRole: AccessibilityRole { .adjustable }
    public override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(value) of \(Self.detents - 1)" }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Value

    private func show(_ detent: Int, sendingEvent: Bool) {
        let v = min(max(detent, 0), Self.detents - 1)
        guard v != shownValue else { return }
        shownValue = v
        setNeedsDisplay()
        if sendingEvent { sendActions(for: .valueChanged) }
    }

    private func jump(to detent: Int) {
        let v = min(max(detent, 0), Self.detents - 1)
        driver.animate(to: Double(v), duration: 0, fromCode: true, at: driver.now(on: host))
        show(v, sendingEvent: false)
    }

    /// Sets the value as a user would (a script's `set`): moves there at once and sends
    /// `.valueChanged` if it changed.
    public func setValueFromUser(_ detent: Int) {
        let before = shownValue
        jump(to: detent)
        if shownValue != before { sendActions(for: .valueChanged) }
    }

    // MARK: Frames

    public override func tick(at time: Double) -> Bool {
        driver.advance(to: time)
        setNeedsDisplay()
        return driver.physics.motion != nil
    }

    private func run() {
        if driver.physics.motion != nil { startTicking() }
        setNeedsDisplay()
    }

    // MARK: Touch

    /// The clockwise angle of `p` (own coordinates) from the top, or nil in the dead zone.
    private func rawAngle(of p: Point) -> Double? {
        let dx = p.x - bounds.midX, dy = p.y - bounds.midY
        guard dx * dx + dy * dy >= Self.deadZone * Self.deadZone else { return nil }
        return atan2(dx, -dy)
    }

    /// Follows the finger to `p`: the knob turns by the angle the finger turned round its centre.
    private func follow(_ p: Point, at t: Double) {
        guard let raw = rawAngle(of: p) else { return }
        if let last = lastRawAngle { fingerAngle += remainder(raw - last, 2 * .pi) }
        lastRawAngle = raw
        if driver.isDragging {
            driver.drag(.items(fingerAngle / Self.stepAngle), at: t)
        } else {
            driver.beginDrag(.items(fingerAngle / Self.stepAngle), at: t)
        }
        setNeedsDisplay()
    }

    public override func beginTracking(_ touch: Touch) -> Bool {
        let t = driver.inputTime(touch.timestamp)
        driver.advance(to: t)
        fingerAngle = 0
        lastRawAngle = nil
        follow(touch.location(in: self), at: t)
        resetTimer?.cancel()
        resetTimer = nil
        if lastRawAngle == nil {
            // On the centre: held there long enough, the knob goes back to its default.
            resetTimer = after(seconds: Self.resetHoldSeconds, from: t) { [unowned self] due in
                resetTimer = nil
                driver.advance(to: due)
                driver.move(to: Self.defaultValue, fromCode: false, at: due)
                run()
            }
        }
        return true
    }

    public override func continueTracking(_ touch: Touch) -> Bool {
        let t = driver.inputTime(touch.timestamp)
        driver.advance(to: t)
        follow(touch.location(in: self), at: t)
        // Off the centre the press is a turn, not a reset.
        if lastRawAngle != nil {
            resetTimer?.cancel()
            resetTimer = nil
        }
        return true
    }

    public override func endTracking(_ touch: Touch) {
        resetTimer?.cancel()
        resetTimer = nil
        let t = driver.inputTime(touch.timestamp)
        driver.advance(to: t)
        follow(touch.location(in: self), at: t)
        // One detent along the finger's path: the arc of a step at the knob's rim.
        driver.endDrag(at: t, pointsPerItem: Self.stepAngle * radius)
        run()
    }

    public override func cancelTracking(_ touch: Touch) {
        resetTimer?.cancel()
        resetTimer = nil
        let t = driver.inputTime(touch.timestamp)
        driver.advance(to: t)
        driver.cancelDrag(at: t)
        run()
    }

    // MARK: Keys

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled, !driver.isDragging else { return false }
        let t = driver.inputTime(event.timestamp)
        driver.advance(to: t)
        switch event.key {
        case .right, .up: driver.step(by: 1, at: t)
        case .left, .down: driver.step(by: -1, at: t)
        case .home: driver.move(to: 0, fromCode: false, at: t)
        case .end: driver.move(to: Self.detents - 1, fromCode: false, at: t)
        default: return false
        }
        run()
        return true
    }

    // MARK: Drawing

    var radius: Double { max(1, min(bounds.width, bounds.height) / 2 - 12) }

    public override func draw(_ canvas: Canvas) {
        let c = Point(x: bounds.midX, y: bounds.midY)
        let r = radius
        let alpha = enabledAlpha
        // Ticks round the rim, the current detent's in the tint colour.
        for d in 0..<Self.detents {
            let a = angle(ofPosition: Double(d))
            let inner = Point(x: c.x + sin(a) * (r + 3), y: c.y - cos(a) * (r + 3))
            let outer = Point(x: c.x + sin(a) * (r + 10), y: c.y - cos(a) * (r + 10))
            let color = d == shownValue ? tintColor : markColor
            canvas.drawLine(
                from: inner, to: outer, color: color.multiplyingAlpha(alpha), width: d == shownValue ? 3 : 1.5)
        }
        canvas.fillCircle(center: c, radius: r, color: knobColor.multiplyingAlpha(alpha))
        canvas.strokeCircle(center: c, radius: r, color: markColor.multiplyingAlpha(alpha), width: 1.5)
        // The pointer follows the driver's position, between detents while it moves.
        let a = angle(ofPosition: driver.position)
        let tip = Point(x: c.x + sin(a) * r * 0.8, y: c.y - cos(a) * r * 0.8)
        canvas.drawLine(from: c, to: tip, color: tintColor.multiplyingAlpha(alpha), width: 4)
        canvas.fillCircle(center: tip, radius: 5, color: tintColor.multiplyingAlpha(alpha))
    }

    /// The clockwise angle from the top at which position `p` (detents) points.
    private func angle(ofPosition p: Double) -> Double {
        let position = p.isFinite ? p : Double(shownValue)
        return (position - Double(Self.detents - 1) / 2) * Self.stepAngle
    }
}
