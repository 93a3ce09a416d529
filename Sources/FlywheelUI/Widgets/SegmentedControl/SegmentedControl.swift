import FlywheelCore

/// A row of mutually exclusive segments (UISegmentedControl). Touching a segment selects it on
/// lift; Left/Right move the selection while focused (skipping disabled segments).
///
/// **Values.** `setValueFromUser(_:)` selects a segment as a user would and sends
/// `.valueChanged` when the selection changed; setting `selectedIndex` from code sends nothing
/// (UIKit's rule, docs/widgets.md). Disabled segments cannot be chosen by a user and are drawn
/// at `Control.disabledAlpha`, as is the whole control while disabled. The segment under a
/// finger is drawn pressed (`pressedIndex`), the selected one filled with the tint.
///
/// Sections: state, API and the tracking hooks (this file) · segment frames (`+Layout`) ·
/// stepping and keys (`+Input`) · drawing (`+Drawing`). Too narrow for its titles, it takes a compact form
/// (`isCompact`).
///
/// ```swift
/// let stars = SegmentedControl(titles: ["4", "5", "6"], selectedIndex: 1)
/// stars.addAction(for: .valueChanged) { c, _ in print((c as! SegmentedControl).selectedTitle) }
/// stars.setValueFromUser(2)      // as a tap on "6": sends .valueChanged
/// stars.selectedIndex = 0        // from code: no event
/// ```
open class SegmentedControl: Control {
    public var titles: [String] {
        didSet {
            selectedIndex = min(selectedIndex, titles.count - 1)
            invalidate()
            selectionDidChange()
        }
    }
    /// The selected segment, or -1 for none. Setting it sends no event.
    public var selectedIndex: Int {
        didSet {
            guard selectedIndex != oldValue else { return }
            setNeedsDisplay()
            selectionDidChange()
        }
    }
    public var font: Font = .system(size: 13) { didSet { invalidate() } }
    /// Whether the numbers in the titles are drawn in the player's locale
    /// (`ViewHost.numbers`, `LocalNumbers.localizingNumbers(in:)`): "٢٠" for a title "20" under
    /// Egyptian Arabic. `titles`, `selectedTitle`, readers and scripts keep the titles as given.
    /// Off by default: a title such as "iPhone 15" is a name, not a number.
    ///
    /// ```swift
    /// let count = SegmentedControl(titles: ["6", "12", "20"], selectedIndex: 1)
    /// count.writesNumbersInLocale = true   // "١٢" in an ar-EG window; selectedTitle stays "12"
    /// ```
    public var writesNumbersInLocale = false { didSet { if writesNumbersInLocale != oldValue { invalidate() } } }
    /// The titles as drawn and their size (`shownTitles(segmentWidth:canvas:)`), made once per
    /// segment width, titles, font and number form so a steady frame measures nothing.
    var shownTitleCache: (width: Double, titles: [String], font: Font, numbers: ObjectIdentifier?, shown: ShownTitles)?
    /// Set when drawn: the titles do not fit their segments even at the smallest size, so the
    /// control shows only the selected title between a "‹" and a "›" (a tap on either steps, a
    /// tap on the title goes to the next, round to the first). Keys, `set` and the value are as
    /// before. A narrow window's seven colour names, or a translation 40 % longer, stay whole.
    /// A reader is told when it changes (`layoutChanged`): the control is then one adjustable
    /// element, its segments gone (or back).
    public internal(set) var isCompact = false {
        didSet { if isCompact != oldValue { postAccessibilityNotification(.layoutChanged) } }
    }
    /// The arrow under the pointer while tracking in the compact form (-1 "‹", +1 "›" or the
    /// title, 0 none).
    var pressedStep = 0
    /// The segment under the pointer while tracking (drawn pressed).
    public internal(set) var pressedIndex: Int?
    /// Segments that cannot be chosen (drawn faded); the rest stay usable.
    public private(set) var disabledSegments: Set<Int> = []

    /// The strength of the tint wash on a pressed segment.
    public static let pressedAlpha = 0.2

    /// Enables or disables one segment (UISegmentedControl's setEnabled(_:forSegmentAt:)).
    public func setEnabled(_ enabled: Bool, forSegment index: Int) {
        let changed = enabled ? disabledSegments.remove(index) != nil : disabledSegments.insert(index).inserted
        if changed { setNeedsDisplay() }
    }

    public func isEnabled(segment index: Int) -> Bool { !disabledSegments.contains(index) }

    public init(titles: [String], selectedIndex: Int = 0) {
        self.titles = titles
        self.selectedIndex = titles.isEmpty ? -1 : min(max(selectedIndex, -1), titles.count - 1)
        super.init(frame: .zero)
        sizeToFit()
    }

    /// The selected title, or "" when nothing is selected.
    public var selectedTitle: String { titles.indices.contains(selectedIndex) ? titles[selectedIndex] : "" }

    /// Selects segment `index` as a user would: sends `.valueChanged` if the selection changed.
    /// Out-of-range and disabled segments are ignored.
    public func setValueFromUser(_ index: Int) {
        guard titles.indices.contains(index), index != selectedIndex, isEnabled(segment: index) else { return }
        selectedIndex = index
        sendActions(for: .valueChanged)
        postAccessibilityNotification(.selectionChanged(self))
    }

    func invalidate() {
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Tracking (Control's hooks; overrides must live in the class)

    /// A press marks the segment (compact: the arrow) under it.
    open override func beginTracking(_ touch: Touch) -> Bool {
        if isCompact {
            pressedStep = compactStep(at: touch.location(in: self))
            setNeedsDisplay()
            return true
        }
        pressedIndex = segment(at: touch.location(in: self))
        return true
    }

    /// The mark follows the finger while it is inside.
    open override func continueTracking(_ touch: Touch) -> Bool {
        if isCompact {
            let step = isTouchInside ? compactStep(at: touch.location(in: self)) : 0
            if step != pressedStep { pressedStep = step; setNeedsDisplay() }
            return true
        }
        let p = isTouchInside ? segment(at: touch.location(in: self)) : nil
        if p != pressedIndex { pressedIndex = p; setNeedsDisplay() }
        return true
    }

    /// A lift inside selects the segment under it (compact: steps, round the ends on the title).
    open override func endTracking(_ touch: Touch) {
        pressedIndex = nil
        if isCompact {
            let point = touch.location(in: self)
            let step = isTouchInside ? compactStep(at: point) : 0
            pressedStep = 0
            setNeedsDisplay()
            if step != 0 { stepSelection(by: step, wrapping: compactTitleFrame.contains(point)) }
            return
        }
        if isTouchInside, let i = segment(at: touch.location(in: self)) { setValueFromUser(i) }
    }

    open override func cancelTracking(_ touch: Touch) {
        pressedIndex = nil
        if pressedStep != 0 { pressedStep = 0; setNeedsDisplay() }
    }

    // MARK: View hooks (overrides must live in the class; bodies are in the extensions)

    open override var intrinsicContentSize: Size? { fittingSize }

    // MARK: Accessibility (overrides must live in the class; bodies in `+Accessibility`)

    /// Called after `selectedIndex` or `titles` changed, however they changed.
    func selectionDidChange() {}
    /// The role of each segment's element: a radio button here (the chosen one `checked`), a
    /// tab in a `TabBar`.
    var segmentElementRole: AccessibilityRole { .radioButton }
    /// The segments as a reader sees them, made when asked.
    lazy var segmentElementStore = AccessibilityElementStore()
    open override var accessibilityDefaultRole: AccessibilityRole { isCompact ? .adjustable : .group }
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (selectedTitle.isEmpty ? nil : selectedTitle) }
        set { super.accessibilityValue = newValue }
    }
    open override var accessibilityActions: [AccessibilityAction] {
        isCompact && isEnabled ? [.increment, .decrement] : []
    }
    open override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        performSegmentedAccessibilityAction(action)
    }
    open override var accessibilityVirtualChildren: [AccessibilityElement] { isCompact ? [] : segmentElements }
    open override func handleKey(_ event: KeyEvent) -> Bool { pressKey(event) }
    open override func draw(_ canvas: Canvas) { drawSegments(in: canvas) }
}
