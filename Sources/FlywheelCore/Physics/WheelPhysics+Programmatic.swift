import Foundation

/// Taps, steps and programmatic spins. Each starts a new closed-form motion from the wheel's
/// current position *and velocity*, so nothing jumps.
///
/// ```swift
/// wheel.tap(at: now)                                        // a coasting wheel stops at the next detent
/// wheel.step(by: +1, at: now)                               // one item on, skipping disabled ones
/// wheel.spin(velocity: 40, at: now)                         // as if flung at 40 items/s
/// wheel.spin(to: 7, minimumDuration: 3, at: now)            // a prize-wheel spin that lands on 7
/// ```
extension WheelPhysics {
    /// Which way `spin(to:)` turns.
    public enum SpinDirection: Sendable, Equatable {
        /// Keep turning the way the wheel turns; from rest, the shorter way round.
        case automatic
        /// Increasing position: the ring turns clockwise.
        case clockwise
        /// Decreasing position: the ring turns counter-clockwise.
        case counterClockwise
    }

    /// Stops a coasting wheel smoothly at the detent it can reach without overshooting (nearest
    /// to `p + v/ω`, ω the snap spring's natural frequency; the critically damped spring from there
    /// has no overshoot). A wheel already settling keeps its landing; an idle or dragged wheel
    /// ignores the tap (the caller may then step or close). Returns the landing, if moving.
    @discardableResult
    public mutating func tap(at time: Double) -> WheelLanding? {
        guard case .moving(let motion, let landing) = state, let t = acceptTime(time) else { return nil }
        switch motion.segment(at: t) {
        case .rest:
            state = .idle(position: landing.position)
            return nil
        case .settle:
            return landing
        case .coast:
            let (position, velocity) = motion.sample(at: t)
            let aim = position + velocity / feel.snapSpring.naturalFrequency
            guard let target = nearestRestingPosition(to: aim, direction: velocity) else { return stopHere(position) }
            return start(
                WheelMotion(
                    springFrom: position, velocity: velocity, to: target,
                    spring: feel.snapSpring, at: t))
        }
    }

    /// Moves `delta` items (positive = increasing position, ring clockwise) with the step spring,
    /// skipping items the wheel may not rest on. Steps add up: a step during a step goes on from
    /// the pending target. Non-wrapping wheels stop at their ends. Returns the landing, or nil
    /// when refused or there is nowhere to go (ignored while dragging).
    @discardableResult
    public mutating func step(by delta: Int, at time: Double) -> WheelLanding? {
        guard itemCount > 0, delta != 0, !isDragging, let t = acceptTime(time) else { return nil }
        let now = sample(at: t)
        guard let target = steppedPosition(from: stepBase(at: t), by: delta) else { return nil }
        return start(
            WheelMotion(
                springFrom: now.position, velocity: now.velocity, to: target,
                spring: feel.stepSpring, at: t))
    }

    /// Flings the wheel programmatically at `velocity` items/s (clamped to the feel's maximum wheel
    /// speed), as a release would. Cancels a drag. Returns the landing.
    @discardableResult
    public mutating func spin(velocity: Double, at time: Double) -> WheelLanding? {
        guard itemCount > 0, velocity.isFinite, let t = acceptTime(time) else { return nil }
        let position = sample(at: t).position
        let limit = feel.maximumWheelSpeedItemsPerSecond
        return startCoast(from: position, velocity: max(-limit, min(limit, velocity)), at: t)
    }

    /// Spins to `item` and lands on it exactly, no sooner than `minimumDuration` seconds from now
    /// (default: the feel's `minimumProgrammaticSpinSeconds`), with one continuous decelerating
    /// coast: no jump in speed on the way (a wheel already turning that way keeps its speed).
    /// A disabled item is replaced by the nearest one it may rest on. Non-wrapping wheels cannot
    /// add turns, so they may arrive sooner than asked when the item is too close.
    @discardableResult
    public mutating func spin(
        to item: Int, minimumDuration: Double? = nil,
        direction: SpinDirection = .automatic, at time: Double
    ) -> WheelLanding? {
        let minimum = minimumDuration ?? feel.minimumProgrammaticSpinSeconds
        guard itemCount > 0, item >= 0, item < itemCount, minimum.isFinite, minimum >= 0,
            let goal = eligibleItem(near: item), let t = acceptTime(time)
        else { return nil }
        let now = sample(at: t)
        let sign = spinSign(direction, position: now.position, velocity: now.velocity, goal: goal)
        let target = spinTarget(goal, from: now.position, sign: sign, minimum: minimum, velocity: now.velocity)
        let distance = abs(target - now.position)
        guard distance > 1e-9 else {
            return start(
                WheelMotion(
                    springFrom: now.position, velocity: now.velocity, to: target,
                    spring: feel.snapSpring, at: t))
        }
        let stop = feel.stopSpeedItemsPerSecond
        let keepsSpeed = now.velocity * sign > stop
        let speed = keepsSpeed ? abs(now.velocity) : launchSpeed(distance: distance, minimum: minimum)
        guard
            let fit = ExponentialDecay.through(
                from: now.position, to: target, startVelocity: sign * speed,
                endVelocity: sign * stop)
        else {
            return start(
                WheelMotion(
                    springFrom: now.position, velocity: now.velocity, to: target,
                    spring: feel.snapSpring, at: t))
        }
        return start(WheelMotion(coast: fit, spring: feel.snapSpring, at: t))
    }

    /// Turns to `item` with the step spring, the shorter way round on a wrapping wheel, from the
    /// current position and velocity (no jump): how a selection made from code is shown. Unlike
    /// `spin(to:)` it goes to `item` even when it is disabled — the caller chose it.
    @discardableResult
    public mutating func move(to item: Int, at time: Double) -> WheelLanding? {
        guard itemCount > 0, item >= 0, item < itemCount, !isDragging, let t = acceptTime(time) else { return nil }
        let now = sample(at: t)
        var target = Double(item)
        if wraps {
            let n = Double(itemCount)
            target += ((now.position - target) / n).rounded() * n
        }
        return start(
            WheelMotion(
                springFrom: now.position, velocity: now.velocity, to: target,
                spring: feel.stepSpring, at: t))
    }

    /// Moves to `position` (any position, clamped on non-wrapping wheels; not rounded to a
    /// detent) in exactly `duration` seconds on the cubic ease-in-out of `EasedMove`, from where
    /// the wheel is now: "scroll there in 0.3 s". A duration of 0 or less puts it there at once
    /// (and returns nil). Cancels a drag.
    @discardableResult
    public mutating func animate(to position: Double, duration: Double, at time: Double) -> WheelLanding? {
        guard itemCount > 0, position.isFinite, duration.isFinite, let t = acceptTime(time) else { return nil }
        activeDrag = nil
        let target = restingPosition(for: position)
        guard duration > 0 else {
            state = .idle(position: target)
            return nil
        }
        let from = sample(at: t).position
        return start(WheelMotion(ease: EasedMove(from: from, to: target, duration: duration), at: t))
    }

    /// Puts the wheel at `position` at once, at rest (clamped on non-wrapping wheels).
    public mutating func setPosition(_ position: Double, at time: Double) {
        guard position.isFinite, acceptTime(time) != nil else { return }
        state = .idle(position: restingPosition(for: position))
    }

    /// Stops dead where the wheel is at `time` (e.g. when the control closes).
    public mutating func stop(at time: Double) {
        guard let t = acceptTime(time) else { return }
        state = .idle(position: restingPosition(for: sample(at: t).position))
    }
}

// MARK: - Helpers

extension WheelPhysics {
    /// Where a step at `time` counts from: the pending target while a spring settles (so quick
    /// steps add up), else the resting place nearest the position.
    public func stepBase(at time: Double) -> Double {
        if case .moving(let motion, let landing) = state, motion.segment(at: time) == .settle {
            return landing.position
        }
        return nearestDetent(to: sample(at: time).position)
    }

    /// The resting position `delta` eligible-or-not items from `base`, moved on past ineligible
    /// ones in the same direction; nil when nothing eligible lies that way.
    func steppedPosition(from base: Double, by delta: Int) -> Double? {
        let direction = delta > 0 ? 1.0 : -1.0
        // From a partial final page (`WheelRules.boundedEnd`), the first step back is the last whole detent.
        let fromPartialEnd = partialEnd == base && delta < 0
        var candidate = fromPartialEnd ? base.rounded(.down) + Double(delta + 1) : base + Double(delta)
        if !wraps { candidate = min(max(candidate, 0), itemRange.upperBound) }
        for _ in 0..<itemCount {
            if !wraps, !itemRange.contains(candidate) { return nil }
            if isEligible(itemIndex(atRestingPosition: candidate)) {
                return candidate == base ? nil : candidate
            }
            candidate += direction
        }
        return nil
    }

    /// The item index of an integer position.
    func itemIndex(atRestingPosition position: Double) -> Int {
        let n = Double(itemCount)
        var r = position.truncatingRemainder(dividingBy: n)
        if r < 0 { r += n }
        return min(Int(saturating: r), itemCount - 1)
    }

    /// `item` if the wheel may rest on it, else the eligible item with the nearest index (round
    /// the wheel when wrapping; on a tie the higher index, or the lower with `tiesTowardLower`);
    /// nil when none is. Indexes outside the items are clamped first on non-wrapping wheels.
    public func eligibleItem(near item: Int, tiesTowardLower: Bool = false) -> Int? {
        guard itemCount > 0 else { return nil }
        let item = wraps ? WheelGeometry.wrap(item, count: itemCount) : min(max(item, 0), itemCount - 1)
        if isEligible(item) { return item }
        for offset in 1..<max(itemCount, 1) {
            let pair = tiesTowardLower ? (item - offset, item + offset) : (item + offset, item - offset)
            for candidate in [pair.0, pair.1] {
                let index = wraps ? WheelGeometry.wrap(candidate, count: itemCount) : candidate
                if index >= 0, index < itemCount, isEligible(index) { return index }
            }
        }
        return nil
    }

    /// +1 or -1: the way a programmatic spin turns.
    func spinSign(_ direction: SpinDirection, position: Double, velocity: Double, goal: Int) -> Double {
        if !wraps { return Double(goal) >= position ? 1 : -1 }
        switch direction {
        case .clockwise: return 1
        case .counterClockwise: return -1
        case .automatic:
            if abs(velocity) > feel.stopSpeedItemsPerSecond { return velocity > 0 ? 1 : -1 }
            let n = Double(itemCount)
            var ahead = (Double(goal) - position).truncatingRemainder(dividingBy: n)
            if ahead < 0 { ahead += n }
            return ahead <= n - ahead ? 1 : -1
        }
    }

    /// The unwrapped resting position of `goal` for a spin: the first copy of it the way the
    /// wheel turns, plus whole turns until the coast lasts at least `minimum` seconds.
    func spinTarget(_ goal: Int, from position: Double, sign: Double, minimum: Double, velocity: Double) -> Double {
        guard wraps else { return Double(goal) }
        let n = Double(itemCount)
        let g = Double(goal)
        var first = sign > 0 ? g + n * ((position - g) / n).rounded(.up) : g - n * ((g - position) / n).rounded(.up)
        if abs(first - position) < 1e-9, minimum > 0 { first += sign * n }
        let needed = distanceLasting(minimum, velocity: velocity * sign)
        let shortfall = needed - abs(first - position)
        guard shortfall > 0 else { return first }
        return first + sign * n * (shortfall / n).rounded(.up)
    }

    /// The coast distance that lasts `minimum` seconds: from the current speed (if turning the
    /// right way) or from rest with the feel's friction, or at the maximum wheel speed.
    func distanceLasting(_ minimum: Double, velocity: Double) -> Double {
        guard minimum > 0 else { return 0 }
        let stop = feel.stopSpeedItemsPerSecond
        if velocity > stop {
            // Fixed start speed: the time grows linearly with the distance, D·ln(v/s)/(v - s).
            return minimum * (velocity - stop) / log(velocity / stop)
        }
        let k = feel.decayPerSecond
        let natural = stop * expm1(k * minimum) / k
        let fastest = feel.maximumWheelSpeedItemsPerSecond
        if natural.isFinite, k * natural + stop <= fastest { return natural }
        return minimum * (fastest - stop) / log(fastest / stop)
    }

    /// The start speed of a spin from rest over `distance`: the feel's friction when that lasts
    /// `minimum`, else the speed whose re-fitted coast lasts exactly `minimum` (or the natural
    /// speed if even a crawl at the stop speed would be quicker).
    func launchSpeed(distance: Double, minimum: Double) -> Double {
        let stop = feel.stopSpeedItemsPerSecond
        let k = feel.decayPerSecond
        let natural = k * distance + stop
        if log(natural / stop) / k >= minimum || distance / max(minimum, 1e-12) <= stop { return natural }
        // The coast's mean speed is the logarithmic mean (v - s)/ln(v/s) = distance/minimum.
        let mean = distance / minimum
        var low = stop * (1 + 1e-12), high = max(natural, 2 * mean + stop)
        while (high - stop) / log(high / stop) < mean { high *= 2 }
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if (mid - stop) / log(mid / stop) < mean { low = mid } else { high = mid }
        }
        return high
    }
}
