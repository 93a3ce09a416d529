import FlywheelCore
import FlywheelUI

/// `smallTarget` for every control that takes a pointer, element or not: a pointer target is a
/// target whether a reader sees it or not (WCAG 2.5.8 counts what a pointer can hit). The element
/// rule (`A11yAudit+Elements.swift`) checks the interactive elements a reader's tree reaches;
/// this one checks each enabled `Control` that takes input and that rule did not check — one with
/// no accessibility role, or one hidden from the tree — unless an interactive element above it
/// stands for it (a part of a control, operated through that control, whose size that rule
/// checks).
extension A11yAudit {
    func pointerTargetProblems(_ elements: [Element]) -> [A11yProblem] {
        let checked = Set(elements.filter(\.isInteractive).compactMap { ($0.node as? View).map(ObjectIdentifier.init) })
        let window = Rect(origin: .zero, size: render.size)
        var problems: [A11yProblem] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if let control = view as? Control, control.isUserInteractionEnabled, control.isEnabled,
                !checked.contains(ObjectIdentifier(control)), !Self.isStoodFor(control),
                let shown = control.accessibilityFrameInWindow.intersection(window), shown.width > 0.5,
                shown.height > 0.5
            {
                let target = Self.targetFrame(of: control)
                if targetSize.isTooSmall(target.size) {
                    let role = control.accessibilityRole
                    problems.append(
                        A11yProblem(
                            kind: .smallTarget, path: TextCheck.path(of: control, at: nil),
                            role: role == .none ? "none" : role.rawValue, box: target, text: control.accessibilityLabel,
                            minimumSide: targetSize.minimumSide,
                            detail: role == .none ? "takes a pointer; no reader sees it" : "takes a pointer"))
                }
            }
            for s in view.subviews { visit(s) }
        }
        visit(render.renderer.host.rootView)
        return problems
    }

    /// Whether an interactive element above `view` stands for it (its size is that element's).
    static func isStoodFor(_ view: View) -> Bool {
        firstAncestor(of: view) { $0.isAccessibilityElement && interactiveRoles.contains($0.accessibilityRole) } != nil
    }
}
