import Foundation

/// A move from one position to another over a fixed time on a symmetric cubic ease-in-out:
/// `e(u) = 4u³` for `u < ½`, `1 − (2 − 2u)³/2` after (`e(¼) = 0.0625`, `e(½) = 0.5`,
/// `e(¾) = 0.9375`). It is what scrolling "to an item over 0.3 seconds" means: the duration is
/// fixed by the caller, not by friction or a spring. Monotonic, so it crosses each detent once.
///
/// ```swift
/// let move = EasedMove(from: 2, to: 6, duration: 0.3)
/// move.position(at: 0.15)   // 4 (half way at half time)
/// move.velocity(at: 0)      // 0 (starts and ends at rest)
/// ```
public struct EasedMove: Sendable, Equatable {
    public let start: Double
    public let end: Double
    /// Seconds (> 0; smaller values are raised to a microsecond).
    public let duration: Double

    public init(from start: Double, to end: Double, duration: Double) {
        self.start = start
        self.end = end
        self.duration = max(duration.isFinite ? duration : 0, 1e-6)
    }

    /// The eased fraction of the way at normalised time `u` (clamped to 0...1).
    @inlinable
    public static func ease(_ u: Double) -> Double { CubicEasing.inOut(u) }

    /// d ease / du at normalised time `u`.
    @inlinable
    public static func easeSlope(_ u: Double) -> Double {
        let t = min(max(u, 0), 1)
        if t < 0.5 { return 12 * t * t }
        let s = 2 - 2 * t
        return 3 * s * s
    }

    /// Position `t` seconds after the start (the end from `duration` on).
    @inlinable
    public func position(at t: Double) -> Double {
        start + (end - start) * Self.ease(t / duration)
    }

    /// Velocity (units per second) `t` seconds after the start.
    @inlinable
    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        return (end - start) * Self.easeSlope(t / duration) / duration
    }
}
