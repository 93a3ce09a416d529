import Foundation

/// Where and when a motion comes to rest: known the moment the motion starts.
///
/// ```swift
/// if let landing = physics.endDrag(at: now, pointsPerItem: 40) {
///     delegate.willLand(on: landing.item, at: landing.restTime)
/// }
/// ```
public struct WheelLanding: Sendable, Equatable {
    /// The item it stops on (wrapped into 0..<count).
    public var item: Int
    /// The exact position it stops at (unwrapped: `item` plus a whole number of turns).
    public var position: Double
    /// The time at which the motion began.
    public var startTime: Double
    /// The time from which the position is exactly `position` and the velocity 0.
    public var restTime: Double
}

/// One closed-form motion of the wheel after an impulse: an optional coast (an exponential decay
/// re-fitted to arrive at the target exactly as its speed falls to the stop speed, or Android's
/// spline for the release speed whose fling ends on the target) followed by a
/// spring that settles on the target — or a fixed-time eased move (`EasedMove`, for "scroll there
/// in 0.3 s"). State at any time is a pure function of `time - startTime`.
///
/// ```swift
/// let motion = WheelMotion.landing(from: 0.3, velocity: 12, target: 6, at: 10,
///                                  feel: .ios)
/// motion.sample(at: 10.5).position     // somewhere between 0.3 and 6
/// motion.sample(at: motion.endTime)    // exactly (6, 0)
/// ```
public struct WheelMotion: Sendable, Equatable {
    /// The part of the motion a time falls in.
    public enum Segment: Sendable, Equatable {
        /// The decaying coast.
        case coast
        /// The spring settling on the target, or a fixed-time eased move.
        case settle
        /// At rest on the target.
        case rest
    }

    /// Absolute time of the impulse.
    public let startTime: Double
    /// The exact resting position.
    public let target: Double
    /// The exponential coast, if any (relative time 0 ..< `coastDuration`).
    public let coast: ExponentialDecay?
    /// The spline coast, if any (relative time 0 ..< `coastDuration`; never with `coast`).
    public let splineCoast: SplineCoast?
    /// Seconds of coast before the settle spring takes over (0 without a coast).
    public let coastDuration: Double
    /// The settle spring, in time relative to the end of the coast.
    public let settle: SpringMotion
    /// A fixed-time eased move replacing coast and spring (relative time 0 ..< its duration).
    public let ease: EasedMove?
    /// Seconds from the start after which the position is exactly `target`.
    public let duration: Double

    /// Absolute time from which the motion is at rest on `target` (`startTime + duration`).
    public let endTime: Double

    /// A spring-only motion from `(position, velocity)` to `target`.
    public init(
        springFrom position: Double, velocity: Double, to target: Double,
        spring: Spring, at time: Double
    ) {
        startTime = time
        self.target = target
        coast = nil
        splineCoast = nil
        coastDuration = 0
        ease = nil
        settle = SpringMotion(spring: spring, from: position, to: target, velocity: velocity)
        duration = settle.settleTime()
        endTime = time + duration
    }

    /// A coast along `fit`, handing over to `spring` when it arrives on the target.
    public init(coast fit: FrictionFit, spring: Spring, at time: Double) {
        startTime = time
        target = fit.target
        coast = fit.decay
        splineCoast = nil
        coastDuration = fit.arrivalTime
        ease = nil
        settle = SpringMotion(spring: spring, from: fit.target, to: fit.target, velocity: fit.arrivalVelocity)
        duration = fit.arrivalTime + settle.settleTime()
        endTime = time + duration
    }

    /// A coast along Android's spline, at rest on its end (`spring` only takes over should the
    /// table's last step leave any speed, which it does not: the spline ends at speed 0).
    public init(splineCoast spline: SplineCoast, spring: Spring, at time: Double) {
        startTime = time
        target = spline.endPosition
        coast = nil
        splineCoast = spline
        coastDuration = spline.duration
        ease = nil
        settle = SpringMotion(spring: spring, from: target, to: target, velocity: 0)
        duration = spline.duration + settle.settleTime()
        endTime = time + duration
    }

    /// An eased move from `move.start` to `move.end` over `move.duration`, at rest after.
    public init(ease move: EasedMove, at time: Double) {
        startTime = time
        target = move.end
        coast = nil
        splineCoast = nil
        coastDuration = 0
        ease = move
        settle = SpringMotion(spring: Spring(duration: 0.3, bounce: 0), from: move.end, to: move.end, velocity: 0)
        duration = move.duration
        endTime = time + duration
    }

    /// Position and velocity at an absolute time (before the start counts as the start).
    @inlinable
    public func sample(at time: Double) -> (position: Double, velocity: Double) {
        if time >= endTime { return (target, 0) }
        let t = time - startTime
        if let ease { return (ease.position(at: t), ease.velocity(at: t)) }
        if let coast, t < coastDuration {
            return (coast.position(at: t), coast.velocity(at: t))
        }
        if let splineCoast, t < coastDuration {
            return (splineCoast.position(at: t), splineCoast.velocity(at: t))
        }
        let s = t - coastDuration
        return (settle.position(at: s), settle.velocity(at: s))
    }

    /// Which part of the motion `time` falls in.
    public func segment(at time: Double) -> Segment {
        if time >= endTime { return .rest }
        let t = time - startTime
        return (coast != nil || splineCoast != nil) && t < coastDuration ? .coast : .settle
    }

    /// Calls `body` for every mid-item crossing between the absolute times `t0` and `t1` (t0 ≤ t1),
    /// exactly, whatever the frame rate: the curve is split where it turns round. Returns the count.
    @discardableResult
    public func forEachDetentCrossing(
        from t0: Double, to t1: Double, itemCount: Int, wraps: Bool,
        _ body: (DetentCrossing) -> Void
    ) -> Int {
        var reported = 0
        forEachMonotonicPiece(from: t0, to: t1) { _, _, p, q in
            reported += DetentCrossing.forEach(from: p, to: q, itemCount: itemCount, wraps: wraps, body)
        }
        return reported
    }

    /// `forEachDetentCrossing` with the time of each crossing: found by bisection on the closed
    /// form inside the piece of the curve that holds it (between two turning points, so the
    /// piece crosses each position once), to within 2⁻⁶⁰ of the piece's length.
    ///
    /// `subdivisions` (≥ 1) splits each detent into that many crossing units: the crossings and
    /// items are then in units of `1/subdivisions` detent (`itemCount · subdivisions` items), as
    /// for a scroller whose detent is a page of several items. `lastAtMost` walks only the last
    /// that many crossings of each monotonic piece of the curve (the earlier ones are neither
    /// timed nor reported).
    @discardableResult
    public func forEachTimedDetentCrossing(
        from t0: Double, to t1: Double, itemCount: Int, wraps: Bool, subdivisions: Int = 1,
        lastAtMost limit: Int = .max, _ body: (DetentCrossing, _ time: Double) -> Void
    ) -> Int {
        let m = max(1, subdivisions)
        let (scale, count) = (Double(m), itemCount.multipliedReportingOverflow(by: m))
        guard !count.overflow else { return 0 }
        var reported = 0
        forEachMonotonicPiece(from: t0, to: t1) { start, end, p, q in
            reported += DetentCrossing.forEach(
                from: p * scale, to: q * scale, itemCount: count.partialValue, wraps: wraps, lastAtMost: limit
            ) { crossing in
                body(crossing, crossingTime(of: crossing, scale: scale, between: start, and: end))
            }
        }
        return reported
    }

    /// Splits `[t0, t1]` (clipped to the motion) where the curve may turn round or change segment
    /// and calls `body` with each piece's times and positions.
    private func forEachMonotonicPiece(
        from t0: Double, to t1: Double, _ body: (_ start: Double, _ end: Double, _ from: Double, _ to: Double) -> Void
    ) {
        var t = max(t0, startTime)
        let stop = min(t1, endTime)
        guard t < stop else { return }
        var p = sample(at: t).position
        while t < stop {
            var next = min(stop, nextBreak(after: t))
            if next <= t { next = stop }  // rounding in absolute time must never stall the walk
            let q = sample(at: next).position
            body(t, next, p, q)
            t = next
            p = q
        }
    }

    /// The time in `[low, high]` (a monotonic piece) at which the curve reaches `crossing.position`.
    private func crossingTime(
        of crossing: DetentCrossing, scale: Double, between low: Double, and high: Double
    ) -> Double {
        var lo = low, hi = high
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if (sample(at: mid).position * scale - crossing.position) * Double(crossing.direction) >= 0 {
                hi = mid
            } else {
                lo = mid
            }
        }
        return hi
    }

    /// The next absolute time after `time` where the curve may change direction or segment.
    private func nextBreak(after time: Double) -> Double {
        if ease != nil { return endTime }  // monotonic
        let t = time - startTime
        if coast != nil || splineCoast != nil, t < coastDuration { return startTime + coastDuration }
        if let turn = settle.nextTurningTime(after: t - coastDuration) {
            return min(startTime + coastDuration + turn, endTime)
        }
        return endTime
    }
}

extension WheelMotion {
    /// How much harder than the feel's own friction a re-fitted coast may brake before a spring
    /// is used instead (a detent just ahead of a fast wheel would otherwise stop it abruptly).
    public static let maximumBrakeFactor = 4.0

    /// The motion from `(position, velocity)` that stops exactly on `target`: a coast re-fitted
    /// to arrive there at the feel's stop speed when the target is ahead and the wheel fast
    /// enough, then the snap spring; otherwise the snap spring seeded with the velocity.
    public static func landing(
        from position: Double, velocity: Double, target: Double,
        at time: Double, feel: FeelParameters
    ) -> WheelMotion {
        if feel.decayModel == .androidSpline {
            return splineLanding(from: position, velocity: velocity, target: target, at: time, feel: feel)
        }
        let stopSpeed = feel.stopSpeedItemsPerSecond
        let arrival = velocity < 0 ? -stopSpeed : stopSpeed
        if abs(velocity) > stopSpeed,
            let fit = ExponentialDecay.through(
                from: position, to: target, startVelocity: velocity, endVelocity: arrival),
            fit.decay.decayPerSecond <= maximumBrakeFactor * feel.decayPerSecond
        {
            return WheelMotion(coast: fit, spring: feel.snapSpring, at: time)
        }
        return WheelMotion(springFrom: position, velocity: velocity, to: target, spring: feel.snapSpring, at: time)
    }

    /// The `.androidSpline` landing: Android's fling of the release speed whose travel ends
    /// exactly on `target`, when the target is ahead and that travel is within a factor
    /// `maximumBrakeFactor` shorter (or 2 longer) than the release speed's own; otherwise the
    /// snap spring seeded with the velocity.
    static func splineLanding(
        from position: Double, velocity: Double, target: Double, at time: Double, feel: FeelParameters
    ) -> WheelMotion {
        let distance = target - position
        let natural = feel.splineTravelItems(speed: abs(velocity))
        if velocity != 0, distance != 0, (distance > 0) == (velocity > 0),
            abs(distance) * maximumBrakeFactor >= natural, abs(distance) <= 2 * natural
        {
            let coast = SplineCoast(
                from: position, to: target, spline: feel.spline, pointsPerItem: feel.flingPointsPerItem)
            if coast.duration > 0, coast.duration.isFinite {
                return WheelMotion(splineCoast: coast, spring: feel.snapSpring, at: time)
            }
        }
        return WheelMotion(springFrom: position, velocity: velocity, to: target, spring: feel.snapSpring, at: time)
    }
}
