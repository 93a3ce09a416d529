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
/// With `checksLayout`, each frame drawn whole is also checked as a person sees it
/// (`TextCheck+Layout.swift`): text cut at its top or bottom, covered by a view drawn over it,
/// overlapping other text or a control, smaller than `minimumTextSize`, and anything painted
/// outside its scroll area.
///
/// Off by default (a canvas's `textCheck` is nil and nothing is checked). The harness turns it
/// on for `l10n-check`, for script reports (`textProblems`) and with F3 in a window.
///
/// ```swift
/// let check = TextCheck()
/// canvas.textCheck = check
/// host.render(in: canvas)
/// check.problems.forEach { print($0) }
///
/// check.checksLayout = true        // and each frame drawn whole: overlaps, covers, cuts, size
/// host.setNeedsFrame()
/// host.render(in: canvas)
/// check.problems.filter { $0.kind == .overlap }   // "Events: none yet" meets "Flare: …"
/// ```
public final class TextCheck {
    /// Each distinct problem in the order found: one per kind and view path (a segment or a tab
    /// is a path of its own), with the first string seen there; seen again, it keeps its
    /// largest overflow. A label whose text keeps changing (a log) is one problem, not one per
    /// text.
    public private(set) var problems: [TextProblem] = []
    /// Where each of `problems` was last drawn, in window points (for outlines).
    public private(set) var windowBoxes: [Rect] = []
    /// Keep every line drawn in `lines` (off by default: only problems are kept).
    public var recordsLines = false
    /// Every line drawn since `removeAllLines()`, in drawing order, when `recordsLines` is on.
    public private(set) var lines: [DrawnTextLine] = []
    /// Called once for each new problem.
    public var onProblem: ((TextProblem) -> Void)?
    /// Points a line may run past its view's side before it counts as clipped (antialiasing,
    /// rounding to pixels).
    public var tolerance = 0.5

    /// Check each whole frame's layout too (off by default): text cut at its top or bottom,
    /// covered, overlapping, too small, and paint outside scroll areas (`TextCheck+Layout.swift`).
    public var checksLayout = false
    /// With `checksLayout`, check only frames drawn while nothing animates (F3 in a window:
    /// a ring sweeping over labels mid-flight is not a layout).
    public var checksLayoutOnlyAtRest = false
    /// The smallest text size accepted, in points (the harness's `--pixel-scale` multiplies
    /// points into device pixels; the rule is in points, as a platform's type sizes are): 9 pt,
    /// the smallest size iOS's Dynamic Type gives any text style (Caption 2 at its smallest
    /// setting, docs/localisation.md).
    public var minimumTextSize = Font.minimumReadableSize

    /// The view drawing now (set by `View.render(in:)` around each view's `draw` and
    /// `drawOverlay`).
    public weak var currentView: View?
    /// A whole frame is being drawn for the layout check: lines and paints are kept.
    var layoutFrameOpen = false
    /// The last whole frame checked (`checksLayout`): its lines, its views' paints, its opaque
    /// fills, each in drawing order (`frameOrder` counts), and where each view's drawing ended.
    var frameLines: [FrameLine] = []
    var framePaints: [FramePaint] = []
    var frameFills: [FramePaint] = []
    var frameEnds: [ObjectIdentifier: Int] = [:]
    var frameOrder = 0
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

    /// Forgets the lines recorded (before the frame whose lines a check wants).
    public func removeAllLines() { lines.removeAll(keepingCapacity: true) }

    /// `truncatedText` shortened `original` to `shown`, which lacked `overflow` points.
    public func noteTruncation(of original: String, to shown: String, overflow: Double) {
        if truncations.count >= Self.truncationMemory { truncations.removeAll(keepingCapacity: true) }
        truncations[shown] = (original, overflow)
    }

    /// A canvas drew `text` (as given; `shown` after any pseudo-locale) in `box` (the current
    /// view's space) with `missingGlyphs` missing-glyph boxes among its glyphs, in `font` (when
    /// the canvas says) at `opacity` (the colour's alpha times the canvas's).
    /// `windowBox`: where the line landed in the window, when the canvas knows (a view may
    /// draw under transforms of its own: a picker squashes its rows); else `box` through the
    /// view's transform.
    public func didDraw(
        _ text: String, shown: String, box: Rect, missingGlyphs: Int, font: Font? = nil, opacity: Double = 1,
        windowBox: Rect? = nil
    ) {
        guard let view = currentView, box.width.isFinite, box.minX.isFinite else { return }
        if layoutFrameOpen, let font {
            let inWindow = windowBox.flatMap { $0.minX.isFinite && $0.maxY.isFinite ? $0 : nil }
            frameLines.append(
                FrameLine(
                    text: text, shown: shown, box: box, windowBox: inWindow ?? view.transformToWindow.apply(box),
                    font: font, view: view, opacity: opacity, order: frameOrder + 1))
            frameOrder += 1
        }
        if recordsLines, let font {
            lines.append(
                DrawnTextLine(
                    text: text, windowBox: view.transformToWindow.apply(box), font: font,
                    viewPath: Self.path(of: view, at: Point(x: box.midX, y: box.midY)), view: view, opacity: opacity))
        }
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
        add(p, windowBox: view.transformToWindow.apply(box))
    }

    /// Keeps `p` (its path set), outlined at `windowBox`, unless its kind and path are kept
    /// already: then the larger overflow stays and the outline moves.
    func add(_ p: TextProblem, windowBox: Rect) {
        let key = Key(kind: p.kind, viewPath: p.viewPath)
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
    /// its part at `point` (none when `point` is nil: the view as a whole).
    public static func path(of view: View, at point: Point?) -> String {
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
        if let point, let part = (view as? TextPartNaming)?.textPartName(at: point) { names.append(part) }
        return names.joined(separator: " › ")
    }
}
