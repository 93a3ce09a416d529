import FlywheelCore

extension Slider {
    /// The size a slider is made at and asks for.
    public static let defaultSize = Size(width: 200, height: 32)

    /// The track's usable span in the slider's coordinates: the thumb's centre at either end.
    var track: (x0: Double, x1: Double) { (bounds.minX + thumbRadius, bounds.maxX - thumbRadius) }

    /// The thumb's centre x for the current value: the minimum at the leading end (the right
    /// when `effectiveLayoutDirection` is right to left).
    var thumbX: Double {
        let (x0, x1) = track
        return isLayoutRightToLeft ? x1 - (x1 - x0) * fraction : x0 + (x1 - x0) * fraction
    }

    /// The fraction of the track at `x` (unclamped), or nil when the track has no length.
    func trackFraction(atX x: Double) -> Double? {
        let (x0, x1) = track
        guard x1 > x0 else { return nil }
        return isLayoutRightToLeft ? (x1 - x) / (x1 - x0) : (x - x0) / (x1 - x0)
    }

    /// Whether `point` (the slider's coordinates) is on the thumb, with `Control.touchSlop`'s
    /// allowance kept to `PointerSlop.drag` so a press beside the thumb is not on it.
    func thumbContains(_ point: Point) -> Bool {
        let y = bounds.midY
        return Point(x: thumbX, y: y).distance(to: point) <= thumbRadius + PointerSlop.drag
    }
}
