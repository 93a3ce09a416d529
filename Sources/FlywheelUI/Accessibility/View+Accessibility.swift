import FlywheelCore

/// Every view is an `AccessibilityNode`; it is an element when its role is not `.none`.
///
/// What a view derives: its frame (the transformed bounds in window points, cut to ancestors
/// that clip), its states (`focusable` when it has an `accessibilityFocusView` — itself when
/// `canBecomeFocused` — and `focused` while that view has the host's focus, `enabled` always for
/// a plain view; `Control` adds `isEnabled` and `isSelected`), its children (the elements among its
/// subviews, in reading order, non-elements flattened away — only the focusable ones for a role
/// that is one element, such as an image — then its virtual children) and its
/// parent (the nearest element above it). Hidden and fully transparent views, and those with
/// `accessibilityElementsHidden`, are not in the tree.
///
/// ```swift
/// let title = Label(text: "Settings")
/// title.accessibilityRole = .header
/// let decoration = View()
/// decoration.accessibilityElementsHidden = true   // never read, nor anything in it
/// ```
extension View: AccessibilityNode {
    /// Whether a reader sees this view as one element (its role is not `.none`).
    public var isAccessibilityElement: Bool { accessibilityRole != .none }

    /// Hidden, transparent or `accessibilityElementsHidden`: not in the tree.
    public var isHiddenForAccessibility: Bool { isHidden || alpha <= 0.01 || accessibilityElementsHidden }

    /// The transformed bounds in window points, cut to every ancestor that clips
    /// (`clipsToBounds`): the part a user can see and touch.
    public var accessibilityFrameInWindow: Rect { clippedToAccessibilityAncestors(transformToWindow.apply(bounds)) }

    /// `rect` (window points) cut to the window boxes of the ancestors that clip, and of this
    /// view too when `includingSelf` (for its virtual children); an empty rectangle at its
    /// origin when nothing of it shows.
    public func clippedToAccessibilityAncestors(_ rect: Rect, includingSelf: Bool = false) -> Rect {
        var r = rect
        var v = includingSelf ? self : superview
        while let cur = v {
            if cur.clipsToBounds {
                r =
                    r.intersection(cur.transformToWindow.apply(cur.bounds))
                    ?? Rect(origin: r.origin, size: Size(width: 0, height: 0))
            }
            v = cur.superview
        }
        return r
    }

    /// The states every view derives; `accessibilityStates` returns this unless overridden.
    public var viewAccessibilityStates: AccessibilityStates {
        var s: AccessibilityStates = [.enabled]
        guard let focusView = accessibilityFocusView else { return s }
        s.insert(.focusable)
        if let host, host.focusedView === focusView { s.insert(.focused) }
        return s
    }

    public var accessibilityNodeChildren: [AccessibilityNode] {
        // Virtual children first: an element's `contentView` claims its view from the subviews.
        let virtual = accessibilityVirtualChildren
        var out: [AccessibilityNode] = []
        if accessibilityRole.containsSubviewElements {
            for s in subviews { s.collectAccessibilityNodes(into: &out) }
            let direction = effectiveLayoutDirection
            out = AccessibilityReadingOrder.sorted(
                out, direction: direction, itemDirection: { ($0 as? View)?.effectiveLayoutDirection ?? direction },
                frame: { $0.accessibilityFrameInWindow })
        } else if !subviews.isEmpty {
            // One element (an image, a label) hides the views it is drawn with, but never a
            // control the keyboard reaches: those stay its children, where their parent is (the
            // parameter menu's button inside the picture it opens over).
            for s in subviews { s.collectAccessibilityNodes(into: &out) }
            out.removeAll { !$0.accessibilityStates.contains(.focusable) }
            let direction = effectiveLayoutDirection
            out = AccessibilityReadingOrder.sorted(
                out, direction: direction, itemDirection: { ($0 as? View)?.effectiveLayoutDirection ?? direction },
                frame: { $0.accessibilityFrameInWindow })
        }
        out.append(contentsOf: virtual)
        return out
    }

    /// Adds this view if it is an element, else the elements inside it (and its virtual children).
    private func collectAccessibilityNodes(into out: inout [AccessibilityNode]) {
        guard !isHiddenForAccessibility, accessibilityContainerElement == nil else { return }
        if isAccessibilityElement { return out.append(self) }
        let virtual = accessibilityVirtualChildren
        for s in subviews { s.collectAccessibilityNodes(into: &out) }
        out.append(contentsOf: virtual)
    }

    public var accessibilityParentNode: AccessibilityNode? {
        if let e = accessibilityContainerElement { return e }
        var v = superview
        while let cur = v {
            if cur.isAccessibilityElement { return cur }
            if let e = cur.accessibilityContainerElement { return e }
            v = cur.superview
        }
        return nil
    }

    /// Gives `accessibilityFocusView` keyboard focus (and shows the focus ring, as Tab does).
    @discardableResult
    public func accessibilityBecomeFocused() -> Bool {
        guard let host, let target = accessibilityFocusView, !isHiddenForAccessibility else { return false }
        host.setFocus(target)
        host.showsFocusRing = true
        return host.focusedView === target
    }

    /// The element a reader hears about when this view takes focus: the view itself if it is an
    /// element, else the nearest element above it (a swipe view for its scroller).
    public var accessibilityFocusElement: AccessibilityNode {
        isAccessibilityElement ? self : (accessibilityParentNode ?? self)
    }

    /// Posts `notification` to the host's observer; builds nothing when there is none.
    ///
    /// ```swift
    /// postAccessibilityNotification(.layoutChanged)   // the ring's items came or went
    /// ```
    public func postAccessibilityNotification(_ notification: @autoclosure () -> AccessibilityNotification) {
        host?.postAccessibilityNotification(notification())
    }
}
