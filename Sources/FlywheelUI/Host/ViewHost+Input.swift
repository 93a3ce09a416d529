import FlywheelCore

extension ViewHost {
    /// Routes one input event: pointers to the view that took them at `down`, wheel to the view
    /// under the pointer (then its ancestors), keys to the focused view (then its ancestors, then
    /// `unhandledKeyHandler`), typed text and stick motion to the focused view (then its
    /// ancestors; nobody else).
    /// Tab and Shift-Tab move focus when nothing else takes them.
    ///
    /// A layout asked for since the last one (a new window `size`, a view's `setNeedsLayout`) is
    /// done first, so the event meets the views where they are at its time, not where the last
    /// frame left them: which events come before the next frame depends on the frame rate.
    public func handle(_ event: InputEvent) {
        dirty = true
        rootView.layoutIfNeeded()
        switch event {
        case .pointer(let e):
            if e.phase == .down { showsFocusRing = false }
            fireGestureDeadlines(through: e.timestamp)
            handlePointer(e)
        case .wheel(let e): handleWheel(e)
        case .key(let e):
            handleKey(e)
        case .text(let e):
            handleText(e)
        case .stick(let e):
            _ = firstTaking(from: focusedView) { $0.handleStick(e) }
        }
    }

    /// Whether typed text means something now: the focused view takes it (`View.takesTextInput`),
    /// or an ancestor takes it for the focused view (`View.takesTextInput(for:)`, a form that
    /// starts editing when its slider is typed on). A window turns its platform's text input on
    /// while this is true (`SDLRendererHost.updateTextInput` calls SDL_StartTextInput and
    /// SDL_StopTextInput as it changes), so typing elsewhere starts no input method, and a key
    /// that starts editing already comes with its text, however many keys arrive together.
    public var wantsTextInput: Bool {
        guard let focused = focusedView else { return false }
        return focused.takesTextInput
            || firstTaking(from: focused.superview, { $0.takesTextInput(for: focused) }) != nil
    }

    private func handlePointer(_ e: PointerEvent) {
        switch e.phase {
        case .down:
            if let old = pointers.owners[e.id], let t = pointers.touches[e.id] { old.pointerCancelled(t) }
            if let t = pointers.touches[e.id] { deliverToGestures(.cancel, touch: t) }
            let touch = Touch(
                id: e.id, locationInWindow: e.location, previousLocationInWindow: e.location,
                timestamp: e.timestamp, startLocationInWindow: e.location, startTimestamp: e.timestamp)
            pointers.touches[e.id] = touch
            pointers.owners[e.id] = nil
            let hit = rootView.hitTest(rootView.convert(e.location, from: nil))
            let monitors = pointers.monitors
            if !monitors.isEmpty {
                let drawn = hit.map { $0.gestureTarget(at: $0.convert(e.location, from: nil)) }
                for monitor in monitors { monitor.body(e, drawn) }
            }
            let recognizers = recognizersForPointerDown(at: e.location, hit: hit)
            if let owner = firstTaking(from: hit, { $0.pointerDown(touch) }) {
                pointers.owners[e.id] = owner
                if owner.canBecomeFocused { setFocus(owner) }
            }
            beginGestures(recognizers, touch: touch)
        case .move, .up, .cancel:
            guard var touch = pointers.touches[e.id] else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = e.location
            touch.timestamp = e.timestamp
            pointers.touches[e.id] = touch
            deliverToGestures(e.phase, touch: touch)
            guard let owner = pointers.owners[e.id] else {
                if e.phase != .move { pointers.touches[e.id] = nil }
                return
            }
            switch e.phase {
            case .move: owner.pointerMoved(touch)
            case .up: owner.pointerUp(touch)
            default: owner.pointerCancelled(touch)
            }
            if e.phase != .move { pointers.release(e.id) }
        }
    }

    /// Pointers currently down and owned by a view, by id.
    public var trackedPointerIDs: [Int] { pointers.owners.keys.sorted() }

    /// Cancels every pointer in flight (the window lost focus, the app is going away).
    public func cancelAllPointers(timestamp: Double) {
        // Every pointer down, owned or only followed by gesture recognizers.
        for id in pointers.touchIDs {
            let loc = pointers.touches[id]?.locationInWindow ?? .zero
            handle(.pointer(PointerEvent(phase: .cancel, id: id, location: loc, timestamp: timestamp)))
        }
    }

    /// The wheel goes to the view drawn under the pointer — inside a scroll container that holds
    /// touches, the content there (an open picker turns before the page scrolls) — then its
    /// ancestors.
    private func handleWheel(_ e: WheelEvent) {
        let hit = rootView.hitTest(rootView.convert(e.location, from: nil))
        let target = hit.map { $0.gestureTarget(at: $0.convert(e.location, from: nil)) }
        _ = firstTaking(from: target) { $0.handleWheel(e) }
    }

    /// Keys go to the focused view and its ancestors, then Tab moves focus, then
    /// `unhandledKeyHandler`. The focus ring shows once the keyboard drives the UI: a key a view
    /// took, or Tab; a key only the app handles (F1, F12) does not show it.
    private func handleKey(_ e: KeyEvent) {
        if firstTaking(from: focusedView, { $0.handleKey(e) }) != nil {
            if e.isDown { showsFocusRing = true }
            return
        }
        if e.isDown, e.key == .tab {
            showsFocusRing = true
            moveFocus(forward: !e.modifiers.contains(.shift))
            return
        }
        _ = unhandledKeyHandler?(e)
    }

    /// Text goes to the focused view and its ancestors; text nobody takes is dropped (the keys
    /// that typed it have already been routed as keys).
    private func handleText(_ e: TextEvent) {
        _ = firstTaking(from: focusedView) { $0.handleText(e) }
    }

    /// Offers an input to `view`, then to each of its ancestors, until one takes it (`take`
    /// returns true); that view, or nil when none did. Pointer-downs, wheel, keys and text all
    /// travel up the tree this way.
    private func firstTaking(from view: View?, _ take: (View) -> Bool) -> View? {
        var v = view
        while let cur = v {
            if take(cur) { return cur }
            v = cur.superview
        }
        return nil
    }

    // MARK: Focus

    /// Gives key focus to `view` (nil clears it), and tells the accessibility observer.
    public func setFocus(_ view: View?) {
        if let view, view.host !== self { return }
        let old = focusedView
        if old === view { return }
        focusedView = view
        old?.focusDidChange()
        view?.focusDidChange()
        dirty = true
        if let view { postAccessibilityNotification(.focusChanged(view.accessibilityFocusElement)) }
    }

    /// Every view that can take focus, in reading order (`AccessibilityReadingOrder`: top to
    /// bottom, then leading to trailing in `layoutDirection` — a run of views forced the other
    /// way reads its own way — by frame in the window), the order Tab follows; views at the same
    /// place keep their tree (drawing) order.
    public var focusableViews: [View] {
        var out: [View] = []
        func visit(_ v: View) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            if v.canBecomeFocused { out.append(v) }
            for s in v.subviews { visit(s) }
        }
        visit(rootView)
        return AccessibilityReadingOrder.sorted(
            out, direction: layoutDirection, itemDirection: { $0.effectiveLayoutDirection },
            frame: { $0.accessibilityFrameInWindow })
    }

    /// Moves focus to the next (or previous) focusable view in reading order, wrapping around,
    /// and scrolls it into view (`View.scrollIntoView`: its scroll containers and swipe views
    /// move until it and its focus ring show).
    public func moveFocus(forward: Bool) {
        let all = focusableViews
        guard !all.isEmpty else { return setFocus(nil) }
        let current = focusedView.flatMap { f in all.firstIndex { $0 === f } }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : all.count - 1)) % all.count
        } else {
            next = forward ? 0 : all.count - 1
        }
        setFocus(all[next])
        all[next].scrollIntoView()
    }
}
