import FlywheelCore

extension ViewHost {
    /// Routes one input event: pointers to the view that took them at `down`, wheel to the view
    /// under the pointer (then its ancestors), keys to the focused view (then its ancestors, then
    /// `unhandledKeyHandler`), typed text and stick motion to the focused view (then its
    /// ancestors; nobody else).
    /// Tab and Shift-Tab move focus when nothing else takes them; so do the arrows (a D-pad),
    /// to the nearest control in their direction (`moveFocus(_:)`). The first input from a game
    /// controller while nothing is focused only focuses the first control. Held arrows repeat
    /// (`keyRepeat`).
    ///
    /// Returns whether the UI used the event, so a game acts only on the rest: a pointer a view
    /// took at its press (and every later event of that pointer), a wheel or a stick a view
    /// took, text a view typed, a key a view took, that moved focus or that
    /// `unhandledKeyHandler` said it handled — and the release of a key whose press was used.
    ///
    /// ```swift
    /// if !host.handle(.key(jump)) { player.jump() }   // A opened the wheel: no jump
    /// ```
    ///
    /// A layout asked for since the last one (a new window `size`, a view's `setNeedsLayout`) is
    /// done first, so the event meets the views where they are at its time, not where the last
    /// frame left them: which events come before the next frame depends on the frame rate.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let e): actingPad = e.pad
        case .stick(let e): actingPad = e.pad
        case .pointer, .wheel: actingPad = nil
        case .text: break
        }
        dirty = true
        rootView.layoutIfNeeded()
        // What was due before the event happens before it, whatever the frame rate: gesture
        // deadlines, then timers (a held key's repeat due at or before its release, or before a
        // tap that ends it, fires first), as `advance(to:)` runs them.
        fireGestureDeadlines(through: event.timestamp)
        _ = timeline.fireTimers(through: event.timestamp, host: self)
        switch event {
        case .pointer(let e):
            if e.phase == .down {
                showsFocusRing = false
                endKeyRepeat()
            }
            // A pointer already owned is used to its end; a press is used if a view takes it.
            let owned = pointers.owners[e.id] != nil
            handlePointer(e)
            return e.phase == .down ? pointers.owners[e.id] != nil : owned
        case .wheel(let e): return handleWheel(e)
        case .key(let e):
            return handleKey(e)
        case .text(let e):
            return handleText(e)
        case .stick(let e):
            if !e.isCentred, focusFirstForPad() { return true }
            return firstTaking(from: focusedView) { $0.handleStick(e) } != nil
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
    private func handleWheel(_ e: WheelEvent) -> Bool {
        let hit = rootView.hitTest(rootView.convert(e.location, from: nil))
        let target = hit.map { $0.gestureTarget(at: $0.convert(e.location, from: nil)) }
        return firstTaking(from: target) { $0.handleWheel(e) } != nil
    }

    /// Keys go to the focused view and its ancestors, then Tab moves focus, then an arrow moves
    /// it in its direction, then `unhandledKeyHandler`. The focus ring shows once the keyboard
    /// (or a pad) drives the UI: a key a view took, Tab, an arrow that moved focus; a key only
    /// the app handles (F1, F12) does not show it. A press the UI used that repeats
    /// (`KeyRepeat.repeats`) starts repeating; the platform's own repeats of those keys are
    /// dropped while the host repeats them.
    private func handleKey(_ e: KeyEvent) -> Bool {
        guard e.isDown else {
            let wasUsed = usedKeyPresses.remove(KeyPress(e)) != nil
            if heldKey.holds(e) { endKeyRepeat() }
            if firstTaking(from: focusedView, { $0.handleKey(e) }) != nil { return true }
            let appTook = unhandledKeyHandler?(e) ?? false
            return appTook || wasUsed
        }
        if e.isRepeat, keyRepeat != nil, KeyRepeat.repeats(e.key) {
            // The host repeats these itself: one source of repeats, exact on the host clock.
            return usedKeyPresses.contains(KeyPress(e))
        }
        endKeyRepeat()
        if e.pad != nil, focusFirstForPad() {
            usedKeyPresses.insert(KeyPress(e))
            return true
        }
        guard routeKeyDown(e) else { return false }
        usedKeyPresses.insert(KeyPress(e))
        if let repeating = keyRepeat, KeyRepeat.repeats(e.key), !e.isRepeat {
            startKeyRepeat(e, repeating)
        }
        return true
    }

    /// A key-down to the focused view and its ancestors, then Tab, then an arrow's focus move,
    /// then the app's handler; whether anything used it. An arrow that reaches a scrolling
    /// ancestor (a page the focused control sits in) first moves focus to the nearest control
    /// that way, which the page scrolls to; the page scrolls by itself only when none lies
    /// that way.
    private func routeKeyDown(_ e: KeyEvent) -> Bool {
        let direction = e.modifiers.isEmpty ? FocusDirection(key: e.key) : nil
        var v = focusedView
        while let cur = v {
            if let direction, cur !== focusedView, Self.scrolls(cur), moveFocus(direction) {
                showsFocusRing = true
                return true
            }
            if cur.handleKey(e) {
                showsFocusRing = true
                return true
            }
            v = cur.superview
        }
        if e.key == .tab {
            showsFocusRing = true
            moveFocus(forward: !e.modifiers.contains(.shift))
            return true
        }
        if let direction, focusedView != nil, moveFocus(direction) {
            showsFocusRing = true
            return true
        }
        return unhandledKeyHandler?(e) ?? false
    }

    /// The first input from a pad with nothing focused: focuses the first control in reading
    /// order that can be seen (and shows its ring), and does nothing else. False when something
    /// is focused or nothing can be.
    private func focusFirstForPad() -> Bool {
        guard focusedView == nil, let first = firstPadFocus else { return false }
        setFocus(first)
        showsFocusRing = true
        first.scrollIntoView()
        return true
    }

    /// The view the first pad input focuses when nothing is: the first focusable view in reading
    /// order that can be seen (`focusableViews`, inside the window or in a scroll area that can
    /// bring it in); nil when there is none. `a11y-check` starts its D-pad walk here.
    ///
    /// ```swift
    /// host.firstPadFocus?.accessibilityLabel   // "Basic" spinner: where a pad player starts
    /// ```
    public var firstPadFocus: View? { padFocusableViews.first }

    /// The views pad focus may land on, in reading order: the `focusableViews` that can be seen
    /// (inside the window, or in a scroll area or swipe view that can bring them in). The first
    /// pad input and the D-pad choose among them; Tab may also stop on the others.
    ///
    /// ```swift
    /// host.padFocusableViews.count   // the controls a pad player can reach at most
    /// ```
    public var padFocusableViews: [View] { focusableViews.filter { canBeSeen($0) } }

    /// Text goes to the focused view and its ancestors; text nobody takes is dropped (the keys
    /// that typed it have already been routed as keys).
    private func handleText(_ e: TextEvent) -> Bool {
        firstTaking(from: focusedView) { $0.handleText(e) } != nil
    }

    // MARK: Key repeat

    /// Repeats `press` while it is held: `repeating.delay` after it, then every interval, on the
    /// host clock.
    private func startKeyRepeat(_ press: KeyEvent, _ repeating: KeyRepeat) {
        heldKey.press = press
        heldKey.focusAfterStep = focusedView
        heldKey.timer = rootView.every(seconds: repeating.interval, startingAt: press.timestamp + repeating.delay) {
            [unowned self] due in
            guard var again = heldKey.press, focusedView === heldKey.focusAfterStep else { return endKeyRepeat() }
            again.isRepeat = true
            again.timestamp = due
            rootView.layoutIfNeeded()
            _ = routeKeyDown(again)
            heldKey.focusAfterStep = focusedView
        }
    }

    /// Stops repeating the held key, if any: the window lost focus (`SDLRendererHost` calls this
    /// when it does), or the app takes the pad for itself.
    public func endKeyRepeat() {
        heldKey.end()
    }

    /// Whether a held key is repeating now.
    public var isRepeatingKey: Bool { heldKey.press != nil }

    /// "Now" for a view acting on an input: the clock, or, while a timer fires (a held key's
    /// repeat, a control's hold-to-step), the time it fell due (timers fire at the frame after
    /// their time; what they start starts at their own time, so it is the same at any frame
    /// rate).
    var inputNow: Double { timeline.timerInputTime ?? clock.now }

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

    /// Moves focus from the focused view to the nearest focusable view in `direction`
    /// (`DirectionalFocus`: ahead of it, the nearest, a gap across the direction costing
    /// more), or to the focused view's `focusNeighbor(for:)` when it names one that can take
    /// focus, and scrolls it into view. Only views that show are candidates (and never a view
    /// that holds the focused one, such as its scroll container): not hidden or
    /// transparent, and inside the window unless a scrolling ancestor can bring them in. False
    /// (and nothing moves) when nothing is focused or nothing lies that way.
    ///
    /// ```swift
    /// host.moveFocus(.right)   // from a closed spinner to the button beside it
    /// ```
    @discardableResult
    public func moveFocus(_ direction: FocusDirection) -> Bool {
        guard let current = focusedView, let target = focusTarget(from: current, in: direction) else { return false }
        setFocus(target)
        target.scrollIntoView()
        return true
    }

    /// The view `moveFocus(_:)` moves focus to from `view` in `direction`, as the frames stand
    /// now, without moving it: `view`'s `focusNeighbor(for:)` when that can take focus, else the
    /// nearest focusable view that way (`DirectionalFocus`) that can be seen and does not hold
    /// `view`; nil when nothing lies that way. `a11y-check` walks the D-pad's reach with it.
    ///
    /// ```swift
    /// host.focusTarget(from: spinner, in: .right)   // the button beside it
    /// ```
    public func focusTarget(from view: View, in direction: FocusDirection) -> View? {
        let all = focusableViews
        var target = view.focusNeighbor(for: direction).flatMap { n in all.first { $0 === n } }
        if target == nil {
            let candidates = padFocusableViews.compactMap { v -> (View, Rect)? in
                // Not the view itself, nor a container holding it (a scroller that takes focus).
                guard v !== view, !view.isDescendant(of: v) else { return nil }
                return (v, v.transformToWindow.apply(v.bounds))
            }
            target = DirectionalFocus.best(
                from: view.transformToWindow.apply(view.bounds), in: direction, among: candidates)
        }
        guard let target, target !== view else { return nil }
        return target
    }

    /// Whether focus may land on `view` (one of `focusableViews`: shown, not transparent): it
    /// is inside the window, or a scrolling ancestor can bring it in.
    private func canBeSeen(_ view: View) -> Bool {
        view.transformToWindow.apply(view.bounds).intersection(rootView.bounds) != nil || Self.canBeScrolledIn(view)
    }

    /// Whether a scroll container or swipe view holds `view`, so revealing it can bring it in.
    private static func canBeScrolledIn(_ view: View) -> Bool {
        var v = view.superview
        while let cur = v {
            if scrolls(cur) { return true }
            v = cur.superview
        }
        return false
    }

    /// Whether `view` scrolls its content (a scroll container or a swipe view).
    private static func scrolls(_ view: View) -> Bool { view is ScrollContainer || view is SwipeView }
}
