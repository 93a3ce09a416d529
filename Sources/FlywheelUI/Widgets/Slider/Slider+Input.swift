import FlywheelCore

extension Slider {
    /// Moves the thumb to the track point under `x` (the slider's coordinates), as a user would.
    func setValue(atX x: Double) {
        guard maximum > minimum, let f = trackFraction(atX: x) else { return }
        setFraction(f)
    }

    /// Moves the thumb to `f` of the track as a user would (tidied to `significantDigits`,
    /// the ends exact).
    private func setFraction(_ f: Double) {
        let raw = scale.value(atFraction: f, in: range)
        if f <= 0 || f >= 1 { return setValueFromUser(raw) }
        setValueFromUser(significantDigits.map { scale.tidied(raw, in: range, digits: $0) } ?? raw)
    }

    /// Left/Right (Down/Up) one key increment or step, PageUp/PageDown a page, Home/End the ends.
    /// Left and Right move the thumb that way on the screen: right to left, Left raises the value.
    /// A pad's d-pad Up and Down are not used: the host moves the focus with them (a column of
    /// sliders is walked with the d-pad and each set with Left and Right); the keyboard's step
    /// the value, as a reader's user expects of a slider.
    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled else { return false }
        if (event.key == .up || event.key == .down) && event.padButton != nil { return false }
        let direction: Double, page: Bool
        let towardRight = isLayoutRightToLeft ? -1.0 : 1.0
        switch event.key {
        case .down: (direction, page) = (-1, false)
        case .up: (direction, page) = (1, false)
        case .left: (direction, page) = (-towardRight, false)
        case .right: (direction, page) = (towardRight, false)
        case .pageDown: (direction, page) = (-1, true)
        case .pageUp: (direction, page) = (1, true)
        case .home: setValueFromUser(minimum); return true
        case .end: setValueFromUser(maximum); return true
        default: return false
        }
        stepFromUser(direction: direction, page: page)
        return true
    }

    /// One key's step up (`direction` 1) or down (-1), or a page: a `step` (five per page), or
    /// else a `keyIncrement` (`pageIncrement`) of the track.
    func stepFromUser(direction: Double, page: Bool) {
        if step > 0 {
            setValueFromUser(value + direction * step * Double(page ? Self.stepsPerPage : 1))
        } else {
            setFraction(fraction + direction * (page ? pageIncrement : keyIncrement))
        }
    }
}
