import FlywheelCore

/// A press held on the ring (for taps, long-press repeats and the start of a drag).
struct RingPress {
    /// The finger, from where it went down (the ring's coordinates); a drag past `dragSlop`.
    var track: PointerTrack
    /// The wheel was moving when the press began: a tap then only stops it.
    var stopsSpin: Bool
    /// -1 left half, +1 right half (in the ring's own, possibly rotated, coordinates).
    var side: Int
    /// Long-press steps already made.
    var repeats = 0
    /// Steps the wheel while the press is held (`ViewTimer`; cancelled when a drag starts or the
    /// press ends).
    var repeatTimer: ViewTimer?
}

/// The ring's long-press repeat (the pointer hooks, in the class, start it).
extension SpinnerRing {
    /// Long press on a side: after `longPressMinimumDurationSeconds` the wheel steps toward that
    /// side, then again every `longPressRepeatIntervalSeconds` — a steady rate, unlike the
    /// original, which stepped on every gesture callback. A `ViewTimer` on the host's clock: each
    /// step starts at its own time (press + minimum + k · interval), not at the frame that
    /// notices it, so the wheel does the same at any frame rate (a stalled frame makes at most
    /// `ViewTimer.maximumFiringsPerAdvance` steps).
    func startLongPressRepeat(pressedAt start: Double) -> ViewTimer {
        let feel = driver.feel
        let interval = max(feel.longPressRepeatIntervalSeconds, 0.01)
        return every(seconds: interval, startingAt: start + feel.longPressMinimumDurationSeconds) {
            [unowned self] stepTime in
            guard var current = press, !current.track.isDrag, spinner.isOpen else { return }
            current.repeats += 1
            press = current
            step(by: current.side, at: stepTime)
        }
    }
}
