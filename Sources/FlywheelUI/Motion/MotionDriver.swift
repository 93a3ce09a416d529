import FlywheelCore

/// The one motion driver: a position along one axis driven by drags, flings, steps, springs and
/// programmatic moves, sampled on the clock. Every widget that spins or scrolls (the spinner's
/// ring, the picker wheel, scrollers, menus) keeps one of these and nothing else that moves:
/// no clock, crossing walk or resting rule of its own.
///
/// **One cursor.** `time` is the only clock: everything up to it has been handled and reported.
/// `position`, `velocity`, `phase` and `item` are derived from the physics at `time`, never stored.
/// `advance(to:)` moves the cursor (a frame), reports every detent crossing of the motion under way
/// in order with its exact time (closed form, so the same input gives the same crossings at any
/// frame rate; past `maximumCrossingsPerAdvance` in one frame only the last ones), and reports the
/// rest when the motion ends. Inputs report the crossings they cause
/// (a drag moving the wheel past a detent) at their own time.
///
/// **Units.** Positions are in detents: an integer is a resting place (an item, a row, a page).
/// `pitch` says how many of the widget's own units one detent is (1 item; 3 items for a page of
/// three; 50 points for a menu row); `offset` is `position · pitch`.
///
/// **Domains.** Wrapping (the ring: crossings wrap round `itemCount`) or bounded (`0...itemCount-1`,
/// with the feel's rubber band past the ends when `rules.bounces`, a hard stop otherwise). Detents
/// may be rested on unless disabled (`setItems(count:enabled:)`, `WheelPhysics.isEligible`);
/// `rules.restsBetweenDetents` lets it rest anywhere (free scrolling); `rules.paging` limits a
/// release to one detent from where the drag began (`WheelRules`).
///
/// ```swift
/// let driver = MotionDriver(itemCount: 12, wraps: true)
/// driver.onCrossing = { crossing in if crossing.isFromUser { tick(crossing.detent.item) } }
/// driver.beginDrag(.windowAngle(a0), at: t0)
/// driver.drag(.windowAngle(a1), at: t1)                 // reports the detents the finger passed
/// let landing = driver.endDrag(at: t2, pointsPerItem: 40)   // known now
/// driver.advance(to: frameTime)                        // every frame: crossings, then draw driver.position
/// ```
public final class MotionDriver {
    /// One detent crossing: which, when, and whether the user moved the wheel (false for a motion
    /// started from code with `move(to:)`, `animate(to:duration:)` or `spin(to:)` `fromCode`).
    public struct Crossing: Sendable, Equatable {
        public var detent: DetentCrossing
        public var time: Double
        public var isFromUser: Bool
    }

    /// The physics (read-only outside: every change goes through the driver so it can report).
    public private(set) var physics: WheelPhysics
    /// The cursor: the time up to which the motion has been sampled and reported.
    public private(set) var time: Double
    /// Whether the motion under way was started from code.
    public private(set) var motionIsFromCode = false
    /// Widget units per detent (see the type's discussion). Finite and > 0; others are ignored.
    public var pitch: Double = 1 { didSet { if !(pitch.isFinite && pitch > 0) { pitch = oldValue } } }

    /// Every detent crossed, in order, once — up to `maximumCrossingsPerAdvance` in one
    /// `advance(to:)`.
    public var onCrossing: ((Crossing) -> Void)?
    /// The most crossings one `advance(to:)` reports for each stretch of the motion that runs one
    /// way (a fling's coast; each swing of a spring): the last ones before the frame's time. A
    /// wheel that passes more items than this between two frames (a fling at 100,000 items/s
    /// passes 3,333 at 30 fps) is faster than any tick can be heard or any item read, and
    /// reporting each one — a selection change, a delegate call, a sound — froze the program:
    /// about a minute of work a frame. The position, the last item reported and the rest are
    /// exact; only the skipped crossings go unreported, so their count depends on the frame
    /// rate, where below the bound every crossing is reported at its exact time at any rate.
    ///
    /// ```swift
    /// driver.advance(to: t)   // at most 64 onCrossing calls per stretch, the last crossed item last
    /// ```
    public static let maximumCrossingsPerAdvance = 64
    /// Crossing units per detent (≥ 1; others are ignored): with `n`, `onCrossing` reports the
    /// crossings of every `1/n` detent, its items numbered in those units (`itemCount · n` of
    /// them). A scroller whose detent is a page of `n` items reports every item it passes.
    public var crossingSubdivisions = 1 { didSet { if crossingSubdivisions < 1 { crossingSubdivisions = oldValue } } }
    /// `crossingSubdivisions` as a scale and the item count in its units (nil if it overflows).
    private var crossingUnits: (scale: Double, count: Int)? {
        let (count, overflow) = itemCount.multipliedReportingOverflow(by: crossingSubdivisions)
        return overflow ? nil : (Double(crossingSubdivisions), count)
    }
    /// The motion under way came to rest (called from `advance(to:)`, with its landing and whether
    /// it was started from code).
    public var onRest: ((WheelLanding, _ fromCode: Bool) -> Void)?

    /// Bumped by every change to the physics, so a crossing walk stops reporting a motion that a
    /// callback has replaced.
    private var generation = 0

    /// The drift (see `drift(velocity:at:)`): detents per second while otherwise at rest, 0 for none.
    public internal(set) var driftVelocity = 0.0
    /// Where the drift's straight line starts: the time and position the wheel last came to
    /// rest (a motion's end, a jump, a stop); nil while dragged.
    var driftAnchor: (time: Double, position: Double)?

    /// A driver at rest at `position` (clamped on bounded domains) with the `.ios` feel.
    public init(itemCount: Int, wraps: Bool, position: Double = 0, time: Double = 0) {
        physics = WheelPhysics(itemCount: itemCount, wraps: wraps, position: position)
        self.time = time.isFinite ? time : 0
    }

    // MARK: Derived state (at the cursor)

    /// Position in detents at `time` (unwrapped on wrapping domains).
    public var position: Double { physics.position(at: time) }
    /// `position · pitch`: the position in the widget's own units.
    public var offset: Double { position * pitch }
    /// Detents per second at `time`.
    public var velocity: Double { physics.velocity(at: time) }
    /// What the wheel is doing at `time`.
    public var phase: WheelPhysics.Phase { physics.sample(at: time).phase }
    /// The detent nearest the position (wrapped or clamped), nil with no detents.
    public var item: Int? { physics.selectedItem(at: time) }
    /// Position at any time, if nothing else happens (pure).
    public func position(at t: Double) -> Double { physics.position(at: t) }

    public var itemCount: Int { physics.itemCount }
    public var wraps: Bool { physics.wraps }
    public var isDragging: Bool { physics.isDragging }
    /// Dragged, or moving by itself (not yet at rest at `time`).
    public var isActive: Bool { isDragging || isMoving }
    /// Moving by itself: a coast, spring or eased move that has not ended by `time`.
    public var isMoving: Bool { physics.motion.map { time < $0.endTime } ?? false }
    /// The landing of the motion under way, while it has not ended by `time`.
    public var landing: WheelLanding? { isMoving ? physics.landing : nil }
    /// Where the wheel is or will come to rest.
    public var restPosition: Double { physics.restPosition }

    // MARK: Configuration

    public var feel: FeelParameters { physics.feel }
    /// Replaces the feel if valid (throws `FeelParametersError` and keeps the old one otherwise).
    public func setFeel(_ feel: FeelParameters) throws { try physics.setFeel(feel) }
    /// What the ends do and where the wheel may rest (`WheelRules`). A new `boundedEnd` applies
    /// with the next `setItems(count:enabled:at:)`, which clamps the position into the range.
    public var rules: WheelRules {
        get { physics.rules }
        set { physics.rules = newValue }
    }

    /// Replaces the detents (per-detent enabled flags, missing = enabled). Any motion stops where
    /// it is, clamped or wrapped into the new range; nothing is reported.
    public func setItems(count: Int, enabled: [Bool] = [], at t: Double) {
        let now = moveCursor(to: t)
        let (old, wasDragging) = (physics.motion, isDragging)
        physics.setItems(count: count, enabled: enabled, at: now)
        changed(fromCode: false, since: old, wasDragging: wasDragging)
    }

    /// The detent the wheel may rest on nearest `item` (see `WheelPhysics.eligibleItem`).
    public func eligibleItem(near item: Int, tiesTowardLower: Bool = false) -> Int? {
        physics.eligibleItem(near: item, tiesTowardLower: tiesTowardLower)
    }

    /// An input's time for widgets that never act in the past: no earlier than the cursor.
    public func inputTime(_ t: Double) -> Double { t.isFinite ? max(t, time) : time }

    /// "Now" for a widget on this driver: `host`'s clock (the cursor without a host), never
    /// before the cursor; while the host delivers a held key's repeat, the time it fell due
    /// (`ViewHost.inputNow`). The one time helper of every widget that moves on a driver.
    ///
    /// ```swift
    /// let t = driver.now(on: host)
    /// driver.step(by: 1, at: t)
    /// ```
    public func now(on host: ViewHost?) -> Double { inputTime(host?.inputNow ?? time) }

    // MARK: The clock

    /// Moves the cursor to `t` (a frame): reports the crossings of the motion under way up to
    /// `t`, then its rest if it ended. Returns whether the wheel is still dragged or moving.
    /// Earlier or non-finite times change nothing.
    @discardableResult
    public func advance(to t: Double) -> Bool {
        guard t.isFinite, t > time else { return isActive }
        let from = time
        time = t
        if let motion = physics.motion {
            if onCrossing != nil, motion.endTime > from {
                reportMotionCrossings(from: from, to: t)
            }
            if let landing = physics.landing, t >= motion.endTime, physics.motion == motion {
                physics.settle(at: t)
                let fromCode = motionIsFromCode
                motionIsFromCode = false
                generation &+= 1
                onRest?(landing, fromCode)
            }
        }
        applyDrift(from: from, to: t)
        return isActive
    }

    private func reportMotionCrossings(from t0: Double, to t1: Double) {
        guard let onCrossing else { return }
        let walk = physics  // a copy: a callback that changes the driver cannot disturb the walk
        let started = generation
        let fromUser = !motionIsFromCode
        walk.forEachTimedDetentCrossing(
            from: t0, to: t1, subdivisions: crossingSubdivisions, lastAtMost: Self.maximumCrossingsPerAdvance
        ) { [unowned self] detent, time in
            guard generation == started else { return }
            onCrossing(Crossing(detent: detent, time: time, isFromUser: fromUser))
        }
    }

    /// Reports `before → after` (a drag moved the wheel) as crossings at time `t`, by the user.
    private func reportJump(from before: Double, to after: Double, at t: Double) {
        reportCrossings(from: before, to: after, isFromUser: true) { _ in t }
    }

    /// Reports the crossings (in `crossingSubdivisions` units) between wheel positions `before`
    /// and `after` (detents), each at the time `time` gives for its position (detents); stops if
    /// a callback starts another motion.
    private func reportCrossings(
        from before: Double, to after: Double, isFromUser: Bool, time: (Double) -> Double
    ) {
        guard let onCrossing, before != after, let units = crossingUnits else { return }
        let started = generation
        DetentCrossing.forEach(
            from: before * units.scale, to: after * units.scale, itemCount: units.count, wraps: wraps
        ) { detent in
            guard generation == started else { return }
            onCrossing(Crossing(detent: detent, time: time(detent.position / units.scale), isFromUser: isFromUser))
        }
    }

    /// Brings the cursor to an input's time (reporting what happened before it) and returns that
    /// time unchanged: the physics itself treats a time before its latest input as that input's.
    private func moveCursor(to t: Double) -> Double {
        if t.isFinite { advance(to: t) }
        return t
    }

    /// Records that the physics may have changed: if its motion did, a walk in progress stops
    /// reporting the old one and the new one is marked as the code's or the user's.
    private func changed(fromCode: Bool, since old: WheelMotion?, wasDragging: Bool) {
        anchorDrift()
        guard physics.motion != old || physics.isDragging != wasDragging else { return }
        generation &+= 1
        motionIsFromCode = fromCode && physics.motion != nil
    }

    // MARK: Drags

    /// Starts following a finger (`FingerPosition`: detents along a track, or a window angle).
    /// Grabbing a moving wheel stops it where it is. Returns false when refused (no detents, not
    /// finite).
    @discardableResult
    public func beginDrag(_ finger: FingerPosition, at t: Double) -> Bool {
        apply(at: t, begins: true) { $0.beginDrag(finger, at: $1) }
    }

    /// Moves the finger; reports the detents the wheel passed.
    @discardableResult
    public func drag(_ finger: FingerPosition, at t: Double) -> Bool {
        apply(at: t, begins: false) { $0.drag(finger, at: $1) }
    }

    /// Moves the finger `delta` detents on (input that arrives as movements); reports the
    /// detents passed.
    @discardableResult
    public func drag(byFingerItems delta: Double, at t: Double) -> Bool {
        apply(at: t, begins: false) { $0.drag(byFingerItems: delta, at: $1) }
    }

    /// A finger input: brings the cursor to its time, applies it, and reports the detents the
    /// wheel moved past (a grabbed moving wheel stops where it is; a drag moves it).
    private func apply(at t: Double, begins: Bool, _ body: (inout WheelPhysics, Double) -> Bool) -> Bool {
        guard begins || isDragging else { return false }
        let now = moveCursor(to: t)
        let before = position
        let old = physics.motion
        guard body(&physics, now) else { return false }
        if begins { changed(fromCode: false, since: old, wasDragging: false) }
        reportJump(from: before, to: physics.position(at: now), at: max(now, time))
        return true
    }

    /// Lets go: a fling, a snap, a page turn or a spring back, its landing known now (nil if not
    /// dragging or nowhere to rest). `pointsPerItem`: the length of one detent along the finger's
    /// path (see `WheelPhysics.endDrag`).
    @discardableResult
    public func endDrag(at t: Double, pointsPerItem: Double) -> WheelLanding? {
        guard isDragging else { return nil }
        let now = moveCursor(to: t)
        let landing = physics.endDrag(at: now, pointsPerItem: pointsPerItem)
        changed(fromCode: false, since: nil, wasDragging: true)
        return landing
    }

    /// Abandons the drag (the touch was cancelled): snaps to the nearest detent, no fling.
    @discardableResult
    public func cancelDrag(at t: Double) -> WheelLanding? {
        guard isDragging else { return nil }
        let now = moveCursor(to: t)
        let landing = physics.cancelDrag(at: now)
        changed(fromCode: false, since: nil, wasDragging: true)
        return landing
    }

    // MARK: Impulses

    /// Stops a coasting wheel smoothly at the detent it can reach without overshooting (see
    /// `WheelPhysics.tap`). Returns the landing while moving.
    @discardableResult
    public func tap(at t: Double) -> WheelLanding? {
        impulse(at: t, fromCode: false) { $0.tap(at: $1) }
    }

    /// A user's step of `delta` detents on the step spring, skipping detents it may not rest on;
    /// steps during a step add up.
    @discardableResult
    public func step(by delta: Int, at t: Double) -> WheelLanding? {
        impulse(at: t, fromCode: false) { $0.step(by: delta, at: $1) }
    }

    /// Turns to `item` on the step spring, the shorter way round (even to a disabled item: the
    /// caller chose it). `fromCode` marks the motion's crossings and rest as not the user's.
    @discardableResult
    public func move(to item: Int, fromCode: Bool, at t: Double) -> WheelLanding? {
        impulse(at: t, fromCode: fromCode) { $0.move(to: item, at: $1) }
    }

    /// Spins to `item` with one decelerating coast lasting at least `minimumDuration` (see
    /// `WheelPhysics.spin(to:)`).
    @discardableResult
    public func spin(
        to item: Int, minimumDuration: Double? = nil, direction: WheelPhysics.SpinDirection = .automatic,
        fromCode: Bool, at t: Double
    ) -> WheelLanding? {
        impulse(at: t, fromCode: fromCode) {
            $0.spin(to: item, minimumDuration: minimumDuration, direction: direction, at: $1)
        }
    }

    /// Flings at `velocity` detents per second, as a release would.
    @discardableResult
    public func spin(velocity: Double, fromCode: Bool, at t: Double) -> WheelLanding? {
        impulse(at: t, fromCode: fromCode) { $0.spin(velocity: velocity, at: $1) }
    }

    /// Moves to `position` (detents, any value) in exactly `duration` seconds on a cubic
    /// ease-in-out (`EasedMove`); 0 or less jumps there.
    @discardableResult
    public func animate(to position: Double, duration: Double, fromCode: Bool, at t: Double) -> WheelLanding? {
        impulse(at: t, fromCode: fromCode) { $0.animate(to: position, duration: duration, at: $1) }
    }

    /// Puts the wheel at `position` at once, at rest, reporting nothing (a jump is not a motion).
    public func jump(to position: Double, at t: Double) {
        let now = moveCursor(to: t)
        let (old, wasDragging) = (physics.motion, isDragging)
        physics.setPosition(position, at: now)
        changed(fromCode: false, since: old, wasDragging: wasDragging)
    }

    /// Stops dead where the wheel is (reporting nothing more).
    public func stop(at t: Double) {
        let now = moveCursor(to: t)
        let (old, wasDragging) = (physics.motion, isDragging)
        physics.stop(at: now)
        changed(fromCode: false, since: old, wasDragging: wasDragging)
    }

    // MARK: Drift

    /// Drifts at a constant `velocity` (detents per second) from `t`, from where the wheel is:
    /// autoscroll. The drift is a closed-form straight line from the last place the wheel came to
    /// rest, so frames at any rate see the same positions at the same times and the same
    /// crossings (reported as from code, at their exact times). It pauses while the wheel is
    /// dragged or moving and resumes from where that left it, from the time it ended; jumps and
    /// stops move its start. Bounded domains clamp it at the ends. 0 (or not finite) ends it.
    /// Time up to `t` that passed without frames is not caught up.
    ///
    /// ```swift
    /// driver.drift(velocity: -2, at: now)   // two detents a second towards lower positions
    /// driver.advance(to: now + 1)           // position 2 lower (crossings reported on the way)
    /// ```
    public func drift(velocity: Double, at t: Double) {
        driftVelocity = 0
        _ = moveCursor(to: t)
        driftVelocity = velocity.isFinite ? velocity : 0
        anchorDrift()
    }

    /// Whether a drift is set (it may be paused by a drag or a motion).
    public var isDrifting: Bool { driftVelocity != 0 }

    /// Starts the drift's line where the wheel comes to rest: the end of the motion under way,
    /// else the cursor; none while dragged.
    private func anchorDrift() {
        guard driftVelocity != 0, !physics.isDragging else {
            driftAnchor = nil
            return
        }
        if let motion = physics.motion, motion.endTime > time {
            driftAnchor = (motion.endTime, physics.position(at: motion.endTime))
        } else {
            driftAnchor = (time, physics.position(at: time))
        }
    }

    /// The drift's part of `advance`: puts the wheel on the drift's line at `t` (once at rest)
    /// and reports the detents passed since `from` at the times the line crossed them.
    private func applyDrift(from: Double, to t: Double) {
        guard driftVelocity != 0, let anchor = driftAnchor, !isDragging, !isMoving, t > anchor.time else { return }
        let v = driftVelocity
        let before = physics.position(at: t)
        physics.setPosition(anchor.position + v * (t - anchor.time), at: t)
        let after = physics.position(at: t)
        reportCrossings(from: before, to: after, isFromUser: false) { position in
            min(max(anchor.time + (position - anchor.position) / v, from), t)
        }
    }

    private func impulse(
        at t: Double, fromCode: Bool,
        _ body: (inout WheelPhysics, Double) -> WheelLanding?
    ) -> WheelLanding? {
        let now = moveCursor(to: t)
        let (old, wasDragging) = (physics.motion, isDragging)
        let landing = body(&physics, now)
        changed(fromCode: fromCode, since: old, wasDragging: wasDragging)
        return landing
    }
}
