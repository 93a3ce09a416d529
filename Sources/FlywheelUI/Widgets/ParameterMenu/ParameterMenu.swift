import FlywheelCore

/// A pop-up parameter menu in the style of Snapseed: press anywhere on a target view and a
/// column of parameters appears over it; slide up and down to pick a parameter, slide sideways
/// to change its value, lift to close. The menu is the overlay itself (a view covering the
/// presenting view); `attach(to:)` puts a transparent input view inside the target.
///
/// Sections: state and API (this file) · column and row layout (`+Layout`) · keys, wheel and
/// the movement rule (`+Input`; the pointer comes through `ParameterMenuTrigger`) · the centre
/// line and ticking (`+Drawing`). One row is a `ParameterMenuRow`; the values are
/// `MenuParameter`s.
///
/// **Gesture.** A touch-down on the target opens the menu at once (no movement threshold) and
/// the same pointer keeps driving it; lifting (or a cancel) closes it at once. The overlay never
/// takes input. Each move event is one movement with `deltaX = previous.x − current.x` and
/// `deltaY = previous.y − current.y` (positive for a move left or up), decided **per event,
/// vertical first** (any event with a non-zero vertical part is vertical; only an exactly
/// horizontal one changes the value). Integer mouse coordinates make purely horizontal events
/// common, so a sideways drag with a little jitter alternates between the two, as in the
/// original.
/// - Vertical: the column follows the finger 1:1 (finger up, column up, later rows reach the
///   centre), clamped between "first row centred" and "last row centred", with no snapping (it
///   may stop between rows). The column is dragged through its driver; the selected row is the
///   driver's item, the row nearest the vertical centre.
/// - Horizontal: the column snaps back to the selected row over `snapDuration` (0.3 s, restarted
///   from where it is on screen by every sideways event, while later vertical events start from
///   the snapped place), the value changes by `deltaX / 250` (a full range is 250 pt of travel),
///   clamped to 0...1, and the delegate is told. A continuous value goes up when the finger goes
///   right; a discrete one goes *down*, so the strip of values follows the finger.
///
/// **Keyboard and wheel.** While the target's input view has focus (it takes focus when
/// pressed, or by Tab): Enter opens; Up/Down pick the previous/next row (the column glides
/// there in `snapDuration`); Left/Right change the value by 0.01 or one discrete value (Right is
/// always "more", like a slider: keys are not a finger on the strip); Escape or Enter close.
/// Over the target while the menu is open, each wheel notch picks one row (scrolling up, the
/// previous one).
///
/// **Motion.** The column and each row's wings move through `MotionDriver`s (rows of 50 pt, a
/// hard stop at the ends, rest anywhere; wing strips of 100 pt). The 0.3 s snap and the wings'
/// 0.25 s slide are the driver's fixed-time cubic ease-in-out, which stands in for UIKit's
/// bézier ease-in-out curve (they differ by a few hundredths of the distance mid-way).
///
/// **Parameters.** Setting `parameters` compares the labels with those shown (joined by ":"):
/// different labels (or the first set) rebuild the rows, centre the column and nudge it 0.1 pt
/// up, which selects row `n / 2` (4 of 9); the same labels only refresh the texts, bars and
/// wings, keeping the selection and the column. Values that are not finite are refused: the
/// previous value of that parameter is kept and `onProblem` is told, naming it.
///
/// **Rules worth knowing.** With no parameters the menu opens with only its centre line and
/// ignores movements. Opening centres and highlights the selected row. The delegate hears every
/// sideways event, even when the value stays at 0 or 1. Gestures change `displayedParameters`
/// (what the rows show and the delegate receives); `parameters` stays what the host last set
/// until it sets it again. A second pointer while one drives the menu is ignored; a pointer
/// pressed while the keyboard holds the menu open takes it over. `detach()` removes the input
/// view from the target it was added to, and the input view keeps the menu alive while attached.
/// Where this differs from the original control is listed in docs/differences.md.
///
/// ```swift
/// let menu = ParameterMenu(parameters: [
///     MenuParameter(label: "Brightness", normalisedValue: 0.5),
///     MenuParameter(label: "Style", normalisedValue: 0, labelFunction: { ["Soft", "Hard"][Int($0)] },
///                   stringValues: ["Soft", "Hard"]),
/// ])
/// menu.delegate = editor            // held weakly
/// menu.attach(to: pictureView)      // press on the picture to open it
/// ```
public final class ParameterMenu: View {
    // MARK: Constants

    /// Height of a row in points.
    public static let rowHeight = 50.0
    /// How the column and the wings travel: a hard stop at the first and last rows, and a rest
    /// wherever the finger leaves them (the column does not snap while it follows the finger).
    static let columnRules = WheelRules(bounces: false, restsBetweenDetents: true)
    /// Width of the column in points.
    public static let columnWidth = 200.0
    /// Sideways travel, in points, that moves a value across its whole 0...1 range.
    public static let pointsPerFullRange = 250.0
    /// The column's snap back to the selected row on a sideways move, in seconds.
    public static let snapDuration = 0.3
    /// The wings' slide to a new discrete value, in seconds.
    public static let wingSlideDuration = 0.25
    /// How far Left/Right move a continuous value.
    public static let keyStep = 0.01
    /// The vertical nudge after a rebuild, in points (it selects the middle row).
    public static let rebuildNudge = 0.1

    // MARK: Public state

    /// Told about every sideways change (held weakly).
    public weak var delegate: ParameterMenuDelegate?

    /// The parameters as the host last set them (see the type's discussion: gestures change `displayedParameters`). Setting them
    /// rebuilds or refreshes the rows; values that are not finite are refused and reported.
    public var parameters: [MenuParameter] {
        get { hostParameters }
        set { setParameters(newValue) }
    }

    /// The parameters as the rows show them, with every edit made so far.
    public internal(set) var displayedParameters: [MenuParameter] = []

    /// The selected row (0 with no parameters): the column driver's item where it is headed
    /// (the row a glide or snap goes to, else the row under the centre).
    public var selectedParameterIndex: Int {
        WheelGeometry.item(atPosition: driver.restPosition, itemCount: rows.count, wraps: false) ?? 0
    }

    /// Whether the overlay is shown.
    public private(set) var isOpen = false

    /// The view whose presses open the menu.
    public private(set) weak var target: View?

    /// Where the overlay is shown (it covers this view and centres the column on it); nil for
    /// the target's window.
    public weak var presentingView: View?

    /// Called just before the overlay appears (a host can bring `parameters` up to date here).
    public var willOpen: ((ParameterMenu) -> Void)?

    /// Called with a one-line message when parameters are refused (a value that is not finite).
    public var onProblem: ((String) -> Void)?

    /// The most recent refusal, if any.
    public private(set) var lastProblem: String?

    /// The column's top edge in the overlay's coordinates, as drawn now.
    public var columnY: Double { bounds.height / 2 - Self.rowHeight / 2 - driver.offset }

    /// The column's position in rows: an integer puts that row on the centre line.
    public var columnPosition: Double { driver.position }

    /// The rows, top to bottom.
    public var rowViews: [ParameterMenuRow] { rows }

    // MARK: Internal state

    /// The column: one detent per row, 50 pt apart, a hard stop at both ends, rests anywhere.
    let driver: MotionDriver
    /// The view holding the rows.
    let column = View()
    var rows: [ParameterMenuRow] = []
    var hostParameters: [MenuParameter] = []
    /// The labels shown, joined by ":" (refresh or rebuild).
    var joinedLabels: String?
    /// The input view inside the target.
    weak var trigger: ParameterMenuTrigger?
    /// The pointer driving the open menu (nil when closed or opened from the keyboard).
    var drivingPointer: Int?
    /// The driving pointer's previous location in the input view's coordinates.
    var previousLocation = Point.zero
    /// Wheel notches not yet turned into rows (trackpads send fractions).
    var wheelNotches = WheelNotches()

    // MARK: Init

    /// A closed menu showing `parameters` (rebuilt and nudged as a first assignment is).
    public init(parameters: [MenuParameter] = []) {
        driver = MotionDriver(itemCount: 0, wraps: false)
        super.init(frame: .zero)
        driver.pitch = Self.rowHeight
        driver.rules = ParameterMenu.columnRules
        isUserInteractionEnabled = false
        accessibilityLabel = "Parameter Menu"
        column.isUserInteractionEnabled = false
        addSubview(column)
        setParameters(parameters)
    }

    // MARK: Target

    /// Makes presses on `target` open the menu: a transparent input view filling the target is
    /// added on top of its subviews (so it takes presses anywhere on it), or with `atBack` behind
    /// them (so they keep their own presses and only the target's free area opens the menu), and
    /// the target is made interactive. A previous target is detached first.
    ///
    /// ```swift
    /// menu.attach(to: preview, atBack: true)   // the controls in the preview still work
    /// ```
    public func attach(to target: View, atBack: Bool = false) {
        detach()
        let input = ParameterMenuTrigger(menu: self)
        target.isUserInteractionEnabled = true
        target.insertSubview(input, at: atBack ? 0 : target.subviews.count)
        target.setNeedsLayout()
        self.target = target
        trigger = input
    }

    /// Closes the menu and removes the input view from the target it was added to.
    public func detach() {
        close()
        if let input = trigger {
            input.menu = nil
            input.removeFromSuperview()
        }
        trigger = nil
        target = nil
    }

    /// The input view inside the target (what takes presses, keys and focus), if attached.
    public var inputView: View? { trigger }

    // MARK: Parameters

    /// Replaces the parameters (see `parameters`). Returns the refusals, one message each.
    @discardableResult
    public func setParameters(_ newParameters: [MenuParameter]) -> [String] {
        var accepted = newParameters
        var refusals: [String] = []
        for i in accepted.indices where !accepted[i].normalisedValue.isFinite {
            let label = accepted[i].label
            let kept = previousValue(ofParameter: label, at: i)
            refusals.append(
                "ParameterMenu: parameter \(i) \"\(label)\": normalisedValue \(accepted[i].normalisedValue) "
                    + "is not finite; kept \(kept)")
            accepted[i].normalisedValue = kept
        }
        hostParameters = accepted
        let labels = accepted.map(\.label).joined(separator: ":")
        displayedParameters = accepted
        if labels == joinedLabels, rows.count == accepted.count {
            let t = currentTime()
            for (row, p) in zip(rows, accepted) { row.setParameter(p, at: t) }
            runMotion()  // a new discrete value slides its wings
        } else {
            joinedLabels = labels
            rebuildRows()
        }
        for message in refusals {
            lastProblem = message
            onProblem?(message)
        }
        return refusals
    }

    /// The value shown for the parameter at `index` with `label`, else one with that label, else 0.
    private func previousValue(ofParameter label: String, at index: Int) -> Double {
        if displayedParameters.indices.contains(index), displayedParameters[index].label == label {
            return displayedParameters[index].normalisedValue
        }
        return displayedParameters.first { $0.label == label }?.normalisedValue ?? 0
    }

    /// New rows, the column centred, then the 0.1-pt nudge that selects the middle row.
    private func rebuildRows() {
        let t = currentTime()
        for row in rows { row.removeFromSuperview() }
        rows = displayedParameters.map { ParameterMenuRow(parameter: $0, at: t) }
        for row in rows { column.addSubview(row) }
        driver.setItems(count: rows.count, at: t)
        setNeedsLayout()
        guard !rows.isEmpty else { return }
        driver.jump(to: Double(rows.count - 1) / 2 + Self.rebuildNudge / Self.rowHeight, at: t)
        highlightSelectedRow()
        layoutColumn()
    }

    /// Highlights the selected row, and only it.
    func highlightSelectedRow() {
        let selected = selectedParameterIndex
        for (i, row) in rows.enumerated() { row.isSelectedRow = i == selected }
    }

    // MARK: Opening and closing

    /// Shows the overlay at once over the presenting view, the selected row at the centre and
    /// highlighted. Nothing happens when already open or not in a window.
    public func open() {
        guard !isOpen, let presenter = presentingView ?? target?.host?.rootView, presenter.host != nil else { return }
        willOpen?(self)
        let t = currentTime(presenter.host)
        isOpen = true
        presenter.addSubview(self)
        fillsSuperview = true
        frame = presenter.bounds
        if !rows.isEmpty {
            driver.jump(to: Double(selectedParameterIndex), at: t)
            highlightSelectedRow()
            for row in rows { row.settleWings(at: t) }
        }
        layoutColumn()
        setNeedsDisplay()
        postAccessibilityNotification(.layoutChanged)  // the menu came
    }

    /// Removes the overlay at once (the values and the selection stay for the next opening).
    public func close() {
        drivingPointer = nil
        wheelNotches.reset()
        guard isOpen else { return }
        isOpen = false
        let t = currentTime()
        if driver.isActive { driver.jump(to: driver.restPosition, at: t) }
        fillsSuperview = false
        let host = self.host
        removeFromSuperview()
        host?.postAccessibilityNotification(.layoutChanged)  // the menu went
    }

    // MARK: Time

    /// The clock's time (the window's, else the driver's), never before what was handled.
    func currentTime(_ clockHost: ViewHost? = nil) -> Double {
        driver.now(on: clockHost ?? host ?? target?.host)
    }

    // MARK: View hooks

    public override func hitTest(_ point: Point) -> View? { nil }
    public override func layoutSubviews() { layoutColumn() }
    public override func draw(_ canvas: Canvas) { drawCentreLine(in: canvas) }
    public override func tick(at time: Double) -> Bool { tickMotion(at: time) }

    // MARK: Accessibility (bodies in `+Accessibility`)

    public override var accessibilityDefaultRole: AccessibilityRole { .menu }
    public override var accessibilityFocusView: View? { trigger }
    public override var accessibilityActions: [AccessibilityAction] { isOpen ? [.escape] : [] }
    public override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .escape, isOpen else { return false }
        close()
        return true
    }
}
