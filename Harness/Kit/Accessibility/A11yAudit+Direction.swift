import FlywheelCore
import FlywheelUI

/// `orderAgainstDirection`: inside a row, Tab and a screen reader go from the side the layout
/// starts on — right to left in a mirrored (right-to-left) window, left to right otherwise, and
/// a run of controls laid out the other way (a panel forced left to right) in its own
/// direction. The audit looks at two orders:
///
/// - **Tab**: each step of the host's focus order (`ViewHost.padFocusableViews`, the controls
///   that can be seen, in Tab order) from one control to the next;
/// - **reading**: each element of the reader's tree after the sibling before it (a row of
///   segments, tabs or stars a widget lists itself included). The parts of an adjustable
///   element go in its value's order and are checked only when they stand in one row (a
///   rating's stars; not an open spinner's ring).
///
/// Two neighbours are in one row when they overlap vertically by at least half the shorter
/// one's height; the step runs against the direction when the second lies wholly before the
/// first: to its left in a left-to-right row, to its right in a right-to-left one. The second is
/// reported, by path, naming the first.
extension A11yAudit {
    func directionProblems() -> [A11yProblem] { Self.directionProblems(in: render) }

    /// `directionProblems()` of a render alone: what `l10n-check` reports too (no pixels needed).
    static func directionProblems(in render: SceneCheckLoop.Render) -> [A11yProblem] {
        let host = render.renderer.host
        var problems: [A11yProblem] = []
        let window = host.layoutDirection
        func direction(of node: AccessibilityNode) -> LayoutDirection {
            if let view = node as? View { return view.effectiveLayoutDirection }
            return (node as? AccessibilityElement)?.owner?.effectiveLayoutDirection ?? window
        }
        func check(_ a: AccessibilityNode, _ b: AccessibilityNode, pathA: String, pathB: String, _ order: String) {
            let fa = a.accessibilityFrameInWindow, fb = b.accessibilityFrameInWindow
            let da = direction(of: a), db = direction(of: b)
            let rowDirection = da == db ? da : window
            guard runsAgainst(from: fa, to: fb, in: rowDirection) else { return }
            let way =
                rowDirection.isRightToLeft
                ? "left to right in a right-to-left row" : "right to left in a left-to-right row"
            problems.append(
                A11yProblem(
                    kind: .orderAgainstDirection, path: pathB, role: b.accessibilityRole.rawValue,
                    box: fb.union(fa), text: b.accessibilityLabel, detail: "\(order) comes to it from \(pathA), \(way)")
            )
        }
        let tabOrder = host.padFocusableViews
        for (a, b) in zip(tabOrder, tabOrder.dropFirst()) {
            check(a, b, pathA: TextCheck.path(of: a, at: nil), pathB: TextCheck.path(of: b, at: nil), "Tab")
        }
        func visit(_ node: AccessibilityNode) {
            let children = node.accessibilityNodeChildren.filter { child in
                if let view = child as? View, isHiddenInWindow(view) { return false }
                return true
            }
            // An adjustable element's parts go in its value's order: checked when they stand in
            // one row (a rating's stars), not round a ring (an open spinner's items).
            let inValueOrder = valueRoles.contains(node.accessibilityRole)
            let frames = children.map(\.accessibilityFrameInWindow)
            if !inValueOrder || frames.allSatisfy({ f in frames.first.map { inOneRow(f, $0) } ?? true }) {
                for (a, b) in zip(children, children.dropFirst()) {
                    check(a, b, pathA: path(of: a), pathB: path(of: b), "a reader")
                }
            }
            for child in children { visit(child) }
        }
        visit(host.accessibilityRootNode)
        return problems
    }

    /// Whether going from `a` to `b` (window frames) runs against `direction` inside one row:
    /// they overlap vertically by half the shorter one's height or more, and `b` lies wholly
    /// before `a` (to its left left to right, to its right right to left). Empty frames (nothing
    /// shows) are in no row.
    static func runsAgainst(from a: Rect, to b: Rect, in direction: LayoutDirection) -> Bool {
        guard a.width > 0.5, a.height > 0.5, b.width > 0.5, b.height > 0.5, inOneRow(a, b) else { return false }
        let tolerance = 1.0
        return direction.isRightToLeft ? b.minX >= a.maxX - tolerance : b.maxX <= a.minX + tolerance
    }

    /// Whether `a` and `b` overlap vertically by at least half the shorter one's height.
    static func inOneRow(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxY, b.maxY) - max(a.minY, b.minY) >= 0.5 * min(a.height, b.height)
    }
}
