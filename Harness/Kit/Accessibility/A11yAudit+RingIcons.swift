import FlywheelCore
import FlywheelUI

/// `smallRingIcon`: an open spinner's ring must show icons a player can read. Every shown,
/// enabled spinner that opens as a ring is opened (as a tap opens it), given a second to
/// finish its opening, and its items are read where the ring draws them (the reader's item
/// elements: each icon's box); then it is closed again. An icon under
/// `Spinner.minimumRingIconSide` (24 pt, the size a spinner without a `radius` keeps by moving
/// its ring into the window) is a problem, one per spinner: "ring icons 11 pt across (needs
/// 24)"; a ring that leaves them no room at all draws none: "no ring icons drawn".
///
/// A spinner opening as the picker has no ring and is not measured here.
extension A11yAudit {
    /// Seconds an opened spinner is given before its ring is read (its pop animation).
    static let ringSettleTime = 1.0

    func ringIconProblems() -> [A11yProblem] {
        let renderer = render.renderer
        let window = Rect(origin: .zero, size: render.size)
        var spinners: [Spinner] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if let spinner = view as? Spinner, spinner.isEnabled, spinner.count > 1, spinner.opensAsSpinner,
                ViewVisibility.visibleBox(of: spinner, in: window).map({ $0.width > 0.5 && $0.height > 0.5 }) == true
            {
                spinners.append(spinner)
            }
            for s in view.subviews { visit(s) }
        }
        visit(renderer.host.rootView)
        var problems: [A11yProblem] = []
        for spinner in spinners {
            if !spinner.isOpen { spinner.isOpen = true }
            renderer.clock.advance(by: Self.ringSettleTime)
            renderer.renderFrame()
            defer {
                spinner.isOpen = false
                renderer.clock.advance(by: Self.ringSettleTime)
                renderer.renderFrame()
            }
            guard spinner.isOpen else { continue }
            let side = spinner.ringIconSide(radius: spinner.ringRadius)
            guard side < Spinner.minimumRingIconSide - 0.01 else { continue }
            let items = spinner.accessibilityNodeChildren.map(\.accessibilityFrameInWindow)
            let ring = items.dropFirst().reduce(items.first ?? spinner.transformToWindow.apply(spinner.bounds)) {
                $0.union($1)
            }
            let minimum = NumberText.rounded(Spinner.minimumRingIconSide, decimals: 0)
            problems.append(
                A11yProblem(
                    kind: .smallRingIcon, path: TextCheck.path(of: spinner, at: nil),
                    role: spinner.accessibilityRole.rawValue, box: ring.intersection(window) ?? ring,
                    text: spinner.accessibilityLabel,
                    minimumSide: Spinner.minimumRingIconSide,
                    detail: side <= 0
                        ? "no ring icons drawn: a ring of radius \(NumberText.rounded(spinner.ringRadius, decimals: 0)) pt leaves them no room (needs \(minimum) pt icons)"
                        : "ring icons \(NumberText.rounded(side, decimals: 1)) pt across (needs \(minimum))"))
        }
        return problems
    }
}
