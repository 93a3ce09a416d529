import FlywheelCore

/// A view that turns pointer input into control events: UIKit's UIControl (as in the "custom UIControl" exercise).
///
/// The base class does the bookkeeping every control shares and sends the touch events itself,
/// so subclasses only override the tracking hooks and send `.valueChanged` when their value moves:
///
/// | input | base class sends | then calls |
/// |---|---|---|
/// | down inside (enabled) | — | `beginTracking`; if it returns true: `touchDown` |
/// | move while tracking | `touchDragEnter`/`touchDragExit` on crossing, then `touchDragInside`/`touchDragOutside` | `continueTracking` (false stops tracking) |
/// | up while tracking | — | `endTracking`, then `touchUpInside` (+ `primaryActionTriggered` if `sendsPrimaryActionOnTouchUpInside`) or `touchUpOutside` |
/// | cancel while tracking (the pointer taken away, the control disabled or leaving its window) | — | `cancelTracking`, then `touchCancel` |
///
/// **Event order.** `touchDown` means "this control took the touch", so it is sent after
/// `beginTracking` returns true — as UIKit's UIControl does. Whatever the hook sends itself comes
/// first: a control that steps in `beginTracking` (a stepper's tap, a rating's first star) reports
/// `valueChanged, touchDown, …, touchUpInside`. Kept so, because a hook that refuses the touch
/// must leave no `touchDown` behind (every `touchDown` is followed by exactly one `touchUpInside`,
/// `touchUpOutside` or `touchCancel`). Read `touchDown` as the acceptance, not the first event.
///
/// "Inside" uses `isTouchInside`, which allows `touchSlop` points beyond the hit area, as UIKit does.
/// A disabled control does not track and sends nothing, and is drawn at `Control.disabledAlpha`.
///
/// **Values.** A widget that holds a value has one public way to set it as a user would,
/// `setValueFromUser(_:)` (PickerWheel: `stepFromUser(by:)`/`moveFromUser(toRow:)`), which sends
/// `.valueChanged` when the value changed. Setting the value from code (the property, or a
/// `set…(animated:)` method) never sends `.valueChanged`: UIKit's rule. See docs/widgets.md.
///
/// ```swift
/// final class Toggle: Control {
///     var isOn = false
///     override func endTracking(_ touch: Touch) {
///         if isTouchInside { isOn.toggle(); sendActions(for: .valueChanged) }
///     }
/// }
/// let t = Toggle(frame: Rect(x: 0, y: 0, width: 50, height: 30))
/// let token = t.addAction(for: .valueChanged) { c, _ in print((c as! Toggle).isOn) }
/// t.removeAction(token)
/// ```
open class Control: View {
    /// A disabled control ignores input and is drawn dimmed by subclasses.
    public var isEnabled: Bool = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isTracking, let t = trackingTouch { cancelCurrentTracking(t) }
            setNeedsDisplay()
        }
    }
    /// The opacity every widget is drawn at while disabled (Spinner's `dimmedOpacity` is the same).
    public static let disabledAlpha = 0.5
    /// 1 while enabled, `Control.disabledAlpha` while disabled: the factor a widget's colours are
    /// multiplied by when it draws.
    public var enabledAlpha: Double { isEnabled ? 1 : Self.disabledAlpha }
    public var isHighlighted: Bool = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    public var isSelected: Bool = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// True between an accepted `beginTracking` and the end, cancel, or a `continueTracking` that said no.
    public private(set) var isTracking = false
    /// The pointer being tracked (`Touch.id`; the mouse is 0), nil while none is: a control
    /// follows one pointer at a time, and a second one down on it goes to its ancestors.
    ///
    /// ```swift
    /// if let finger = picker.trackedPointerID { print("finger \(finger) turns the picker") }
    /// ```
    public var trackedPointerID: Int? { isTracking ? trackingPointerID : nil }
    /// Whether the tracked pointer is inside the hit area (with slop) at the latest event.
    public private(set) var isTouchInside = false
    /// How far outside the hit area a tracked pointer still counts as inside, in points.
    public var touchSlop: Double = 24
    /// Buttons set this: a touch-up inside also sends `.primaryActionTriggered`.
    open var sendsPrimaryActionOnTouchUpInside: Bool { false }

    private var actions:
        [(token: ControlActionToken, events: ControlEvents, handler: (Control, ControlEvents) -> Void)] = []
    private var nextActionID = 1
    private var suppressesTouchUpEvents = false
    private var trackingTouch: Touch?
    private var trackingPointerID: Int?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: Actions

    /// Calls `handler` for each event in `events` this control sends. Returns a token for `removeAction`.
    @discardableResult
    public func addAction(for events: ControlEvents, _ handler: @escaping (Control, ControlEvents) -> Void)
        -> ControlActionToken
    {
        let token = ControlActionToken(id: nextActionID)
        nextActionID += 1
        actions.append((token, events, handler))
        return token
    }

    public func removeAction(_ token: ControlActionToken) {
        actions.removeAll { $0.token == token }
    }

    /// Removes every action.
    public func removeAllActions() { actions.removeAll() }

    /// The number of actions added (for leak checks).
    public var actionCount: Int { actions.count }

    /// Delivers each event in `events`, one at a time in `ControlEvents.ordered` order, to every
    /// matching action (in the order they were added) and then to the host's observer; a
    /// `.valueChanged` is then posted to the host's `accessibilityObserver`, if it has one and
    /// this control is an element.
    public func sendActions(for events: ControlEvents) {
        for (single, _) in ControlEvents.ordered where events.contains(single) {
            for a in actions where a.events.contains(single) { a.handler(self, single) }
            host?.controlEventObserver?(self, single)
            if single == .valueChanged, let h = host, h.accessibilityObserver != nil, isAccessibilityElement {
                h.postAccessibilityNotification(.valueChanged(self))
            }
        }
    }

    // MARK: Tracking hooks (override these)

    /// A pointer went down inside. Return false to refuse tracking (no events are then sent).
    /// `touchDown` is sent after this returns true, so an event sent from here (`.valueChanged`
    /// for a control that steps on touch) comes before it.
    open func beginTracking(_ touch: Touch) -> Bool { true }
    /// The tracked pointer moved. Return false to stop tracking.
    open func continueTracking(_ touch: Touch) -> Bool { true }
    /// The tracked pointer lifted; `isTouchInside` tells where.
    open func endTracking(_ touch: Touch) {}
    /// Tracking was cancelled (the pointer was taken away, the control disabled or removed).
    open func cancelTracking(_ touch: Touch) {}
    /// Called after the touch-up events of a tracking that ended (not after a cancel): the place
    /// for work that must follow `touchUpInside` (RVS_Spinner's `singleValueSelected`).
    open func didFinishTracking(_ touch: Touch, inside: Bool) {}

    /// Called from `endTracking`: this touch ends with `.touchCancel` instead of
    /// `touchUpInside`/`touchUpOutside` (a tap that only stopped a spinning wheel is not a press of
    /// the control). Every `.touchDown` is still followed by exactly one up or cancel event.
    public func endThisTouchWithCancel() { suppressesTouchUpEvents = true }

    /// Whether `touch` counts as inside: the hit area grown by `touchSlop`.
    open func isInside(_ touch: Touch) -> Bool {
        let p = touch.location(in: self)
        if point(inside: p) { return true }
        return bounds.insetBy(dx: -touchSlop, dy: -touchSlop).contains(p) && touchSlop > 0
    }

    // MARK: Accessibility

    /// A view's states, with `enabled` from `isEnabled` and `selected` from `isSelected`.
    open override var accessibilityStates: AccessibilityStates {
        var s = viewAccessibilityStates
        if !isEnabled { s.remove(.enabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// The value as text for logs, reports and scripts: the same in every locale, where
    /// `accessibilityValue` is what a player hears, in the host's locale (`ViewHost.locale`).
    /// The default is `accessibilityValue`. A control that writes numbers in the host's locale
    /// overrides this with the locale-free text, as Slider does ("0.25 items/s" under `ar-EG`,
    /// where its `accessibilityValue` is "٠٫٢٥ items/s").
    ///
    /// ```swift
    /// final class Gauge: Control {
    ///     var level = 0.25
    ///     override var accessibilityValue: String? {
    ///         get { (host?.numbers ?? .plain).percent(level) }
    ///         set {}
    ///     }
    ///     override var plainValueText: String? { LocalNumbers.plain.percent(level) }  // "25%"
    /// }
    /// ```
    open var plainValueText: String? { accessibilityValue }

    // MARK: Focus

    open override var canBecomeFocused: Bool { isEnabled && !isHidden }

    // MARK: Pointer plumbing (View hooks)

    open override func pointerDown(_ touch: Touch) -> Bool {
        guard isEnabled, !isTracking else { return false }
        isTouchInside = true
        isHighlighted = true
        isTracking = true
        trackingTouch = touch
        trackingPointerID = touch.id
        if beginTracking(touch) {
            sendActions(for: .touchDown)
        } else {
            isTracking = false
            isHighlighted = false
        }
        return true
    }

    open override func pointerMoved(_ touch: Touch) {
        guard isTracking, touch.id == trackingPointerID else { return }
        trackingTouch = touch
        let inside = isInside(touch)
        let was = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside != was { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        if !continueTracking(touch) {
            isTracking = false
            isHighlighted = false
        }
    }

    open override func pointerUp(_ touch: Touch) {
        guard isTracking, touch.id == trackingPointerID else { return finishPointer() }
        isTouchInside = isInside(touch)
        isTracking = false
        isHighlighted = false
        suppressesTouchUpEvents = false
        endTracking(touch)
        let inside = isTouchInside
        if suppressesTouchUpEvents {
            suppressesTouchUpEvents = false
            sendActions(for: .touchCancel)
        } else if inside {
            sendActions(
                for: sendsPrimaryActionOnTouchUpInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
        } else {
            sendActions(for: .touchUpOutside)
        }
        finishPointer()
        didFinishTracking(touch, inside: inside)
    }

    open override func pointerCancelled(_ touch: Touch) {
        guard isTracking, touch.id == trackingPointerID else { return finishPointer() }
        cancelCurrentTracking(touch)
    }

    /// A control that leaves its window while tracking cancels the touch (`cancelTracking`, then
    /// one `touchCancel`), as UIKit does: nothing else would end it, since whoever forwards the
    /// touch (the host, a scroll container holding it as content) may stay in the window.
    override func willLeaveHost() {
        if isTracking, let t = trackingTouch { cancelCurrentTracking(t) }
    }

    private func cancelCurrentTracking(_ touch: Touch) {
        isTracking = false
        isHighlighted = false
        cancelTracking(touch)
        sendActions(for: .touchCancel)
        finishPointer()
    }

    private func finishPointer() {
        trackingTouch = nil
        trackingPointerID = nil
    }
}
