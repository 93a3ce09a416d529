import FlywheelCore

/// What a host knows of one view's retained layer (`View.retainsLayer`); the pixels themselves
/// are the canvas's (`Canvas.retainLayer`). It changes only through `apply(_:)`, which
/// `RetainedLayers` calls while a frame is planned (a change met the layer, or none did) and
/// when the frame ends (drawing kept the layer, or found it gone).
struct RetainedLayerState {
    /// The canvas keeps this view's layer for `box`, and nothing painted before the view's
    /// content there has changed since: a frame may copy it back instead of drawing.
    private(set) var isValid = false
    /// The box (window points) the layer was kept for: the view's expected drawing box then.
    private(set) var box: Rect?
    /// What the view's background and `draw` covered when the layer was kept (damage
    /// tracking's drawn box, reported again on the frames that copy the layer back).
    private(set) var drawnBox: Rect?
    /// Frames in a row whose changes met the layer. A layer changing every frame (an
    /// animation redrawing the window) is not kept: copying it would cost and never be used.
    private(set) var churn = 0

    /// The most frames in a row a layer may change and still be kept.
    static let keptUpToChurn = 1

    /// What happened to the layer.
    enum Event {
        /// A change at or before the view's content met the layer (or the whole window is
        /// redrawn): it is stale.
        case met
        /// The frame's changes left it alone.
        case untouched
        /// A frame drew the view whole and the canvas kept its pixels for `box`.
        case kept(box: Rect, drawnBox: Rect?)
        /// The canvas no longer had the pixels when a frame went to copy them back.
        case lost
    }

    /// The one place a layer's state changes.
    mutating func apply(_ event: Event) {
        switch event {
        case .met: churn += 1
        case .untouched: churn = 0
        case .kept(let box, let drawnBox):
            self.box = box
            self.drawnBox = drawnBox
        case .lost: break
        }
        isValid =
            switch event {
            case .kept: true
            case .untouched: isValid
            case .met, .lost: false
            }
    }
}

/// One change the damage pass saw: where (window points) and where in paint order the changed
/// content is drawn (`View.paintOrder` of the walk named by `isCurrentWalk`).
struct LayerDamage {
    var box: Rect
    var order: Int
    var isCurrentWalk: Bool
}
