import Foundation

/// A damped spring: mass, stiffness and damping coefficient.
///
/// Describe it either physically (`stiffness`, `dampingRatio`) or perceptually
/// (`duration`, `bounce`, as SwiftUI's `spring(duration:bounce:)`): `k = 4π²m / duration²`,
/// `ζ = 1 - bounce` for `bounce ≥ 0` and `ζ = 1 / (1 + bounce)` for `bounce < 0`.
///
/// ```swift
/// let snap = Spring(duration: 0.3, bounce: 0)     // critically damped
/// snap.dampingRatio                                // 1.0
/// let motion = SpringMotion(spring: snap, from: 2.7, to: 3, velocity: 4)
/// motion.position(at: 1)                           // ≈ 3
/// ```
public struct Spring: Sendable, Equatable {
    /// Mass (arbitrary units; 1 for the perceptual form).
    public var mass: Double
    /// Stiffness `k` (force per unit of displacement).
    public var stiffness: Double
    /// Damping coefficient `c` (force per unit of velocity).
    public var damping: Double

    /// How the spring returns to rest.
    public enum Regime: Sendable, Equatable {
        /// ζ < 1: oscillates around the target with a decaying amplitude.
        case underdamped
        /// ζ = 1: the fastest return that does not oscillate.
        case critical
        /// ζ > 1: slower, never crosses the target more than once.
        case overdamped
    }

    /// A spring from its physical constants (all finite, mass and stiffness > 0, damping ≥ 0).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring from a damping ratio: `c = ζ · 2√(m k)`.
    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) {
        self.init(mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (mass * stiffness).squareRoot())
    }

    /// A unit-mass spring from its perceptual duration (the undamped period, seconds) and bounce
    /// (-1 < bounce < 1; 0 = critically damped, > 0 bouncier, < 0 more sluggish).
    public init(duration: Double, bounce: Double) {
        let stiffness = 4 * Double.pi * Double.pi / (duration * duration)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(mass: 1, stiffness: stiffness, dampingRatio: ratio)
    }

    /// `ζ = c / (2√(m k))`.
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// The undamped angular frequency `√(k/m)` (radians per second).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Which closed form applies; ratios within 1e-6 of 1 count as critical, where the under- and
    /// overdamped forms lose precision.
    public var regime: Regime {
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-6 { return .critical }
        return zeta < 1 ? .underdamped : .overdamped
    }
}
