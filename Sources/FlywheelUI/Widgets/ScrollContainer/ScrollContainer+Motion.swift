import FlywheelCore

/// The container on its `MotionDriver`: the domain (detents, bounded end or wrap), the feel,
/// the clock, and turning the driver's position into `bounds.origin` and `didScroll`.
///
/// The driver's position is in detents of `effectiveDetentLength` points. Bounded: detents
/// `0...ceil(maximumOffset/L)`, the last resting place being `maximumOffset/L` (a partial last
/// page). Wrapping: `wrapPeriod/L` detents round (the detent shrinks to fit a whole number).
extension ScrollContainer {
    /// Points per detent: `detentLength`, else the page; a positive, finite value, fitted to a
    /// whole number of detents per `wrapPeriod` when wrapping.
    public var effectiveDetentLength: Double {
        var length = detentLength ?? pageLength
        if !(length.isFinite && length > 0) { length = 1 }
        if let period = wrapPeriod, period.isFinite, period > 0 {
            length = period / max(1, (period / length).rounded())
        }
        return length
    }

    /// Whether the content repeats (`wrapPeriod` set, finite and positive).
    public var wrapsContent: Bool { wrapPeriod.map { $0.isFinite && $0 > 0 } ?? false }

    /// Whether a finger may scroll: enabled and somewhere to go (or `alwaysBounces` with `bounces`).
    public var canDrag: Bool {
        isScrollEnabled && (wrapsContent || maximumOffset > 0 || (alwaysBounces && bounces))
    }

    /// The host clock's time, never before what the driver has handled.
    var now: Double { driver.now(on: host) }

    /// The offset the driver's position stands for: unwrapped, or kept in `[P, 2P)` when wrapping.
    var driverAxisOffset: Double {
        let raw = driver.position * driver.pitch
        guard wrapsContent, let period = wrapPeriod else { return raw }
        var r = raw.truncatingRemainder(dividingBy: period)
        if r < 0 { r += period }
        return period + r
    }

    /// Re-derives the driver's domain, pitch and feel from the container's properties, keeping
    /// the content where it is. Only a change of domain or pitch interrupts a motion.
    func configureDriver() {
        let t = now
        driver.advance(to: t)
        let length = effectiveDetentLength
        // Where the content is going: a move or coast under way ends there at once when the
        // domain changes (a resize), so the offset after it does not depend on which frame the
        // layout ran at (stopping where the frame found it did: the fuzzer's frame-rate check).
        let offset = (driver.isMoving && !isDragging ? driver.restPosition : driver.position) * driver.pitch
        let wraps = wrapsContent
        let count: Int
        let end: Double?
        if wraps, let period = wrapPeriod {
            count = max(1, Int(saturating: (period / length).rounded()))
            end = nil
        } else {
            let e = maximumOffset / length
            count = max(1, Int(saturating: (e - 1e-9).rounded(.up)) + 1)
            end = e
        }
        if driver.wraps != wraps {
            driver = MotionDriver(itemCount: count, wraps: wraps, position: 0, time: t)
        }
        installDriverCallbacks()
        var feel = FeelParameters.ios
        feel.decelerationRatePerMillisecond = decelerationRate
        if decayModel != .exponential {
            // The spline is measured in points: one detent is `length` of them.
            feel.decayModel = decayModel
            feel.flingPointsPerItem = min(max(length, 1), 10_000)
        }
        feel.rubberBandDimensionItems = min(max(pageLength / length, 0.1), 1000)
        if !isPagingEnabled {
            // Free scrolling coasts as UIScrollView does: every release coasts, and the travel
            // (v - stop)/k is v/k to within `freeScrollRestSpeed` points, whatever the page
            // length. Paging keeps the feel's own stop speed, which chooses the page.
            feel.stopSpeedItemsPerSecond = max(Self.freeScrollRestSpeed / length, 0.001)
            feel.minimumFlingSpeedItemsPerSecond = 0
        }
        if feel != driver.feel { try? driver.setFeel(feel) }
        driver.rules.bounces = bounces
        driver.rules.paging = isPagingEnabled
        driver.rules.restsBetweenDetents = !isPagingEnabled
        let domainChanged = driver.itemCount != count || driver.rules.boundedEnd != end || driver.pitch != length
        if domainChanged {
            driver.rules.boundedEnd = end
            driver.setItems(count: count, at: t)
            driver.pitch = length
            driver.jump(to: offset / length, at: t)
            isDragging = false
        }
        if driver.driftVelocity != drift / length {
            driver.drift(velocity: drift / length, at: t)
            if drift != 0 { startTicking() }
        }
        applyDriverOffset(reports: false)
    }

    /// Back in a window: frames again for a motion or drift under way; a drift goes on from
    /// now (the time away is not caught up).
    func resumeMotion() {
        if driver.isDrifting { driver.drift(velocity: driver.driftVelocity, at: now) }
        if driver.isActive || driver.isDrifting { startTicking() }
    }

    func installDriverCallbacks() {
        var subdivisions = 1
        if let item = itemLength, item.isFinite, item > 0 {
            let ratio = (effectiveDetentLength / item).rounded()
            if ratio >= 1, ratio <= 1_000_000 { subdivisions = Int(saturating: ratio) }
        }
        driver.crossingSubdivisions = subdivisions
        driver.onCrossing = { [unowned self] crossing in
            report(.didCrossInto(item: crossing.detent.item, at: crossing.time))
        }
        driver.onRest = { [unowned self] _, fromCode in
            applyDriverOffset(reports: true)
            if fromCode {
                report(.didEndScrollingAnimation)
            } else {
                report(.didEndDecelerating)
            }
        }
    }

    /// Shows the driver's position: sets `bounds.origin` along the axis and, if it moved and
    /// `reports`, tells the delegate `didScroll`.
    func applyDriverOffset(reports: Bool) {
        let offset = driverAxisOffset
        guard offset.isFinite, offset != axisOffset else { return }
        var origin = bounds.origin
        if isVertical {
            origin.y = offset
            origin.x = 0
        } else {
            origin.x = offset
            origin.y = 0
        }
        bounds = Rect(origin: origin, size: bounds.size)
        if reports { report(.didScroll) }
    }

    /// `tick(at:)`'s body: the driver's cursor to `time` (which reports a rest), the offset, and
    /// a held touch handed to content when its delay is up.
    func tickMotion(at time: Double) -> Bool {
        driver.advance(to: time)
        applyDriverOffset(reports: true)
        releaseHeldTouchIfDue(at: time)
        return driver.isActive || driver.isDrifting || (pendingTarget != nil && track != nil)
    }
}
