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
    /// Content outside the viewport is hit only when the container does not clip
    /// (`clipsToBounds` off: a clipping ancestor decides what shows, as in SwipeView).
    func containerHitTest(_ point: Point) -> View? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled else { return nil }
        if clipsToBounds, !self.point(inside: point) { return nil }
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

    /// Forgets the touch (the container left its window; the host cancels the pointer). Content
    /// that had the touch is cancelled with it (a control already cancelled as it left ignores
    /// this, so it sends one `touchCancel`).
    func abandonTouch() {
        if isDragging { isDragging = false }
        let owner = contentOwner
        let touch = heldTouch
        contentOwner = nil
        forgetTouch()
        if let owner, let touch { owner.pointerCancelled(touch) }
    }

    /// Whether the content that had the touch is no longer inside the container (a spinner's
    /// picker closed under the finger). The pointer hooks then cancel the whole touch, so
    /// nothing more is sent to a view that left, and the finger does not start a scroll at a
    /// time that depends on when a frame removed the content.
    var contentOwnerHasLeft: Bool {
        guard let owner = contentOwner else { return false }
        return !owner.isDescendant(of: self)
    }

    func forgetTouch() {
        track = nil
        pendingTarget = nil
        heldTouch = nil
    }

    /// The finger's coordinate in detents (dragging toward higher offsets is positive). Read in
    /// the superview, which stays put while the content scrolls; when the container's own
    /// transform mirrors x (a right-to-left swipe view's), x is read mirrored with it.
    func finger(_ touch: Touch) -> Double {
        let p = touch.location(in: superview)
        let along = isVertical ? p.y : transform.determinant < 0 ? -p.x : p.x
        return -along / effectiveDetentLength
    }

    func beginUserDrag(_ touch: Touch, at t: Double) {
        guard driver.beginDrag(.items(finger(touch)), at: t) else { return }
        isDragging = true
        report(.willBeginDragging)
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
        if endsDrag { report(.didEndDragging(willDecelerate: decelerates)) }
        if decelerates {
            report(.willBeginDecelerating)
            startTicking()
        }
    }

    /// Gives a held touch-down to content: `target`, then its ancestors below the container,
    /// until one takes it. Returns the view that took it (none when `target` is no longer inside
    /// the container).
    func forwardDown(_ touch: Touch, to target: View) -> View? {
        // A held target may have left the container while the touch waited.
        guard target.isDescendant(of: self) else { return nil }
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

    /// Whether the container is horizontal and drawn mirrored (its transform to the window
    /// flips x, as a right-to-left swipe view's does): its x runs right to left on the screen.
    var isMirroredOnScreen: Bool { !isVertical && transformToWindow.determinant < 0 }

    /// Scrolls as a move from code does (the eased move of `animateContentOffset`, `didScroll`…
    /// `didEndScrollingAnimation`): one page per wheel event when paging (whatever its size),
    /// else `wheelPointsPerUnit` per unit at once (one `didScroll`, as an offset set from code).
    /// A vertical wheel scrolls a horizontal container (wheel down = forward); a sideways one
    /// scrolls the way it points on the screen, in a mirrored container too.
    func scrollWheel(_ event: WheelEvent) -> Bool {
        guard isScrollEnabled, !isDragging, event.dx.isFinite, event.dy.isFinite else { return false }
        let sideways = isMirroredOnScreen ? -event.dx : event.dx
        let units = isVertical ? -event.dy : (event.dx != 0 ? sideways : -event.dy)
        guard units != 0 else { return false }
        let t = driver.inputTime(event.timestamp)
        if isPagingEnabled {
            scrollFromInput(to: pageTarget(units > 0 ? 1 : -1, at: t), at: t)
        } else {
            driver.advance(to: t)
            driver.jump(to: driver.position + units * wheelPointsPerUnit / effectiveDetentLength, at: t)
            applyDriverOffset(reports: true)
        }
        return true
    }

    /// Arrow keys along the axis and PageUp/PageDown: one page; Home/End: the ends (bounded).
    /// Each is an eased move in `keyScrollDuration`, reported as a move from code. Left and
    /// Right go the way they point on the screen: in a container mirrored right to left (a
    /// swipe view's), Left goes forward.
    func pressKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, isScrollEnabled, !isDragging else { return false }
        let t = driver.inputTime(event.timestamp)
        let mirrored = isMirroredOnScreen
        let back: Key = isVertical ? .up : mirrored ? .right : .left
        let forward: Key = isVertical ? .down : mirrored ? .left : .right
        let target: Double
        switch event.key {
        case back, .pageUp: target = pageTarget(-1, at: t)
        case forward, .pageDown: target = pageTarget(1, at: t)
        case .home where !wrapsContent: target = 0
        case .end where !wrapsContent: target = maximumOffset / effectiveDetentLength
        default: return false
        }
        scrollFromInput(to: target, at: t)
        return true
    }

    /// The detent `delta` pages on from where the container is going (the end of a move under
    /// way, so presses add up; else the nearest detent), within the ends unless wrapping.
    func pageTarget(_ delta: Int, at t: Double) -> Double {
        driver.advance(to: t)
        let base = driver.isMoving ? driver.restPosition : driver.position
        let target = base.rounded() + Double(delta)
        return wrapsContent ? target : min(max(target, 0), maximumOffset / effectiveDetentLength)
    }

    /// The eased move to `target` (detents) of a key or wheel notch; nothing if already there.
    func scrollFromInput(to target: Double, at t: Double) {
        guard abs(target - driver.position) > 1e-9 || driver.isMoving else { return }
        driver.animate(to: target, duration: Self.keyScrollDuration, fromCode: true, at: t)
        startTicking()
    }

    /// One page (one detent) forward (`delta` 1) or back, eased as an arrow key moves it: what a
    /// reader's scroll-by-a-page asks for. False while scrolling is off or a finger drags.
    @discardableResult
    func stepFromUser(by delta: Int, at time: Double? = nil) -> Bool {
        guard isScrollEnabled, !isDragging else { return false }
        let t = time ?? driver.now(on: host)
        scrollFromInput(to: pageTarget(delta, at: t), at: t)
        return true
    }
}
