import Foundation

/// Dragging and releasing: the wheel follows the finger 1:1 (by angle on the radial spinner, by
/// distance on the picker); at release the finger's velocity from `FlingVelocityEstimator` becomes
/// a fling (see `FeelParameters` for the pipeline) or, if too slow, a snap to the nearest item.
///
/// ```swift
/// let angle = WheelGeometry.windowAngle(of: touch, around: center)
/// wheel.beginDrag(windowAngle: angle, at: event.time)       // on touch down
/// wheel.drag(windowAngle: angle, at: event.time)            // on every move
/// let perItem = WheelGeometry.pointsPerItem(radius: touch.distance(to: center), itemCount: 12)
/// wheel.endDrag(at: event.time, pointsPerItem: perItem)     // on touch up
/// ```
extension WheelPhysics {
    /// The state of a drag in progress.
    struct Drag: Sendable {
        /// The unbanded position when the finger went down.
        var rawStart: Double
        /// The finger coordinate (items) when it went down, and now.
        var fingerStart: Double
        var finger: Double
        /// The last window angle, when dragging by angle (for unwrapping across ±π).
        var lastWindowAngle: Double?
        var estimator: FlingVelocityEstimator
        /// The wheel's velocity when it was grabbed, and when (for repeated-fling momentum).
        var grabVelocity: Double
        var grabTime: Double
        /// Displayed position and velocity (rubber-banded on non-wrapping wheels).
        var position: Double
        var displayedVelocity: Double
        /// The detent nearest the position when the finger went down (paging counts from it).
        var startDetent: Double
    }

    /// Starts following a finger (`FingerPosition`). Grabbing a moving wheel stops it where it
    /// is. Returns false if the input is refused (not finite, no items).
    @discardableResult
    public mutating func beginDrag(_ finger: FingerPosition, at time: Double) -> Bool {
        switch finger {
        case .items(let items): beginDrag(fingerItems: items, at: time)
        case .windowAngle(let angle): beginDrag(windowAngle: angle, at: time)
        }
    }

    /// Moves the finger (in the kind of position the drag began with). Returns false if not
    /// dragging or refused.
    @discardableResult
    public mutating func drag(_ finger: FingerPosition, at time: Double) -> Bool {
        switch finger {
        case .items(let items): drag(fingerItems: items, at: time)
        case .windowAngle(let angle): drag(windowAngle: angle, at: time)
        }
    }

    /// Starts following a finger at `fingerItems`.
    private mutating func beginDrag(fingerItems: Double, at time: Double) -> Bool {
        guard itemCount > 0, fingerItems.isFinite, let t = acceptTime(time) else { return false }
        let current = sample(at: t)
        let grabVelocity = current.phase == .coasting || current.phase == .snapping ? current.velocity : 0
        let raw = wraps ? current.position : feel.rubberBand.unclamp(current.position, from: itemRange)
        var drag = Drag(
            rawStart: raw.isFinite ? raw : current.position, fingerStart: fingerItems,
            finger: fingerItems, lastWindowAngle: nil,
            estimator: FlingVelocityEstimator(feel: feel), grabVelocity: grabVelocity,
            grabTime: t, position: current.position, displayedVelocity: 0,
            startDetent: nearestDetent(to: current.position))
        drag.estimator.add(position: fingerItems, at: t)
        store(drag)
        return true
    }

    /// Moves the finger to `fingerItems`.
    private mutating func drag(fingerItems: Double, at time: Double) -> Bool {
        guard var drag = currentDrag, fingerItems.isFinite, let t = acceptTime(time) else { return false }
        drag.finger = fingerItems
        drag.estimator.add(position: fingerItems, at: t)
        updateDisplay(&drag)
        store(drag)
        return true
    }

    /// Moves the finger `delta` items on from where it last was, for input that arrives as
    /// movements rather than positions. Returns false if not dragging or refused.
    ///
    /// ```swift
    /// wheel.drag(byFingerItems: deltaY / rowHeight, at: event.time)
    /// ```
    @discardableResult
    public mutating func drag(byFingerItems delta: Double, at time: Double) -> Bool {
        guard delta.isFinite, let drag = currentDrag else { return false }
        return self.drag(fingerItems: drag.finger + delta, at: time)
    }

    /// Starts a drag at a window angle.
    private mutating func beginDrag(windowAngle angle: Double, at time: Double) -> Bool {
        guard angle.isFinite, beginDrag(fingerItems: 0, at: time), var drag = currentDrag else { return false }
        drag.lastWindowAngle = angle
        store(drag)
        return true
    }

    /// Moves the finger to a window angle, unwrapped across ±π from the last one.
    private mutating func drag(windowAngle angle: Double, at time: Double) -> Bool {
        guard angle.isFinite, let drag = currentDrag else { return false }
        let last = drag.lastWindowAngle ?? angle
        let delta = WheelGeometry.itemDelta(
            forWindowAngleDelta: WheelGeometry.angleDelta(from: last, to: angle),
            itemCount: itemCount)
        guard self.drag(fingerItems: drag.finger + delta, at: time), var moved = currentDrag else { return false }
        moved.lastWindowAngle = angle
        store(moved)
        return true
    }

    /// Lets go. `pointsPerItem` is the length of one item along the finger's path at release
    /// (`WheelGeometry.pointsPerItem(radius:itemCount:)` on the wheel, the row height in the
    /// picker); only feels measured in points use it. Returns the landing, known now; nil if not
    /// dragging or when every item is disabled (the wheel then stops where it is).
    /// A non-finite time ends the drag at the last input time with no fling.
    @discardableResult
    public mutating func endDrag(at time: Double, pointsPerItem: Double) -> WheelLanding? {
        guard let drag = currentDrag else { return nil }
        activeDrag = nil
        let finite = time.isFinite
        let t = acceptTime(time) ?? lastInputTime
        let fingerVelocity = finite ? drag.estimator.velocity(at: t) : 0
        let displayed = displayedVelocity(of: drag, fingerVelocity: fingerVelocity)
        if !wraps, !itemRange.contains(drag.position) {
            return startSpringBack(from: drag.position, velocity: displayed, at: t)
        }
        let usablePoints = pointsPerItem.isFinite && pointsPerItem > 0
        let measured =
            usablePoints || feel.flingSpeedBasis == .fingerItemsPerSecond
            ? feel.measuredFlingSpeed(fingerItemsPerSecond: fingerVelocity, pointsPerItem: pointsPerItem)
            : 0
        guard var velocity = feel.flingVelocity(measuredSpeed: measured) else {
            if rules.paging {
                return startPage(from: drag.position, velocity: displayed, startDetent: drag.startDetent, at: t)
            }
            return startSnap(from: drag.position, velocity: displayed, at: t)
        }
        if feel.addsMomentumFromRepeatedFlings, drag.grabVelocity != 0,
            (drag.grabVelocity > 0) == (velocity > 0), t - drag.grabTime <= feel.repeatedFlingWindowSeconds
        {
            let limit = feel.maximumWheelSpeedItemsPerSecond
            velocity = max(-limit, min(limit, velocity + feel.repeatedFlingMomentumFraction * drag.grabVelocity))
        }
        if rules.paging {
            return startPage(from: drag.position, velocity: velocity, startDetent: drag.startDetent, at: t)
        }
        return startCoast(from: drag.position, velocity: velocity, at: t)
    }

    /// Abandons the drag (e.g. the touch was cancelled): snaps to the nearest item, no fling.
    @discardableResult
    public mutating func cancelDrag(at time: Double) -> WheelLanding? {
        guard let drag = currentDrag else { return nil }
        activeDrag = nil
        let t = acceptTime(time) ?? lastInputTime
        if !wraps, !itemRange.contains(drag.position) {
            return startSpringBack(from: drag.position, velocity: 0, at: t)
        }
        return startSnap(from: drag.position, velocity: 0, at: t)
    }

    /// Whether a finger is on the wheel.
    public var isDragging: Bool {
        if case .dragging = state { return true }
        return false
    }

    /// The drag in progress, if the wheel is being dragged.
    var currentDrag: Drag? {
        if case .dragging = state { return activeDrag }
        return nil
    }

    private mutating func store(_ drag: Drag) {
        activeDrag = drag
        state = .dragging(position: drag.position, velocity: drag.displayedVelocity)
    }

    /// The positions a non-wrapping wheel can rest at.
    var itemRange: ClosedRange<Double> {
        let last = Double(max(itemCount - 1, 0))
        guard let end = rules.boundedEnd, end.isFinite, itemCount > 1 else { return 0...last }
        return 0...min(max(end, last - 1), last)
    }

    /// The resting place (all detents counted) nearest `position`: the rounded position, or the
    /// bounded end when that is nearer (a drag that began on a partial final page).
    func nearestDetent(to position: Double) -> Double {
        let end = itemRange.upperBound
        guard !wraps, position > end.rounded(.down) else { return restingPosition(for: position.rounded()) }
        let below = end.rounded(.down)
        return position - below < end - position ? below : end
    }

    private func updateDisplay(_ drag: inout Drag) {
        var raw = drag.rawStart + (drag.finger - drag.fingerStart)
        if !wraps, !rules.bounces {
            // Stop hard at the ends; re-base so the finger moving back moves the wheel at once.
            let clamped = min(max(raw, itemRange.lowerBound), itemRange.upperBound)
            drag.rawStart += clamped - raw
            raw = clamped
        }
        drag.position = wraps ? raw : feel.rubberBand.clamp(raw, to: itemRange)
        drag.displayedVelocity = displayedVelocity(of: drag, fingerVelocity: drag.estimator.velocity())
    }

    /// The finger's velocity as the wheel shows it (slowed by the rubber band past the ends).
    private func displayedVelocity(of drag: Drag, fingerVelocity: Double) -> Double {
        guard !wraps else { return fingerVelocity }
        let raw = drag.rawStart + (drag.finger - drag.fingerStart)
        let range = itemRange
        let overscroll =
            raw < range.lowerBound
            ? raw - range.lowerBound
            : raw > range.upperBound ? raw - range.upperBound : 0
        return overscroll == 0 ? fingerVelocity : fingerVelocity * feel.rubberBand.slope(atOverscroll: overscroll)
    }
}
