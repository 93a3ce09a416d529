import FlywheelCore

/// An on/off switch (UISwitch): a tap or Enter/Space toggles it and sends `.valueChanged`;
/// the knob slides over 0.2 s.
///
/// ```swift
/// let rtl = Switch(isOn: false)
/// rtl.addAction(for: .valueChanged) { c, _ in rating.isRightToLeft = (c as! Switch).isOn }
/// ```
open class Switch: Control {
    /// The size of every switch, as UISwitch's.
    public static let size = Size(width: 51, height: 31)

    public private(set) var isOn: Bool
    /// Knob position 0 (off) … 1 (on); animates between the two.
    public private(set) var knobPosition: Double
    public var onColor: Color = Color(red: 0.2, green: 0.78, blue: 0.35) { didSet { setNeedsDisplay() } }

    public init(isOn: Bool = false) {
        self.isOn = isOn
        knobPosition = isOn ? 1 : 0
        super.init(frame: Rect(origin: .zero, size: Self.size))
    }

    open override var intrinsicContentSize: Size? { Self.size }

    /// Sets the state from code (no event); `animated` slides the knob.
    public func setOn(_ on: Bool, animated: Bool) {
        guard on != isOn else { return }
        isOn = on
        let from = knobPosition, to: Double = on ? 1 : 0
        if animated, let host {
            host.animate(duration: 0.2, curve: .easeOut, update: { [weak self] p in
                self?.knobPosition = from + (to - from) * p
            })
        } else {
            knobPosition = to
        }
        setNeedsDisplay()
    }

    private func toggleFromUser() {
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    open override func endTracking(_ touch: Touch) {
        if isTouchInside { toggleFromUser() }
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, !event.isRepeat, isEnabled, event.key == .enter || event.key == .space else { return false }
        toggleFromUser()
        return true
    }

    open override func draw(_ canvas: Canvas) {
        let r = bounds.height / 2
        let track = Color(white: 0.85).mixed(with: onColor, knobPosition).multiplyingAlpha(isEnabled ? 1 : 0.4)
        canvas.fillRoundedRect(bounds, radius: r, color: track)
        let knobX = bounds.minX + r + (bounds.width - 2 * r) * knobPosition
        let knob = Point(x: knobX, y: bounds.midY)
        canvas.fillCircle(center: Point(x: knob.x, y: knob.y + 1), radius: r - 1.5, color: Color(white: 0, alpha: 0.15))
        canvas.fillCircle(center: knob, radius: r - 2, color: isHighlighted ? Color(white: 0.93) : .white)
    }

    open override func drawOverlay(_ canvas: Canvas) {
        FocusRing.drawIfFocused(self, in: canvas)
    }
}
