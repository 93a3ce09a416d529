import FlywheelCore

/// Where a view can be seen in its window: the checks' geometry (`TextCheck`'s layout kinds,
/// the harness's `focusNotVisible`). Boxes are window points; a rotated view counts by its
/// bounding box.
///
/// - the **room** of a view is the window cut by every ancestor that clips (`clipsToBounds`),
///   and by the view itself when it clips: nothing the view draws shows outside it. Asked
///   without scroll areas, a `ScrollContainer`'s cut is left out (and that of a view holding a
///   scroll area that does not clip itself: a `SwipeView`) — scrolling brings what it hides
///   into view, so it is not lost;
/// - what lies under opaque fills drawn later is hidden: `uncoveredShare` says how much of a
///   box still shows (a `TextCheck` keeps a whole frame's opaque fills: `TextCheck.uncoveredShare`).
///
/// ```swift
/// let window = Rect(origin: .zero, size: host.size)
/// let room = ViewVisibility.room(of: label, in: window)               // nil: cut away entirely
/// let shown = ViewVisibility.visibleBox(of: button, in: window)        // its frame, cut
/// ViewVisibility.uncoveredShare(of: shown!, covers: [statusBar.frame])   // 0.5: half under it
/// ```
public enum ViewVisibility {
    /// The part of the window `view` can draw in, or nil when its clipping ancestors leave
    /// nothing. `throughScrolls`: leave out the cut of scroll areas (see above).
    public static func room(of view: View, in window: Rect, throughScrolls: Bool = false) -> Rect? {
        var box: Rect? = window
        var v: View? = view
        var below: View?
        while let current = v, let b = box {
            if current.clipsToBounds, !(throughScrolls && isScrollCut(current, above: below)) {
                box = b.intersection(current.transformToWindow.apply(current.bounds))
            }
            below = current
            v = current.superview
        }
        return box
    }

    /// Whether `view`'s clip is a scroll area's: a `ScrollContainer`'s own, or that of the view
    /// holding a scroll area that leaves clipping to it (`below`, the child on the way up: a
    /// `SwipeView` clips its pages, its scroll area does not).
    static func isScrollCut(_ view: View, above below: View?) -> Bool {
        if view is ScrollContainer { return true }
        if let scroll = below as? ScrollContainer, !scroll.clipsToBounds { return true }
        return false
    }

    /// `view`'s bounds in the window, cut to its room (nil: nothing of it can show).
    public static func visibleBox(of view: View, in window: Rect) -> Rect? {
        guard let room = room(of: view, in: window) else { return nil }
        return view.transformToWindow.apply(view.bounds).intersection(room)
    }

    /// Whether `view` and every ancestor are shown (not hidden, not transparent).
    public static func isShown(_ view: View) -> Bool {
        var v: View? = view
        while let current = v {
            if current.isHidden || current.alpha <= 0.01 { return false }
            v = current.superview
        }
        return true
    }

    /// The share of `box` not under any of `covers` (their boxes), sampled on a 12×6 grid of
    /// points: 0 when every sample is covered, 1 when none is.
    public static func uncoveredShare(of box: Rect, covers: [Rect]) -> Double {
        let near = covers.filter { $0.intersection(box) != nil }
        guard !near.isEmpty else { return 1 }
        let columns = 12, rows = 6
        var open = 0
        for i in 0..<columns {
            for j in 0..<rows {
                let p = Point(
                    x: box.minX + box.width * (Double(i) + 0.5) / Double(columns),
                    y: box.minY + box.height * (Double(j) + 0.5) / Double(rows))
                if !near.contains(where: { $0.contains(p) }) { open += 1 }
            }
        }
        return Double(open) / Double(columns * rows)
    }

    /// Whether `a` is `b`, an ancestor of `b` or a descendant of it: one belongs to the other.
    public static func belong(_ a: View, _ b: View) -> Bool {
        a === b || a.isDescendant(of: b) || b.isDescendant(of: a)
    }

    /// The nearest scroll area around `view` (not `view` itself), if any.
    public static func enclosingScrollContainer(of view: View) -> ScrollContainer? {
        var v = view.superview
        while let current = v {
            if let scroll = current as? ScrollContainer { return scroll }
            v = current.superview
        }
        return nil
    }
}
