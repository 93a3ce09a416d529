import Foundation

/// Sign conventions between the wheel's position (in items) and window-space angles.
///
/// - **Position** `p` is a `Double` in items. An integer `p` means that item is at the top
///   (12 o'clock). Indices increase **counter-clockwise** from the top, as in RVS_Spinner: item
///   `i` is drawn at the clockwise screen angle `(p - i)·2π/n` from the top.
/// - The ring as a whole is turned **clockwise** by `p·2π/n` (its "screen angle").
///   So increasing `p` turns the ring clockwise and brings the next index (which sat to the
///   left, counter-clockwise) to the top.
/// - **Window angles** are `atan2(y - cy, x - cx)` in window coordinates, where y grows
///   downwards; they therefore grow **clockwise** on screen (0 = 3 o'clock, π/2 = 6 o'clock).
/// - A finger dragged **clockwise** by `Δθ` (positive window-angle delta) changes the position by
///   `+Δθ·n/2π`: the ring follows the finger, and the index increases (RVS_Spinner's rule).
///   Velocities follow the same sign: positive items/s = clockwise.
///
/// ```swift
/// let center = Point(x: 100, y: 100)
/// let a0 = WheelGeometry.windowAngle(of: Point(x: 200, y: 100), around: center)  // 0 (3 o'clock)
/// let a1 = WheelGeometry.windowAngle(of: Point(x: 100, y: 200), around: center)  // π/2 (6 o'clock)
/// WheelGeometry.itemDelta(forWindowAngleDelta: a1 - a0, itemCount: 12)            // +3 items
/// ```
public enum WheelGeometry {
    /// `atan2(y - cy, x - cx)` in window coordinates (y down): grows clockwise, in (-π, π].
    public static func windowAngle(of point: Point, around center: Point) -> Double {
        atan2(point.y - center.y, point.x - center.x)
    }

    /// The shortest signed turn from window angle `a` to `b`, in (-π, π]: how a drag is unwrapped
    /// across the ±π seam (positive = clockwise).
    public static func angleDelta(from a: Double, to b: Double) -> Double {
        var delta = (b - a).truncatingRemainder(dividingBy: 2 * Double.pi)
        if delta > Double.pi { delta -= 2 * Double.pi }
        if delta <= -Double.pi { delta += 2 * Double.pi }
        return delta
    }

    /// Items moved by a window-angle change `Δθ` (radians, clockwise positive): `Δθ·n/2π`.
    public static func itemDelta(forWindowAngleDelta delta: Double, itemCount: Int) -> Double {
        delta * Double(itemCount) / (2 * Double.pi)
    }

    /// The window-angle change (radians, clockwise positive) of moving `items`: `items·2π/n`.
    public static func windowAngleDelta(forItemDelta items: Double, itemCount: Int) -> Double {
        guard itemCount > 0 else { return 0 }
        return items * 2 * Double.pi / Double(itemCount)
    }

    /// The ring's clockwise rotation for a position: `p·2π/n` (0 when empty).
    public static func ringRotation(position: Double, itemCount: Int) -> Double {
        windowAngleDelta(forItemDelta: position, itemCount: itemCount)
    }

    /// Clockwise angle from 12 o'clock at which item `i` is drawn: `(p - i)·2π/n`.
    public static func screenAngle(ofItem item: Int, position: Double, itemCount: Int) -> Double {
        windowAngleDelta(forItemDelta: position - Double(item), itemCount: itemCount)
    }

    /// The length of one item along a circle of `radius` points: `2πr/n`. Pass it to
    /// `WheelPhysics.endDrag(at:pointsPerItem:)` with the finger's distance from the centre.
    public static func pointsPerItem(radius: Double, itemCount: Int) -> Double {
        guard itemCount > 0 else { return 0 }
        return 2 * Double.pi * radius / Double(itemCount)
    }

    /// `i` wrapped into `0..<count` (count > 0).
    public static func wrap(_ item: Int, count: Int) -> Int {
        let r = item % count
        return r < 0 ? r + count : r
    }

    /// The item nearest the top for a position: wrapped when `wraps`, clamped otherwise; nil when
    /// there are no items.
    public static func item(atPosition position: Double, itemCount: Int, wraps: Bool) -> Int? {
        guard itemCount > 0, position.isFinite else { return nil }
        let nearest = position.rounded()
        if wraps {
            let n = Double(itemCount)
            var r = nearest.truncatingRemainder(dividingBy: n)
            if r < 0 { r += n }
            return min(Int(saturating: r), itemCount - 1)
        }
        return Int(saturating: min(max(nearest, 0), Double(itemCount - 1)))
    }
}
