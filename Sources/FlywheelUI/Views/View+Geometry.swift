import FlywheelCore

extension View {
    /// Maps this view's coordinates to its superview's: move the bounds' midpoint to the origin,
    /// apply `transform` (about the centre), then move to `center`.
    public var transformToSuperview: Transform {
        Transform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(Transform(translationX: center.x, y: center.y))
    }

    /// Maps this view's coordinates to the root's (window) coordinates, through every ancestor.
    public var transformToWindow: Transform {
        var t = transformToSuperview
        var v = superview
        while let cur = v {
            // The root view of a host sits at the window origin; its own transform still applies.
            t = t.concatenating(cur.transformToSuperview)
            v = cur.superview
        }
        return t
    }

    /// The transformed bounding box of the view in its superview's coordinates.
    public var boundingFrame: Rect { transformToSuperview.apply(bounds) }

    /// Converts a point in this view's coordinates into `view`'s (nil = window coordinates).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = transformToWindow.apply(point)
        guard let view else { return inWindow }
        return view.transformToWindow.inverted()?.apply(inWindow) ?? inWindow
    }

    /// Converts a point in `view`'s coordinates (nil = window) into this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inWindow = view?.transformToWindow.apply(point) ?? point
        return transformToWindow.inverted()?.apply(inWindow) ?? inWindow
    }

    /// The sum of the rotations of this view and every ancestor, in radians: what a control
    /// must undo to stay upright (RVS_Spinner's rotation compensation).
    public var accumulatedRotation: Double { transformToWindow.rotationAngle }
}

extension View {
    /// The largest scale a view's `transform` may have along an axis (a million: a point
    /// becomes more than any screen).
    static let maximumTransformScale = 1e6

    /// `r` clamped by `GeometryLimits`, said in debug builds.
    static func kept(_ r: Rect, _ what: String) -> Rect {
        let kept = GeometryLimits.clamped(r)
        GeometryLimits.warn(what, given: r, using: kept)
        return kept
    }

    /// `p` clamped by `GeometryLimits`, said in debug builds.
    static func kept(_ p: Point, _ what: String) -> Point {
        let kept = GeometryLimits.clamped(p)
        GeometryLimits.warn(what, given: p, using: kept)
        return kept
    }

    /// Whether every entry of `t` is finite, its scale parts within ±`maximumTransformScale` and
    /// its translation within `GeometryLimits.maximumCoordinate`.
    static func isSane(_ t: Transform) -> Bool {
        let m = maximumTransformScale
        return t.a.magnitude <= m && t.b.magnitude <= m && t.c.magnitude <= m && t.d.magnitude <= m
            && GeometryLimits.isSane(t.tx) && GeometryLimits.isSane(t.ty)
    }
}
