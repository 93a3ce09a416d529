import FlywheelCore
import FlywheelUI

/// `outOfReach` and `cutByWindow`: what a player can never bring into view. Geometry of the
/// frame the picture shows; nothing is scrolled.
///
/// Each piece of content — a shown view a reader reaches (not a container: group, scroll area,
/// page, window) or a control taking input, outermost only (a button's title goes with it), and
/// each line of text the frame drew — is cut first by the views around it that clip and do not
/// scroll (what a clipped panel hides on purpose is put away, not lost). What is left must be
/// able to show whole (or, when larger, to fill what shows) in its **viewport**: the window,
/// or, inside a `ScrollContainer`, the scroll area's box cut by the clips around it and the
/// window, with the content moved by every offset the area can take (0 … `maximumOffset`
/// along its axis; any, when it wraps; none, when scrolling is off). A scroll area inside
/// another is taken as brought into view by the outer one.
///
/// - `outOfReach`: a control (a `Control` taking input, or an interactive element) that cannot
///   show whole, other content nothing of which can show, or a line of text of no such view
///   that cannot show whole: "nothing of it can be brought into view", or "at most 120×20 of
///   120×44 pt can be brought into view";
/// - `cutByWindow`: a line of text part of which can show, the rest cut by the window's edge
///   however its scroll area moves (a label half past the window's right edge).
extension A11yAudit {
    /// Points a box may run past its viewport (antialiasing, rounding to pixels).
    static let reachTolerance = 1.0

    func reachProblems() -> [A11yProblem] {
        let window = Rect(origin: .zero, size: render.size)
        var problems: [A11yProblem] = []
        var lost: [View] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if Self.isContent(view) {
                let frame = view.transformToWindow.apply(view.bounds)
                // A control must show whole; anything else must show at all (its text's own
                // cut is the line rule's).
                let isControl =
                    (view as? Control)?.isUserInteractionEnabled == true
                    || Self.interactiveRoles.contains(view.accessibilityRole)
                if let reach = Self.reach(of: frame, in: view, window: window),
                    isControl ? !reach.isWhole : reach.width < 0.5 || reach.height < 0.5
                {
                    lost.append(view)
                    problems.append(
                        A11yProblem(
                            kind: .outOfReach, path: TextCheck.path(of: view, at: nil),
                            role: view.accessibilityRole == .none ? "none" : view.accessibilityRole.rawValue,
                            box: frame.intersection(window) ?? Self.edgeStrip(of: frame, in: window),
                            text: view.accessibilityLabel, detail: reach.detail(of: frame)))
                }
                return
            }
            for s in view.subviews { visit(s) }
        }
        visit(render.renderer.host.rootView)
        for line in render.textCheck.lines where line.opacity > 0.05 && !line.text.allSatisfy(\.isWhitespace) {
            guard let view = line.view, !lost.contains(where: { view === $0 || view.isDescendant(of: $0) }),
                ViewVisibility.isShown(view), let reach = Self.reach(of: line.windowBox, in: view, window: window),
                !reach.isWhole
            else { continue }
            // Some of it can show, and the window's edge cuts the rest: cut; else out of reach.
            let shows = reach.width >= 0.5 && reach.height >= 0.5
            let kind: A11yProblem.Kind = shows && reach.windowCuts ? .cutByWindow : .outOfReach
            problems.append(
                A11yProblem(
                    kind: kind, path: line.viewPath, role: "text",
                    box: line.windowBox.intersection(window) ?? Self.edgeStrip(of: line.windowBox, in: window),
                    text: line.text, detail: reach.detail(of: line.windowBox)))
        }
        return problems
    }

    /// Content: an element a reader reaches that is not a container, or a control taking input.
    static func isContent(_ view: View) -> Bool {
        if let control = view as? Control, control.isUserInteractionEnabled { return true }
        return !reachContainerRoles.contains(view.accessibilityRole)
    }

    /// Roles that hold content rather than being it.
    static let reachContainerRoles: Set<AccessibilityRole> = [.none, .group, .window, .scrollArea, .page]

    /// How much of a box can be brought into view at best.
    struct Reach {
        /// The most of the box that can show, along x and y (points).
        var width: Double
        var height: Double
        /// The box's size after the clips that do not scroll.
        var whole: Size
        /// Whether it shows whole (or, larger than its viewport, fills it) on both axes.
        var isWhole: Bool
        /// Whether a side it cannot reach is the window's edge.
        var windowCuts: Bool

        func detail(of frame: Rect) -> String {
            if width < 0.5 || height < 0.5 { return "nothing of it can be brought into view" }
            return
                "at most \(NumberText.rounded(width, decimals: 0))×\(NumberText.rounded(height, decimals: 0)) of \(NumberText.rounded(frame.width, decimals: 0))×\(NumberText.rounded(frame.height, decimals: 0)) pt can be brought into view"
        }
    }

    /// How much of `box` (window points), drawn by `view`, can show at best; nil when the clips
    /// that do not scroll put it all away (it is not meant to show).
    static func reach(of box: Rect, in view: View, window: Rect) -> Reach? {
        let everywhere = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        guard box.width > 0.5, box.height > 0.5,
            let fixed = ViewVisibility.room(of: view, in: everywhere, throughScrolls: true).flatMap(box.intersection),
            fixed.width > 0.5, fixed.height > 0.5
        else { return nil }
        var viewport = window
        var shiftX = 0.0...0.0, shiftY = 0.0...0.0
        if let scroll = ViewVisibility.enclosingScrollContainer(of: view) {
            // A scroll area that leaves clipping to the view holding it (a `SwipeView`) shows
            // its content in that view's box.
            let holder = !scroll.clipsToBounds && scroll.superview?.clipsToBounds == true ? scroll.superview! : scroll
            let area = holder.transformToWindow.apply(holder.bounds)
            let outer = ViewVisibility.enclosingScrollContainer(of: scroll) != nil
            guard
                let cut = ViewVisibility.room(of: scroll, in: outer ? everywhere : window, throughScrolls: true)
                    .flatMap(area.intersection)
            else { return Reach(width: 0, height: 0, whole: fixed.size, isWhole: false, windowCuts: true) }
            viewport = cut
            if scroll.isScrollEnabled {
                // Content moves by (offset now − offset then): 0 … maximumOffset, or anywhere;
                // the other way on the window when the area is drawn mirrored (a swipe view in
                // a right-to-left window).
                let now = scroll.axisOffset
                let t = scroll.transformToWindow
                let o = t.apply(Point(x: 0, y: 0)), e = t.apply(Point(x: 1, y: 1))
                let mirrored = scroll.isVertical ? e.y < o.y : e.x < o.x
                let range =
                    scroll.wrapPeriod.map { $0 > 0 } == true
                    ? -1e9...1e9
                    : mirrored ? (-now)...(scroll.maximumOffset - now) : (now - scroll.maximumOffset)...now
                if scroll.isVertical { shiftY = range } else { shiftX = range }
            }
        }
        let x = best(fixed.minX, fixed.maxX, in: viewport.minX, viewport.maxX, shifts: shiftX)
        let y = best(fixed.minY, fixed.maxY, in: viewport.minY, viewport.maxY, shifts: shiftY)
        // Short on an axis: less shows than the box, or than the viewport when the box is larger.
        let short = (
            x.shown < min(fixed.width, viewport.width) - reachTolerance,
            y.shown < min(fixed.height, viewport.height) - reachTolerance
        )
        let windowCuts =
            short.0
            && ((x.low && abs(viewport.minX - window.minX) < 0.5) || (x.high && abs(viewport.maxX - window.maxX) < 0.5))
            || short.1
                && ((y.low && abs(viewport.minY - window.minY) < 0.5)
                    || (y.high && abs(viewport.maxY - window.maxY) < 0.5))
        return Reach(
            width: x.shown, height: y.shown, whole: fixed.size, isWhole: !short.0 && !short.1, windowCuts: windowCuts)
    }

    /// Along one axis: the most of [a, b] that shows in [p, q] over the shifts allowed, and on
    /// which side it stays cut (`low`: before p, `high`: past q) at that best shift.
    static func best(_ a: Double, _ b: Double, in p: Double, _ q: Double, shifts: ClosedRange<Double>)
        -> (shown: Double, low: Bool, high: Bool)
    {
        let length = b - a, room = q - p
        // The shift that centres what fits best: the box's start at p when it fits, else the
        // box covering the room; clamped to the shifts allowed.
        let wanted = length <= room ? min(max(shifts.lowerBound, p - a), shifts.upperBound) : p - a
        var candidates = [wanted, shifts.lowerBound, shifts.upperBound]
        candidates.append(min(max(q - b, shifts.lowerBound), shifts.upperBound))
        candidates.append(min(max(p - a, shifts.lowerBound), shifts.upperBound))
        var bestShown = -1.0, bestShift = 0.0
        for d in candidates where d >= shifts.lowerBound - 1e-9 && d <= shifts.upperBound + 1e-9 {
            let shown = max(0, min(b + d, q) - max(a + d, p))
            if shown > bestShown + 1e-9 {
                bestShown = shown
                bestShift = d
            }
        }
        return (max(0, bestShown), a + bestShift < p - reachTolerance, b + bestShift > q + reachTolerance)
    }

    /// A 3-pt strip of the window's edge nearest `box`, to outline what lies beyond it.
    static func edgeStrip(of box: Rect, in window: Rect) -> Rect {
        let x0 = min(max(box.minX, window.minX), window.maxX - 3), x1 = max(min(box.maxX, window.maxX), x0 + 3)
        let y0 = min(max(box.minY, window.minY), window.maxY - 3), y1 = max(min(box.maxY, window.maxY), y0 + 3)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
