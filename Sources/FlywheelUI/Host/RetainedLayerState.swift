import FlywheelCore

/// What a host knows of one view's retained layer (`View.retainsLayer`); the pixels themselves
/// are the canvas's (`Canvas.retainLayer`).
struct RetainedLayerState {
    /// The canvas keeps this view's layer for `box`, and nothing painted before the view's
    /// content there has changed since: a frame may copy it back instead of drawing.
    var isValid = false
    /// The box (window points) the layer was kept for: the view's expected drawing box then.
    var box: Rect?
    /// What the view's background and `draw` covered when the layer was kept (damage
    /// tracking's drawn box, reported again on the frames that copy the layer back).
    var drawnBox: Rect?
    /// Frames in a row whose changes met the layer. A layer changing every frame (an
    /// animation redrawing the window) is not kept: copying it would cost and never be used.
    var churn = 0

    /// The most frames in a row a layer may change and still be kept.
    static let keptUpToChurn = 1
}

/// One change the damage pass saw: where (window points) and where in paint order the changed
/// content is drawn (`View.paintOrder` of the walk named by `isCurrentWalk`).
struct LayerDamage {
    var box: Rect
    var order: Int
    var isCurrentWalk: Bool
}
