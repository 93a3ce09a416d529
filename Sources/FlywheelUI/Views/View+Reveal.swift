import FlywheelCore

/// Scrolling a view into sight: what keyboard focus does, and a pop-up opening inside a
/// scrolled page.
extension View {
    /// Scrolls every scrolling ancestor (`ScrollContainer`, `SwipeView`) just enough that `rect`
    /// (this view's coordinates; nil = its bounds) — with `margin` points round it, room for the
    /// focus ring — shows, nearest ancestor first; each further ancestor reveals where the nearer
    /// one will have put it. Nothing moves when it already shows.
    ///
    /// ```swift
    /// host.setFocus(button)
    /// button.scrollIntoView()   // a page scrolls until the button is inside its viewport
    /// ```
    public func scrollIntoView(
        _ rect: Rect? = nil, margin: Double = FocusRing.extent, animated: Bool = true
    ) {
        var rect = (rect ?? bounds).insetBy(dx: -margin, dy: -margin)
        var child: View = self
        var v = superview
        while let cur = v {
            rect = cur.reveal(child.transformToSuperview.apply(rect), animated: animated)
            child = cur
            v = cur.superview
        }
    }
}
