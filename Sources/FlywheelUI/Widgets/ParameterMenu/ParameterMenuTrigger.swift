import FlywheelCore

/// The transparent view `ParameterMenu.attach(to:)` puts inside the target: it fills the target,
/// takes presses, keys, focus and the wheel for the menu, and draws nothing but the focus ring.
/// Removing it from its window (the target went away) closes the menu.
final class ParameterMenuTrigger: View {
    /// The menu it drives (kept alive by this view while attached).
    var menu: ParameterMenu?

    init(menu: ParameterMenu) {
        self.menu = menu
        super.init(frame: .zero)
        fillsSuperview = true
        accessibilityLabel = "\(menu.accessibilityLabel ?? "Parameter Menu") Target"
    }

    override var canBecomeFocused: Bool { menu != nil }
    override func pointerDown(_ touch: Touch) -> Bool { menu?.beginTouch(touch, in: self) ?? false }
    override func pointerMoved(_ touch: Touch) { menu?.continueTouch(touch, in: self) }
    override func pointerUp(_ touch: Touch) { menu?.endTouch(touch) }
    override func pointerCancelled(_ touch: Touch) { menu?.endTouch(touch) }
    override func handleKey(_ event: KeyEvent) -> Bool { menu?.pressKey(event) ?? false }
    override func handleWheel(_ event: WheelEvent) -> Bool { menu?.scrollWheel(event) ?? false }
    override func drawOverlay(_ canvas: Canvas) { FocusRing.drawIfFocused(self, in: canvas) }

    override func focusDidChange() {
        super.focusDidChange()
        // A menu held open from the keyboard closes when the keys go elsewhere.
        if let menu, menu.isOpen, menu.drivingPointer == nil, host?.focusedView !== self { menu.close() }
    }

    override func didMoveToHost() {
        super.didMoveToHost()
        if host == nil { menu?.close() }
    }
}
