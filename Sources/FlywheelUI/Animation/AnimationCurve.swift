import FlywheelCore
import Foundation

/// How an animation's progress (0 → 1) follows time: a thin mapping onto FlywheelCore's
/// motions, so a view animation and a wheel ease and spring alike (the eases are `CubicEasing`'s,
/// `easeInOut` being `EasedMove`'s curve; `spring` is a `SpringMotion`).
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
        case .easeIn: return CubicEasing.in(t)
        case .easeOut: return CubicEasing.out(t)
        case .easeInOut: return CubicEasing.inOut(t)
        case .spring(let dampingRatio, let initialVelocity):
            if t >= 1 { return 1 }
            let duration = max(duration, 1e-6)
            return Self.springMotion(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
                .position(at: t * duration)
        }
    }

    /// The spring from 0 to 1 behind `.spring`: a unit mass whose natural frequency is chosen so
    /// its envelope has decayed to 0.1 % of the distance at the end of `duration` (the final
    /// value is pinned to exactly 1 by `value(at:duration:)`). The ratio is clamped to 0.05...1.
    static func springMotion(duration: Double, dampingRatio: Double, initialVelocity: Double) -> SpringMotion {
        let zeta = min(max(dampingRatio.isFinite ? dampingRatio : 1, 0.05), 1)
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let omega = log(1000) / (zeta * duration)
        let spring = Spring(stiffness: omega * omega, dampingRatio: zeta)
        return SpringMotion(spring: spring, from: 0, to: 1, velocity: velocity)
    }
}
