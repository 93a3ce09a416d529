import Foundation

/// Friction that removes a fixed fraction of the speed every millisecond: UIScrollView's coasting
/// model, closed form in time.
///
/// With `d` the rate per millisecond and `k = -1000·ln d` the decay constant per second:
///
///     v(t) = v0 · d^(1000 t)                    = v0 · e^(-k t)
///     x(t) = x0 + v0 · (d^(1000 t) - 1) / (1000 ln d) = x0 + v0 · (1 - e^(-k t)) / k
///     rest = x0 - v0 / (1000 ln d)              = x0 + v0 / k
///
/// Units are whatever the caller uses for `x` (the wheel uses items) per second. Every query is a
/// pure function of the time since the impulse, so sampling at any frame rate gives the same curve.
///
/// ```swift
/// let coast = ExponentialDecay(position: 0, velocity: 10, ratePerMillisecond: 0.998)
/// coast.position(at: 0.5)          // 3.16… items
/// coast.restPosition               // 4.995… items
/// coast.time(toReach: 4)           // 0.80… s
/// coast.duration(untilSpeedBelow: 0.1)   // 2.30… s
/// ```
public struct ExponentialDecay: Sendable, Equatable {
    /// Position at time 0.
    public var startPosition: Double
    /// Velocity at time 0 (units per second).
    public var startVelocity: Double
    /// `k`, the fraction of the speed lost per second on the log scale (`-1000·ln d`), > 0.
    public var decayPerSecond: Double

    /// A decay with the decay constant `k` per second (must be finite and > 0).
    public init(position: Double, velocity: Double, decayPerSecond: Double) {
        startPosition = position
        startVelocity = velocity
        self.decayPerSecond = decayPerSecond
    }

    /// A decay keeping `ratePerMillisecond` of its speed every millisecond (0 < rate < 1).
    public init(position: Double, velocity: Double, ratePerMillisecond: Double) {
        self.init(
            position: position, velocity: velocity,
            decayPerSecond: ExponentialDecay.decayPerSecond(ratePerMillisecond: ratePerMillisecond))
    }

    /// `k = -1000·ln d`: the decay constant per second for a rate `d` per millisecond.
    public static func decayPerSecond(ratePerMillisecond d: Double) -> Double {
        -1000 * log(d)
    }

    /// The rate per millisecond `d = e^(-k/1000)` that this decay keeps.
    public var ratePerMillisecond: Double { exp(-decayPerSecond / 1000) }

    /// Position `t` seconds after the impulse (t < 0 is treated as 0).
    @inlinable
    public func position(at t: Double) -> Double {
        let t = max(t, 0)
        // -expm1(-kt) = 1 - e^(-kt), exact for small kt.
        return startPosition + startVelocity * -expm1(-decayPerSecond * t) / decayPerSecond
    }

    /// Velocity `t` seconds after the impulse (t < 0 is treated as 0).
    @inlinable
    public func velocity(at t: Double) -> Double {
        startVelocity * exp(-decayPerSecond * max(t, 0))
    }

    /// Where the motion tends to as t → ∞: `x0 + v0/k`.
    public var restPosition: Double { startPosition + startVelocity / decayPerSecond }

    /// The time at which the speed has fallen to `speed` (≥ 0), or 0 if it starts slower.
    /// `T = ln(|v0| / ε) / k`.
    public func duration(untilSpeedBelow speed: Double) -> Double {
        let v0 = abs(startVelocity)
        guard speed > 0 else { return v0 > 0 ? .infinity : 0 }
        guard v0 > speed else { return 0 }
        return log(v0 / speed) / decayPerSecond
    }

    /// Where the motion is when its speed has fallen to `speed`: `x0 + sign(v0)·(|v0| - ε)/k`.
    /// With `speed` 0 this is `restPosition`.
    public func position(whenSpeedFallsTo speed: Double) -> Double {
        let v0 = abs(startVelocity)
        guard v0 > speed else { return startPosition }
        let sign: Double = startVelocity < 0 ? -1 : 1
        return startPosition + sign * (v0 - max(speed, 0)) / decayPerSecond
    }

    /// The time at which the motion reaches `x`, or nil if it never does (behind the start, at or
    /// beyond the rest point, or no motion). `t = -ln(1 - k·(x - x0)/v0) / k`.
    public func time(toReach x: Double) -> Double? {
        let dx = x - startPosition
        if dx == 0 { return 0 }
        guard startVelocity != 0 else { return nil }
        let fraction = decayPerSecond * dx / startVelocity
        guard fraction > 0, fraction < 1 else { return nil }
        return -log1p(-fraction) / decayPerSecond
    }
}
