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

    /// A press on the target: opens the menu and makes this pointer its driver. A second
    /// pointer while one drives the menu is not taken.
    override func pointerDown(_ touch: Touch) -> Bool {
        guard let menu else { return false }
        if menu.isOpen, menu.drivingPointer != nil { return false }
        if !menu.isOpen { menu.open() }
        guard menu.isOpen else { return false }
        menu.drivingPointer = touch.id
        menu.previousLocation = touch.location(in: self)
        return true
    }

    /// The driving pointer's movement since its last event feeds the menu's movement rule.
    override func pointerMoved(_ touch: Touch) {
        guard let menu, menu.isOpen, touch.id == menu.drivingPointer else { return }
        let p = touch.location(in: self)
        let dx = menu.previousLocation.x - p.x, dy = menu.previousLocation.y - p.y
        menu.previousLocation = p
        menu.handleMovement(deltaX: dx, deltaY: dy, at: touch.timestamp)
    }

    /// Lifting the driving pointer closes the menu.
    override func pointerUp(_ touch: Touch) {
        if let menu, touch.id == menu.drivingPointer { menu.close() }
    }

    /// Cancelling the driving pointer closes the menu, as a lift does.
    override func pointerCancelled(_ touch: Touch) {
        if let menu, touch.id == menu.drivingPointer { menu.close() }
    }

    override func handleKey(_ event: KeyEvent) -> Bool { menu?.pressKey(event) ?? false }

    // MARK: Accessibility: a button that opens the menu, as Enter does

    override var accessibilityDefaultRole: AccessibilityRole { menu == nil ? .none : .button }
    override var accessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates
        s.insert(.expandable)
        if menu?.isOpen == true { s.insert(.expanded) }
        return s
    }
    override var accessibilityActions: [AccessibilityAction] {
        guard let menu else { return [] }
        return menu.isOpen ? [.activate, .escape] : [.activate]
    }
    override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard let menu else { return false }
        switch action {
        case .activate where !menu.isOpen:
            menu.open()
            return menu.isOpen
        case .activate, .escape:
            guard menu.isOpen else { return false }
            menu.close()
            return true
        default:
            return false
        }
    }
    override func handleWheel(_ event: WheelEvent) -> Bool { menu?.scrollWheel(event) ?? false }

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
