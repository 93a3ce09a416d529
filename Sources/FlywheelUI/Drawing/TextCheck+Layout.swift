import FlywheelCore

/// A line of text kept while a whole frame is drawn for the layout check.
struct FrameLine {
    var text: String
    var shown: String
    /// The measured line in the space it was drawn in.
    var box: Rect
    /// Where it landed in the window.
    var windowBox: Rect
    var font: Font
    let view: View
    var opacity: Double
    /// Its place in the frame's drawing order.
    var order = 0
}

/// Something else a whole frame drew: an opaque fill (window points, cut to the clip; from
/// `TextCheck.hidingOpacity` up, and a rounded rectangle without its corners) or a
/// view's own paint (its content and overlay, the clip ignored), by `view`, at `order`.
struct FramePaint {
    let view: View
    var box: Rect
    var order: Int
}

/// The layout kinds (`TextCheck.checksLayout`): a whole frame is drawn, every line, every
/// opaque fill and every view's paint kept in drawing order, then the frame is looked at as a
/// person sees it. The rules, and what they leave alone so that a problem is one a person sees:
///
/// - a line counts only where it shows: its box cut to its room (`ViewVisibility.room`), and not
///   hidden entirely under opaque fills drawn after it by other views (a page put away under
///   another, a modal panel, the status bar over a row scrolled past it). Text at under 5 %
///   opacity (fading out) is not looked at;
/// - `clippedVertically`: more than a quarter of the line's height inside its own view cut by
///   the views around it or the window's edge. A scroll area's cut does not count (scrolling
///   shows the rest), nor the view's own (its content moving: a picker's rows), nor what runs
///   past the view's own top or bottom (a tight label's leading). A line drawn wholly beyond
///   the window's top or bottom by a view that shows, does not clip itself and is in no scroll
///   area is lost, and reported too (`other`: "the window's edge");
/// - `covered`: opaque fills drawn later by another view (not the line's view or an ancestor,
///   not a modal layer as large as the window) hide at least a tenth of the line's visible
///   box, but not all of it;
/// - `overlap`: two lines' visible boxes share at least 2 pt across and a quarter of the lower
///   line's height (measured boxes include the leading: touching lines do not overlap), unless
///   they draw the same text at nearly the same place (a shadow); or a line's visible box meets
///   what an enabled control painted (its own content, cut to where it shows; a switch's frame
///   is taller than its track) by 2×2 pt when the line's view is not the control, inside it or
///   around it (a label on a button is the button's). Reported on the line drawn later;
/// - `tooSmall`: the font's size times the view's scale under `minimumTextSize` (a transform a
///   view applies while drawing — a picker squashing its turning rows — is not counted);
/// - `outsideScroll`: a view inside a `ScrollContainer` whose paint, cut to its room and not
///   hidden under later opaque fills, reaches more than 1 pt outside the scroll area's box (the
///   area's own bounds, or those of the clipping view holding an area that does not clip:
///   a `SwipeView`'s neighbouring pages peek out on purpose).
extension TextCheck {
    /// Lines overlapping by less than this share of the lower one's height only touch.
    static let overlapShare = 0.25
    /// The share of a line's height a vertical cut may take before it is reported.
    static let verticalCutShare = 0.25
    /// The share of a line's visible box covers must hide before it is reported.
    static let coveredShare = 0.1
    /// The opacity from which a fill hides what is under it, for the check: at 85 % what lies
    /// under it shows at 15 % of its contrast, too faint to read (the F1 help's panel is 88 %).
    public static let hidingOpacity = 0.85

    /// Hears that `view` and its subviews are drawn; `paint` is the box its own content and
    /// overlay covered (window points, the clip ignored), nil when it drew nothing itself.
    public func didRender(_ view: View, paint: Rect?) {
        guard layoutFrameOpen else { return }
        frameOrder += 1
        frameEnds[ObjectIdentifier(view)] = frameOrder
        if let paint, paint.minX.isFinite, paint.maxY.isFinite {
            framePaints.append(FramePaint(view: view, box: paint, order: frameOrder))
        }
    }

    /// Hears that the current view filled `box` (window points, cut to the clip) with a colour
    /// at least `hidingOpacity` opaque: what was drawn there before is hidden.
    public func didFillOpaque(_ box: Rect) {
        guard layoutFrameOpen, let view = currentView, box.minX.isFinite, box.maxY.isFinite, !box.isEmpty else {
            return
        }
        frameOrder += 1
        frameFills.append(FramePaint(view: view, box: box, order: frameOrder))
    }

    /// A whole frame starts: its lines, fills and paints are kept until the next one starts.
    public func beginLayoutFrame() {
        frameLines.removeAll(keepingCapacity: true)
        framePaints.removeAll(keepingCapacity: true)
        frameFills.removeAll(keepingCapacity: true)
        frameEnds.removeAll(keepingCapacity: true)
        frameOrder = 0
        layoutFrameOpen = true
    }

    /// The frame is drawn: checks its layout in `window` (the root's tree as drawn).
    public func endLayoutFrame(root: View, window: Rect) {
        layoutFrameOpen = false
        checkLines(root: root, window: window)
        checkScrollAreas(window: window)
    }

    /// The share of `box` (window points) that still shows over `view` in the last whole frame
    /// checked: not under opaque fills drawn after `view` and its subviews by views other than
    /// its ancestors. 1 when the frame did not draw `view` (nothing known covers it).
    public func uncoveredShare(of box: Rect, over view: View) -> Double {
        guard let end = frameEnds[ObjectIdentifier(view)] else { return 1 }
        return ViewVisibility.uncoveredShare(of: box, covers: covers(after: end, of: view))
    }

    /// The box `view` painted itself in the last whole frame checked (its content and overlay,
    /// window points, the clip ignored), or nil when it drew nothing there.
    public func paintedBox(of view: View) -> Rect? {
        framePaints.last { $0.view === view }?.box
    }

    /// The opaque fills drawn after `order` by views other than `view` and its ancestors.
    private func covers(after order: Int, of view: View) -> [Rect] {
        frameFills.compactMap { f in
            f.order > order && !(view === f.view || view.isDescendant(of: f.view)) ? f.box : nil
        }
    }

    /// A line where it shows.
    private struct ShownLine {
        var line: FrameLine
        var visible: Rect
        var path: String
    }

    private func problem(_ kind: TextProblem.Kind, _ s: ShownLine) -> TextProblem {
        TextProblem(kind: kind, viewPath: s.path, text: s.line.text, shown: s.line.shown)
    }

    private func checkLines(root: View, window: Rect) {
        var shownLines: [ShownLine] = []
        for line in frameLines where line.opacity >= 0.05 {
            let view = line.view, windowBox = line.windowBox
            guard let room = ViewVisibility.room(of: view, in: window),
                let visible = windowBox.intersection(room), visible.width > 0.5, visible.height > 0.5
            else {
                if let edge = Self.lostEdge(of: line, in: window) {
                    let mid = Point(x: windowBox.midX, y: windowBox.midY)
                    var p = TextProblem(
                        kind: .clippedVertically,
                        viewPath: Self.path(of: view, at: view.transformToWindow.inverted()?.apply(mid) ?? mid),
                        text: line.text, shown: line.shown, overflow: windowBox.height)
                    p.otherPath = "the window's edge"
                    add(p, windowBox: edge)
                }
                continue
            }
            let covers = covers(after: line.order, of: view)
            let hiddenShare = 1 - ViewVisibility.uncoveredShare(of: visible, covers: covers)
            if hiddenShare >= 1 { continue }  // put away under another view: not seen
            let mid = Point(x: windowBox.midX, y: windowBox.midY)
            let shown = ShownLine(
                line: line, visible: visible,
                path: Self.path(of: view, at: view.transformToWindow.inverted()?.apply(mid) ?? mid))
            shownLines.append(shown)
            let size = line.font.size * abs(view.transformToWindow.determinant).squareRoot()
            if size < minimumTextSize - 0.01 {
                var p = problem(.tooSmall, shown)
                p.size = size
                add(p, windowBox: visible)
            }
            let cut = Self.verticalCut(of: windowBox, drawnBy: view, in: window)
            if cut > Self.verticalCutShare * windowBox.height {
                var p = problem(.clippedVertically, shown)
                p.overflow = cut
                add(p, windowBox: windowBox)
            }
            if hiddenShare >= Self.coveredShare,
                let cover = frameFills.last(where: {
                    $0.order > line.order && Self.meets(visible, $0.box)
                        && !(view === $0.view || view.isDescendant(of: $0.view)) && !Self.isModal($0.view, in: window)
                })
            {
                var p = problem(.covered, shown)
                p.overflow = visible.intersection(cover.box)?.height ?? 0
                p.otherPath = Self.path(of: cover.view, at: nil)
                add(p, windowBox: visible)
            }
        }
        checkOverlaps(shownLines, root: root, window: window)
    }

    /// For a line drawn wholly above or below the window by a view that shows (not one that
    /// clips its own content, not inside a scroll area): the strip of the window's edge it lies
    /// beyond, to outline. Text there is lost — help cut off mid-sentence with no way to scroll.
    static func lostEdge(of line: FrameLine, in window: Rect) -> Rect? {
        let box = line.windowBox, view = line.view
        guard !view.clipsToBounds, ViewVisibility.enclosingScrollContainer(of: view) == nil,
            ViewVisibility.visibleBox(of: view, in: window) != nil, box.maxX > window.minX, box.minX < window.maxX
        else { return nil }
        let x0 = max(box.minX, window.minX), x1 = min(box.maxX, window.maxX)
        if box.minY >= window.maxY { return Rect(x: x0, y: window.maxY - 3, width: x1 - x0, height: 3) }
        if box.maxY <= window.minY { return Rect(x: x0, y: window.minY, width: x1 - x0, height: 3) }
        return nil
    }

    /// Whether `view` is a modal layer: as large as the window (the F1 help over a scene). It
    /// covers what it covers on purpose; what peeks out beside its panel is not `covered`.
    static func isModal(_ view: View, in window: Rect) -> Bool {
        let box = view.transformToWindow.apply(view.bounds)
        return box.minX <= window.minX + 0.5 && box.minY <= window.minY + 0.5 && box.maxX >= window.maxX - 0.5
            && box.maxY >= window.maxY - 0.5
    }

    /// Whether `a` and `b` share at least 2×2 pt.
    static func meets(_ a: Rect, _ b: Rect) -> Bool {
        guard let m = a.intersection(b) else { return false }
        return m.width >= 2 && m.height >= 2
    }

    /// How much of the line's height inside its own view is cut by the views around it (and
    /// the window), scroll areas left out (see the rules above).
    static func verticalCut(of line: Rect, drawnBy view: View, in window: Rect) -> Double {
        let own = view.transformToWindow.apply(view.bounds)
        let top = max(line.minY, own.minY), bottom = min(line.maxY, own.maxY)
        guard bottom > top, let parent = view.superview else { return 0 }
        guard let hard = ViewVisibility.room(of: parent, in: window, throughScrolls: true),
            line.maxX > hard.minX, line.minX < hard.maxX
        else { return bottom - top }
        return (bottom - top) - max(0, min(bottom, hard.maxY) - max(top, hard.minY))
    }

    private func checkOverlaps(_ lines: [ShownLine], root: View, window: Rect) {
        for i in lines.indices {
            let a = lines[i]
            for j in 0..<i {
                let b = lines[j]
                guard let meet = a.visible.intersection(b.visible), meet.width >= 2,
                    meet.height >= max(2, Self.overlapShare * min(a.visible.height, b.visible.height))
                else { continue }
                if a.line.text == b.line.text, meet.width * meet.height >= 0.8 * a.visible.width * a.visible.height {
                    continue  // a shadow or an outline: the same text twice
                }
                var p = problem(.overlap, a)
                p.otherPath = "\"\(b.line.text)\" in \(b.path)"
                add(p, windowBox: a.visible)
            }
        }
        var controls: [(view: Control, box: Rect)] = []
        func visit(_ v: View) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            if let c = v as? Control, c.isEnabled, c.isUserInteractionEnabled,
                let frame = ViewVisibility.visibleBox(of: c, in: window),
                let box = paintedBox(of: c).flatMap(frame.intersection)
            {
                controls.append((c, box))
            }
            for s in v.subviews { visit(s) }
        }
        visit(root)
        for line in lines {
            for c in controls where !ViewVisibility.belong(line.line.view, c.view) {
                guard Self.meets(line.visible, c.box) else { continue }
                var p = problem(.overlap, line)
                p.otherPath = Self.path(of: c.view, at: nil)
                add(p, windowBox: line.visible)
                break
            }
        }
    }

    private func checkScrollAreas(window: Rect) {
        for paint in framePaints {
            guard let scroll = ViewVisibility.enclosingScrollContainer(of: paint.view),
                let area = Self.scrollArea(of: scroll, in: window),
                let room = ViewVisibility.room(of: paint.view, in: window),
                let painted = paint.box.intersection(room)
            else { continue }
            // The strips of the paint outside the area: above, below, left, right.
            let strips = [
                Rect(x: painted.minX, y: painted.minY, width: painted.width, height: area.minY - painted.minY),
                Rect(x: painted.minX, y: area.maxY, width: painted.width, height: painted.maxY - area.maxY),
                Rect(x: painted.minX, y: painted.minY, width: area.minX - painted.minX, height: painted.height),
                Rect(x: area.maxX, y: painted.minY, width: painted.maxX - area.maxX, height: painted.height),
            ].filter { $0.width > 1 && $0.height > 1 }
            guard !strips.isEmpty else { continue }
            let covers = covers(after: paint.order, of: paint.view)
            let seen = strips.filter { ViewVisibility.uncoveredShare(of: $0, covers: covers) > 0 }
            guard let first = seen.first else { continue }
            let out = seen.map { min($0.width, $0.height) }.max() ?? 0
            let path = Self.path(of: paint.view, at: nil)
            var p = TextProblem(kind: .outsideScroll, viewPath: path, text: path, shown: path, overflow: out)
            p.otherPath = Self.path(of: scroll, at: nil)
            add(p, windowBox: seen.dropFirst().reduce(first) { $0.union($1) })
        }
    }

    /// The box a scroll area shows its content in: its own, or, when it leaves clipping to the
    /// view holding it (a `SwipeView` shows the neighbouring pages peeking out in its bounds),
    /// that view's.
    static func scrollArea(of scroll: ScrollContainer, in window: Rect) -> Rect? {
        if !scroll.clipsToBounds, let parent = scroll.superview, parent.clipsToBounds {
            return ViewVisibility.visibleBox(of: parent, in: window)
        }
        return ViewVisibility.visibleBox(of: scroll, in: window)
    }
}
