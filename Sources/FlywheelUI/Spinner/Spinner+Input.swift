import FlywheelCore

extension Spinner {
    /// A tap on the centre ended. Inside: a spinning wheel only stops (the tap ends with
    /// `.touchCancel`, not a touch-up event: it did not press the control); otherwise two or more values toggle open/closed (a
    /// vetoed close stays open; the tap still sends `.touchUpInside`).
    func centerTapEnded(inside: Bool, at time: Double) {
        guard inside, !values.isEmpty else { return }
        if case .ring = presentation, wheelIsMoving(at: time) {
            programmaticTarget = nil
            impulse(at: time) { _ = $0.tap(at: time) }
            endThisTouchWithCancel()
            return
        }
        if values.count > 1 { isOpen.toggle() }
    }

    /// After the centre tap's `.touchUpInside`: a one-value spinner reports `singleValueSelected`.
    func centerTapFinished(inside: Bool) {
        guard inside, values.count == 1 else { return }
        delegate?.spinner(self, singleValueSelected: values.first)
    }

    /// Whether a tap should only stop the wheel: it is coasting, or still visibly turning on its
    /// spring (not the last creep into the detent — a tap then means "close").
    func wheelIsMoving(at time: Double) -> Bool {
        let s = wheel.sample(at: time)
        return s.phase == .coasting || (s.phase == .snapping && abs(s.velocity) > 0.5)
    }

    /// Keys while focused. Closed: Enter/Space open (or press a one-value spinner). Open:
    /// Left/Up step back, Right/Down step on, PageUp/PageDown a quarter turn (picker: a page),
    /// Home/End the ends, Enter/Space/Esc close.
    func handleSpinnerKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled, !values.isEmpty else { return false }
        if !isOpen {
            guard event.key == .enter || event.key == .space, !event.isRepeat else { return false }
            if values.count == 1 {
                sendActions(for: .touchUpInside)
                delegate?.spinner(self, singleValueSelected: values.first)
            } else {
                open()
            }
            return true
        }
        let page = max(1, values.count / 4)
        switch event.key {
        case .left, .up: userStep(-1)
        case .right, .down: userStep(1)
        case .pageUp: userStep(-page)
        case .pageDown: userStep(page)
        case .home: userJump(toEnd: false)
        case .end: userJump(toEnd: true)
        case .enter, .space, .escape:
            guard !event.isRepeat else { return true }
            close()
        default: return false
        }
        return true
    }

    /// The mouse wheel over an open spinner steps it: scrolling down (dy < 0) steps on.
    func handleSpinnerWheel(_ event: WheelEvent) -> Bool {
        guard isOpen, isEnabled, event.dy != 0 else { return false }
        userStep(event.dy < 0 ? 1 : -1)
        return true
    }

    // MARK: The ring's pointer input (called by SpinnerRingView)

    /// A press on the ring (outside the centre, inside the disc).
    func ringPressBegan(_ touch: Touch, in ring: SpinnerRingView) {
        let local = touch.location(in: ring)
        ringPress = RingPress(pointerID: touch.id, startLocation: local, startTime: touch.timestamp,
                              stopsSpin: wheelIsMoving(at: touch.timestamp),
                              side: local.x < ring.bounds.midX ? -1 : 1)
        startTicking()
    }

    /// The press moved: past the slop it becomes a drag that the wheel follows by angle.
    func ringPressMoved(_ touch: Touch, in ring: SpinnerRingView) {
        guard var press = ringPress, press.pointerID == touch.id else { return }
        let local = touch.location(in: ring)
        let center = ring.bounds.center
        if !press.isDragging {
            guard local.distance(to: press.startLocation) > SpinnerRingView.dragSlop else { return }
            press.isDragging = true
            programmaticTarget = nil
            catchUp(to: touch.timestamp)
            wheel.beginDrag(windowAngle: WheelGeometry.windowAngle(of: press.startLocation, around: center), at: press.startTime)
        }
        wheel.drag(windowAngle: WheelGeometry.windowAngle(of: local, around: center), at: touch.timestamp)
        reportCrossings(to: wheel.sample(at: touch.timestamp).position, at: touch.timestamp)
        ringPress = press
        startTicking()
    }

    /// The press lifted: a drag is released (fling or snap, landing known now); a tap stops a
    /// spinning wheel, or steps toward the tapped side; a long press has already stepped.
    func ringPressEnded(_ touch: Touch, in ring: SpinnerRingView) {
        guard let press = ringPress, press.pointerID == touch.id else { return }
        ringPress = nil
        if press.isDragging {
            let r = max(1, touch.location(in: ring).distance(to: ring.bounds.center))
            wheel.endDrag(at: touch.timestamp, pointsPerItem: WheelGeometry.pointsPerItem(radius: r, itemCount: values.count))
            reportCrossings(to: wheel.sample(at: touch.timestamp).position, at: touch.timestamp)
        } else if press.repeats > 0 {
            return
        } else if press.stopsSpin {
            impulse(at: touch.timestamp) { _ = $0.tap(at: touch.timestamp) }
        } else {
            userStep(press.side)
        }
        startTicking()
    }

    func ringPressCancelled(_ touch: Touch) {
        guard let press = ringPress, press.pointerID == touch.id else { return }
        ringPress = nil
        if press.isDragging {
            wheel.cancelDrag(at: touch.timestamp)
            reportCrossings(to: wheel.sample(at: touch.timestamp).position, at: touch.timestamp)
        }
        startTicking()
    }

    /// Long press on a side: after `longPressMinimumDurationSeconds` the wheel steps toward that
    /// side, then again every `longPressRepeatIntervalSeconds` — a steady rate, unlike the
    /// original, which stepped on every gesture callback. Returns true while a press is held.
    func repeatLongPress(at time: Double) -> Bool {
        guard var press = ringPress else { return false }
        guard !press.isDragging, !press.stopsSpin else { return true }
        let held = time - press.startTime - feel.longPressMinimumDurationSeconds
        guard held >= 0 else { return true }
        let due = Int(held / max(feel.longPressRepeatIntervalSeconds, 0.01)) + 1
        while press.repeats < due {
            press.repeats += 1
            userStep(press.side)
        }
        ringPress = press
        return true
    }
}
