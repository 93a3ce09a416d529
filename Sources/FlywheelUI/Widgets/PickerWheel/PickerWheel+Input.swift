import FlywheelCore

/// Touch, wheel and keys, on the picker's `MotionDriver`.
///
/// Every input first brings the driver's cursor up to its own timestamp: detent crossings up to
/// that instant are reported and a motion that ended before it settles (and sends its
/// `.valueChanged`) *before* the new input acts. Frames only sample. So events and selections
/// depend on input times alone, never on when frames happen to fall.
extension PickerWheel {
    // MARK: Frames and settling

    /// `tick(at:)`'s body: move the cursor (crossings, settling), redraw.
    func tickMotion(at time: Double) -> Bool {
        driver.advance(to: time)
        setNeedsDisplay()
        return driver.physics.motion != nil || driver.isDrifting
    }

    /// The motion came to rest: commit its row, sending `.valueChanged` if a user's motion
    /// changed the selection.
    func settled(on landing: WheelLanding, fromCode: Bool) {
        let row = clampedIndex(landing.item)
        guard row != committedIndex else { return }
        committedIndex = row
        if !fromCode { sendActions(for: .valueChanged) }
    }

    /// Starts frames if a motion is under way.
    func runMotion() {
        if driver.physics.motion != nil { startTicking() }
        setNeedsDisplay()
    }

    /// An input's time: its timestamp, never before what has already been handled.
    func inputTime(_ timestamp: Double) -> Double {
        driver.inputTime(timestamp.isFinite ? timestamp : currentTime())
    }

    /// Turns the wheel to `row` (which it may rest on) with the step spring. Returns false
    /// when it is already going there or there is no way to reach it.
    @discardableResult
    func move(toRow row: Int, fromCode: Bool, at t: Double) -> Bool {
        let delta = row - Int(saturating: physics.stepBase(at: t))
        if delta != 0 {
            let landing = fromCode ? driver.move(to: row, fromCode: true, at: t) : driver.step(by: delta, at: t)
            if landing != nil {
                runMotion()
                return true
            }
        }
        if driver.landing?.item == row { return true }
        if delta == 0, driver.physics.motion != nil,
            driver.spin(to: row, minimumDuration: 0, fromCode: fromCode, at: t) != nil
        {
            runMotion()
            return true
        }
        return false
    }

    // MARK: What a user does, from code

    /// Steps `delta` rows as a user would (keys, wheel, a spinner's step), skipping rows the
    /// wheel may not rest on; `.valueChanged` follows when it settles on a new row. Ignored
    /// while a finger drags the wheel.
    ///
    /// ```swift
    /// picker.stepFromUser(by: 1)     // the next row, as the Down key does
    /// ```
    public func stepFromUser(by delta: Int) {
        let t = currentTime()
        driver.advance(to: t)
        userStep(delta, at: t)
    }

    /// Turns to `row` as a user would (Home, End, a tap on a row): the nearest row it may rest
    /// on; `.valueChanged` follows when it settles on a new row.
    public func moveFromUser(toRow row: Int) {
        guard !rows.isEmpty else { return }
        let t = currentTime()
        driver.advance(to: t)
        userMove(toRow: row, at: t)
    }

    /// A user's step of `delta` rows (keys, wheel), skipping rows the wheel may not rest on.
    private func userStep(_ delta: Int, at t: Double) {
        guard delta != 0, !driver.isDragging else { return }
        driver.step(by: delta, at: t)
        runMotion()
    }

    /// A user's move to `row` (Home, End, a tap on a row).
    private func userMove(toRow row: Int, at t: Double) {
        guard !driver.isDragging else { return }
        move(toRow: restingRow(near: row), fromCode: false, at: t)
    }

    // MARK: Touch (the tracking hooks, in the class, call these)

    /// The finger's coordinate in rows: up is positive, so dragging up brings higher rows in.
    /// When the row spacing changes under a finger (a subclass's row height, a resize), the
    /// scale is re-anchored where the finger last was, so the wheel neither jumps nor loses its
    /// detents: rows already passed stay passed, and later travel counts at the new spacing.
    func fingerItems(_ y: Double) -> Double {
        let s = rowSpacing
        guard s > 0 else { return 0 }
        fingerScale.rescale(to: s)
        fingerScale.lastY = y
        return fingerScale.items(atY: y)
    }

    /// Moves the followed finger to `y` (the driver reports the rows whose middle the centre
    /// line passes).
    func follow(_ y: Double, at t: Double) {
        driver.drag(.items(fingerItems(y)), at: t)
        setNeedsDisplay()
    }

    /// A tap at `y`: another row moves to the centre; the centre row is the primary action.
    func tapped(atY y: Double, at t: Double) {
        let centre = Int(saturating: physics.restPosition.rounded())
        guard let row = self.row(atY: y, position: physics.restPosition) else { return }
        if row == centre {
            sendsPrimaryActionAfterTouchUp = true
        } else if driver.physics.isEligible(row) {
            userMove(toRow: row, at: t)
        }
    }

    // MARK: Wheel and keys

    /// One notch (dy = ±1) moves one row: up (dy > 0) brings lower rows in, as a list scrolls.
    /// Fractions (trackpads) add up until they make a whole row.
    func scrollWheel(_ event: WheelEvent) -> Bool {
        guard isEnabled, !rows.isEmpty, event.dy.isFinite else { return false }
        let notches = wheelNotches.add(event.dy)
        guard notches != 0 else { return true }
        let t = inputTime(event.timestamp)
        driver.advance(to: t)
        userStep(-notches, at: t)
        return true
    }

    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled, !rows.isEmpty else { return false }
        let t = inputTime(event.timestamp)
        switch event.key {
        case .up, .down, .pageUp, .pageDown, .home, .end, .enter, .space: driver.advance(to: t)
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

    /// `index` clamped, or the nearest row the wheel may rest on (the lower one on a tie); the
    /// clamped index itself when it may rest on none.
    func restingRow(near index: Int) -> Int {
        driver.eligibleItem(near: index, tiesTowardLower: true) ?? clampedIndex(index)
    }

    /// The host's time, never earlier than what has been handled.
    func currentTime() -> Double { driver.now(on: host) }
}
