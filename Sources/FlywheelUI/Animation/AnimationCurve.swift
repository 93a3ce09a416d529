import Foundation

/// How an animation's progress (0 → 1) follows time.
///
/// `spring` is UIKit's `usingSpringWithDamping:initialSpringVelocity:` timing: a damped spring
/// from 0 to 1 that settles within the animation's duration. `initialVelocity` is in "whole
/// distances per second" as in UIKit; `dampingRatio` 1 is critical (no overshoot), below 1 bounces.
///
/// ```swift
/// AnimationCurve.easeOut.value(at: 0.5)            // 0.875
/// AnimationCurve.spring(dampingRatio: 0.8, initialVelocity: 7).value(at: 1, duration: 0.25) // 1
/// ```
public enum AnimationCurve: Sendable, Equatable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// Progress at fraction `u` (0...1) of the duration. `duration` (seconds) matters only for
    /// springs, whose initial velocity is per second.
    public func value(at u: Double, duration: Double = 1) -> Double {
        let t = min(1, max(0, u.isFinite ? u : 1))
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: let s = 1 - t; return 1 - s * s * s
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .spring(let zetaIn, let v0In):
            if t >= 1 { return 1 }
            return AnimationCurve.springProgress(
                fraction: t, duration: max(duration, 1e-6),
                dampingRatio: zetaIn, initialVelocity: v0In)
        }
    }

    /// The spring's natural frequency is chosen so its envelope has decayed to 0.1 % of the
    /// distance at the end of the duration; the final value is pinned to exactly 1.
    static func springProgress(fraction t: Double, duration: Double, dampingRatio: Double, initialVelocity: Double)
        -> Double
    {
        let zeta = min(max(dampingRatio.isFinite ? dampingRatio : 1, 0.05), 1)
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        let omega = log(1000) / (zeta * duration)
        let time = t * duration
        // x is the remaining distance (1 at start) with initial rate -v0.
        let x: Double
        if zeta >= 1 {
            x = (1 + (-v0 + omega) * time) * exp(-omega * time)
        } else {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let a = zeta * omega
            x = exp(-a * time) * (cos(wd * time) + ((a - v0) / wd) * sin(wd * time))
        }
        return 1 - x
    }
}
