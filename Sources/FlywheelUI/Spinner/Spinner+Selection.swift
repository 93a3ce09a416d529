import FlywheelCore

extension Spinner {
    /// Makes `index` (clamped) the selection. While open and `animated`, the wheel turns there
    /// (the selection is final at once; the wheel catches up). `fromUser` selections from the
    /// wheel play the tick; changes from code never do (peers agree: no tick on programmatic scroll).
    func select(_ index: Int, animated: Bool, fromUser: Bool) {
        guard !values.isEmpty else { currentIndex = 0; return }
        let clamped = min(max(index, 0), values.count - 1)
        let now = host?.clock.now ?? lastTickTime
        if presentation != nil, !isClosing, animated {
            if case .ring = presentation {
                catchUp(to: now)
                programmaticTarget = clamped
                wheel.move(to: clamped, at: now)
                crossingClock = max(crossingClock, now)
                startTicking()
            } else {
                programmaticTarget = clamped
                picker?.setSelectedIndex(clamped, animated: true)
            }
        } else {
            wheel.setPosition(Double(clamped), at: now)
            ringPosition = Double(clamped)
            selectionPosition = ringPosition
            crossingClock = max(crossingClock, now)
            if !isClosing { picker?.setSelectedIndex(clamped, animated: false) }
        }
        commitSelection(clamped, tick: fromUser)
    }

    /// Records a new selection and tells everyone, in this order: feedback tick (while open),
    /// delegate `hasSelectedTheValue`, redraw, `.valueChanged`.
    func commitSelection(_ index: Int, tick: Bool) {
        guard index != currentIndex, values.indices.contains(index) else { return }
        currentIndex = index
        if tick, isOpen { playFeedback(.selectionTick, options: feedbackOptions) }
        if replaceCenterImage, centerImage != nil { popCenter() }
        delegate?.spinner(self, hasSelectedTheValue: value)
        setNeedsDisplay()
        presentation?.view.setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    /// Per-frame update while the wheel or a long press is active: reports the items the wheel
    /// passed since the last update, samples it for drawing, repeats long-press steps. Returns
    /// true while anything still moves.
    func advance(to time: Double) -> Bool {
        lastTickTime = time
        var moving = false
        if case .ring = presentation {
            catchUp(to: time)
            let sample = wheel.sample(at: time)
            if sample.position != ringPosition {
                ringPosition = sample.position
                presentation?.view.setNeedsDisplay()
            }
            moving = sample.phase != .idle
            if !moving { programmaticTarget = nil }
        }
        if repeatLongPress(at: time) { moving = true }
        return moving || isClosing
    }

    /// Reports every item the wheel's motion passed (at mid-item) up to `time`, in order: one
    /// tick, one `hasSelectedTheValue` and one `.valueChanged` per item, as the original did per
    /// step. Driven by the motion's closed form, not by frames, so the same input gives the same
    /// events at any frame rate. Changes made from code report nothing on the way.
    func catchUp(to time: Double) {
        guard time > crossingClock else { return }
        if !wheel.isDragging {
            if programmaticTarget == nil {
                let walk = wheel   // a copy: a delegate that changes the wheel cannot disturb the walk
                walk.forEachDetentCrossing(from: crossingClock, to: time) { commitSelection($0.item, tick: true) }
            }
            selectionPosition = wheel.sample(at: time).position
        }
        crossingClock = time
    }

    /// Reports the items passed between the last reported position and `position` (drags, where
    /// each input event moves the wheel), then makes `position` the reference.
    func reportCrossings(to position: Double, at time: Double) {
        if programmaticTarget == nil {
            DetentCrossing.forEach(from: selectionPosition, to: position, itemCount: values.count, wraps: true) {
                commitSelection($0.item, tick: true)
            }
        }
        selectionPosition = position
        crossingClock = max(crossingClock, time)
    }

    /// Puts the wheel at rest on the selection (open, close, new values).
    func restWheelOnSelection(at time: Double) {
        wheel.setPosition(Double(currentIndex), at: time)
        ringPosition = Double(currentIndex)
        selectionPosition = ringPosition
        crossingClock = time
        programmaticTarget = nil
    }

    /// Starts a new motion at `time` after reporting what the old one passed before it.
    func impulse(at time: Double, _ body: (inout WheelPhysics) -> Void) {
        catchUp(to: time)
        body(&wheel)
        crossingClock = max(crossingClock, time)
        startTicking()
    }

    func valuesDidChange() {
        templateIcons = values.map { $0.icon.asTemplate() }
        if isOpen { close() }
        let now = host?.clock.now ?? lastTickTime
        let clamped = values.isEmpty ? 0 : min(max(currentIndex, 0), values.count - 1)
        currentIndex = clamped
        wheel.setItems(count: values.count, enabled: values.map(\.isEnabled), at: now)
        restWheelOnSelection(at: now)
        if let picker, isOpen { picker.rows = pickerRows() }
        presentation?.view.setNeedsDisplay()
        setNeedsDisplay()
        if !canBecomeFocused, host?.focusedView === self { host?.setFocus(nil) }
        sendActions(for: .valueChanged)
    }

    /// Mode or threshold changed: an open spinner closes (it may have to reopen as the other variant).
    func shapeDidChange() {
        if isOpen { close() }
        setNeedsDisplay()
    }

    /// One user step of the wheel (tap on a side, arrow key, long-press repeat, mouse wheel).
    func userStep(_ delta: Int) {
        guard isOpen, delta != 0 else { return }
        let now = host?.clock.now ?? lastTickTime
        programmaticTarget = nil
        switch presentation {
        case .ring:
            impulse(at: now) { _ = $0.step(by: delta, at: now) }
        case .picker:
            // The picker steps on its own keys, so a step reaches it as a user's would.
            let key: Key = delta > 0 ? .down : .up
            for _ in 0..<abs(delta) { _ = picker?.handleKey(KeyEvent(key: key, isDown: true, timestamp: now)) }
        case nil:
            break
        }
    }

    /// Moves to the first or last item the user may land on (Home/End).
    func userJump(toEnd: Bool) {
        guard isOpen, !values.isEmpty else { return }
        let target = toEnd ? values.count - 1 : 0
        switch presentation {
        case .ring:
            programmaticTarget = nil
            let now = host?.clock.now ?? lastTickTime
            impulse(at: now) { _ = $0.spin(to: target, minimumDuration: 0, direction: .automatic, at: now) }
        case .picker:
            _ = picker?.handleKey(KeyEvent(key: toEnd ? .end : .home, isDown: true, timestamp: host?.clock.now ?? lastTickTime))
        case nil:
            break
        }
    }
}
