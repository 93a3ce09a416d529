import FlywheelCore

/// A line of text as a canvas drew it: what, where in the window, in which font and by which
/// view. A `TextCheck` with `recordsLines` keeps one for each line drawn, so a check can find the
/// line's pixels in the rendered frame (the harness's `a11y-check` measures text contrast there).
///
/// ```swift
/// let check = TextCheck()
/// check.recordsLines = true
/// canvas.textCheck = check
/// host.render(in: canvas)
/// for line in check.lines { print(line.viewPath, line.windowBox, line.font.size) }
/// ```
public struct DrawnTextLine {
    /// The string as the program gave it.
    public var text: String
    /// The line's measured box in window points (the bounding box, if the view is rotated).
    public var windowBox: Rect
    /// The font it was drawn in (its size in points decides WCAG's "large text").
    public var font: Font
    /// The path of the view that drew it, as in `TextProblem.viewPath`.
    public var viewPath: String
    /// The view that drew it.
    public weak var view: View?
    /// The canvas's opacity when it was drawn, times the colour's alpha: under 1, the text fades.
    public var opacity: Double

    public init(text: String, windowBox: Rect, font: Font, viewPath: String, view: View?, opacity: Double = 1) {
        self.text = text
        self.windowBox = windowBox
        self.font = font
        self.viewPath = viewPath
        self.view = view
        self.opacity = opacity
    }
}
