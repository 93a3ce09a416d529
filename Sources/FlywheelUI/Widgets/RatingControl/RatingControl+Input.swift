import FlywheelCore

extension RatingControl {
    /// Sets the value from a touch, sending `.valueChanged` and flaring only on a change.
    func updateValue(at touch: Touch) {
        guard let n = star(at: touch.location(in: self)) else { return }
        setValueFromUser(n)
    }

    /// Left/Right one star (mirrored right to left), Home/End to the ends.
    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isEnabled else { return false }
        let forward = isRightToLeft ? -1 : 1
        switch event.key {
        case .right: setValueFromUser(value + forward)
        case .left: setValueFromUser(value - forward)
        case .home: setValueFromUser(1)
        case .end: setValueFromUser(starCount)
        default: return false
        }
        return true
    }
}
