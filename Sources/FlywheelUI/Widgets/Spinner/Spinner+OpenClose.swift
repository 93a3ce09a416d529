import FlywheelCore

extension Spinner {
    /// Opens as the ring or the picker (see `opensAsSpinner`). Needs two values or more and a
    /// superview (the ring opens in it, directly below the spinner); scroll containers round it
    /// scroll until what opens shows (`View.scrollIntoView`). Order: the state changes,
    /// the open sound plays, then the delegate hears `hasOpenedWithTheValue` (with `isOpen` true).
    func open() {
        guard values.count > 1, let container = superview else { return }
        if presentation != nil {
            guard isClosing else { return }
            finishClosing()
        }
        if opensAsSpinner {
            let ring = SpinnerRing(spinner: self, at: now)
            container.insertSubview(ring, belowSubview: self)
            presentation = .ring(ring)
        } else {
            let (box, wheelView) = makePicker()
            container.insertSubview(box, belowSubview: self)
            presentation = .picker(container: box, wheel: wheelView)
        }
        padState = SpinnerPadState(openedIndex: currentIndex)  // what a cancel goes back to
        updatePresentationGeometry()
        if let shown = presentation?.view {
            // Inside a scrolled page, the page scrolls until what opens shows whole (with the
            // spinner): it is drawn where it can take input.
            container.scrollIntoView(shown.frame.union(frame), margin: 0)
        }
        animatePop(opening: true)
        if replaceCenterImage, centerImage != nil { popCenter() }
        outsideTapMonitor = host?.addPointerDownMonitor { [weak self] _, hit in self?.pointerWentDown(on: hit) }
        monitorHost = host
        playFeedback(.open, options: feedbackOptions)
        setNeedsDisplay()
        delegate?.spinner(self, hasOpenedWithTheValue: value)
        postAccessibilityNotification(.layoutChanged)  // the items came
    }

    /// Closes unless the delegate vetoes (`willCloseWithTheValue` returning false). A moving wheel
    /// stops on the item already selected. Order: the state changes, the close sound plays, then
    /// `hasClosedWithTheValue` (with `isOpen` false); the shrink animation runs after.
    func close() {
        guard presentation != nil, !isClosing else { return }
        if let delegate, !delegate.spinner(self, willCloseWithTheValue: value) {
            playFeedback(.refused, options: feedbackOptions)
            return
        }
        presentation?.ring?.rest(on: currentIndex, at: now)
        removeOutsideTapMonitor()
        isClosing = true
        animatePop(opening: false)
        if replaceCenterImage, centerImage != nil { popCenter() }
        playFeedback(.close, options: feedbackOptions)
        setNeedsDisplay()
        delegate?.spinner(self, hasClosedWithTheValue: value)
        postAccessibilityNotification(.layoutChanged)  // the items went
    }

    /// Removes an open or closing presentation at once, telling no one (the spinner left its window).
    func closeImmediately() {
        removeOutsideTapMonitor()
        finishClosing()
    }

    /// Removes the outside-tap monitor from the host it was added to (the spinner may already
    /// have left that host when this runs).
    func removeOutsideTapMonitor() {
        if let token = outsideTapMonitor { monitorHost?.removePointerDownMonitor(token) }
        outsideTapMonitor = nil
        monitorHost = nil
    }

    func finishClosing() {
        if let token = popAnimation?.token { host?.cancelAnimation(token) }
        popAnimation = nil
        presentation?.view.removeFromSuperview()
        presentation = nil
        isClosing = false
        setNeedsDisplay()
    }

    /// A tap anywhere: outside the spinner and what it opened, it closes (the tap still goes on
    /// to whatever is under it) — unless a finger is on it (`isFingerOn`): a second thumb down
    /// elsewhere (a game's move stick, another control) leaves a wheel being turned open.
    private func pointerWentDown(on hit: View?) {
        guard isOpen, let shown = presentation?.view, !isFingerOn else { return }
        if let hit, hit.isDescendant(of: self) || hit.isDescendant(of: shown) { return }
        close()
    }

    var isFingerOn: Bool { touchingPointerID != nil }

    /// The finger (pointer id; the mouse is 0) on the open spinner — pressing its centre, on its
    /// ring or on its picker — or nil. The open spinner follows one finger at a time, the first
    /// down on it; others that land on it are taken and ignored, and a tap outside does not
    /// close it while this is set (docs/widgets.md, "Several fingers").
    ///
    /// ```swift
    /// if spinner.touchingPointerID == nil { spinner.isOpen = false }  // nobody is turning it
    /// ```
    public var touchingPointerID: Int? {
        guard let presentation else { return nil }
        if let press = presentation.ring?.press { return press.track.pointerID }
        if let finger = picker?.trackedPointerID { return finger }
        return trackedPointerID
    }

    /// The open pop and the close shrink: springs with the feel's durations, damping and initial
    /// velocities (RVS_Spinner: open 0.25 s / 0.8 / 25, close 0.3 s / 1.0 / 7). The ring scales
    /// about its centre; the picker about its bottom centre, just above the spinner.
    private func animatePop(opening: Bool) {
        guard let shown = presentation?.view else { return }
        let collapsed = 0.001
        let anchorsBottom: Bool
        if case .picker = presentation { anchorsBottom = true } else { anchorsBottom = false }
        let height = shown.bounds.height
        let limit = Self.popScaleLimit(of: shown.bounds.size, in: host?.size)
        let apply: (Double) -> Void = { [weak shown] scale in
            guard let shown else { return }
            let s = min(limit, max(-limit, scale))
            let dy = anchorsBottom ? (1 - s) * height / 2 : 0
            shown.transform = Transform(scaleX: s, y: s).concatenating(Transform(translationX: 0, y: dy))
        }
        if let token = popAnimation?.token { host?.cancelAnimation(token) }
        guard let host else {
            if opening { apply(1) } else { finishClosing() }
            return
        }
        let f = feel
        let from = opening ? collapsed : 1, to = opening ? 1 : collapsed
        apply(from)
        let curve = AnimationCurve.spring(
            dampingRatio: opening ? f.openSpringDampingRatio : f.closeSpringDampingRatio,
            initialVelocity: opening ? f.openInitialSpringVelocity : f.closeInitialSpringVelocity)
        let duration = opening ? f.openDurationSeconds : f.closeDurationSeconds
        let end = host.clock.now + duration
        let token = host.animate(
            duration: duration, curve: curve,
            update: { p in apply(from + (to - from) * p) },
            completion: { [weak self] finished in
                guard let self else { return }
                self.popAnimation = nil
                guard !opening, finished else { return }
                // The picker turns on while it shrinks and leaves when the shrink ends: a settle
                // before that end selects its row, whichever frame ends the animation.
                self.picker?.driver.advance(to: end)
                self.finishClosing()
            })
        popAnimation = (token, end)
    }

    /// The centre icon swap of `replaceCenterImage`: scale 0 → 1 with the open spring.
    func popCenter() {
        guard let host else { return }
        let f = feel
        centerScale = 0
        let limit = Self.popScaleLimit(of: bounds.size, in: host.size)
        host.animate(
            duration: f.openDurationSeconds,
            curve: .spring(dampingRatio: f.openSpringDampingRatio, initialVelocity: f.openInitialSpringVelocity),
            update: { [weak self] p in
                self?.centerScale = min(limit, max(-limit, p)); self?.setNeedsDisplay()
            })
    }

    /// The largest scale a pop or close spring gives a view of `size` in a window of `window`
    /// (points): the scale at which the view is twice the window's diagonal across, so
    /// everything it draws but its middle has left the screen (at least 1). Every valid feel
    /// springs within it; without it an overshooting spring (`openInitialSpringVelocity` 1000,
    /// `openDurationSeconds` 10) scaled the ring's icons hundreds of times over, and each frame
    /// resampled them to that size.
    static func popScaleLimit(of size: Size, in window: Size?) -> Double {
        guard let window, window.width > 0, window.height > 0 else { return 1 }
        let diagonal = (window.width * window.width + window.height * window.height).squareRoot()
        let side = min(size.width, size.height)
        guard side > 0, side.isFinite else { return 1 }
        return max(1, 2 * diagonal / side)
    }
}
