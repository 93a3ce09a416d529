import FlywheelCore
import FlywheelUI

/// The rules read from the accessibility model (the elements the host exposes, as a screen
/// reader gets them from `ViewHost.accessibilityRootNode`):
///
/// - `unnamed`: an element with no label. Containers a reader announces by their content
///   (groups, scroll areas, the window) need none.
/// - `smallTarget`: an enabled interactive element (button, switch, slider, adjustable, tab,
///   menu row, list row, text field) whose touchable frame (`targetFrame(of:)`: cut by the ancestors that
///   clip, but not by a scroll container) is smaller than `TargetSizeStandard.minimumSide` on
///   either side. The parts
///   of an adjustable element (a rating's stars, a picker's rows) are not targets of their own: a
///   player operates the element (drag, step, increment and decrement).
/// - `unreachable`: an enabled interactive element keyboard and gamepad focus never reach: a
///   view that cannot take focus (or is not in the host's focus order), or a virtual part whose
///   owning view cannot (the owner's arrows reach its parts).
/// - `noValue`: an adjustable element or slider whose value is empty.
///
/// Elements outside the window, or inside a hidden view, are not checked: nobody sees them.
extension A11yAudit {
    /// Roles a player acts on.
    static let interactiveRoles: Set<AccessibilityRole> = [
        .button, .adjustable, .slider, .switchButton, .radioButton, .tab, .menuItem, .listItem, .textField,
    ]
    /// Roles a reader announces by what they hold: no label needed.
    static let containerRoles: Set<AccessibilityRole> = [.none, .group, .window, .scrollArea]
    /// Roles that must have a value.
    static let valueRoles: Set<AccessibilityRole> = [.adjustable, .slider]

    /// One element as the audit sees it.
    struct Element {
        let node: AccessibilityNode
        let frame: Rect
        let path: String
        /// Inside an adjustable element (its stars, rows).
        let isPartOfAdjustable: Bool
        var role: AccessibilityRole { node.accessibilityRole }
        var isInteractive: Bool { A11yAudit.interactiveRoles.contains(role) }
        var isEnabled: Bool { node.accessibilityStates.contains(.enabled) }
    }

    /// Every element in reading order, with its path, the root (the window) left out.
    func elements() -> [Element] {
        var out: [Element] = []
        let window = Rect(origin: .zero, size: render.size)
        func visit(_ node: AccessibilityNode, inAdjustable: Bool) {
            for child in node.accessibilityNodeChildren {
                if let view = child as? View, Self.isHiddenInWindow(view) { continue }
                let frame = child.accessibilityFrameInWindow
                let shown = frame.intersection(window).map { $0.width > 0.5 && $0.height > 0.5 } ?? false
                if shown {
                    out.append(
                        Element(node: child, frame: frame, path: Self.path(of: child), isPartOfAdjustable: inAdjustable)
                    )
                }
                visit(child, inAdjustable: inAdjustable || Self.valueRoles.contains(child.accessibilityRole))
            }
        }
        visit(render.renderer.host.accessibilityRootNode, inAdjustable: false)
        return out
    }

    /// The problems of the model's rules, for `elements`.
    func elementProblems(_ elements: [Element]) -> [A11yProblem] {
        let focusable = Set(render.renderer.host.focusableViews.map(ObjectIdentifier.init))
        var problems: [A11yProblem] = []
        func add(
            _ kind: A11yProblem.Kind, _ e: Element, detail: String = "", minimumSide: Double? = nil, box: Rect? = nil
        ) {
            problems.append(
                A11yProblem(
                    kind: kind, path: e.path, role: e.role.rawValue, box: box ?? e.frame,
                    text: e.node.accessibilityLabel,
                    minimumSide: minimumSide, detail: detail))
        }
        for e in elements {
            let label = e.node.accessibilityLabel?.trimmingCharacters(in: .whitespaces) ?? ""
            if label.isEmpty, !Self.containerRoles.contains(e.role) { add(.unnamed, e, detail: "no label") }
            guard e.isInteractive, e.isEnabled else { continue }
            let target = Self.targetFrame(of: e.node)
            if !e.isPartOfAdjustable, targetSize.isTooSmall(target.size) {
                add(.smallTarget, e, minimumSide: targetSize.minimumSide, box: target)
            }
            if !Self.isReachable(e.node, focusable: focusable) {
                add(.unreachable, e, detail: "focus never reaches it (Tab, arrows, a gamepad)")
            }
            if Self.valueRoles.contains(e.role), (e.node.accessibilityValue ?? "").isEmpty {
                add(.noValue, e, detail: "no value")
            }
        }
        return problems
    }

    /// The frame a player can touch: the element's frame, cut to the ancestors that clip it —
    /// except that a scroll container's cut is not counted, since scrolling brings the whole
    /// control into view (a tile half past the swipe view's edge is not a small target).
    static func targetFrame(of node: AccessibilityNode) -> Rect {
        let view: View?
        let whole: Rect?
        if let v = node as? View {
            view = v
            whole = v.transformToWindow.apply(v.bounds)
        } else if let element = node as? AccessibilityElement, let owner = element.owner {
            view = owner
            whole = owner.transformToWindow.apply(element.frameInOwner)
        } else {
            view = nil
            whole = nil
        }
        guard let view, let whole else { return node.accessibilityFrameInWindow }
        var box = whole
        var v = view.superview
        while let current = v {
            if current is ScrollContainer { return whole }
            if current.clipsToBounds, let cut = box.intersection(current.transformToWindow.apply(current.bounds)) {
                box = cut
            }
            v = current.superview
        }
        return box
    }

    /// A view reached by focus itself; a virtual part through the view that owns it.
    static func isReachable(_ node: AccessibilityNode, focusable: Set<ObjectIdentifier>) -> Bool {
        if let view = node as? View { return focusable.contains(ObjectIdentifier(view)) }
        if let element = node as? AccessibilityElement {
            var top: AccessibilityElement = element
            while let parent = top.parentElement { top = parent }
            guard let owner = top.owner ?? element.owner else { return false }
            return focusable.contains(ObjectIdentifier(owner))
        }
        return node.accessibilityStates.contains(.focusable)
    }

    /// Whether `view` or an ancestor is hidden or (nearly) transparent.
    static func isHiddenInWindow(_ view: View) -> Bool {
        var v: View? = view
        while let current = v {
            if current.isHidden || current.alpha <= 0.01 { return true }
            v = current.superview
        }
        return false
    }

    /// The element's view path: as `l10n-check` names the view (`TextCheck.path`), and for a
    /// virtual part the owner's path, then the part's name as the owner names its text parts
    /// (`TextPartNaming`: "tab 3", "segment 2"), else its label, else its role.
    static func path(of node: AccessibilityNode) -> String {
        if let view = node as? View { return TextCheck.path(of: view, at: nil) }
        guard let element = node as? AccessibilityElement else { return node.accessibilityLabel ?? "element" }
        var chain: [AccessibilityElement] = [element]
        while let parent = chain[0].parentElement { chain.insert(parent, at: 0) }
        guard let owner = chain.compactMap(\.owner).first else { return element.label ?? element.role.rawValue }
        var names = [TextCheck.path(of: owner, at: nil)]
        for part in chain {
            let f = part.frameInOwner
            let center = Point(x: f.midX, y: f.midY)
            let name =
                (part === element ? (owner as? TextPartNaming)?.textPartName(at: center) : nil)
                ?? part.label.flatMap { $0.isEmpty ? nil : $0 } ?? part.role.rawValue
            names.append(name)
        }
        return names.joined(separator: " › ")
    }
}

/// `unnamed`, for a control no reader sees: a `Control` that takes input but has no role (and
/// so is no element) and no interactive element around it to stand for it — a control of your
/// own that has not described itself (`accessibilityRole`, docs/accessibility.md).
extension A11yAudit {
    /// Roles that do not stand for the controls inside them.
    static let enclosingRoles: Set<AccessibilityRole> = [
        .none, .group, .window, .scrollArea, .tabList, .tab, .page, .list, .menu,
    ]

    func silentControlProblems() -> [A11yProblem] {
        var problems: [A11yProblem] = []
        let window = Rect(origin: .zero, size: render.size)
        func visit(_ view: View) {
            guard !view.isHiddenForAccessibility else { return }
            if let control = view as? Control, control.accessibilityRole == .none, control.isUserInteractionEnabled,
                Self.enclosingRoles.contains(Self.nearestElementRole(above: control)),
                let shown = control.accessibilityFrameInWindow.intersection(window), shown.width > 0.5,
                shown.height > 0.5
            {
                problems.append(
                    A11yProblem(
                        kind: .unnamed, path: TextCheck.path(of: control, at: nil), role: "none",
                        box: control.accessibilityFrameInWindow, text: control.accessibilityLabel,
                        detail: "a control with no accessibility role: no reader sees it"))
                return
            }
            for s in view.subviews { visit(s) }
        }
        visit(render.renderer.host.rootView)
        return problems
    }

    /// The role of the nearest element above `view` (`.none` when there is none).
    static func nearestElementRole(above view: View) -> AccessibilityRole {
        firstAncestor(of: view) { $0.isAccessibilityElement }?.accessibilityRole ?? .none
    }

    /// The nearest view above `view` (its superview, then theirs) that `matches`, or nil.
    static func firstAncestor(of view: View, where matches: (View) -> Bool) -> View? {
        var v = view.superview
        while let current = v {
            if matches(current) { return current }
            v = current.superview
        }
        return nil
    }
}
