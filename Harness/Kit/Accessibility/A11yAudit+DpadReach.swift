import FlywheelCore
import FlywheelUI

/// The D-pad's reach: a pad player starts where the first pad input puts focus
/// (`ViewHost.firstPadFocus`) and moves with the D-pad. The audit walks that reach breadth
/// first, asking the host where each direction goes from each control reached
/// (`ViewHost.focusTarget(from:in:)`, the code `moveFocus(_:)` runs: a view's own neighbour,
/// else the nearest control that way), on the frame as drawn, and reports:
///
/// - `unreachable`: a control focus can take and a person can see (or scroll to), so a pointer
///   or Tab reaches it, that no chain of D-pad presses from the first focus reaches (a scroll
///   area that takes focus counts as reached when a control inside it is);
/// - `hiddenFromReader`: a control the D-pad reaches that no element of the reader's tree
///   stands for (`accessibilityFocusView`): it has no role, or sits inside a view hidden from
///   readers (`accessibilityElementsHidden`), so a pad player who cannot see it is never told
///   where focus is. A view that takes focus to scroll what it holds (a scroll area with no
///   role) is read through the elements inside it, and passes.
///
/// The walk assumes every control lets the D-pad move on. A control that uses an arrow itself
/// (an open spinner, a slider) keeps it; Back moves on from there, as Tab does.
extension A11yAudit {
    /// The views the D-pad reaches from the first pad focus, in the order the walk meets them
    /// (the first focus first); empty when nothing can take focus.
    static func dpadReach(in host: ViewHost) -> [View] {
        guard let first = host.firstPadFocus else { return [] }
        var reached = [first]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(first)]
        var next = 0
        while next < reached.count {
            let from = reached[next]
            next += 1
            for direction in FocusDirection.allCases {
                guard let to = host.focusTarget(from: from, in: direction),
                    seen.insert(ObjectIdentifier(to)).inserted
                else { continue }
                reached.append(to)
            }
        }
        return reached
    }

    /// The views an element of the reader's tree gives focus to (`accessibilityFocusView` of
    /// every view in it, hidden ones left out as the tree leaves them out).
    static func readerFocusViews(in host: ViewHost) -> Set<ObjectIdentifier> {
        var out = Set<ObjectIdentifier>()
        func visit(_ node: AccessibilityNode) {
            for child in node.accessibilityNodeChildren {
                if let view = child as? View {
                    if isHiddenInWindow(view) { continue }
                    if let target = view.accessibilityFocusView { out.insert(ObjectIdentifier(target)) }
                }
                visit(child)
            }
        }
        visit(host.accessibilityRootNode)
        return out
    }

    /// Whether a reader finds an element inside `view` (a view or virtual part under it).
    static func holdsElement(_ view: View) -> Bool {
        !view.accessibilityVirtualChildren.isEmpty
            || view.subviews.contains {
                !$0.isHiddenForAccessibility && ($0.isAccessibilityElement || holdsElement($0))
            }
    }

    func dpadReachProblems() -> [A11yProblem] {
        let host = render.renderer.host
        let reach = Self.dpadReach(in: host)
        let reached = Set(reach.map(ObjectIdentifier.init))
        func problem(_ kind: A11yProblem.Kind, _ view: View, _ detail: String) -> A11yProblem {
            A11yProblem(
                kind: kind, path: TextCheck.path(of: view, at: nil), role: view.accessibilityRole.rawValue,
                box: view.transformToWindow.apply(view.bounds), text: view.accessibilityLabel, detail: detail)
        }
        var problems: [A11yProblem] = []
        let first = reach.first.map { TextCheck.path(of: $0, at: nil) } ?? "-"
        for view in host.padFocusableViews where !reached.contains(ObjectIdentifier(view)) {
            // A scroll area that takes focus is reached through the controls in it: the D-pad
            // never moves out to a view holding the focused one, and scrolls it to show them.
            if reach.contains(where: { $0.isDescendant(of: view) }) { continue }
            problems.append(
                problem(.unreachable, view, "the D-pad never reaches it from the first focus (\(first)); Tab does"))
        }
        let readable = Self.readerFocusViews(in: host)
        // A container that takes focus to scroll (a scroll area) is read through what it holds.
        for view in reach where !readable.contains(ObjectIdentifier(view)) && !Self.holdsElement(view) {
            let why =
                view.isAccessibilityElement
                ? "the D-pad focuses it, but it is inside a view hidden from readers"
                : "the D-pad focuses it, but it has no accessibility role: no reader sees it"
            problems.append(problem(.hiddenFromReader, view, why))
        }
        return problems
    }
}
