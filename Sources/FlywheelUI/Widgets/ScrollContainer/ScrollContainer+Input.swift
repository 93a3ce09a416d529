import FlywheelCore

/// Hit testing, the touch's helpers (drag, fling, held content touches), mouse wheel and keys;
/// the pointer hooks themselves are in the class.
///
/// The finger is measured in the superview's coordinates (a frame that does not scroll), so a
/// scaled or rotated container follows the finger in its own units.
extension ScrollContainer {
    // MARK: Hit testing

    /// The deepest content view under `point` (container coordinates), searched front to back,
    /// whether or not the point is inside the viewport; nil when no content is there.
    public func contentHitTest(_ point: Point) -> View? {
        for sub in subviews.reversed() {
            let local = sub.transformToSuperview.inverted()?.apply(point) ?? point
            if let hit = sub.hitTest(local) { return hit }
        }
        return nil
    }

    /// Recognizers see the content under the pointer, as if the container did not hold it.
    func contentGestureTarget(at point: Point) -> View {
        guard let content = contentHitTest(point) else { return self }
        return content.gestureTarget(at: content.convert(point, from: self))
    }

    /// The container takes every touch on itself or its content while `delaysContentTouches`
    /// (content sees it later, see the type's discussion); otherwise content comes first.
    /// Content outside the viewport is hit too (its clipping ancestor decides what shows).
    func containerHitTest(_ point: Point) -> View? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled else { return nil }
        let content = contentHitTest(point)
        guard content != nil || self.point(inside: point) else { return nil }
        if delaysContentTouches { return self }
        return content ?? self
    }

    // MARK: Touches (the pointer hooks, in the class, call these)

    /// `target` or the first of its ancestors below the container that takes `touch` at once
    /// (`View.takesPointerAtOnce(at:)`), if any.
    func viewTakingPointerAtOnce(_ touch: Touch, from target: View) -> View? {
        var v: View? = target
        while let cur = v, cur !== self {
            if cur.takesPointerAtOnce(at: touch.location(in: cur)) { return cur }
            v = cur.superview
        }
        return nil
    }

    /// Forgets the touch (the container left its window; the host cancels the pointer).
    func abandonTouch() {
        if isDragging { isDragging = false }
        forgetTouch()
        contentOwner = nil
    }

    func forgetTouch() {
        track = nil
        pendingTarget = nil
        heldTouch = nil
    }

    /// The finger's coordinate in detents (dragging toward higher offsets is positive).
    func finger(_ touch: Touch) -> Double {
        let p = touch.location(in: superview)
        return -(isVertical ? p.y : p.x) / effectiveDetentLength
    }

    func beginUserDrag(_ touch: Touch, at t: Double) {
        guard driver.beginDrag(fingerItems: finger(touch), at: t) else { return }
        isDragging = true
        delegate?.scrollContainerWillBeginDragging(self)
        applyDriverOffset(reports: true)
    }

    /// Lets go of the driver: a fling, a page turn, a spring back or nothing.
    func release(at t: Double, endsDrag: Bool) {
        driver.endDrag(at: t, pointsPerItem: effectiveDetentLength)
        settleAfterRelease(at: t, endsDrag: endsDrag)
    }

    func settleAfterRelease(at t: Double, endsDrag: Bool) {
        applyDriverOffset(reports: true)
        let decelerates = driver.isMoving
        if !decelerates { driver.stop(at: t) }
        if endsDrag { delegate?.scrollContainerDidEndDragging(self, willDecelerate: decelerates) }
        if decelerates {
            delegate?.scrollContainerWillBeginDecelerating(self)
            startTicking()
        }
    }

    /// Gives a held touch-down to content: `target`, then its ancestors below the container,
    /// until one takes it. Returns the view that took it.
    func forwardDown(_ touch: Touch, to target: View) -> View? {
        var down = touch
        down.locationInWindow = touch.startLocationInWindow
        down.previousLocationInWindow = touch.startLocationInWindow
        down.timestamp = touch.startTimestamp
        var v: View? = target
        while let cur = v, cur !== self {
            if cur.pointerDown(down) { return cur }
            v = cur.superview
        }
        return nil
    }

    /// A still touch held for `contentTouchDelay` goes to content.
    func releaseHeldTouchIfDue(at time: Double) {
        guard let target = pendingTarget, let touch = heldTouch, let track, contentOwner == nil,
            !track.isDrag, time - track.startTime >= contentTouchDelay
        else { return }
        pendingTarget = nil
        contentOwner = forwardDown(touch, to: target)
        if contentOwner != nil { tapAllowed = false }
    }

    // MARK: Wheel and keys

    /// Scrolls: one page per wheel event when paging (whatever its size), else
    /// `wheelPointsPerUnit` per unit. A vertical wheel scrolls a horizontal container (wheel
    /// down = forward).
    func scrollWheel(_ event: WheelEvent) -> Bool {
        guard isScrollEnabled, !isDragging, event.dx.isFinite, event.dy.isFinite else { return false }
        let units = isVertical ? -event.dy : (event.dx != 0 ? event.dx : -event.dy)
        guard units != 0 else { return false }
        let t = driver.inputTime(event.timestamp)
        if isPagingEnabled {
            driver.step(by: units > 0 ? 1 : -1, at: t)
            beganUserMotion()
        } else {
            driver.advance(to: t)
            driver.jump(to: driver.position + units * wheelPointsPerUnit / effectiveDetentLength, at: t)
            applyDriverOffset(reports: true)
        }
        return true
    }

    /// Arrow keys along the axis and PageUp/PageDown: one page; Home/End: the ends (bounded).
    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isScrollEnabled, !isDragging else { return false }
        let t = driver.inputTime(event.timestamp)
        let back: Key = isVertical ? .up : .left
        let forward: Key = isVertical ? .down : .right
        switch event.key {
        case back, .pageUp: return stepFromUser(by: -1, at: t)
        case forward, .pageDown: return stepFromUser(by: 1, at: t)
        case .home where !wrapsContent:
            driver.animate(to: 0, duration: Self.homeEndDuration, fromCode: false, at: t)
        case .end where !wrapsContent:
            driver.animate(
                to: maximumOffset / effectiveDetentLength, duration: Self.homeEndDuration, fromCode: false, at: t)
        default: return false
        }
        beganUserMotion()
        return true
    }

    /// One detent (a page while paging) forward (`delta` 1) or back, as the arrow keys step.
    @discardableResult
    func stepFromUser(by delta: Int, at time: Double? = nil) -> Bool {
        guard isScrollEnabled, !isDragging else { return false }
        let t = time ?? driver.now(on: host)
        driver.step(by: delta, at: t)
        beganUserMotion()
        return true
    }
}
