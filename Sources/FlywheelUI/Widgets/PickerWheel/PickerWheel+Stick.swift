import FlywheelCore

/// A game controller's stick on the picker: the wheel drifts at a speed set by how far the stick
/// is pushed (the driver's constant-velocity drift, so positions and row crossings are the same
/// at any frame rate), and lands on a row when the stick is let go.
extension PickerWheel {
    /// A stick moved: pushed up or down it scrolls (down brings higher rows in, as the Down key
    /// does) at `stickRowsPerSecond · y·|y|`; back to the centre (or pushed only sideways) the
    /// wheel turns on to the row it was heading for, and `.valueChanged` follows when it settles
    /// on a new row. Another stick is ignored while one scrolls. Returns whether the picker used
    /// the event.
    func scrollStick(_ event: StickEvent) -> Bool {
        guard isEnabled, !rows.isEmpty, event.x.isFinite, event.y.isFinite else { return false }
        if let stick = scrollingStick, stick != event.stick { return true }
        let t = inputTime(event.timestamp)
        driver.advance(to: t)  // the drift so far, up to the stick's own time
        let y = min(max(event.y, -1), 1)
        let rate =
            stickRowsPerSecond.isFinite && stickRowsPerSecond > 0
            ? stickRowsPerSecond : Self.defaultStickRowsPerSecond
        let velocity = rate * y * abs(y)
        if velocity == 0 {
            guard scrollingStick != nil else { return false }
            land(heading: driver.driftVelocity, at: t)
            return true
        }
        scrollingStick = event.stick
        driver.drift(velocity: velocity, at: t)
        startTicking()
        setNeedsDisplay()
        return true
    }

    /// Ends a stick's scrolling where the wheel is, without landing (a cancel or a take jumps).
    func stopStickScroll() {
        scrollingStick = nil
        guard driver.isDrifting else { return }
        driver.drift(velocity: 0, at: currentTime())
    }

    /// For a spinner taking its selection: stops the stick and any motion on the row the wheel
    /// was going to land on (or the row at the centre), without an event, and returns it.
    func landForTake() -> Int? {
        guard !rows.isEmpty else { return nil }
        let t = currentTime()
        driver.advance(to: t)
        let heading = driver.driftVelocity
        stopStickScroll()
        let row: Int
        if let landing = landingIndex {
            row = landing
        } else {
            row = restingRow(near: headingRow(from: driver.position, velocity: heading))
        }
        jump(to: row, at: t)
        return row
    }

    /// The stick is let go: the drift ends and the wheel turns on to the next row in the
    /// direction it drifted (the nearest it may rest on), on the step spring.
    private func land(heading velocity: Double, at t: Double) {
        scrollingStick = nil
        driver.drift(velocity: 0, at: t)
        let row = restingRow(near: headingRow(from: driver.position, velocity: velocity))
        if abs(driver.position - Double(row)) < 1e-9 {
            // Already on it: no motion to settle, so the row is committed here.
            driver.jump(to: Double(row), at: t)
            if row != committedIndex {
                committedIndex = row
                sendActions(for: .valueChanged)
            }
        } else {
            driver.move(to: row, fromCode: false, at: t)
        }
        runMotion()
    }

    /// The row a wheel at `position` moving at `velocity` reaches next (the nearest at rest).
    private func headingRow(from position: Double, velocity: Double) -> Int {
        let p =
            velocity > 0
            ? (position - 1e-9).rounded(.up) : velocity < 0 ? (position + 1e-9).rounded(.down) : position.rounded()
        return clampedIndex(Int(saturating: p))
    }
}
