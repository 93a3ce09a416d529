import FlywheelUI

/// How the harness reads from the right: every container of a scene is laid out in
/// left-to-right terms, by itself or by the scene, and mirrors its subviews' frames when its
/// effective direction is right to left (`View.mirrorsSubviewsRightToLeft`). A scene, a panel,
/// a row, a swipe item and a plain group all follow this one rule, at every depth;
/// `SceneMirroringTests` holds every scene to it.
///
/// ```swift
/// let panel = View().mirroringRightToLeft()   // its rows, placed by the scene, mirror too
/// ```
extension View {
    /// Sets `mirrorsSubviewsRightToLeft` and returns the view, for a container's declaration.
    @discardableResult
    func mirroringRightToLeft() -> Self {
        mirrorsSubviewsRightToLeft = true
        return self
    }

    /// The alignment of text that hugs the trailing side of its box (a value beside its slider,
    /// a caption before its switch): right, or left when the view lays out right to left.
    var trailingTextAlignment: TextAlignment { isLayoutRightToLeft ? .left : .right }

    /// The alignment of text that hugs the leading side of its box.
    var leadingTextAlignment: TextAlignment { isLayoutRightToLeft ? .right : .left }
}
