import FlywheelCore

extension Spinner {
    /// Keys while focused. Closed: Enter/Space open (or press a one-value spinner); the
    /// keyboard's Up and Down step the value one item, as a spin button's do (what readers call
    /// the spinner) and as the original's taps on the closed control's sides: the tick, the
    /// delegate call and `.valueChanged`, so a reader says the new value. A pad's d-pad Up and
    /// Down still move the focus (a game's menus are walked with it), and so do Left and Right;
    /// at the picker's ends, where there is no step, Up and Down move the focus too. Open:
    /// Left/Up step back, Right/Down step on, PageUp/PageDown a quarter turn (picker: a page),
    /// Home/End the ends, Enter/Space take the selection (`takeSelection`), Esc cancels
    /// (`cancelSelection`). A pad's A is Enter and B is Escape; `padOptions.holdButton` opens
    /// while held and takes when released.
    func pressKey(_ event: KeyEvent) -> Bool {
        if let button = padOptions.holdButton, event.padButton == button { return pressHoldButton(event) }
        guard event.isDown, isEnabled, !values.isEmpty else { return false }
        if !isOpen {
            if (event.key == .up || event.key == .down) && event.padButton == nil {
                return closedStep(event.key == .down ? 1 : -1)
            }
            guard event.key == .enter || event.key == .space, !event.isRepeat else { return false }
            pressClosed()
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
        case .enter, .space:
            guard !event.isRepeat else { return true }
            takeSelection()
        case .escape:
            guard !event.isRepeat else { return true }
            cancelSelection()
        default: return false
        }
        return true
    }

    /// Enter or Space on a closed spinner (a reader's "activate" too): opens it, or presses a
    /// one-value spinner as a tap does.
    func pressClosed() {
        if values.count == 1 {
            // A whole press, as a tap sends it: every touchUpInside ends a touchDown.
            sendActions(for: .touchDown)
            sendActions(for: .touchUpInside)
            delegate?.spinner(self, singleValueSelected: values.first)
        } else {
            open()
        }
    }

    /// The mouse wheel over an open spinner steps it: scrolling down (dy < 0) steps on.
    func scrollWheel(_ event: WheelEvent) -> Bool {
        guard isOpen, isEnabled, event.dy != 0, event.dy.isFinite else { return false }
        let notches = wheelNotches.add(event.dy)
        if notches != 0 { userStep(-notches) }
        return true
    }
}
