import FlywheelCore
import FlywheelUI

/// `focusNotVisible`: a person moving with Tab must see where focus is. The audit presses Tab
/// through the scene's focus order, as a keyboard player does, each press followed by half a
/// second (a scroll bringing the control into view has time to end; the frame after it is drawn
/// whole, its opaque fills kept by the text check), and looks at the control holding focus:
///
/// - **outside**: nothing of its frame shows — outside the window, or cut away by the views
///   around it that clip (a scroll area, a swipe view's page);
/// - **cut**: its frame is cut by a scroll area (which could have scrolled it into view: half a
///   button past a swipe view's edge) or by the window's edge (unless it is larger than the
///   window). A cut the layout keeps — a clipping view that does not scroll, such as the
///   corner scenes' spinners half out of their working area by design, even where that area
///   ends at the window's edge — is what the control always looks like, and passes;
/// - **covered**: less than 75 % of what it drew, where it shows, is clear of the opaque fills
///   other views draw over it (`TextCheck.uncoveredShare`): a control scrolled under the
///   status bar. What it drew, not its frame: a switch's frame is taller than its track.
///
/// The walk ends when focus comes back to a control it has seen (it wraps), or after as many
/// presses as there are focus stops. It moves focus and the clock, so it runs after every other
/// rule has read the frame; the picture keeps the frame the other rules read.
extension A11yAudit {
    /// Seconds a Tab press is given before the focused control is looked at.
    static let focusSettleTime = 0.5
    /// The share of what shows of a focused control that must be clear of covers: a quarter
    /// under a neighbour is rows packed tight (its painted box includes a shadow's pixel or
    /// two), half under the status bar is out of sight.
    static let focusClearShare = 0.75

    func focusProblems() -> [A11yProblem] {
        let renderer = render.renderer, host = renderer.host, check = render.textCheck
        let stops = host.focusableViews.count
        guard stops > 0 else { return [] }
        let window = Rect(origin: .zero, size: render.size)
        let tracked = renderer.rendererHost.tracksDamage
        renderer.rendererHost.tracksDamage = false
        check.checksLayout = true
        defer {
            check.checksLayout = false
            renderer.rendererHost.tracksDamage = tracked
        }
        var seen = Set<ObjectIdentifier>()
        var problems: [A11yProblem] = []
        for _ in 0..<stops {
            renderer.press(.tab)
            renderer.clock.advance(by: Self.focusSettleTime)
            host.setNeedsFrame()
            renderer.renderFrame()
            guard let view = host.focusedView else { continue }
            guard seen.insert(ObjectIdentifier(view)).inserted else { break }
            if let why = Self.whyNotVisible(view, in: window, check: check) {
                problems.append(
                    A11yProblem(
                        kind: .focusNotVisible, path: TextCheck.path(of: view, at: nil),
                        role: view.accessibilityRole.rawValue, box: view.transformToWindow.apply(view.bounds),
                        text: view.accessibilityLabel, detail: why))
            }
        }
        return problems
    }

    /// Why a person cannot see `view` where it is now, or nil when they can.
    static func whyNotVisible(_ view: View, in window: Rect, check: TextCheck) -> String? {
        let frame = view.transformToWindow.apply(view.bounds)
        guard let room = ViewVisibility.room(of: view, in: window), let shown = frame.intersection(room),
            shown.width > 0.5, shown.height > 0.5
        else { return "focused outside the window or its scroll area: nothing of it shows" }
        // Cut by a scroll area (it could have scrolled) or by the window's edge; a clip the
        // layout keeps (a spinner in a clipped corner, by design) shows what it always shows.
        let expected =
            ViewVisibility.room(of: view, in: window, throughScrolls: true).flatMap(frame.intersection) ?? shown
        let tolerance = 1.0
        // The window's edge counts unless a fixed clip cuts the control already: a layout that
        // puts it half out of a clipped corner at the window's edge means it.
        let everywhere = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        let fixedCut =
            ViewVisibility.room(of: view, in: everywhere, throughScrolls: true).flatMap(frame.intersection).map {
                $0.width < frame.width - tolerance || $0.height < frame.height - tolerance
            } ?? true
        let inWindow = frame.intersection(window) ?? shown
        if shown.width < expected.width - tolerance || shown.height < expected.height - tolerance
            || !fixedCut && inWindow.width < frame.width - tolerance && frame.width <= window.width
            || !fixedCut && inWindow.height < frame.height - tolerance && frame.height <= window.height
        {
            return
                "focused half out of sight: \(NumberText.rounded(shown.width, decimals: 0))×\(NumberText.rounded(shown.height, decimals: 0)) of \(NumberText.rounded(frame.width, decimals: 0))×\(NumberText.rounded(frame.height, decimals: 0)) pt shows"
        }
        // What it drew (a switch's track is smaller than its frame), where it shows.
        let drawn = check.paintedBox(of: view).flatMap(shown.intersection) ?? shown
        let clear = check.uncoveredShare(of: drawn, over: view)
        if clear < focusClearShare {
            return "focused under views drawn over it: \(NumberText.rounded(100 * (1 - clear), decimals: 0)) % hidden"
        }
        return nil
    }
}
