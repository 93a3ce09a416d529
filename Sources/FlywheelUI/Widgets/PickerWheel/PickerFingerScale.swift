/// How a `PickerWheel` turns a finger's y into rows during one touch: `items(atY:)` is
/// `originItems − (y − originY) / spacing`. It starts at `(0, 0)`, i.e. `−y / spacing`; when the
/// spacing changes mid-touch the origin moves to the finger's last point, so the rows already
/// travelled are kept and the driver's detents stay where they were.
///
/// ```swift
/// var scale = PickerFingerScale()
/// scale.rescale(to: 40); scale.lastY = 100
/// scale.items(atY: 100)      // -2.5
/// scale.rescale(to: 60)      // re-anchored at y 100 = -2.5 rows
/// scale.items(atY: 40)       // -1.5: 60 pt further up is one row at the new spacing
/// ```
struct PickerFingerScale {
    var originY = 0.0
    var originItems = 0.0
    /// The spacing the origin was measured with; nil before the first point.
    var spacing: Double?
    /// The finger's last y.
    var lastY: Double?

    /// Switches to `newSpacing`, re-anchoring at the last point if the spacing changed.
    mutating func rescale(to newSpacing: Double) {
        if let old = spacing, old != newSpacing, let y = lastY {
            originItems = items(atY: y)
            originY = y
        }
        spacing = newSpacing
    }

    /// The finger at `y`, in rows (up is positive).
    func items(atY y: Double) -> Double {
        guard let s = spacing, s > 0 else { return 0 }
        return originItems - (y - originY) / s
    }
}
