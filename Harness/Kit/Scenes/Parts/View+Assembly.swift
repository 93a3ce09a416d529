import FlywheelUI

/// How a scene assembles its views: a view's accessibility label given where the view is made,
/// and a container's subviews added in one call, back to front.
///
/// ```swift
/// let spinner = Spinner(frame: Rect(x: 0, y: 0, width: 64, height: 64)).labelled("Spinner")
/// addSubviews(demo, associatedText)   // associatedText drawn over demo
/// ```
extension View {
    /// Sets `accessibilityLabel` and returns the view, for a scene's declarations.
    @discardableResult
    func labelled(_ label: String) -> Self {
        accessibilityLabel = label
        return self
    }

    /// Adds each of `views` as a subview, in order: the last is drawn on top.
    func addSubviews(_ views: View...) {
        for view in views { addSubview(view) }
    }
}
