import FlywheelCore

/// A small round button that pops up a ring of icons you spin like a prize wheel — or a picker
/// wheel when there are many values: RVS_Spinner on Flywheel.
///
/// Sections: state, API and the centre's tracking hooks (here), selection (`+Selection`), opening
/// and closing (`+OpenClose`), keys and wheel (`+Input`), the picker variant
/// (`+Picker`), geometry (`+Geometry`), drawing (`+Drawing`). The open ring is a view of its own
/// (`SpinnerRing`: its motion, input and drawing).
///
/// The wheel is continuous: it follows a drag by angle, coasts after a fling on frame-rate
/// independent physics (a `MotionDriver` on `FlywheelCore.WheelPhysics`, tuned by `feel`) and
/// lands exactly on an item that is known at release. Tap the ring's left or right half to step, tap a spinning
/// wheel to stop it, tap the centre (or outside the ring) to close. Keys when focused: Enter or
/// Space open and take, arrows step, PageUp/PageDown jump, Home/End go to the ends, Esc cancels
/// (back to the value it opened with). A game controller's sticks aim at the ring's wedges and
/// scroll the picker (`padOptions`).
///
/// ```swift
/// let spinner = Spinner(values: shapes.map { SpinnerItem(title: $0.name, icon: $0.image.asTemplate()) },
///                       selectedIndex: 6)
/// spinner.frame = Rect(x: 176, y: 176, width: 48, height: 48)
/// spinner.tintColor = .black
/// spinner.openBackgroundColor = .yellow
/// spinner.backgroundColor = .white          // fills the icon frames (the view stays transparent)
/// spinner.delegate = self
/// container.addSubview(spinner)             // the ring opens in this container, below the spinner
/// spinner.isOpen = true
/// ```
open class Spinner: Control {
    /// Told about selections, opening and closing (weak).
    public weak var delegate: SpinnerDelegate?

    /// The values. Assigning closes an open spinner (the delegate may veto), clamps the
    /// selection, and sends `.valueChanged`.
    public var values: [SpinnerItem] = [] { didSet { valuesDidChange() } }

    /// The selected index, clamped to the values (it does not wrap). Setting it while open turns
    /// the wheel there and plays one tick; every change tells the delegate and sends
    /// `.valueChanged` — also a change made from code. That is RVS_Spinner's behaviour, kept on
    /// purpose, and the one exception to the rule every other Flywheel control follows (UIKit's:
    /// code setters send no `.valueChanged`). Unlike the original, which reported on the next
    /// main-queue turn, the delegate call and the event happen before the setter returns.
    public var selectedIndex: Int {
        get { currentIndex }
        set { select(newValue, animated: isOpen) }
    }

    /// The selected item, or nil when there are no values.
    public var value: SpinnerItem? { values.indices.contains(currentIndex) ? values[currentIndex] : nil }
    public var count: Int { values.count }
    public var isEmpty: Bool { values.isEmpty }

    /// Opens or closes. With one value or none the spinner never opens; a close asks the delegate.
    public var isOpen: Bool {
        get { presentation != nil && !isClosing }
        set { if newValue { open() } else { close() } }
    }

    /// Spinner, picker, or both by `spinnerThreshold`. Changing it closes an open spinner.
    public var spinnerMode: SpinnerMode = .both { didSet { if spinnerMode != oldValue { shapeDidChange() } } }
    /// With `.both`, the spinner opens as a ring while `spinnerThreshold > count` (default 15).
    public var spinnerThreshold: Int = 15 { didSet { if spinnerThreshold != oldValue { shapeDidChange() } } }
    /// True when the next open shows the ring rather than the picker.
    public var opensAsSpinner: Bool {
        spinnerMode == .spinnerOnly || (spinnerMode == .both && spinnerThreshold > count)
    }

    /// Tick, open and close sounds (each plays — the original's open/close sounds never did).
    public var isSoundOn: Bool {
        get { feedbackOptions.isSoundOn }
        set { feedbackOptions.isSoundOn = newValue }
    }
    /// Haptic pulses on the same events, where a device can (a game controller's rumble).
    public var isHapticsOn: Bool {
        get { feedbackOptions.isHapticsOn }
        set { feedbackOptions.isHapticsOn = newValue }
    }
    /// Which feedback events play: selection tick, open, close, refused (a vetoed close).
    public var feedbackOptions = FeedbackOptions()

    /// How the open spinner answers a game controller: stick aim on the ring, the picker's stick
    /// scrolling, the hold button (`SpinnerPadOptions`).
    ///
    /// ```swift
    /// spinner.padOptions.holdButton = .leftShoulder   // hold to open, release to take
    /// ```
    public var padOptions = SpinnerPadOptions()

    /// A fixed image for the centre instead of the selected item's icon.
    public var centerImage: Image? { didSet { setNeedsDisplay() } }
    /// With a `centerImage`: show the selection's icon in the centre while open, and pop between them.
    public var replaceCenterImage = false { didSet { setNeedsDisplay() } }
    /// HUD mode: no frames, no wedge or row fills, icons drawn as templates in the tint.
    public var hudMode = false { didSet { setNeedsDisplay(); presentation?.view.setNeedsDisplay() } }
    /// The fill of the open ring's wedges and picker rows (nil or clear: none).
    public var openBackgroundColor: Color? { didSet { presentation?.view.setNeedsDisplay() } }
    /// The picker's row font (bold 20 by default); nil also means bold 20. Optional, as the
    /// original's, so code that sets or clears it ports unchanged.
    public var displayFont: Font? = Spinner.defaultDisplayFont { didSet { pickerStyleDidChange() } }
    /// The font the picker uses when `displayFont` is nil: bold 20, RVS_Spinner's default.
    public static let defaultDisplayFont = Font.boldSystem(size: 20)
    /// Keep the centre icon upright however its containers are rotated (default on).
    public var isCompensatingForContainerRotation = true { didSet { setNeedsDisplay() } }
    /// The open ring's radius in points; nil = the distance from the centre to the container's
    /// nearest edge (the original's only behaviour; its README promised a settable radius).
    public var radius: Double? { didSet { updatePresentationGeometry() } }
    /// How the ring fades away from the top.
    public var opacityFalloff: RingOpacityFalloff = .byAngle { didSet { presentation?.view.setNeedsDisplay() } }

    /// The feel of the wheel (deceleration, fling, springs, pop animations). Set with `setFeel`.
    public private(set) var feel: FeelParameters = .ios

    /// Replaces the feel after validating it; a bad one is refused with a message naming the
    /// field and the previous feel stays.
    public func setFeel(_ newFeel: FeelParameters) throws {
        try newFeel.validate()
        feel = newFeel
        try presentation?.ring?.setFeel(newFeel)
        try picker?.setFeel(newFeel)
    }

    /// Icons are framed (circle + tint ring) unless HUD mode is on or both the background and
    /// the tint are clear.
    public var framedIcons: Bool {
        !hudMode && (!(backgroundColor?.isClear ?? true) || !tintColor.isClear)
    }

    /// What is on screen: the closed button, the ring, or the picker (closing counts as closed).
    public enum Display: String, Sendable { case closed, spinner, picker }
    public var shows: Display {
        guard isOpen, let presentation else { return .closed }
        if case .ring = presentation { return .spinner }
        return .picker
    }

    /// The item the wheel is going to land on, while it moves (known from the moment it was released).
    public var landingIndex: Int? { presentation?.ring?.landingIndex }

    /// When the wheel comes to rest on `landingIndex` (the host clock's seconds), while it moves:
    /// exact, known from the moment the motion began, whatever the frame rate.
    ///
    /// ```swift
    /// let quiet = spinner.landingTime.map { $0 + 0.05 } ?? now   // start a demo gesture from rest
    /// ```
    public var landingTime: Double? { presentation?.ring?.landingTime }

    /// The clock time the open pop (or the close shrink) ends, while one runs; nil otherwise.
    /// While it runs the ring is scaled — a springy feel overshoots, even through a mirror
    /// image — so a scripted gesture meant to be the same every time starts after it.
    ///
    /// ```swift
    /// let start = max(now, (spinner.popEndTime ?? -.infinity) + 0.05)
    /// ```
    public var popEndTime: Double? { popAnimation?.end }

    // MARK: Internal state

    var currentIndex = 0
    /// The ring or the picker while open (and while closing).
    var presentation: SpinnerPresentation?
    var isClosing = false
    /// Template copies of the icons for HUD mode, made once per `values` assignment.
    var templateIcons: [Image] = []
    /// Scale of the centre icon (pops when `replaceCenterImage` swaps it).
    var centerScale: Double = 1
    var outsideTapMonitor: PointerDownMonitorToken?
    /// Mouse-wheel fractions not yet a whole notch (the ring and the picker step one per notch).
    var wheelNotches = WheelNotches()
    weak var monitorHost: ViewHost?
    /// The open pop or close shrink running, and the clock time it ends.
    var popAnimation: (token: AnimationToken, end: Double)?
    /// The open ring's items or picker rows as a reader sees them, made when asked.
    lazy var itemElementStore = AccessibilityElementStore()
    /// The selection it opened with, the stick's aim, the hold button (`+Pad`).
    var padState = SpinnerPadState()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        accessibilityLabel = "Spinner"
    }

    /// RVS_Spinner's convenience initialiser; every argument has the original's default, and
    /// `values` is optional as the original's is (`Spinner(values: nil)` from ported code is an
    /// empty spinner).
    public convenience init(
        values: [SpinnerItem]? = nil, selectedIndex: Int = 0, frame: Rect = .zero,
        spinnerMode: SpinnerMode = .both, delegate: SpinnerDelegate? = nil
    ) {
        self.init(frame: frame)
        self.delegate = delegate
        self.spinnerMode = spinnerMode
        if let values, !values.isEmpty {
            self.values = values
            valuesDidChange()  // observers do not run for assignments inside an initialiser
            self.selectedIndex = selectedIndex
        }
    }

    // MARK: View and Control overrides (bodies live in the extensions)

    /// The hit area is the disc, not its square.
    open override func point(inside point: Point) -> Bool {
        let r = min(bounds.width, bounds.height) / 2
        return point.distance(to: bounds.center) <= r
    }

    open override var fillsBackgroundColor: Bool { false }
    open override var canBecomeFocused: Bool { super.canBecomeFocused && !isEmpty }

    /// A press on the centre tracks unless a finger is already on the open ring or picker (that
    /// finger keeps the wheel: a second one on the centre neither closes nor stops it).
    open override func beginTracking(_ touch: Touch) -> Bool {
        !isEmpty && presentation?.ring?.press == nil && picker?.trackedPointerID == nil
    }

    /// A tap on the centre ended. Inside: a spinning wheel only stops (the tap ends with
    /// `.touchCancel`, not a touch-up event: it did not press the control); otherwise two or more
    /// values open, or an open spinner takes its selection (`takeSelection()`: a vetoed close
    /// stays open; the tap still sends `.touchUpInside`).
    open override func endTracking(_ touch: Touch) {
        guard isTouchInside, !values.isEmpty else { return }
        if let ring = presentation?.ring, ring.isSpinning(at: touch.timestamp) {
            ring.stopSpinning(at: touch.timestamp)
            endThisTouchWithCancel()
            return
        }
        guard values.count > 1 else { return }
        if isOpen { takeSelection() } else { open() }
    }

    /// After the centre tap's `.touchUpInside`: a one-value spinner reports `singleValueSelected`.
    open override func didFinishTracking(_ touch: Touch, inside: Bool) {
        guard inside, values.count == 1 else { return }
        delegate?.spinner(self, singleValueSelected: values.first)
    }

    open override func handleKey(_ event: KeyEvent) -> Bool { pressKey(event) }
    open override func handleStick(_ event: StickEvent) -> Bool { moveStick(event) }

    // MARK: Accessibility (bodies in `+Accessibility`)

    open override var accessibilityDefaultRole: AccessibilityRole { .adjustable }
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? selectedAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    open override var accessibilityStates: AccessibilityStates { spinnerAccessibilityStates }
    open override var accessibilityActions: [AccessibilityAction] { spinnerAccessibilityActions }
    open override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        performSpinnerAccessibilityAction(action)
    }
    open override var accessibilityVirtualChildren: [AccessibilityElement] { openItemElements }
    open override func handleWheel(_ event: WheelEvent) -> Bool { scrollWheel(event) }
    open override func superviewDidLayoutSubviews() { updatePresentationGeometry() }
    open override func layoutSubviews() { updatePresentationGeometry() }
    open override func didMoveToHost() { if host == nil { closeImmediately() } }
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        presentation?.view.setNeedsDisplay()
        pickerStyleDidChange()
    }
    open override func draw(_ canvas: Canvas) { drawCenter(in: canvas) }

    // MARK: The picker's rows (RVS_Spinner's public picker data source and delegate methods)

    /// The picker's row `index` (0..<`count`): by default the value's title and icon (its template
    /// copy in HUD mode), enabled as the value is. Override to shape rows — another title, icon or
    /// title colour — and call `reloadPickerRows()` when what it returns changes. The
    /// counterpart of the original's `pickerView(_:viewForRow:forComponent:reusing:)`: rows are
    /// described, not views, because the picker draws them on its cylinder.
    ///
    /// ```swift
    /// final class PricedSpinner: Spinner {
    ///     override func pickerRow(at index: Int) -> PickerRow {
    ///         var row = super.pickerRow(at: index)
    ///         row.title += " — \(prices[index]) €"
    ///         return row
    ///     }
    ///     override func pickerRowHeight(forPickerHeight height: Double) -> Double { min(56, height) }
    /// }
    /// ```
    open func pickerRow(at index: Int) -> PickerRow { defaultPickerRow(at: index) }

    /// The picker's row height for a picker `height` points tall: `min(40, height)` by default
    /// (the original's `pickerView(_:rowHeightForComponent:)`). Asked whenever the picker is laid
    /// out; a value that is not finite and positive means the default. The wheel's position is
    /// kept in rows, so a new height never moves the selection or its detents.
    open func pickerRowHeight(forPickerHeight height: Double) -> Double { min(40, max(0, height)) }

    /// The picker came to rest on `row` after a user's motion (the original's
    /// `pickerView(_:didSelectRow:inComponent:)`): selects it, telling the delegate and sending
    /// `.valueChanged`. Override to add to it; call `super` to keep the selection.
    open func pickerDidSelectRow(_ row: Int) { commitSelection(row, tick: false) }
}
