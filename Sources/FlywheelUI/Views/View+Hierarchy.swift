import FlywheelCore

extension View {
    /// Adds `view` on top of the other subviews (removing it from its old parent first).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the subview list (0 = bottom); the index is clamped.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        precondition(!isDescendant(of: view), "adding an ancestor as a subview would make a cycle")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        let directionBefore = view.effectiveLayoutDirection
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.setHost(host)
        if view.effectiveLayoutDirection != directionBefore { view.propagateLayoutDirectionChange() }
        view.tintColorDidChange()
        setNeedsLayout()
        view.setNeedsDisplay()
    }

    /// Inserts `view` just below `sibling` (at the bottom if `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex(where: { $0 === sibling }) ?? 0)
    }

    /// Inserts `view` just above `sibling` (on top if `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        if let i = subviews.firstIndex(where: { $0 === sibling }) {
            insertSubview(view, at: i + 1)
        } else {
            addSubview(view)
        }
    }

    /// Detaches the view from its superview and host. Any pointer it was tracking is cancelled.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        setNeedsDisplay()  // where it was, before it leaves the host
        parent.subviews.removeAll { $0 === self }
        superview = nil
        setHost(nil)
    }

    /// Moves a subview to the top of the drawing order.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let cur = v {
            if cur === view { return true }
            v = cur.superview
        }
        return false
    }

    /// Every view below this one, depth-first in drawing order (this view first).
    public func forEachInTree(_ body: (View) -> Void) {
        body(self)
        for s in subviews { s.forEachInTree(body) }
    }

    /// The first view in this subtree whose accessibility label (as set, not derived) is `label`.
    public func viewWithLabel(_ label: String) -> View? {
        if explicitAccessibilityLabel == label { return self }
        for s in subviews { if let v = s.viewWithLabel(label) { return v } }
        return nil
    }

    func setHost(_ newHost: ViewHost?) {
        if host === newHost { return }
        let old = host
        if old != nil { willLeaveHost() }
        host = newHost
        old?.viewWasDetached(self)
        for s in subviews { s.setHost(newHost) }
        didMoveToHost()
    }
}
