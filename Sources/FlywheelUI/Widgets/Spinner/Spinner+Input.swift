import FlywheelCore

extension Spinner {
    /// A tap on the centre ended. Inside: a spinning wheel only stops (the tap ends with
    /// `.touchCancel`, not a touch-up event: it did not press the control); otherwise two or more values toggle open/closed (a
    /// vetoed close stays open; the tap still sends `.touchUpInside`).
    func centerTapEnded(inside: Bool, at time: Double) {
        guard inside, !values.isEmpty else { return }
        if let ring = presentation?.ring, ring.isSpinning(at: time) {
            ring.stopSpinning(at: time)
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

    /// Keys while focused. Closed: Enter/Space open (or press a one-value spinner). Open:
    /// Left/Up step back, Right/Down step on, PageUp/PageDown a quarter turn (picker: a page),
    /// Home/End the ends, Enter/Space/Esc close.
    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled, !values.isEmpty else { return false }
        if !isOpen {
            guard event.key == .enter || event.key == .space, !event.isRepeat else { return false }
            if values.count == 1 {
                // A whole press, as a tap sends it: every touchUpInside ends a touchDown.
                sendActions(for: .touchDown)
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
    func scrollWheel(_ event: WheelEvent) -> Bool {
        guard isOpen, isEnabled, event.dy != 0, event.dy.isFinite else { return false }
        let notches = wheelNotches.add(event.dy)
        if notches != 0 { userStep(-notches) }
        return true
    }
}
