import Foundation

/// Re-fitting friction so a coast ends exactly where we want (Flutter's `FrictionSimulation.through`).
///
/// Given a start `(x0, v0)` and a target `(x1, v1)` with `v1` slower than `v0` and in the same
/// direction, the decay constant that makes an exponential decay pass through `x1` exactly when its
/// velocity has fallen to `v1` is
///
///     k = (v0 - v1) / (x1 - x0)          (Flutter: drag = e^((v0 - v1)/(x0 - x1)) = e^(-k) per second)
///
/// and it gets there at `t1 = ln(v0 / v1) / k`. The landing code picks a detent near the natural
/// rest point and uses this to bend the coast onto it; `k` changes only a little because the detent
/// is at most half an item from where the unbent coast would have stopped.
///
/// ```swift
/// let fit = ExponentialDecay.through(from: 0, to: 20, startVelocity: 12, endVelocity: 4.8)!
/// fit.decay.position(at: fit.arrivalTime)   // 20.0
/// fit.decay.velocity(at: fit.arrivalTime)   // 4.8
/// ```
public struct FrictionFit: Sendable, Equatable {
    /// The re-fitted decay, starting at `(x0, v0)`.
    public var decay: ExponentialDecay
    /// Seconds from the start until it is at `x1` with velocity `v1`.
    public var arrivalTime: Double
    /// The target position `x1` (exact; use it instead of evaluating the curve at `arrivalTime`).
    public var target: Double
    /// The velocity at `x1`.
    public var arrivalVelocity: Double
}

extension ExponentialDecay {
    /// The decay from `x0` at `v0` that reaches `x1` exactly when its velocity is `v1`, or nil when
    /// no such decay exists: `x1` not ahead of `x0` in the direction of `v0`, `v1` not strictly
    /// slower than `v0` in the same direction, or a non-finite input.
    public static func through(
        from x0: Double, to x1: Double,
        startVelocity v0: Double, endVelocity v1: Double
    ) -> FrictionFit? {
        guard x0.isFinite, x1.isFinite, v0.isFinite, v1.isFinite else { return nil }
        let distance = x1 - x0
        guard distance != 0, v0 != 0, v1 != 0 else { return nil }
        // Same direction for the distance and both velocities, and slowing down.
        guard (distance > 0) == (v0 > 0), (v1 > 0) == (v0 > 0), abs(v1) < abs(v0) else { return nil }
        let k = (v0 - v1) / distance
        guard k.isFinite, k > 0 else { return nil }
        let arrival = log(v0 / v1) / k
        guard arrival.isFinite, arrival > 0 else { return nil }
        return FrictionFit(
            decay: ExponentialDecay(position: x0, velocity: v0, decayPerSecond: k),
            arrivalTime: arrival, target: x1, arrivalVelocity: v1)
    }
}
