import FlywheelCore

/// One row of a `PickerWheel`: an optional icon, a title (in its own colour if given) and whether
/// the wheel may rest on it.
///
/// A template icon (`Image.asTemplate()`) is drawn in the picker's tint; an original icon keeps
/// its colours. A disabled row is drawn at half opacity and, unless the feel says
/// `mayRestOnDisabledItems`, the wheel never comes to rest on it.
///
/// ```swift
/// let rows = ["Red", "Green", "Blue"].map { PickerRow(title: $0) }
/// let withIcon = PickerRow(title: "Star", icon: starImage.asTemplate(), isEnabled: false)
/// let warning = PickerRow(title: "Delete", titleColor: .red)
/// ```
public struct PickerRow: Sendable {
    public var title: String
    public var icon: Image?
    public var isEnabled: Bool

    /// The title's colour in this row; nil for the picker's `textColor`.
    public var titleColor: Color?

    public init(title: String = "", icon: Image? = nil, isEnabled: Bool = true, titleColor: Color? = nil) {
        self.title = title
        self.icon = icon
        self.isEnabled = isEnabled
        self.titleColor = titleColor
    }
}

/// A vertical picker wheel: rows of icon + title on a turning cylinder, the row at the centre
/// line being the selection. The picker variant of RVS_Spinner, usable on its own; it plays
/// UIPickerView's part in the original.
///
/// Sections: state, API and the tracking hooks (this file) · cylinder geometry and row layout
/// (`+Layout`) · the finger's scale and taps, wheel, keys and motion (`+Input`) · drawing
/// (`+Drawing`).
///
/// **Motion.** A bounded `MotionDriver` (one detent per row) drives everything: a drag follows the finger 1:1
/// (dragging up brings higher indices to the centre, as UIPickerView does), a release flings
/// with decay and lands exactly on a row, past either end the rubber band stretches and springs
/// back. A tap on another row moves there; a tap on the centre row sends
/// `.primaryActionTriggered`; a touch on a moving wheel stops it at the next row it can reach.
/// Mouse wheel: one notch, one row. Keys while focused: Up/Down, PageUp/PageDown
/// (`pageStepRows`), Home/End, Enter/Space (`.primaryActionTriggered`). A game controller's
/// stick scrolls it, faster the further it is pushed, and lets it land on a row when released
/// (`stickRowsPerSecond`). Code can do what a user
/// does with `stepFromUser(by:)` and `moveFromUser(toRow:)` (they send `.valueChanged` when the
/// wheel settles). Motion is sampled on the host clock through `tick(at:)`, so the same input at
/// 30 or 240 fps gives the same positions at the same times and the same selections.
///
/// A disabled picker (`isEnabled = false`) ignores input and is drawn at half opacity.
///
/// **Events.** `selectedIndex` is the *settled* selection. A gesture's landing row is known the
/// moment it starts (`landingIndex`), but `selectedIndex` changes, and `.valueChanged` is sent
/// once, only when the wheel comes to rest on a different row: UIPickerView's `didSelectRow`,
/// which fires when the wheel settles. Several quick key presses or a fling interrupted by a
/// grab therefore send one `.valueChanged`, or none when the wheel ends where it began.
/// Programmatic changes (`selectedIndex = `, `setSelectedIndex(_:animated:)`, `rows = `) take
/// effect at once and send nothing, as in UIKit. `onDetentCrossed` is called each time the
/// centre line passes the middle between two rows during a drag or any animated motion (the
/// place for a tick sound or a haptic), never for a jump.
///
/// ```swift
/// let picker = PickerWheel(rows: (1...10_000).map { PickerRow(title: "Item \($0)") })
/// picker.frame = Rect(x: 20, y: 20, width: 280, height: 216)
/// picker.addAction(for: .valueChanged) { c, _ in print((c as! PickerWheel).selectedIndex) }
/// picker.onDetentCrossed = { row in feedback.tick() }
/// host.rootView.addSubview(picker)
/// picker.setSelectedIndex(42, animated: true)
/// ```
open class PickerWheel: Control {
    // MARK: Content

    // The rows and the geometry below are read many times for every row of every frame; views
    // live on one thread, so they skip Swift's run-time exclusivity checks
    // (`@exclusivity(unchecked)`, as SDLCanvas's drawing state does; the compiler still checks
    // what it sees).

    /// The rows, top to bottom. Empty is valid: nothing is drawn and input is ignored. Replacing
    /// the rows stops any motion and keeps `selectedIndex` (clamped, then moved off a row the
    /// wheel may not rest on), without an event.
    @exclusivity(unchecked) public var rows: [PickerRow] { didSet { rowsDidChange() } }

    /// The settled selection (0 when there are no rows). Setting it jumps there with no event
    /// and no detent callbacks; see `setSelectedIndex(_:animated:)`.
    public var selectedIndex: Int {
        get { committedIndex }
        set { setSelectedIndex(newValue, animated: false) }
    }

    /// Called with the row arriving at the centre each time the centre line crosses the middle
    /// between two rows while the wheel is dragged or animating (exact and frame-rate
    /// independent: every crossed row once, in order). Not called for jumps.
    public var onDetentCrossed: ((Int) -> Void)?

    // MARK: Appearance

    /// The row height set from code, or nil for the default `min(40, bounds.height)`
    /// (RVS_Spinner's picker row height).
    @exclusivity(unchecked) public var explicitRowHeight: Double? {
        didSet { if explicitRowHeight != oldValue { geometryDidChange() } }
    }

    /// The height of a row in points: the icon is `rowHeight - 16` square. Setting it stores an
    /// explicit height; set `explicitRowHeight = nil` for the default again.
    public var rowHeight: Double {
        get {
            if let h = explicitRowHeight, h.isFinite, h > 0 { return h }
            return max(0, min(40, bounds.height))
        }
        set { explicitRowHeight = newValue }
    }

    /// The font of the titles (RVS_Spinner's displayFont: bold 20).
    @exclusivity(unchecked) public var displayFont: Font = .boldSystem(size: 20) {
        didSet { if displayFont != oldValue { invalidateTitleSizes() } }
    }

    /// The title colour set from code, or nil for the default (see `textColor`).
    public var explicitTextColor: Color? { didSet { setNeedsDisplay() } }

    /// The title colour: black when the tint is clear, else the tint (as RVS_Spinner), unless
    /// set from code.
    public var textColor: Color {
        get { explicitTextColor ?? (tintColor.isClear ? .black : tintColor) }
        set { explicitTextColor = newValue }
    }

    /// Filled behind each row (RVS_Spinner's openBackgroundColor, keeping its own alpha); nil or
    /// clear for none. Never drawn in HUD mode.
    public var rowBackgroundColor: Color? { didSet { setNeedsDisplay() } }

    /// HUD mode: no row backgrounds and no icon frames (RVS_Spinner 2.5.3 "HUD mode applies to
    /// the picker").
    public var isHUDMode = false { didSet { setNeedsDisplay() } }

    /// Whether icons sit in a circular frame (inset 20 %, 1-pt ring), as RVS_Spinner's
    /// `framedIcons`. Ignored in HUD mode.
    public var framedIcons = true { didSet { setNeedsDisplay() } }
    /// The frame ring's colour; nil for the tint.
    public var iconFrameStrokeColor: Color? { didSet { setNeedsDisplay() } }
    /// The fill inside the frame ring (RVS_Spinner fills it with the control's background); nil
    /// or clear for none.
    public var iconFrameFillColor: Color? { didSet { setNeedsDisplay() } }

    /// The two hairlines that mark the centre row.
    public var selectionLineColor = Color(white: 0.75) { didSet { setNeedsDisplay() } }

    /// Cylinder diameter over the view's height (Flutter's `diameterRatio`; CupertinoPicker uses
    /// 1.07). Smaller values curve the rows away faster. Clamped to at least 0.1.
    @exclusivity(unchecked) public var diameterRatio = 1.07 { didSet { geometryDidChange() } }

    /// Rows per `rowHeight` of arc along the cylinder (Flutter's `squeeze`): 1 spaces rows one
    /// row height apart at the centre; above 1 packs them closer. Drags stay 1:1 because one row
    /// of travel is `rowSpacing` points. Clamped to at least 0.1.
    @exclusivity(unchecked) public var squeeze = 1.0 { didSet { geometryDidChange() } }

    /// Opacity of rows one row or more from the centre, before the cylinder's own shading
    /// (CupertinoPicker's `overAndUnderCenterOpacity`, 0.447).
    @exclusivity(unchecked) public var overAndUnderCenterOpacity = 0.447 { didSet { setNeedsDisplay() } }

    // MARK: Input settings

    /// The default of `pageStepRows`: a page of five rows (a 216-pt picker shows about five).
    public static let defaultPageStepRows = 5
    /// The default of `tapSlop`: the library's `PointerSlop.tap`.
    public static let defaultTapSlop = PointerSlop.tap

    /// Rows moved by PageUp/PageDown.
    public var pageStepRows = PickerWheel.defaultPageStepRows
    /// Points a touch may travel and still count as a tap (beyond it, it is a drag).
    public var tapSlop = PickerWheel.defaultTapSlop

    /// The default of `stickRowsPerSecond`.
    public static let defaultStickRowsPerSecond = 12.0
    /// Rows per second a game controller's stick scrolls at when pushed straight up or down to
    /// the rim; a push whose vertical part is `y` scrolls `y²` of it (faster the further it is
    /// pushed). Not finite or not positive: the default.
    ///
    /// ```swift
    /// picker.stickRowsPerSecond = 20   // a long list
    /// ```
    public var stickRowsPerSecond = PickerWheel.defaultStickRowsPerSecond

    // MARK: Motion state

    /// The wheel's feel (decay, springs, rubber band, fling response).
    public var feel: FeelParameters { driver.feel }

    /// Replaces the feel if it is valid (throws `FeelParametersError` and keeps the old one
    /// otherwise). The motion under way keeps its course.
    public func setFeel(_ newFeel: FeelParameters) throws {
        try driver.setFeel(newFeel)
    }

    /// The row the current motion will come to rest on (known from the moment it starts), or
    /// nil when the wheel is at rest or under a finger.
    public var landingIndex: Int? { driver.landing.map { clampedIndex($0.item) } }

    /// The row nearest the centre line now (nil when there are no rows): it follows the finger
    /// and the animation, unlike `selectedIndex`.
    public var centeredIndex: Int? { driver.item }

    /// The wheel's position in rows as last drawn: an integer puts that row on the centre line;
    /// below 0 or above the last row while the rubber band stretches.
    public var position: Double { displayedPosition }

    /// Where the wheel is at `time` if nothing else happens: a pure function of the input so
    /// far, whatever the frame rate.
    public func position(at time: Double) -> Double { driver.position(at: time) }

    /// Whether a finger is dragging the wheel.
    public var isDragging: Bool { driver.isDragging }

    /// Whether the wheel is moving by itself (coasting or settling).
    public var isMoving: Bool { landingIndex != nil }

    // MARK: Internal state

    /// The wheel: position in rows, one detent per row, bounded with the rubber band.
    let driver: MotionDriver
    var committedIndex = 0
    /// The physics behind the driver (read-only).
    var physics: WheelPhysics { driver.physics }
    /// The position drawn: the driver's at its cursor.
    var displayedPosition: Double { driver.position }
    /// The touch being tracked, if any.
    var gesture: Gesture?
    /// Wheel notches not yet turned into steps (trackpads send fractions).
    var wheelNotches = WheelNotches()
    /// Title widths measured by the canvas that draws.
    @exclusivity(unchecked) var titleCache = PickerTitleCache()
    /// Set by a tap on the centre row: `.primaryActionTriggered` follows the touch-up events.
    var sendsPrimaryActionAfterTouchUp = false
    /// How finger travel maps to rows for the touch under way.
    var fingerScale = PickerFingerScale()
    /// The stick scrolling the wheel, while one does (`+Stick`).
    var scrollingStick: PadStick?

    /// The state of one touch.
    struct Gesture {
        /// The finger, from where it went down (the picker's coordinates); a drag past `tapSlop`.
        var track: PointerTrack
        /// Whether the physics is following it.
        var isFollowing = false
        /// Whether it went down on a moving wheel (and stopped it).
        var stoppedWheel = false
    }

    // MARK: Init

    /// A picker showing `rows` with `selectedIndex` (clamped) at the centre.
    public init(rows: [PickerRow] = [], selectedIndex: Int = 0, frame: Rect = .zero) {
        self.rows = rows
        driver = MotionDriver(itemCount: rows.count, wraps: false)
        super.init(frame: frame)
        clipsToBounds = true
        accessibilityLabel = "Picker"
        driver.setItems(count: rows.count, enabled: rows.map(\.isEnabled), at: 0)
        driver.onCrossing = { [unowned self] crossing in self.onDetentCrossed?(crossing.detent.item) }
        driver.onRest = { [unowned self] landing, fromCode in self.settled(on: landing, fromCode: fromCode) }
        jump(to: selectedIndex, at: 0)
    }

    // MARK: Selection from code

    /// Selects row `index` (clamped; a row the wheel may not rest on is replaced by the nearest
    /// one it may). Animated, the wheel turns there on the feel's step spring, calling
    /// `onDetentCrossed` on the way; otherwise it jumps. `selectedIndex` reads the new row at
    /// once and no `.valueChanged` is sent either way (UIKit's rule for changes made in code).
    /// Without a host (nothing to animate on) it always jumps.
    public func setSelectedIndex(_ index: Int, animated: Bool) {
        let t = currentTime()
        driver.advance(to: t)
        gesture = nil
        guard !rows.isEmpty else { committedIndex = 0; return }
        let row = restingRow(near: index)
        guard animated, host != nil else { return jump(to: row, at: t) }
        committedIndex = row
        if driver.isDragging { driver.cancelDrag(at: t) }
        if !move(toRow: row, fromCode: true, at: t) { jump(to: row, at: t) }
    }

    /// Puts `row` on the centre line at once, at rest: no event, no detent callbacks.
    func jump(to row: Int, at t: Double) {
        committedIndex = clampedIndex(row)
        driver.jump(to: Double(committedIndex), at: t)
        setNeedsDisplay()
    }

    private func rowsDidChange() {
        let t = currentTime()
        driver.advance(to: t)
        gesture = nil
        driver.setItems(count: rows.count, enabled: rows.map(\.isEnabled), at: t)
        titleCache.measurer = nil
        jump(to: restingRow(near: committedIndex), at: t)
    }

    private func invalidateTitleSizes() {
        titleCache.measurer = nil
        setNeedsDisplay()
    }

    private func geometryDidChange() { setNeedsDisplay() }

    /// The visible rows as a reader sees them, made when asked.
    lazy var rowElementStore = AccessibilityElementStore()

    // MARK: Tracking (Control's hooks; overrides must live in the class)

    /// A press stops a moving wheel (a drag only once the finger travels) or grabs one at rest.
    open override func beginTracking(_ touch: Touch) -> Bool {
        sendsPrimaryActionAfterTouchUp = false
        guard !rows.isEmpty else { return false }
        let t = inputTime(touch.timestamp)
        driver.advance(to: t)
        let p = touch.location(in: self)
        fingerScale = PickerFingerScale()
        var g = Gesture(track: PointerTrack(touch, start: p))
        let phase = driver.phase
        if phase == .coasting || phase == .snapping {
            // A touch on a moving wheel stops it at the next row it can reach without overshoot;
            // it becomes a drag only once the finger travels.
            driver.tap(at: t)
            g.stoppedWheel = true
            runMotion()
        } else {
            // At rest: follow from the first point, so the wheel stays under the finger 1:1.
            g.isFollowing = driver.beginDrag(.items(fingerItems(p.y)), at: t)
        }
        gesture = g
        return true
    }

    /// The wheel follows the finger (a stopped wheel once the finger travels past `tapSlop`).
    open override func continueTracking(_ touch: Touch) -> Bool {
        guard var g = gesture else { return true }
        let t = inputTime(touch.timestamp)
        driver.advance(to: t)
        let p = touch.location(in: self)
        _ = g.track.move(to: p, beyond: tapSlop)
        if g.isFollowing {
            follow(p.y, at: t)
        } else if g.track.isDrag, !driver.isDragging {
            // A stopped wheel is grabbed where it is now and follows from here.
            g.isFollowing = driver.beginDrag(.items(fingerItems(p.y)), at: t)
            setNeedsDisplay()
        }
        gesture = g
        return true
    }

    /// A drag flings or settles; a tap goes to the tapped row.
    open override func endTracking(_ touch: Touch) {
        guard let g = gesture else { return }
        gesture = nil
        let t = inputTime(touch.timestamp)
        driver.advance(to: t)
        guard g.isFollowing, driver.isDragging else { return }
        let p = touch.location(in: self)
        if g.track.isDrag {
            follow(p.y, at: t)
            driver.endDrag(at: t, pointsPerItem: rowSpacing)
            runMotion()
        } else {
            // A tap: the wheel goes back to its row, then to the tapped one.
            driver.cancelDrag(at: t)
            runMotion()
            tapped(atY: g.track.start.y, at: t)
        }
    }

    open override func cancelTracking(_ touch: Touch) {
        sendsPrimaryActionAfterTouchUp = false
        guard gesture != nil else { return }
        gesture = nil
        let t = inputTime(touch.timestamp)
        driver.advance(to: t)
        if driver.isDragging {
            driver.cancelDrag(at: t)
            runMotion()
        }
    }

    /// A tap on the centre row is the picker's primary action: `.primaryActionTriggered` comes
    /// after the touch-up events, as a UIButton orders them.
    open override func didFinishTracking(_ touch: Touch, inside: Bool) {
        guard sendsPrimaryActionAfterTouchUp else { return }
        sendsPrimaryActionAfterTouchUp = false
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: View and Control hooks (overrides must live in the class; bodies are in the extensions)

    open override func draw(_ canvas: Canvas) { drawWheel(in: canvas) }
    open override func tick(at time: Double) -> Bool { tickMotion(at: time) }

    open override func handleWheel(_ event: WheelEvent) -> Bool { scrollWheel(event) }
    /// A wheel is a scroller of its own: inside a page that holds touches, a drag that starts on
    /// it turns the wheel (the nearest scroller wins, as UIKit's nested scroll views do).
    open override func takesPointerAtOnce(at point: Point) -> Bool { isEnabled && rows.count > 1 }
    open override func handleKey(_ event: KeyEvent) -> Bool { pressKey(event) }
    open override func handleStick(_ event: StickEvent) -> Bool { scrollStick(event) }

    // MARK: Accessibility (bodies in `+Accessibility`)

    open override var accessibilityDefaultRole: AccessibilityRole { .adjustable }
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? selectedRowAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    open override var accessibilityActions: [AccessibilityAction] {
        isEnabled && !rows.isEmpty ? [.activate, .increment, .decrement] : []
    }
    open override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        performPickerAccessibilityAction(action)
    }
    open override var accessibilityVirtualChildren: [AccessibilityElement] { visibleRowElements }

    open override func didMoveToHost() {
        super.didMoveToHost()
        if host != nil, driver.physics.motion != nil { startTicking() }
    }
}
