import FlywheelCore

extension SegmentedControl {
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

    /// Left/Right: the nearest enabled segment that way on the screen (right to left, Left
    /// goes to the next segment).
    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled, !titles.isEmpty else { return false }
        let step: Int
        let towardRight = isLayoutRightToLeft ? -1 : 1
        switch event.key {
        case .left: step = -towardRight
        case .right: step = towardRight
        default: return false
        }
        stepSelection(by: step, wrapping: false)
        return true
    }
}
