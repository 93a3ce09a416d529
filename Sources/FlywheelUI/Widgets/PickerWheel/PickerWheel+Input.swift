import FlywheelCore

/// Touch, wheel and keys, and the motion clock.
///
/// Every input first brings the motion up to its own timestamp (`advanceMotion(to:)`): detent
/// crossings up to that instant are reported and a motion that ended before it settles (and
/// sends its `.valueChanged`) *before* the new input acts. Frames only sample. So events and
/// selections depend on input times alone, never on when frames happen to fall.
extension PickerWheel {
    // MARK: Motion clock

    /// `tick(at:)`'s body: sample the motion, settle it when it ends.
    func tickMotion(at time: Double) -> Bool {
        advanceMotion(to: time)
        setNeedsDisplay()
        return physics.motion != nil
    }

    /// Reports the crossings of the motion under way up to `time`, settles it if it has ended,
    /// and updates the drawn position. Time never runs backwards here.
    func advanceMotion(to time: Double) {
        guard time.isFinite else { return }
        let t = lastTickTime.isFinite ? max(time, lastTickTime) : time
        if let motion = physics.motion {
            if let callback = onDetentCrossed, lastTickTime.isFinite, t > lastTickTime {
                // A copy, so a callback that changes the picker cannot disturb the walk.
                let walk = physics
                walk.forEachDetentCrossing(from: lastTickTime, to: t) { callback($0.item) }
            }
            lastTickTime = t
            displayedPosition = physics.position(at: t)
            if t >= motion.endTime { settle(at: t) }
        } else {
            lastTickTime = t
            displayedPosition = physics.position(at: t)
        }
    }

    /// The motion has come to rest: commit its row, sending `.valueChanged` if a user's motion
    /// changed the selection.
    private func settle(at t: Double) {
        guard let landing = physics.landing else { return }
        physics.settle(at: t)
        let programmatic = motionIsProgrammatic
        motionIsProgrammatic = false
        let row = clampedIndex(landing.item)
        guard row != committedIndex else { return }
        committedIndex = row
        if !programmatic { sendActions(for: .valueChanged) }
    }

    /// Starts frames if a motion is under way.
    func runMotion() {
        if physics.motion != nil { startTicking() }
        setNeedsDisplay()
    }

    /// An input's time: its timestamp, never before what has already been handled.
    func inputTime(_ timestamp: Double) -> Double {
        let t = timestamp.isFinite ? timestamp : currentTime()
        return lastTickTime.isFinite ? max(t, lastTickTime) : t
    }

    /// The row steps count from: the pending target while a step's spring settles (so quick
    /// presses add up), else the row nearest the centre (WheelPhysics.step's rule).
    private func stepBase(at t: Double) -> Int {
        if let motion = physics.motion, let landing = physics.landing, motion.segment(at: t) == .settle {
            return Int(landing.position)
        }
        return Int(physics.position(at: t).rounded())
    }

    /// Turns the wheel to `row` (which it may rest on) with the step spring. Returns false
    /// when it is already going there or there is no way to reach it.
    @discardableResult
    func move(toRow row: Int, at t: Double) -> Bool {
        let delta = row - stepBase(at: t)
        if delta != 0, physics.step(by: delta, at: t) != nil {
            runMotion()
            return true
        }
        if physics.landing?.item == row, landingIndex != nil { return true }
        if delta == 0, physics.motion != nil, physics.spin(to: row, minimumDuration: 0, at: t) != nil {
            runMotion()
            return true
        }
        return false
    }

    /// A user's step of `delta` rows (keys, wheel), skipping rows the wheel may not rest on.
    private func userStep(_ delta: Int, at t: Double) {
        guard delta != 0, !physics.isDragging else { return }
        if physics.step(by: delta, at: t) != nil { motionIsProgrammatic = false }
        runMotion()
    }

    /// A user's move to `row` (Home, End, a tap on a row).
    private func userMove(toRow row: Int, at t: Double) {
        guard !physics.isDragging else { return }
        if move(toRow: restingRow(near: row), at: t) { motionIsProgrammatic = false }
    }

    // MARK: Touch

    func beginTouch(_ touch: Touch) -> Bool {
        guard !rows.isEmpty else { return false }
        let t = inputTime(touch.timestamp)
        advanceMotion(to: t)
        let p = touch.location(in: self)
        var g = Gesture(start: p)
        let phase = physics.sample(at: t).phase
        if phase == .coasting || phase == .snapping {
            // A touch on a moving wheel stops it at the next row it can reach without overshoot;
            // it becomes a drag only once the finger travels.
            physics.tap(at: t)
            motionIsProgrammatic = false
            g.stoppedWheel = true
            runMotion()
        } else {
            // At rest: follow from the first point, so the wheel stays under the finger 1:1.
            g.isFollowing = physics.beginDrag(fingerItems: fingerItems(p.y), at: t)
        }
        gesture = g
        return true
    }

    func continueTouch(_ touch: Touch) -> Bool {
        guard var g = gesture else { return true }
        let t = inputTime(touch.timestamp)
        advanceMotion(to: t)
        let p = touch.location(in: self)
        if !g.isDrag, p.distance(to: g.start) > tapSlop { g.isDrag = true }
        if g.isFollowing {
            follow(p.y, at: t)
        } else if g.isDrag, !physics.isDragging {
            // A stopped wheel is grabbed where it is now and follows from here.
            g.isFollowing = physics.beginDrag(fingerItems: fingerItems(p.y), at: t)
            motionIsProgrammatic = false
            displayedPosition = physics.position(at: t)
        }
        gesture = g
        return true
    }

    func endTouch(_ touch: Touch) {
        guard let g = gesture else { return }
        gesture = nil
        let t = inputTime(touch.timestamp)
        advanceMotion(to: t)
        guard g.isFollowing, physics.isDragging else { return }
        let p = touch.location(in: self)
        motionIsProgrammatic = false
        if g.isDrag {
            follow(p.y, at: t)
            physics.endDrag(at: t, pointsPerItem: rowSpacing)
            runMotion()
        } else {
            // A tap: the wheel goes back to its row, then to the tapped one.
            physics.cancelDrag(at: t)
            runMotion()
            tapped(atY: g.start.y, at: t)
        }
    }

    func cancelTouch(_ touch: Touch) {
        guard gesture != nil else { return }
        gesture = nil
        let t = inputTime(touch.timestamp)
        advanceMotion(to: t)
        if physics.isDragging {
            physics.cancelDrag(at: t)
            motionIsProgrammatic = false
            runMotion()
        }
    }

    /// The finger's coordinate in rows: up is positive, so dragging up brings higher rows in.
    private func fingerItems(_ y: Double) -> Double {
        let s = rowSpacing
        return s > 0 ? -y / s : 0
    }

    /// Moves the followed finger to `y`, reporting the rows whose middle the centre line passes.
    private func follow(_ y: Double, at t: Double) {
        let before = displayedPosition
        physics.drag(fingerItems: fingerItems(y), at: t)
        let after = physics.position(at: t)
        displayedPosition = after
        if let callback = onDetentCrossed {
            DetentCrossing.forEach(from: before, to: after, itemCount: rows.count, wraps: false) { callback($0.item) }
        }
        setNeedsDisplay()
    }

    /// A tap at `y`: another row moves to the centre; the centre row is the primary action.
    private func tapped(atY y: Double, at t: Double) {
        let centre = Int(physics.restPosition.rounded())
        guard let row = self.row(atY: y, position: physics.restPosition) else { return }
        if row == centre {
            sendsPrimaryActionAfterTouchUp = true
        } else if mayRest(on: row) {
            userMove(toRow: row, at: t)
        }
    }

    // MARK: Wheel and keys

    /// One notch (dy = ±1) moves one row: up (dy > 0) brings lower rows in, as a list scrolls.
    /// Fractions (trackpads) add up until they make a whole row.
    func scrollWheel(_ event: WheelEvent) -> Bool {
        guard isEnabled, !rows.isEmpty, event.dy.isFinite else { return false }
        wheelAccumulator += event.dy
        let notches = wheelAccumulator.rounded(.towardZero)
        wheelAccumulator -= notches
        guard notches != 0 else { return true }
        let t = inputTime(event.timestamp)
        advanceMotion(to: t)
        userStep(-Int(max(-1e6, min(1e6, notches))), at: t)
        return true
    }

    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled, !rows.isEmpty else { return false }
        let t = inputTime(event.timestamp)
        switch event.key {
        case .up, .down, .pageUp, .pageDown, .home, .end, .enter, .space: advanceMotion(to: t)
        default: return false
        }
        let page = max(1, pageStepRows)
        switch event.key {
        case .up: userStep(-1, at: t)
        case .down: userStep(1, at: t)
        case .pageUp: userStep(-page, at: t)
        case .pageDown: userStep(page, at: t)
        case .home: userMove(toRow: 0, at: t)
        case .end: userMove(toRow: rows.count - 1, at: t)
        default: sendActions(for: .primaryActionTriggered)
        }
        return true
    }

    // MARK: Helpers

    /// `index` clamped into the rows (0 when there are none).
    func clampedIndex(_ index: Int) -> Int { min(max(index, 0), max(rows.count - 1, 0)) }

    /// Whether the wheel may come to rest on `row`.
    func mayRest(on row: Int) -> Bool {
        rows.indices.contains(row) && (feel.mayRestOnDisabledItems || rows[row].isEnabled)
    }

    /// `index` clamped, or the nearest row the wheel may rest on (the lower one on a tie); the
    /// clamped index itself when it may rest on none.
    func restingRow(near index: Int) -> Int {
        let start = clampedIndex(index)
        if rows.isEmpty || mayRest(on: start) { return start }
        for offset in 1..<rows.count {
            if mayRest(on: start - offset) { return start - offset }
            if mayRest(on: start + offset) { return start + offset }
        }
        return start
    }

    /// The host's time, never earlier than what has been handled (0 without a host).
    func currentTime() -> Double {
        let now = host?.clock.now ?? (lastTickTime.isFinite ? lastTickTime : 0)
        return lastTickTime.isFinite ? max(now, lastTickTime) : now
    }
}
