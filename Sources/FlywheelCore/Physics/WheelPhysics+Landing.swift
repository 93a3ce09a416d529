import Foundation

/// Choosing the landing item and starting the motion that stops exactly on it.
///
/// The projected rest of a coast at velocity `v` is where the feel's decay falls to its stop
/// speed: `p + sign(v)·(|v| - v_stop)/k` (exponential), or where Android's spline ends
/// (`.androidSpline`: its distance for `|v| · flingPointsPerItem` points/s, in items). The landing item is the eligible item nearest to it
/// (wrapping: nearest copy round the wheel; non-wrapping: after clamping to the ends); ties go
/// the way the wheel is turning. The motion is then `WheelMotion.landing`, so
/// `sample(at: landing.restTime)` is exactly `landing.position`.
///
/// ```swift
/// let landing = wheel.spin(velocity: 30, at: now)!      // a coast
/// landing.item                                          // chosen now
/// wheel.sample(at: landing.restTime).position == landing.position   // true
/// ```
extension WheelPhysics {
    /// Whether the wheel may rest on `item`: enabled, or any item when the feel's
    /// `mayRestOnDisabledItems` is on (false outside 0..<count).
    public func isEligible(_ item: Int) -> Bool {
        feel.mayRestOnDisabledItems ? (item >= 0 && item < itemCount) : isEnabled(item)
    }

    /// The bounded end when it is not a whole detent (see `WheelRules.boundedEnd`), else nil.
    var partialEnd: Double? {
        guard !wraps else { return nil }
        let end = itemRange.upperBound
        return end == end.rounded(.down) ? nil : end
    }

    /// Whether every item is eligible (the fast path of the searches).
    var everyItemEligible: Bool { feel.mayRestOnDisabledItems || enabledFlags.isEmpty }

    /// The projected rest of a coast starting at `velocity`.
    func projectedRest(from position: Double, velocity: Double) -> Double {
        if feel.decayModel == .androidSpline {
            let travel = feel.splineTravelItems(speed: velocity)
            return velocity < 0 ? position - travel : position + travel
        }
        let excess = abs(velocity) - feel.stopSpeedItemsPerSecond
        guard excess > 0 else { return position }
        let travel = excess / feel.decayPerSecond
        return velocity < 0 ? position - travel : position + travel
    }

    /// The resting position (an integer, unwrapped) of the eligible item nearest `position`, ties
    /// toward `direction`'s sign; nil when no item is eligible.
    public func nearestRestingPosition(to position: Double, direction: Double = 0) -> Double? {
        guard itemCount > 0, position.isFinite else { return nil }
        let aim = wraps ? position : min(max(position, 0), itemRange.upperBound)
        if rules.restsBetweenDetents { return aim }
        if !wraps, let end = partialEnd, aim > end.rounded(.down) {
            // Between the last whole detent and a bounded end short of the next one.
            let below = end.rounded(.down)
            let (toBelow, toEnd) = (aim - below, end - aim)
            return toBelow < toEnd || (toBelow == toEnd && direction < 0) ? below : end
        }
        if everyItemEligible { return Self.roundHalf(aim, toward: direction) }
        let n = Double(itemCount)
        var best: Double?
        var bestDistance = Double.infinity
        for item in 0..<itemCount where isEligible(item) {
            let candidate = wraps ? Double(item) + n * ((aim - Double(item)) / n).rounded() : Double(item)
            // The nearest copy may be one turn either side of the rounded one when |aim - i| ≈ n/2.
            for shift in wraps ? -1...1 : 0...0 {
                let copy = candidate + Double(shift) * n
                let distance = abs(copy - aim)
                if distance < bestDistance || (distance == bestDistance && isToward(copy, from: aim, direction)) {
                    best = copy
                    bestDistance = distance
                }
            }
        }
        return best
    }

    private func isToward(_ candidate: Double, from aim: Double, _ direction: Double) -> Bool {
        direction == 0 ? candidate > aim : (candidate - aim) * direction > 0
    }

    /// `x` rounded to the nearest integer, exact halves toward `direction` (up when 0).
    static func roundHalf(_ x: Double, toward direction: Double) -> Double {
        let down = x.rounded(.down)
        let fraction = x - down
        if fraction < 0.5 { return down }
        if fraction > 0.5 { return down + 1 }
        return direction < 0 ? down : down + 1
    }

    /// Makes `motion` the current motion and returns its landing.
    mutating func start(_ motion: WheelMotion) -> WheelLanding {
        let item = WheelGeometry.item(atPosition: motion.target, itemCount: itemCount, wraps: wraps) ?? 0
        let landing = WheelLanding(
            item: item, position: motion.target, startTime: motion.startTime,
            restTime: motion.endTime)
        state = .moving(motion, landing: landing)
        return landing
    }

    /// Stops dead at `position` (no item to land on).
    mutating func stopHere(_ position: Double) -> WheelLanding? {
        state = .idle(position: restingPosition(for: position))
        return nil
    }

    /// A coast at `velocity` from `position` that lands on the item nearest its projected rest.
    mutating func startCoast(from position: Double, velocity: Double, at time: Double) -> WheelLanding? {
        let rest = projectedRest(from: position, velocity: velocity)
        guard let target = nearestRestingPosition(to: rest, direction: velocity) else { return stopHere(position) }
        return start(.landing(from: position, velocity: velocity, target: target, at: time, feel: feel))
    }

    /// Paging: lands on the eligible detent nearest the projected rest, but at most one detent
    /// from `startDetent` (where the drag began), so a flick turns exactly one page.
    mutating func startPage(
        from position: Double, velocity: Double, startDetent: Double,
        at time: Double
    ) -> WheelLanding? {
        let rest = projectedRest(from: position, velocity: velocity)
        // From a partial final page, one page back is the last whole detent.
        let back = partialEnd == startDetent ? startDetent.rounded(.down) : startDetent - 1
        let aim = min(max(rest, back), startDetent + 1)
        let wasFree = rules.restsBetweenDetents
        rules.restsBetweenDetents = false
        defer { rules.restsBetweenDetents = wasFree }
        guard let target = nearestRestingPosition(to: aim, direction: velocity) else { return stopHere(position) }
        return start(.landing(from: position, velocity: velocity, target: target, at: time, feel: feel))
    }

    /// The snap spring from `(position, velocity)` to the nearest eligible item.
    mutating func startSnap(from position: Double, velocity: Double, at time: Double) -> WheelLanding? {
        guard let target = nearestRestingPosition(to: position, direction: velocity) else { return stopHere(position) }
        return start(
            WheelMotion(springFrom: position, velocity: velocity, to: target, spring: feel.snapSpring, at: time))
    }

    /// A non-wrapping wheel released past an end springs back to the nearest eligible item (or to
    /// the end itself when none is).
    mutating func startSpringBack(from position: Double, velocity: Double, at time: Double) -> WheelLanding? {
        let end = min(max(position, itemRange.lowerBound), itemRange.upperBound)
        let target = nearestRestingPosition(to: end, direction: -velocity) ?? end
        return start(
            WheelMotion(springFrom: position, velocity: velocity, to: target, spring: feel.snapSpring, at: time))
    }
}
