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

/// The ring's pointer input: past `dragSlop` a press becomes a drag the wheel follows by angle; a
/// release flings or snaps (landing known now); a tap stops a spinning wheel or steps toward the
/// tapped side; a held press steps at a steady rate.
extension SpinnerRing {
    func beginTouch(_ touch: Touch) -> Bool {
        guard spinner.isOpen, spinner.isEnabled else { return false }
        let local = touch.location(in: self)
        press = RingPress(
            track: PointerTrack(touch, start: local),
            stopsSpin: isSpinning(at: touch.timestamp), side: local.x < bounds.midX ? -1 : 1)
        if press?.stopsSpin == false { press?.repeatTimer = startLongPressRepeat(pressedAt: touch.timestamp) }
        startTicking()
        return true
    }

    func continueTouch(_ touch: Touch) {
        guard var current = press, current.track.follows(touch) else { return }
        let local = touch.location(in: self)
        let center = bounds.center
        if !current.track.isDrag {
            guard current.track.move(to: local, beyond: Self.dragSlop) else { return }
            current.repeatTimer?.cancel()
            driver.advance(to: touch.timestamp)
            // The drag starts where and when the finger went down, so the fling fit sees it all.
            driver.beginDrag(
                windowAngle: WheelGeometry.windowAngle(of: current.track.start, around: center),
                at: current.track.startTime)
        }
        driver.drag(windowAngle: WheelGeometry.windowAngle(of: local, around: center), at: touch.timestamp)
        press = current
        startTicking()
        setNeedsDisplay()
    }

    func endTouch(_ touch: Touch) {
        guard let current = press, current.track.follows(touch) else { return }
        press = nil
        if current.track.isDrag {
            let r = max(1, touch.location(in: self).distance(to: bounds.center))
            run {
                $0.endDrag(
                    at: touch.timestamp, pointsPerItem: WheelGeometry.pointsPerItem(radius: r, itemCount: spinner.count)
                )
            }
        } else if current.repeats > 0 {
            return
        } else if current.stopsSpin {
            stopSpinning(at: touch.timestamp)
        } else {
            spinner.userStep(current.side)
        }
    }

    func cancelTouch(_ touch: Touch) {
        guard let current = press, current.track.follows(touch) else { return }
        press = nil
        if current.track.isDrag { run { $0.cancelDrag(at: touch.timestamp) } }
    }

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
