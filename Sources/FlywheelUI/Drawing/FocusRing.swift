import FlywheelCore

/// The keyboard-focus indicator, drawn the same way round every focus stop by the view layer
/// itself (`View.render`, after the view's subviews and overlay), so a view of your own that
/// takes focus gets it too. Like a browser's `:focus-visible`, it shows only while the user
/// drives the UI from the keyboard (`ViewHost.showsFocusRing`).
///
/// Two rounded bands, each `bandWidth` (2 pt) wide: a dark one round the view (the tint, darkened
/// to a relative luminance of at most `darkLuminance`) and a white one round that. Whatever the
/// colour around the view, one band has a contrast of at least 3:1 with it (WCAG 2.2's focus
/// appearance): white against anything of luminance ≤ 0.30, the dark band against anything
/// lighter (`(0.30 + 0.05) / (0.066 + 0.05) ≥ 3`). A view at the edge of what shows (the window,
/// a clipping ancestor) has its ring drawn inside that edge rather than cut off.
///
/// ```swift
/// FocusRing.bands(for: .harnessNavy).dark.relativeLuminance <= FocusRing.darkLuminance  // true
/// ```
public enum FocusRing {
    /// Points from the view's bounds to the ring's outer edge (within `View.drawingOutset`).
    public static let extent = 5.0
    /// Points of the gap between the bounds and the dark band.
    public static let gap = 1.0
    /// The width of each band, in points.
    public static let bandWidth = 2.0
    /// The dark band's greatest relative luminance: below 0.066, so that it and white together
    /// contrast 3:1 with any colour.
    public static let darkLuminance = 0.06

    /// The dark band (the tint, darkened) and the light band (white).
    public static func bands(for tint: Color) -> (dark: Color, light: Color) {
        var dark = Color(red: tint.red, green: tint.green, blue: tint.blue)
        var steps = 0
        while dark.relativeLuminance > darkLuminance, steps < 40 {
            dark = Color(red: dark.red * 0.8, green: dark.green * 0.8, blue: dark.blue * 0.8)
            steps += 1
        }
        if dark.relativeLuminance > darkLuminance { dark = .black }
        return (dark, .white)
    }

    /// Draws the ring if `view` has focus and the host shows focus rings; `View.render` calls it
    /// for every view. The canvas' space is the view's.
    public static func drawIfFocused(_ view: View, in canvas: Canvas) {
        guard let host = view.host, host.showsFocusRing, host.focusedView === view else { return }
        draw(in: canvas, rect: ringBox(of: view), color: view.tintColor)
    }

    /// Draws the two bands inside `rect`, the ring's outer box.
    public static func draw(in canvas: Canvas, rect: Rect, color: Color) {
        let (dark, light) = bands(for: color)
        let half = bandWidth / 2
        let outer = rect.insetBy(dx: half, dy: half)
        let inner = rect.insetBy(dx: bandWidth + half, dy: bandWidth + half)
        canvas.strokeRoundedRect(outer, radius: 7, color: light, width: bandWidth)
        if inner.width > 0, inner.height > 0 {
            canvas.strokeRoundedRect(inner, radius: 5, color: dark, width: bandWidth)
        }
    }

    /// The ring's outer box in `view`'s coordinates: `extent` round its bounds, cut to what of
    /// the window and its clipping ancestors shows (when nothing turns it), so a view that fills
    /// the window or its scroll area has its ring drawn inside its edge.
    public static func ringBox(of view: View) -> Rect {
        let wanted = view.bounds.insetBy(dx: -extent, dy: -extent)
        let toWindow = view.transformToWindow
        guard toWindow.isAxisAligned, let host = view.host, let back = toWindow.inverted() else { return wanted }
        var shown = Rect(origin: .zero, size: host.size)
        shown = view.clippedToAccessibilityAncestors(shown)
        let local = back.apply(shown)
        guard local.width >= 2 * extent, local.height >= 2 * extent,
            let cut = wanted.intersection(local)
        else { return wanted }
        return cut
    }
}
