/// Where a finger is, as a wheel's drag follows it (`WheelPhysics.beginDrag(_:at:)`,
/// `drag(_:at:)`, and the same on `MotionDriver`).
///
/// - `items`: any coordinate measured in detents along a straight track: the picker passes
///   `-y / rowHeight`, a menu column its own rows.
/// - `windowAngle`: the angle round the wheel's centre (`WheelGeometry.windowAngle`, clockwise
///   positive). The drag unwraps it across ±π (each move is taken as the shorter way round from
///   the last), and a clockwise turn `Δθ` moves the finger `Δθ·n/2π` detents on a wheel of `n`.
///
/// Use one kind for the whole of a drag.
///
/// ```swift
/// wheel.beginDrag(.windowAngle(WheelGeometry.windowAngle(of: touch, around: centre)), at: t)
/// picker.drag(.items(-y / rowHeight), at: t)
/// ```
public enum FingerPosition: Sendable, Equatable {
    case items(Double)
    case windowAngle(Double)
}
