import FlywheelCore

extension Spinner {
    /// The time now: the open ring's driver's one time helper (the host's clock, never before
    /// the ring's cursor); the host's clock while closed.
    var now: Double { presentation?.ring?.driver.now(on: host) ?? host?.inputNow ?? 0 }

    /// The ring's position as drawn (items, unwrapped); the selection while the ring is closed.
    var ringPosition: Double { presentation?.ring?.position ?? Double(currentIndex) }

    /// Makes `index` (clamped) the selection. While open and `animated`, the wheel turns there
    /// (the selection is final at once; the wheel catches up, reporting nothing on the way).
    /// Every change plays one tick while the spinner is open, from code too, as RVS_Spinner's
    /// `selectedIndex` does (its tink is guarded by `isOpen` only); closed, nothing plays.
    func select(_ index: Int, animated: Bool) {
        guard !values.isEmpty else { currentIndex = 0; return }
        let clamped = min(max(index, 0), values.count - 1)
        let showing = presentation != nil && !isClosing
        padState.aim = nil  // the ring turns to the code's item: no stick aims any more
        if let ring = presentation?.ring {
            ring.show(clamped, animated: showing && animated, at: now)
        } else if showing {
            picker?.setSelectedIndex(clamped, animated: animated)
        }
        commitSelection(clamped, tick: true)
    }

    /// Records a new selection and tells everyone, in this order: feedback tick (while open),
    /// delegate `hasSelectedTheValue`, redraw, `.valueChanged`. The ring calls it for each item
    /// its wheel passes (one tick, one delegate call and one `.valueChanged` per item, as the
    /// original did per step, at any frame rate).
    func commitSelection(_ index: Int, tick: Bool) {
        guard index != currentIndex, values.indices.contains(index) else { return }
        currentIndex = index
        if tick, isOpen { playFeedback(.selectionTick, options: feedbackOptions) }
        if replaceCenterImage, centerImage != nil { popCenter() }
        delegate?.spinner(self, hasSelectedTheValue: value)
        setNeedsDisplay()
        presentation?.view.setNeedsOverlayDisplay()  // the ring's disc stays as it was
        sendActions(for: .valueChanged)
    }

    func valuesDidChange() {
        templateIcons = values.map { $0.icon.asTemplate() }
        if isOpen { close() }
        currentIndex = values.isEmpty ? 0 : min(max(currentIndex, 0), values.count - 1)
        presentation?.ring?.rest(on: currentIndex, at: now)
        if isOpen { reloadPickerRows() }
        presentation?.view.setNeedsDisplay()
        setNeedsDisplay()
        if !canBecomeFocused, host?.focusedView === self { host?.setFocus(nil) }
        sendActions(for: .valueChanged)
    }

    /// Mode or threshold changed: an open spinner closes (it may have to reopen as the other variant).
    func shapeDidChange() {
        if isOpen { close() }
        setNeedsDisplay()
    }

    /// One user step of the wheel (tap on a side, arrow key, long-press repeat, mouse wheel).
    func userStep(_ delta: Int) {
        guard isOpen, delta != 0 else { return }
        endAim()
        if let ring = presentation?.ring {
            ring.step(by: delta, at: now)
        } else {
            picker?.stepFromUser(by: delta)
        }
    }

    /// Moves to the first or last item the user may land on (Home/End).
    func userJump(toEnd: Bool) {
        guard isOpen, !values.isEmpty else { return }
        endAim()
        let target = toEnd ? values.count - 1 : 0
        if let ring = presentation?.ring {
            ring.spin(to: target, at: now)
        } else {
            picker?.moveFromUser(toRow: target)
        }
    }
}
