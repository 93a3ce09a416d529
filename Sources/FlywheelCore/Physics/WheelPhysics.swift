import Foundation

/// The wheel's motion model: drag, fling, exact landing, snap, step and programmatic spins, with
/// every state a closed-form function of time (docs/architecture.md, "Time"; docs/physics.md).
///
/// Sections: state and configuration (this file) · drag and release (`+Drag`) · choosing and
/// reaching the landing item (`+Landing`) · taps, steps and programmatic spins (`+Programmatic`).
///
/// - Position is in items (see `WheelGeometry` for the sign conventions): an integer means that
///   item is at the top; a clockwise finger drag increases it.
/// - Inputs carry their own timestamps. Each impulse (release, tap, step, spin) starts a
///   `WheelMotion`; `sample(at:)` evaluates it without changing anything, so sampling at any
///   frame rate gives identical positions at identical times. Times earlier than the last input
///   count as the last input's time.
/// - Wrapping wheels (the radial spinner) land on the nearest enabled item to the projected rest
///   point; non-wrapping wheels (the picker) clamp to the ends and rubber-band past them.
/// - The landing item is known at release (`landing`). By default the wheel never rests on a
///   disabled item; with every item disabled it stops where it is; with no items it stays idle.
/// - Non-finite inputs are refused: the call returns nil/false and nothing changes.
///
/// ```swift
/// var wheel = try WheelPhysics(itemCount: 12, feel: .ios)
/// wheel.beginDrag(.windowAngle(0), at: 0)
/// wheel.drag(.windowAngle(0.3), at: 0.016)
/// wheel.drag(.windowAngle(0.6), at: 0.033)
/// let landing = wheel.endDrag(at: 0.040, pointsPerItem: 60)   // item and rest time known now
/// let frame = wheel.sample(at: 0.050)                          // position, velocity, phase
/// wheel.forEachDetentCrossing(from: 0.033, to: 0.050) { tick($0.item) }
/// ```
public struct WheelPhysics: Sendable {
    /// What the wheel is doing.
    public enum Phase: Sendable, Equatable {
        /// At rest.
        case idle
        /// Following a finger.
        case dragging
        /// Coasting after a fling or a programmatic spin.
        case coasting
        /// A spring settling on a detent (after a coast, a slow release, a tap or a step).
        case snapping
    }

    /// Position, velocity and phase at one time.
    public struct Sample: Sendable, Equatable {
        /// Items (unwrapped; see `WheelGeometry`).
        public var position: Double
        /// Items per second (positive = clockwise).
        public var velocity: Double
        public var phase: Phase
    }

    /// Kept small so `sample(at:)` reads it cheaply; the drag's history lives in `activeDrag`.
    enum State: Sendable {
        case idle(position: Double)
        case dragging(position: Double, velocity: Double)
        case moving(WheelMotion, landing: WheelLanding)
    }

    /// The feel; changing it affects the next impulse, never the motion under way.
    public private(set) var feel: FeelParameters
    /// Whether the wheel wraps round (radial spinner) or stops at its ends (picker).
    public let wraps: Bool
    /// Number of items (0 is a valid, inert wheel).
    public private(set) var itemCount: Int
    /// What the ends do and where the wheel may rest (bounces, free scrolling, paging, a
    /// bounded end); a spinner keeps the defaults.
    public var rules = WheelRules()
    /// Per-item enabled flags; empty means every item is enabled.
    private(set) var enabledFlags: [Bool] = []
    var state: State
    /// The drag in progress (meaningful only while `state` is `.dragging`).
    var activeDrag: Drag?
    /// The latest input time seen: earlier timestamps are treated as this one.
    private(set) var lastInputTime: Double = -.infinity

    /// A wheel with `.ios` feel, every item enabled, at `position` (clamped for non-wrapping).
    public init(itemCount: Int, wraps: Bool = true, position: Double = 0) {
        feel = .ios
        self.wraps = wraps
        self.itemCount = max(0, itemCount)
        state = .idle(position: 0)
        state = .idle(position: restingPosition(for: position.isFinite ? position : 0))
    }

    /// A wheel with a validated feel (throws `FeelParametersError` otherwise).
    public init(itemCount: Int, wraps: Bool = true, feel: FeelParameters, position: Double = 0) throws {
        try feel.validate()
        self.init(itemCount: itemCount, wraps: wraps, position: position)
        self.feel = feel
    }

    /// Replaces the feel if it is valid; throws and keeps the old one otherwise.
    public mutating func setFeel(_ newFeel: FeelParameters) throws {
        try newFeel.validate()
        feel = newFeel
    }

    // MARK: Items

    /// Whether item `i` may be rested on (false outside 0..<count).
    public func isEnabled(_ item: Int) -> Bool {
        guard item >= 0, item < itemCount else { return false }
        return enabledFlags.isEmpty || enabledFlags[item]
    }

    /// Enables or disables one item; the motion under way keeps its landing.
    public mutating func setEnabled(_ enabled: Bool, item: Int) {
        guard item >= 0, item < itemCount else { return }
        if enabledFlags.isEmpty {
            if enabled { return }
            enabledFlags = Array(repeating: true, count: itemCount)
        }
        enabledFlags[item] = enabled
    }

    /// Replaces the items: `enabled` is per item (missing entries count as enabled). Any motion
    /// stops; the wheel rests at its current position, clamped or wrapped into the new range.
    public mutating func setItems(count: Int, enabled: [Bool] = [], at time: Double) {
        let current = time.isFinite ? sample(at: time).position : restPosition
        itemCount = max(0, count)
        if enabled.isEmpty || !enabled.contains(false) {
            enabledFlags = []
        } else {
            enabledFlags = (0..<itemCount).map { $0 < enabled.count ? enabled[$0] : true }
        }
        state = .idle(position: restingPosition(for: current))
    }

    /// A position valid for the item range: non-wrapping wheels clamp; empty wheels use 0.
    func restingPosition(for position: Double) -> Double {
        guard itemCount > 0 else { return 0 }
        return wraps ? position : min(max(position, 0), itemRange.upperBound)
    }

    /// Accepts an input time: nil if not finite, otherwise no earlier than the previous input.
    mutating func acceptTime(_ time: Double) -> Double? {
        guard time.isFinite else { return nil }
        let t = max(time, lastInputTime)
        lastInputTime = t
        return t
    }
}

// MARK: - Sampling

extension WheelPhysics {
    /// Position, velocity and phase at `time`. Pure: it changes nothing, so any number of calls at
    /// any times give the same answers.
    public func sample(at time: Double) -> Sample {
        switch state {
        case .idle(let position):
            return Sample(position: position, velocity: 0, phase: .idle)
        case .dragging(let position, let velocity):
            return Sample(position: position, velocity: velocity, phase: .dragging)
        case .moving(let motion, _):
            let (position, velocity) = motion.sample(at: time)
            let phase: Phase
            switch motion.segment(at: time) {
            case .coast: phase = .coasting
            case .settle: phase = .snapping
            case .rest: phase = .idle
            }
            return Sample(position: position, velocity: velocity, phase: phase)
        }
    }

    /// Position at `time` (items).
    public func position(at time: Double) -> Double { sample(at: time).position }

    /// Velocity at `time` (items/s).
    public func velocity(at time: Double) -> Double { sample(at: time).velocity }

    /// The item at the top at `time` (nil when there are no items).
    public func selectedItem(at time: Double) -> Int? {
        WheelGeometry.item(atPosition: sample(at: time).position, itemCount: itemCount, wraps: wraps)
    }

    /// Where the wheel is or will come to rest, ignoring time.
    public var restPosition: Double {
        switch state {
        case .idle(let position): return position
        case .dragging(let position, _): return position
        case .moving(_, let landing): return landing.position
        }
    }

    /// The landing of the motion under way (or just finished), nil when idle or dragging.
    public var landing: WheelLanding? {
        if case .moving(_, let landing) = state { return landing }
        return nil
    }

    /// The motion under way (or just finished), if any.
    public var motion: WheelMotion? {
        if case .moving(let motion, _) = state { return motion }
        return nil
    }

    /// Turns a motion that has finished by `time` into the idle state. Optional housekeeping:
    /// `sample(at:)` gives the same answers before and after.
    public mutating func settle(at time: Double) {
        guard time.isFinite, case .moving(let motion, let landing) = state, time >= motion.endTime else { return }
        state = .idle(position: landing.position)
    }

    /// Calls `body` for every mid-item crossing of the current motion between `t0` and `t1`
    /// (exact and frame-rate independent; none while idle or dragging: see
    /// `DetentCrossing.forEach(from:to:itemCount:wraps:_:)` for drags). Returns the count.
    @discardableResult
    public func forEachDetentCrossing(from t0: Double, to t1: Double, _ body: (DetentCrossing) -> Void) -> Int {
        guard t0.isFinite, t1.isFinite, t0 < t1, case .moving(let motion, _) = state else { return 0 }
        return motion.forEachDetentCrossing(from: t0, to: t1, itemCount: itemCount, wraps: wraps, body)
    }

    /// `forEachDetentCrossing` with the exact time of each crossing (`WheelMotion.forEachTimedDetentCrossing`,
    /// whose `subdivisions` and `lastAtMost` it passes on).
    @discardableResult
    public func forEachTimedDetentCrossing(
        from t0: Double, to t1: Double, subdivisions: Int = 1, lastAtMost limit: Int = .max,
        _ body: (DetentCrossing, _ time: Double) -> Void
    ) -> Int {
        guard t0.isFinite, t1.isFinite, t0 < t1, case .moving(let motion, _) = state else { return 0 }
        return motion.forEachTimedDetentCrossing(
            from: t0, to: t1, itemCount: itemCount, wraps: wraps, subdivisions: subdivisions, lastAtMost: limit, body)
    }
}
