import FlywheelCore

extension SegmentedControl {
    func beginTouch(_ touch: Touch) -> Bool {
        if isCompact {
            pressedStep = compactStep(at: touch.location(in: self))
            setNeedsDisplay()
            return true
        }
        pressedIndex = segment(at: touch.location(in: self))
        return true
    }

    func continueTouch(_ touch: Touch) -> Bool {
        if isCompact {
            let step = isTouchInside ? compactStep(at: touch.location(in: self)) : 0
            if step != pressedStep { pressedStep = step; setNeedsDisplay() }
            return true
        }
        let p = isTouchInside ? segment(at: touch.location(in: self)) : nil
        if p != pressedIndex { pressedIndex = p; setNeedsDisplay() }
        return true
    }

    func endTouch(_ touch: Touch) {
        pressedIndex = nil
        if isCompact {
            let point = touch.location(in: self)
            let step = isTouchInside ? compactStep(at: point) : 0
            pressedStep = 0
            setNeedsDisplay()
            if step != 0 { stepSelection(by: step, wrapping: compactTitleFrame.contains(point)) }
            return
        }
        if isTouchInside, let i = segment(at: touch.location(in: self)) { setValueFromUser(i) }
    }

    func cancelTouch(_ touch: Touch) {
        pressedIndex = nil
        if pressedStep != 0 { pressedStep = 0; setNeedsDisplay() }
    }

    /// The nearest enabled segment `step` (±1) away, round to the other end when `wrapping`.
    func stepSelection(by step: Int, wrapping: Bool) {
        let n = titles.count
        guard n > 0 else { return }
        var i = selectedIndex
        for _ in 0..<n {
            i += step
            if !titles.indices.contains(i) {
                guard wrapping else { return }
                i = (i + n) % n
            }
            if isEnabled(segment: i) { setValueFromUser(i); return }
        }
    }

    /// Left/Right: the nearest enabled segment that way.
    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled, !titles.isEmpty else { return false }
        let step: Int
        switch event.key {
        case .left: step = -1
        case .right: step = 1
        default: return false
        }
        stepSelection(by: step, wrapping: false)
        return true
    }
}
