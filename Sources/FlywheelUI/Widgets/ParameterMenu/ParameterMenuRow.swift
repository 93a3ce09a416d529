import FlywheelCore

/// One 200×50 row of a `ParameterMenu`: the title on the left (wrapping onto two lines and
/// shrinking when it must), the value text on the right (shrinking to fit, clipped if it still
/// does not), a progress bar along the bottom for a continuous value, and for a discrete value
/// two wings of neighbouring values instead of the bar.
///
/// Colours: selected, white text and bar on a blue fill; unselected, blue text and bar on white
/// at 80 % (so the centre line behind shows through). Always a 1-pt blue border, radius 4.
///
/// **Wings.** Left of the row (595 pt wide, ending 5 pt before it) and right of it (600 pt,
/// starting 5 pt after it), each clipped to itself: 95×40 boxes at a 100-pt pitch showing the
/// string values before and after the selected one (`… [i−2][i−1] row [i+1][i+2] …`; the
/// selected value is only in the row's value text). A change of the selected string slides the
/// strips over `ParameterMenu.wingSlideDuration` through a `MotionDriver`.
///
/// ```swift
/// let row = ParameterMenuRow(parameter: MenuParameter(label: "Intensity", normalisedValue: 0.75))
/// row.isSelectedRow = true        // blue fill, white text
/// row.valueText                   // "0.75"
/// ```
public final class ParameterMenuRow: View {
    // MARK: Appearance constants

    public static let selectedFill = Color.blue
    public static let unselectedFill = Color(white: 1, alpha: 0.8)
    public static let border = Color.blue
    public static let wingFill = Color(white: 2.0 / 3.0, alpha: 0.8)
    public static let wingBorder = Color(white: 1.0 / 3.0)
    public static let wingText = Color.white
    public static let font = Font.system(size: 17)
    public static let wingFont = Font.system(size: 18)
    /// The smallest size titles and values shrink to before they are clipped.
    public static let minimumFontSize = 8.0
    /// Wing boxes: pitch and size.
    public static let wingPitch = 100.0
    public static let wingItemSize = Size(width: 95, height: 40)

    // MARK: State

    /// The parameter shown; nil shows "-" and "-" with an empty bar and no wings.
    public private(set) var parameter: MenuParameter?
    /// Whether the row is the highlighted (selected) one.
    public var isSelectedRow = false { didSet { if isSelectedRow != oldValue { setNeedsDisplay() } } }
    /// The title as shown ("-" without a parameter).
    public private(set) var titleText = "-"
    /// The value text as shown ("-" without a parameter).
    public private(set) var valueText = "-"
    /// The progress bar's fill, 0...1 (0 for discrete parameters and values that are not finite).
    public var progress: Double {
        guard let p = parameter, !p.isDiscrete, p.normalisedValue.isFinite else { return 0 }
        return min(max(p.normalisedValue, 0), 1)
    }
    /// Whether the wings are shown (a discrete parameter).
    public var showsWings: Bool { wingDriver != nil }
    /// The wings' position in values as drawn: the selected index once a slide ends.
    public var wingPosition: Double? { wingDriver?.position }
    /// The strings in the wings.
    public private(set) var wingValues: [String] = []

    // MARK: Internal state

    /// The wings' strip: one detent per string value, 100 pt apart (nil when continuous).
    var wingDriver: MotionDriver?
    /// Text layout measured with the canvas that draws (nil: measure at the next draw).
    var textLayout: RowTextLayout?
    /// Wing label widths, measured once per list.
    var wingTextWidths: [Double] = []
    var wingTextHeight = 0.0

    /// A row showing `parameter`; `time` is the clock's now (the wings start at rest).
    public init(parameter: MenuParameter?, at time: Double = 0) {
        super.init(frame: Rect(x: 0, y: 0, width: ParameterMenu.columnWidth, height: ParameterMenu.rowHeight))
        isUserInteractionEnabled = false
        setParameter(parameter, at: time)
        settleWings(at: time)
    }

    /// Shows `parameter`: new texts and bar at once; the wings slide to its string.
    public func setParameter(_ parameter: MenuParameter?, at time: Double) {
        self.parameter = parameter
        let newTitle = parameter?.label ?? "-"
        let newValue = parameter?.text(numbers: host?.numbers ?? .plain) ?? "-"
        if newTitle != titleText || newValue != valueText { textLayout = nil }
        titleText = newTitle
        valueText = newValue
        accessibilityLabel = newTitle
        updateWings(at: time)
        setNeedsDisplay()
    }

    /// Installs, refreshes or removes the wings; a new selected string slides them.
    private func updateWings(at time: Double) {
        guard let p = parameter, p.isDiscrete, let values = p.stringValues, let index = p.selectedIndex else {
            wingDriver = nil
            wingValues = []
            wingTextWidths = []
            return
        }
        if values != wingValues {
            wingValues = values
            wingTextWidths = []
        }
        let driver: MotionDriver
        if let existing = wingDriver, existing.itemCount == values.count {
            driver = existing
        } else {
            driver = MotionDriver(itemCount: values.count, wraps: false, position: Double(index), time: time)
            driver.pitch = Self.wingPitch
            driver.rules = ParameterMenu.columnRules
            wingDriver = driver
            return
        }
        if driver.restPosition != Double(index) {
            driver.animate(to: Double(index), duration: ParameterMenu.wingSlideDuration, fromCode: true, at: time)
        }
    }

    /// Samples the wings at `time`; returns whether they still slide.
    func advanceWings(to time: Double) -> Bool {
        guard let driver = wingDriver else { return false }
        driver.advance(to: time)
        return driver.isMoving
    }

    /// Ends a slide at once (when the menu opens, stale slides are not replayed).
    func settleWings(at time: Double) {
        guard let driver = wingDriver else { return }
        driver.advance(to: time)
        if driver.isMoving { driver.jump(to: driver.restPosition, at: time) }
    }

    public override func draw(_ canvas: Canvas) { drawRow(in: canvas) }

    /// In a host, the value is written in its locale (`ViewHost.numbers`).
    public override func didMoveToHost() {
        super.didMoveToHost()
        guard host != nil, let parameter else { return }
        let newValue = parameter.text(numbers: host?.numbers ?? .plain)
        guard newValue != valueText else { return }
        valueText = newValue
        textLayout = nil
        setNeedsDisplay()
    }

    // MARK: Accessibility (bodies in `ParameterMenu+Accessibility.swift`)

    public override var accessibilityDefaultRole: AccessibilityRole { .menuItem }
    public override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? parameter?.label }
        set { super.accessibilityLabel = newValue }
    }
    public override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (parameter == nil ? nil : valueText) }
        set { super.accessibilityValue = newValue }
    }
    public override var accessibilityStates: AccessibilityStates {
        isSelectedRow ? [.enabled, .selected] : [.enabled]
    }
    public override var accessibilityActions: [AccessibilityAction] { rowAccessibilityActions }
    /// The keys that move between rows and change them go to the menu's input view.
    public override var accessibilityFocusView: View? { menu?.inputView }
    public override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        performRowAccessibilityAction(action)
    }
}

/// The measured placement of a row's texts.
struct RowTextLayout {
    var measurer: ObjectIdentifier
    var titleLines: [String]
    var titleFont: Font
    var titleLineHeight: Double
    /// The value text as drawn (cut to `longestLaidOut` characters).
    var value: String
    var valueFont: Font
    var valueSize: Size
}
