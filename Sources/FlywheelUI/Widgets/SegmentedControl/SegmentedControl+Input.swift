import FlywheelCore

extension SegmentedControl {
    func beginTouch(_ touch: Touch) -> Bool {
        pressedIndex = segment(at: touch.location(in: self))
        return true
    }

    func continueTouch(_ touch: Touch) -> Bool {
        let p = isTouchInside ? segment(at: touch.location(in: self)) : nil
        if p != pressedIndex { pressedIndex = p; setNeedsDisplay() }
        return true
    }

    func endTouch(_ touch: Touch) {
        pressedIndex = nil
        if isTouchInside, let i = segment(at: touch.location(in: self)) { setValueFromUser(i) }
    }

    func cancelTouch(_ touch: Touch) { pressedIndex = nil }

    /// Left/Right: the nearest enabled segment that way.
    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled, !titles.isEmpty else { return false }
        let step: Int
        switch event.key {
        case .left: step = -1
        case .right: step = 1
        default: return false
        }
        var i = selectedIndex + step
        while titles.indices.contains(i), !isEnabled(segment: i) { i += step }
        if titles.indices.contains(i) { setValueFromUser(i) }
        return true
    }
}
