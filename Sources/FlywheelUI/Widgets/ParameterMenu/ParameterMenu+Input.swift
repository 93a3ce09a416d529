import FlywheelCore

/// The movement rule, and the keys and wheel that feed it (the pointer comes through
/// `ParameterMenuTrigger`'s hooks).
///
/// Every input first brings the column's driver up to its own time, so the same events give the
/// same positions whatever the frame rate.
extension ParameterMenu {
    // MARK: The movement rule

    /// One movement of the driving pointer (`previous − current`: positive for a move left or
    /// up), decided per event, vertical first: any non-zero `deltaY` moves the column; otherwise
    /// a non-zero `deltaX` changes the selected value. Non-finite deltas and movements with no
    /// parameters are ignored. `time` defaults to the window's clock.
    ///
    /// ```swift
    /// menu.handleMovement(deltaX: 0, deltaY: 30)    // finger 30 pt up: the column rises 30 pt
    /// menu.handleMovement(deltaX: -25, deltaY: 0)   // finger 25 pt right: value +0.1 (continuous)
    /// ```
    public func handleMovement(deltaX: Double, deltaY: Double, at time: Double? = nil) {
        guard deltaX.isFinite, deltaY.isFinite, !rows.isEmpty else { return }
        let t = time.map { driver.inputTime($0) } ?? currentTime()
        driver.advance(to: t)
        if abs(deltaY) > 0 {
            moveVertically(by: deltaY, at: t)
        } else if abs(deltaX) > 0 {
            moveHorizontally(by: deltaX, at: t)
        }
    }

    /// The vertical branch: the column is dragged through its driver, 1:1 from where it is headed
    /// (the snapped place while a snap runs) and stopping hard at the first and last rows; the
    /// row under the centre (the driver's item) becomes the selection.
    func moveVertically(by deltaY: Double, at t: Double) {
        guard !rows.isEmpty else { return }
        if !driver.isDragging {
            driver.jump(to: driver.restPosition, at: t)
            driver.beginDrag(.items(0), at: t)
        }
        driver.drag(byFingerItems: deltaY / Self.rowHeight, at: t)
        highlightSelectedRow()
        layoutColumn()
    }

    /// The horizontal branch: snap to the selected row, change its value by `deltaX / 250`
    /// (inverted for discrete values), clamp, refresh, tell the delegate. Right to left the row
    /// is mirrored, and so is `deltaX`: a move toward the leading side means the same both ways.
    func moveHorizontally(by deltaX: Double, at t: Double) {
        let towardLeft = isLayoutRightToLeft ? -deltaX : deltaX
        changeSelectedValue(at: t) { p in
            p.normalisedValue - towardLeft / Self.pointsPerFullRange * (p.isDiscrete ? -1 : 1)
        }
    }

    /// Gives the selected row the normalised value `newValue` makes of its parameter, through
    /// `changeValue` (the sideways gesture and the Left/Right keys alike).
    private func changeSelectedValue(at t: Double, _ newValue: (MenuParameter) -> Double) {
        guard !rows.isEmpty else { return }
        let index = selectedParameterIndex
        changeValue(ofParameterAt: index, to: newValue(displayedParameters[index]), at: t)
    }

    /// Stores `value` (clamped to 0...1) in the parameter at `index`, snaps the column to it,
    /// refreshes the row and tells the delegate (whether or not the value moved).
    func changeValue(ofParameterAt index: Int, to value: Double, at t: Double) {
        driver.animate(to: Double(index), duration: Self.snapDuration, fromCode: false, at: t)
        displayedParameters[index].normalisedValue = min(max(0, value), 1)
        rows[index].setParameter(displayedParameters[index], at: t)
        runMotion()
        delegate?.parameterMenu(self, didChangeParameterAt: index, parameters: displayedParameters)
        postAccessibilityNotification(.valueChanged(rows[index]))
    }

    /// Selects the row `delta` away (keys and wheel), gliding the column there.
    func stepRow(by delta: Int, at t: Double) {
        guard !rows.isEmpty, delta != 0 else { return }
        let next = min(max(selectedParameterIndex + delta, 0), rows.count - 1)
        driver.animate(to: Double(next), duration: Self.snapDuration, fromCode: false, at: t)
        highlightSelectedRow()
        runMotion()
    }

    /// Left/Right: one hundredth of the range, or one discrete value; `direction` +1 is "more".
    func stepValue(by direction: Int, at t: Double) {
        guard !rows.isEmpty else { return }
        stepValue(ofParameterAt: selectedParameterIndex, by: direction, at: t)
    }

    /// Left/Right on the parameter at `index` (the keys' step, for a reader's row too).
    func stepValue(ofParameterAt index: Int, by direction: Int, at t: Double) {
        guard displayedParameters.indices.contains(index) else { return }
        var p = displayedParameters[index]
        if let i = p.selectedIndex, let count = p.stringValues?.count {
            p.selectedIndex = min(max(i + direction, 0), count - 1)
        } else {
            p.normalisedValue += Double(direction) * Self.keyStep
        }
        changeValue(ofParameterAt: index, to: p.normalisedValue, at: t)
    }

    // MARK: Keys and wheel (from the input view)

    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown else { return false }
        if !isOpen {
            guard event.key == .enter else { return false }
            open()
            return isOpen
        }
        let t = advanceDriver(toEventAt: event.timestamp)
        switch event.key {
        case .up: stepRow(by: -1, at: t)
        case .down: stepRow(by: 1, at: t)
        // Left and Right as drawn: right to left, the values rise toward the left.
        case .left: stepValue(by: isLayoutRightToLeft ? 1 : -1, at: t)
        case .right: stepValue(by: isLayoutRightToLeft ? -1 : 1, at: t)
        case .escape, .enter: close()
        default: return false
        }
        return true
    }

    /// One notch picks one row: scrolling up (dy > 0) the previous one. Only while open.
    func scrollWheel(_ event: WheelEvent) -> Bool {
        guard isOpen, event.dy.isFinite else { return false }
        let notches = wheelNotches.add(event.dy)
        guard notches != 0 else { return true }
        let t = advanceDriver(toEventAt: event.timestamp)
        stepRow(by: -notches, at: t)
        return true
    }

    /// Brings the column's driver up to a key or wheel event's time (the window's clock for an
    /// event without a usable one) and returns that time.
    private func advanceDriver(toEventAt timestamp: Double) -> Double {
        let t = timestamp.isFinite ? driver.inputTime(timestamp) : currentTime()
        driver.advance(to: t)
        return t
    }
}
