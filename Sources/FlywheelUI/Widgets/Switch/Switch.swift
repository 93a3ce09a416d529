import FlywheelCore

/// An on/off switch (UISwitch): a tap or Enter/Space toggles it and sends `.valueChanged`;
/// the knob slides over `slideDuration`.
///
/// **Values.** `setValueFromUser(_:)` sets `isOn` as a tap would (the knob slides) and sends
/// `.valueChanged` when it changed; `setOn(_:animated:)` is the code setter and sends nothing
/// (UIKit's rule, docs/widgets.md). Highlighted (a finger on it) the knob greys; disabled the
/// whole switch is drawn at `Control.disabledAlpha`.
///
/// Sections: state, API and the tracking hook (this file) · keys (`+Input`) · drawing
/// (`+Drawing`).
/// No `+Layout`: a switch has one fixed size.
///
/// ```swift
/// let rtl = Switch(isOn: false)
/// rtl.addAction(for: .valueChanged) { c, _ in rating.isRightToLeft = (c as! Switch).isOn }
/// rtl.setValueFromUser(true)          // as a tap: sends .valueChanged
/// rtl.setOn(false, animated: false)   // from code: no event
/// ```
open class Switch: Control {
    /// The size of every switch: UISwitch's track, 51 × 31, in a frame 44 tall, so that the
    /// touch target meets Apple's 44 × 44 pt minimum (the track is drawn centred in it).
    public static let size = Size(width: 51, height: 44)
    /// The track's size, as UISwitch's.
    public static let trackSize = Size(width: 51, height: 31)
    /// How long the knob takes to slide to the other side, in seconds.
    public static let slideDuration = 0.2

    public private(set) var isOn: Bool
    /// Knob position 0 (off) … 1 (on); animates between the two.
    public private(set) var knobPosition: Double
    /// The track's colour when on. The default green (0.1, 0.55, 0.25) stands 4.3:1 from white,
    /// and the white knob from it: iOS's lighter green (0.2, 0.78, 0.35) is 2.2:1, under WCAG
    /// 1.4.11's 3:1 for a control's state.
    public var onColor: Color = Color(red: 0.1, green: 0.55, blue: 0.25) { didSet { setNeedsDisplay() } }
    /// The track's colour when off: 3.3:1 from white (iOS's light grey, 0.85, is 1.4:1).
    public var offColor: Color = Color(white: 0.55) { didSet { setNeedsDisplay() } }

    public init(isOn: Bool = false) {
        self.isOn = isOn
        knobPosition = isOn ? 1 : 0
        super.init(frame: Rect(origin: .zero, size: Self.size))
    }

    /// Sets the state from code (no event); `animated` slides the knob.
    public func setOn(_ on: Bool, animated: Bool) {
        guard on != isOn else { return }
        isOn = on
        let from = knobPosition, to: Double = on ? 1 : 0
        if animated, let host {
            host.animate(
                duration: Self.slideDuration, curve: .easeOut,
                update: { [weak self] p in
                    self?.knobPosition = from + (to - from) * p
                })
        } else {
            knobPosition = to
        }
        setNeedsDisplay()
    }

    /// Sets the state as a user would: the knob slides, and `.valueChanged` is sent if it changed.
    public func setValueFromUser(_ on: Bool) {
        guard on != isOn else { return }
        setOn(on, animated: true)
        sendActions(for: .valueChanged)
    }

    // MARK: Tracking (Control's hook; overrides must live in the class)

    /// A tap that lifts inside toggles.
    open override func endTracking(_ touch: Touch) {
        if isTouchInside { setValueFromUser(!isOn) }
    }

    // MARK: View hooks (overrides must live in the class; bodies are in the extensions)

    open override var intrinsicContentSize: Size? { Self.size }
    open override var accessibilityDefaultRole: AccessibilityRole { .switchButton }
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "on" : "off") }
        set { super.accessibilityValue = newValue }
    }
    open override var accessibilityStates: AccessibilityStates { switchAccessibilityStates }
    open override var accessibilityActions: [AccessibilityAction] { isEnabled ? [.activate] : [] }
    open override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        performSwitchAccessibilityAction(action)
    }
    open override func handleKey(_ event: KeyEvent) -> Bool { pressKey(event) }
    open override func draw(_ canvas: Canvas) { drawSwitch(in: canvas) }
}
