import Foundation

/// A spring released from a position with a velocity, pulling toward a target: closed form in time.
///
/// With `d = start - target` and `v0` the start velocity (Flutter's `SpringSimulation`):
///
///     critical:  r = -c/2m;                          x = (d + (v0 - r d) t) e^(r t)
///     under:     r = -c/2m, w = √(4mk - c²)/2m;      x = e^(r t) (d cos wt + ((v0 - r d)/w) sin wt)
///     over:      r1,2 = (-c ∓ √(c² - 4mk))/2m;       x = c1 e^(r1 t) + c2 e^(r2 t),
///                c2 = (v0 - r1 d)/(r2 - r1), c1 = d - c2
///
/// (`x` is the displacement from the target). `settleTime` is when an envelope of the curve is
/// inside the tolerances for good; from then on the motion is exactly at the target.
///
/// ```swift
/// let m = SpringMotion(spring: Spring(duration: 0.25, bounce: 0), from: 0, to: 1, velocity: 0)
/// m.position(at: 0.1)     // 0.43…
/// m.settleTime()          // ≈ 0.6 s: within 1e-6 items and 1e-4 items/s from then on
/// ```
public struct SpringMotion: Sendable, Equatable {
    /// The spring's constants.
    public let spring: Spring
    /// Where the spring comes to rest.
    public let target: Double
    /// The position at time 0.
    public let startPosition: Double
    /// The velocity at time 0.
    public let startVelocity: Double

    // Closed-form coefficients (see the type's comment): for critical `x = (a + b t) e^(r1 t)`,
    // underdamped `x = e^(r1 t)(a cos wt + b sin wt)`, overdamped `x = a e^(r1 t) + b e^(r2 t)`.
    @usableFromInline let regime: Spring.Regime
    @usableFromInline let a: Double
    @usableFromInline let b: Double
    @usableFromInline let r1: Double
    @usableFromInline let r2: Double
    @usableFromInline let w: Double

    /// A spring motion from `start` with `velocity` toward `target`.
    public init(spring: Spring, from start: Double, to target: Double, velocity: Double) {
        self.spring = spring
        self.target = target
        startPosition = start
        startVelocity = velocity
        let m = spring.mass, k = spring.stiffness, c = spring.damping
        let d = start - target
        regime = spring.regime
        switch regime {
        case .critical:
            let r = -spring.naturalFrequency
            (r1, r2, w, a, b) = (r, r, 0, d, velocity - r * d)
        case .underdamped:
            let r = -c / (2 * m)
            let omega = (4 * m * k - c * c).squareRoot() / (2 * m)
            (r1, r2, w, a, b) = (r, r, omega, d, (velocity - r * d) / omega)
        case .overdamped:
            let root = (c * c - 4 * m * k).squareRoot()
            let ra = (-c - root) / (2 * m), rb = (-c + root) / (2 * m)
            let c2 = (velocity - ra * d) / (rb - ra)
            (r1, r2, w, a, b) = (ra, rb, 0, d - c2, c2)
        }
    }

    /// Position `t` seconds after the start (t < 0 is treated as 0).
    @inlinable
    public func position(at t: Double) -> Double {
        target + displacement(at: max(t, 0))
    }

    /// Velocity `t` seconds after the start (t < 0 is treated as 0).
    @inlinable
    public func velocity(at t: Double) -> Double {
        let t = max(t, 0)
        switch regime {
        case .critical:
            return (b + r1 * (a + b * t)) * exp(r1 * t)
        case .underdamped:
            let wt = w * t
            let cosine = cos(wt), sine = sin(wt)
            return exp(r1 * t) * ((r1 * a + b * w) * cosine + (r1 * b - a * w) * sine)
        case .overdamped:
            return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
        }
    }

    @inlinable
    func displacement(at t: Double) -> Double {
        switch regime {
        case .critical:
            return (a + b * t) * exp(r1 * t)
        case .underdamped:
            let wt = w * t
            return exp(r1 * t) * (a * cos(wt) + b * sin(wt))
        case .overdamped:
            return a * exp(r1 * t) + b * exp(r2 * t)
        }
    }
}

// MARK: - Settling and turning points

extension SpringMotion {
    /// Default tolerances: a millionth of an item, a ten-thousandth of an item per second.
    public static let defaultPositionTolerance = 1e-6
    public static let defaultVelocityTolerance = 1e-4

    /// The earliest time from which |x - target| ≤ `positionTolerance` and |v| ≤
    /// `velocityTolerance` for ever, from a bound on the closed form (so slightly conservative).
    public func settleTime(
        positionTolerance: Double = defaultPositionTolerance,
        velocityTolerance: Double = defaultVelocityTolerance
    ) -> Double {
        switch regime {
        case .underdamped:
            let amplitude = (a * a + b * b).squareRoot()
            let speedScale = amplitude * (r1 * r1 + w * w).squareRoot()
            return Self.exponentialSettle(
                max(amplitude / positionTolerance, speedScale / velocityTolerance),
                rate: -r1)
        case .overdamped:
            let amplitude = abs(a) + abs(b)
            let speedScale = abs(a * r1) + abs(b * r2)
            return Self.exponentialSettle(
                max(amplitude / positionTolerance, speedScale / velocityTolerance),
                rate: -r2)
        case .critical:
            let rate = -r1
            let forPosition = Self.linearExponentialSettle(abs(a), abs(b), rate: rate, below: positionTolerance)
            let forSpeed = Self.linearExponentialSettle(
                abs(b + r1 * a), abs(r1 * b), rate: rate,
                below: velocityTolerance)
            return max(forPosition, forSpeed)
        }
    }

    /// `t` with `ratio · e^(-rate t) = 1`, or 0 when already below.
    private static func exponentialSettle(_ ratio: Double, rate: Double) -> Double {
        let ratio = ratio / 0.999  // margin for rounding in the curve itself
        guard ratio > 1, rate > 0 else { return 0 }
        return log(ratio) / rate
    }

    /// The first `t` after which `(p + q t) e^(-rate t) ≤ limit` holds for ever.
    private static func linearExponentialSettle(_ p: Double, _ q: Double, rate: Double, below tolerance: Double)
        -> Double
    {
        let f = { (t: Double) in (p + q * t) * exp(-rate * t) }
        let limit = tolerance * 0.999  // margin for rounding in the curve itself
        guard q > 0 else { return exponentialSettle(p / limit, rate: rate) }
        // f rises until its peak at 1/rate - p/q and falls after it.
        let peak = max(0, 1 / rate - p / q)
        if f(peak) <= limit { return 0 }
        var low = peak, high = peak + 1 / rate
        while f(high) > limit { low = high; high *= 2 }
        for _ in 0..<64 {
            let mid = (low + high) / 2
            if f(mid) > limit { low = mid } else { high = mid }
        }
        return high
    }

    /// The first time strictly after `t` at which the velocity changes sign (a turning point of
    /// the position), or nil if there is none. Used to split the curve into monotonic pieces.
    public func nextTurningTime(after t: Double) -> Double? {
        let candidate: Double?
        switch regime {
        case .critical:
            // v = (b + r a + r b t) e^(r t) is zero once, at t = -(b + r a)/(r b).
            candidate = b == 0 ? nil : -(b + r1 * a) / (r1 * b)
        case .overdamped:
            // a r1 e^(r1 t) + b r2 e^(r2 t) = 0  ⇔  e^((r1 - r2) t) = -(b r2)/(a r1).
            let ratio = -(b * r2) / (a * r1)
            candidate = (ratio > 0 && ratio.isFinite) ? log(ratio) / (r1 - r2) : nil
        case .underdamped:
            // v ∝ P cos wt + Q sin wt, zero where wt = atan2(-P, Q) + nπ.
            let p = r1 * a + b * w, q = r1 * b - a * w
            guard p != 0 || q != 0 else { return nil }
            let phase = atan2(-p, q)
            var n = ((w * t - phase) / Double.pi).rounded(.down) + 1
            var next = (phase + n * Double.pi) / w
            while next <= t { n += 1; next = (phase + n * Double.pi) / w }
            return next
        }
        guard let time = candidate, time > t, time.isFinite else { return nil }
        return time
    }
}
