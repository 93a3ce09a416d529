import FlywheelCore

/// A push button with a title: sends `.touchUpInside` and `.primaryActionTriggered` once per
/// tap (and on Enter/Space while focused: a whole press, `.touchDown` first, so every
/// `.touchUpInside` has the `.touchDown` it ends). It holds no value, so it has no `setValueFromUser`;
/// code presses it with `sendActions(for: .primaryActionTriggered)`. Highlighted (a finger on
/// it) it fills with a wash of its tint; disabled it is drawn at `Control.disabledAlpha`.
///
/// One file, not the usual `+Layout`/`+Input`/`+Drawing` split: the whole widget is a key
/// handler and a four-line drawing (see docs/widgets.md).
///
/// ```swift
/// let churn = Button(title: "Churn 100")
/// churn.addAction(for: .primaryActionTriggered) { _, _ in runChurn() }
/// ```
open class Button: Control {
    public var title: String { didSet { setNeedsDisplay() } }
    public var font: Font = .system(size: 15) { didSet { setNeedsDisplay() } }
    /// The strength of the tint wash while highlighted.
    public static let highlightAlpha = 0.25

    public init(title: String, frame: Rect = .zero) {
        self.title = title
        super.init(frame: frame)
        accessibilityLabel = title
    }

    open override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    open override var intrinsicContentSize: Size? {
        let m = (host?.textMeasurer ?? EstimatingTextMeasurer()).measureText(title, font: font)
        return Size(width: m.width + 24, height: max(32, m.height + 12))
    }

    /// Enter or Space: a whole press, as a tap makes it.
    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, !event.isRepeat, event.key == .enter || event.key == .space else { return false }
        return press()
    }

    /// A whole press, as a tap makes it (`.touchDown`, then `.touchUpInside` and
    /// `.primaryActionTriggered`); false while disabled.
    @discardableResult
    func press() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .touchDown)
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }

    func drawButton(in canvas: Canvas) {
        let tint = tintColor.multiplyingAlpha(enabledAlpha)
        let fill = isHighlighted ? tint.multiplyingAlpha(Self.highlightAlpha) : Color.white.withAlpha(0.9)
        canvas.fillRoundedRect(bounds, radius: 8, color: fill)
        canvas.strokeRoundedRect(bounds, radius: 8, color: tint, width: 1.5)
        canvas.drawText(title, in: bounds, font: font, color: tint)
    }

    // MARK: Accessibility: a button whose "activate" is a whole press

    open override var accessibilityDefaultRole: AccessibilityRole { .button }
    open override var accessibilityActions: [AccessibilityAction] { isEnabled ? [.activate] : [] }
    @discardableResult
    open override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        action == .activate ? press() : false
    }

    // MARK: View and Control hooks

    open override func handleKey(_ event: KeyEvent) -> Bool { pressKey(event) }
    open override func draw(_ canvas: Canvas) { drawButton(in: canvas) }
}
