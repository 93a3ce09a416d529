import FlywheelCore

/// Gesture recognizers' side of pointer routing (see `GestureRecognizer` for the rules): which
/// recognizers see a pointer, what they see before the view that owns it, the deadlines fired
/// on the host's clock, and the claim that cancels the owner.
extension ViewHost {
    /// The recognizers that see a pointer going down at `location` (window points) on `hit`:
    /// those of the view under it (a scroller's content counts) and its ancestors, stopping
    /// after an enabled control; each follows one pointer at a time.
    func recognizersForPointerDown(at location: Point, hit: View?) -> [GestureRecognizer] {
        guard let hit else { return [] }
        var out: [GestureRecognizer] = []
        var v: View? = hit.gestureTarget(at: hit.convert(location, from: nil))
        while let cur = v {
            for r in cur.gestureRecognizers
            where r.isEnabled && r.state == .possible && r.track == nil && !r.isWaitingForFailures {
                out.append(r)
            }
            if let control = cur as? Control, control.isEnabled { break }
            v = cur.superview
        }
        return out
    }

    /// Gives a new pointer to `recognizers`.
    func beginGestures(_ recognizers: [GestureRecognizer], touch: Touch) {
        guard !recognizers.isEmpty else { return }
        pointers.gesturePointers[touch.id] = recognizers
        for r in recognizers {
            r.track = PointerTrack(touch, start: touch.locationInWindow)
            r.lastTouch = touch
            r.timestamp = touch.timestamp
            pointers.activate(r)
            r.pointerDown(touch)
        }
    }

    /// Gives a move, lift or cancel of a pointer to the recognizers following it, before the
    /// view that owns it (a recognizer that claims the pointer here cancels that view first).
    func deliverToGestures(_ phase: PointerEvent.Phase, touch: Touch) {
        guard let recognizers = pointers.gesturePointers[touch.id] else { return }
        for r in recognizers where r.track?.follows(touch) == true {
            r.lastTouch = touch
            r.timestamp = touch.timestamp
            switch phase {
            case .move: r.pointerMoved(touch)
            case .up: r.pointerUp(touch)
            default: r.pointerCancelled(touch)
            }
        }
        guard phase != .move else { return }
        pointers.gesturePointers[touch.id] = nil
        for r in recognizers where r.track?.follows(touch) == true {
            r.track = nil
            r.resetIfFinished()
        }
        pointers.pruneRecognizers()
    }

    /// Fires every recognizer deadline up to `time`, earliest first, each at its own time.
    func fireGestureDeadlines(through time: Double) {
        guard !pointers.activeRecognizers.isEmpty, time.isFinite else { return }
        // Each deadline moves its recognizer on; the bound guards against one that does not.
        for _ in 0..<64 {
            var next: GestureRecognizer?
            var nextTime = Double.infinity
            for r in pointers.activeRecognizers where r.isEnabled {
                if let d = r.deadline, d <= time, d < nextTime {
                    next = r
                    nextTime = d
                }
            }
            guard let r = next else { return }
            r.timestamp = nextTime
            r.deadlinePassed(at: nextTime)
            if r.track == nil { r.resetIfFinished() }
            pointers.pruneRecognizers()
        }
    }

    /// A recognizer began or was recognized with its pointer down: the other recognizers
    /// following the pointer fail, and with `cancelsTouchesInView` the view that owned the
    /// pointer is cancelled and sees no more of it.
    func recognizerClaimedPointer(_ recognizer: GestureRecognizer) {
        guard let id = recognizer.track?.pointerID else { return }
        for other in pointers.gesturePointers[id] ?? [] where other !== recognizer && other.state == .possible {
            other.abandon(at: recognizer.timestamp)
        }
        guard recognizer.cancelsTouchesInView, let owner = pointers.owners[id], let touch = pointers.touches[id] else {
            return
        }
        pointers.owners[id] = nil
        owner.pointerCancelled(touch)
    }

    /// A recognizer changed state: recognizers waiting on it (`require(toFail:)`) go ahead or fail.
    func recognizerChangedState(_ recognizer: GestureRecognizer) {
        dirty = true
        guard recognizer.state != .possible else { return }
        for waiting in pointers.activeRecognizers where waiting.isWaitingForFailures {
            if waiting.failureRequirements.contains(where: { $0 === recognizer }) { _ = waiting.resolveWait() }
        }
    }

    /// Stops following everything `view`'s recognizers follow (the view left the window, or a
    /// recognizer was removed): a gesture under way is cancelled.
    func forgetRecognizers(_ recognizers: [GestureRecognizer]) {
        for r in recognizers where pointers.isActive(r) {
            r.abandon(at: r.lastTouch?.timestamp ?? 0)
            if let id = r.track?.pointerID { pointers.gesturePointers[id]?.removeAll { $0 === r } }
            r.track = nil
            r.resetIfFinished()
        }
        pointers.pruneRecognizers()
    }
}
