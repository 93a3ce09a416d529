import FlywheelCore

/// Localisation QA while drawing: given to a canvas (`textCheck`), it hears of every line of text
/// drawn and keeps each distinct problem (`TextProblem`) with the path of the view that drew it.
///
/// - **Missing glyphs**: the canvas says how many glyphs of the line are the missing-glyph box.
/// - **Truncated**: `TextMeasuring.truncatedText` notes every string it shortens; drawing one of
///   those results is a truncation of the original.
/// - **Clipped**: the line's box (as measured) runs more than `tolerance` points past the left
///   or right side of the view drawing it, or of the box given to
///   `drawText(_:in:font:color:alignment:)`. Only across: a row scrolled half out of a picker or
///   a line in a tight label's height is not a problem, a translation too wide is.
///
/// Off by default (a canvas's `textCheck` is nil and nothing is checked). The harness turns it
/// on for `l10n-check`, for script reports (`textProblems`) and with F3 in a window.
///
/// ```swift
/// let check = TextCheck()
/// canvas.textCheck = check
/// host.render(in: canvas)
/// check.problems.forEach { print($0) }
/// ```
public final class TextCheck {
    /// Each distinct problem in the order found: one per kind and view path (a segment or a tab
    /// is a path of its own), with the first string seen there; seen again, it keeps its
    /// largest overflow. A label whose text keeps changing (a log) is one problem, not one per
    /// text.
    public private(set) var problems: [TextProblem] = []
    /// Where each of `problems` was last drawn, in window points (for outlines).
    public private(set) var windowBoxes: [Rect] = []
    /// Called once for each new problem.
    public var onProblem: ((TextProblem) -> Void)?
    /// Points a line may run past its view's side before it counts as clipped (antialiasing,
    /// rounding to pixels).
    public var tolerance = 0.5

    /// The view drawing now (set by `View.render(in:)` around each view's `draw` and
    /// `drawOverlay`).
    public weak var currentView: View?
    /// The box given to the `drawText` being drawn, in the current view's space.
    var givenBox: Rect?

    private struct Key: Hashable {
        var kind: TextProblem.Kind
        var viewPath: String
    }
    private var index: [Key: Int] = [:]
    /// Shortened string -> (the original, the width it lacked).
    private var truncations: [String: (original: String, overflow: Double)] = [:]
    private static let truncationMemory = 4096

    public init() {}

    /// Forgets every problem found (the truncations noted stay: a label keeps its shortened text).
    public func removeAllProblems() {
        problems.removeAll()
        windowBoxes.removeAll()
        index.removeAll()
    }

    /// `truncatedText` shortened `original` to `shown`, which lacked `overflow` points.
    public func noteTruncation(of original: String, to shown: String, overflow: Double) {
        if truncations.count >= Self.truncationMemory { truncations.removeAll(keepingCapacity: true) }
        truncations[shown] = (original, overflow)
    }

    /// A canvas drew `text` (as given; `shown` after any pseudo-locale) in `box` (the current
    /// view's space) with `missingGlyphs` missing-glyph boxes among its glyphs.
    public func didDraw(_ text: String, shown: String, box: Rect, missingGlyphs: Int) {
        guard let view = currentView, box.width.isFinite, box.minX.isFinite else { return }
        let truncation = truncations[text]
        let original = truncation?.original ?? text
        if missingGlyphs > 0 {
            add(
                TextProblem(
                    kind: .missingGlyphs, viewPath: "", text: original, shown: shown, missingGlyphs: missingGlyphs),
                view: view, box: box)
        }
        if let truncation {
            add(
                TextProblem(
                    kind: .truncated, viewPath: "", text: original, shown: shown, overflow: truncation.overflow),
                view: view, box: box)
        }
        /// How far `box` runs past the left and right sides of `room`.
        func overflow(past room: Rect) -> Double { max(0, room.minX - box.minX) + max(0, box.maxX - room.maxX) }
        let over = max(overflow(past: view.bounds), givenBox.map(overflow(past:)) ?? 0)
        if over > tolerance {
            add(
                TextProblem(kind: .clipped, viewPath: "", text: original, shown: shown, overflow: over), view: view,
                box: box)
        }
    }

    private func add(_ problem: TextProblem, view: View, box: Rect) {
        var p = problem
        p.viewPath = Self.path(of: view, at: Point(x: box.midX, y: box.midY))
        let key = Key(kind: p.kind, viewPath: p.viewPath)
        let windowBox = view.transformToWindow.apply(box)
        if let i = index[key] {
            if p.overflow > problems[i].overflow { problems[i].overflow = p.overflow }
            windowBoxes[i] = windowBox
            return
        }
        index[key] = problems.count
        problems.append(p)
        windowBoxes.append(windowBox)
        onProblem?(p)
    }

    /// "Basic › Disabled › segment 2": the named views from the outermost in (the root view
    /// left out), the drawing view itself always (by its type's name if it has no label), then
    /// its part at `point`.
    public static func path(of view: View, at point: Point) -> String {
        var names: [String] = []
        var v: View? = view
        while let current = v {
            if current.superview == nil, current !== view {
                break  // the host's root view: the same for every path
            } else if let label = current.explicitAccessibilityLabel, !label.isEmpty {
                names.append(label)
            } else if current === view {
                names.append(String(describing: type(of: current)))
            }
            v = current.superview
        }
        names.reverse()
        if let part = (view as? TextPartNaming)?.textPartName(at: point) { names.append(part) }
        return names.joined(separator: " › ")
    }
}
