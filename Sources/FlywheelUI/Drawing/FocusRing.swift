import FlywheelCore

/// The keyboard-focus indicator every control draws the same way: a rounded outline 3 pt
/// outside its bounds in the tint colour.
public enum FocusRing {
    public static func draw(in canvas: Canvas, rect: Rect, color: Color) {
        canvas.strokeRoundedRect(rect.insetBy(dx: -3, dy: -3), radius: 6, color: color.withAlpha(0.8), width: 2)
    }
}
