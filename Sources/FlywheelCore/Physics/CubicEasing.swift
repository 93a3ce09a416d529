/// The cubic easing curves, progress (0 → 1) at a fraction `u` (clamped to 0...1) of a fixed
/// duration: the one place the project's easing maths lives. `inOut` is `EasedMove`'s curve;
/// view animations use all three (`AnimationCurve`).
///
/// ```swift
/// CubicEasing.in(0.5)      // 0.125
/// CubicEasing.out(0.5)     // 0.875
/// CubicEasing.inOut(0.25)  // 0.0625
/// ```
public enum CubicEasing {
    /// `u³`: starts at rest, arrives at speed.
    @inlinable
    public static func `in`(_ u: Double) -> Double {
        let t = min(max(u, 0), 1)
        return t * t * t
    }

    /// `1 − (1 − u)³`: starts at speed, arrives at rest.
    @inlinable
    public static func out(_ u: Double) -> Double {
        let s = 1 - min(max(u, 0), 1)
        return 1 - s * s * s
    }

    /// `4u³` for `u < ½`, `1 − (2 − 2u)³/2` after: at rest at both ends.
    @inlinable
    public static func inOut(_ u: Double) -> Double {
        let t = min(max(u, 0), 1)
        if t < 0.5 { return 4 * t * t * t }
        let s = 2 - 2 * t
        return 1 - s * s * s / 2
    }
}
