import FlywheelCore

/// The keyboard-focus indicator every control draws the same way: a rounded outline 3 pt
/// outside its bounds in the tint colour. Like a browser's `:focus-visible`, it shows only
/// while the user drives the UI from the keyboard (`ViewHost.showsFocusRing`).
public enum FocusRing {
    /// Draws the ring if `view` has focus and the host shows focus rings.
    public static func drawIfFocused(_ view: View, in canvas: Canvas) {
        guard let host = view.host, host.showsFocusRing, host.focusedView === view else { return }
        draw(in: canvas, rect: view.bounds, color: view.tintColor)
    }

    public static func draw(in canvas: Canvas, rect: Rect, color: Color) {
        canvas.strokeRoundedRect(rect.insetBy(dx: -3, dy: -3), radius: 6, color: color.withAlpha(0.8), width: 2)
    }
}
