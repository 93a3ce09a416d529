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
            programmaticTarget = clamped
            if case .ring = presentation {
                wheel.move(to: clamped, at: now)
                startTicking()
            } else {
                picker?.setSelectedIndex(clamped, animated: true)
            }
        } else {
            wheel.setPosition(Double(clamped), at: now)
            ringPosition = Double(clamped)
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

    /// Per-frame update while the wheel or a long press is active: samples the wheel, follows its
    /// selection (one tick and one `.valueChanged` per frame at most, however many items a fast
    /// spin passed), repeats long-press steps. Returns true while anything still moves.
    func advance(to time: Double) -> Bool {
        lastTickTime = time
        var moving = false
        if case .ring = presentation {
            let sample = wheel.sample(at: time)
            if sample.position != ringPosition {
                ringPosition = sample.position
                presentation?.view.setNeedsDisplay()
            }
            moving = sample.phase != .idle
            followWheel(phase: sample.phase)
        }
        if repeatLongPress(at: time) { moving = true }
        return moving || isClosing
    }

    private func followWheel(phase: WheelPhysics.Phase) {
        if let target = programmaticTarget {
            if phase == .idle || phase == .dragging { programmaticTarget = nil }
            _ = target
            return
        }
        guard let item = WheelGeometry.item(atPosition: ringPosition, itemCount: values.count, wraps: true) else { return }
        commitSelection(item, tick: true)
    }

    func valuesDidChange() {
        templateIcons = values.map { $0.icon.asTemplate() }
        if isOpen { close() }
        let now = host?.clock.now ?? lastTickTime
        let clamped = values.isEmpty ? 0 : min(max(currentIndex, 0), values.count - 1)
        currentIndex = clamped
        wheel.setItems(count: values.count, enabled: values.map(\.isEnabled), at: now)
        wheel.setPosition(Double(clamped), at: now)
        ringPosition = Double(clamped)
        programmaticTarget = nil
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
            wheel.step(by: delta, at: now)
            startTicking()
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
            wheel.spin(to: target, minimumDuration: 0, direction: .automatic, at: host?.clock.now ?? lastTickTime)
            startTicking()
        case .picker:
            _ = picker?.handleKey(KeyEvent(key: toEnd ? .end : .home, isDown: true, timestamp: host?.clock.now ?? lastTickTime))
        case nil:
            break
        }
    }
}
