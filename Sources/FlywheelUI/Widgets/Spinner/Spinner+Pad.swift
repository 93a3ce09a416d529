import FlywheelCore
import Foundation

/// What an open spinner keeps for a game controller: the selection it opened with (B restores
/// it), the stick's aim on the ring, and whether the hold button opened it.
struct SpinnerPadState {
    /// The selection when the spinner last opened: a cancel (B, Escape) goes back to it.
    var openedIndex = 0
    /// The stick aiming at the ring and the item it aims at; nil while no stick aims.
    var aim: (stick: PadStick, item: Int)?
    /// The hold button opened the spinner (or is held over it): its release takes.
    var isHeld = false
}

/// Sticks, confirm, cancel and the hold button (see `SpinnerPadOptions` for what a player does).
extension Spinner {
    /// The item a stick aims at on the open ring (highlighted, and the selection), nil while no
    /// stick aims.
    ///
    /// ```swift
    /// if let aimed = spinner.aimedIndex { hud.show(spinner.values[aimed].title) }
    /// ```
    public var aimedIndex: Int? { isOpen ? padState.aim?.item : nil }

    /// Takes the selection as the player's choice: closes (the delegate may veto) and, once
    /// closed, tells the delegate `hasChosenTheValue` and sends `.primaryActionTriggered`. What A,
    /// Enter or Space does on an open spinner, and the stick's return and the hold button's
    /// release. A wheel still turning (a step, a fling) is taken where it is going to land — A
    /// pressed just after a D-pad step takes the stepped-to item — and an open picker on the row
    /// it is heading for.
    ///
    /// ```swift
    /// spinner.takeSelection()     // a game's own "confirm" action
    /// ```
    public func takeSelection() {
        guard isOpen else { return }
        endAim()
        padState.isHeld = false
        if let picker, let row = picker.landForTake() { commitSelection(row, tick: false) }
        if let landing = presentation?.ring?.landingIndex { commitSelection(landing, tick: true) }
        close()
        guard !isOpen else { return }
        delegate?.spinner(self, hasChosenTheValue: value)
        sendActions(for: .primaryActionTriggered)
    }

    /// Cancels, as a pop-up's cancel does: the selection goes back to the one the spinner opened
    /// with (the delegate's `hasSelectedTheValue` and `.valueChanged` if it changed, no tick), then
    /// it closes. Nothing says "chosen". What B and Escape do on an open spinner.
    ///
    /// ```swift
    /// spinner.cancelSelection()   // the game's pause menu opened over the wheel
    /// ```
    public func cancelSelection() {
        guard isOpen else { return }
        endAim()
        padState.isHeld = false
        let opened = padState.openedIndex
        picker?.stopStickScroll()
        if values.indices.contains(opened) {
            // The wheel itself goes back too, even where the selection has not moved yet: an open
            // picker reports its row when it closes, so a picker stepped to another row would
            // otherwise close on that row.
            presentation?.ring?.show(opened, animated: false, at: now)
            picker?.setSelectedIndex(opened, animated: false)
            if opened != currentIndex { commitSelection(opened, tick: false) }
        }
        close()
    }

    /// A stick moved (`handleStick`): aims on the ring, scrolls the picker. Used while open;
    /// a closed spinner leaves sticks to the game.
    func moveStick(_ event: StickEvent) -> Bool {
        guard isOpen, isEnabled, !values.isEmpty, event.x.isFinite, event.y.isFinite else { return false }
        if let picker {
            picker.stickRowsPerSecond = padOptions.stickRowsPerSecond
            _ = picker.scrollStick(event)
            return true
        }
        guard let ring = presentation?.ring else { return false }
        let t = ring.driver.inputTime(event.timestamp)
        ring.driver.advance(to: t)  // the items where they are drawn at the stick's time
        if event.isCentred {
            guard let aim = padState.aim, aim.stick == event.stick else { return true }
            if padOptions.takesOnStickReturn && !padState.isHeld {
                takeSelection()
            } else {
                endAim()
            }
            return true
        }
        guard let angle = ringAngle(of: event, ring: ring),
            let item = aimedItem(at: angle, ring: ring)
        else { return true }
        if padState.aim == nil { ring.holdStill(at: t) }
        padState.aim = (event.stick, item)
        ring.setNeedsOverlayDisplay()
        commitSelection(item, tick: true)
        return true
    }

    /// The stick's direction in the ring's own coordinates, clockwise from the ring's top:
    /// through every transform between the window and the ring (a rotated container, the pop).
    private func ringAngle(of event: StickEvent, ring: SpinnerRing) -> Double? {
        let c = ring.bounds.center
        let windowCentre = ring.convert(c, to: nil)
        let reach = 100.0
        let tip = ring.convert(
            Point(x: windowCentre.x + event.x * reach, y: windowCentre.y + event.y * reach), from: nil)
        let dx = tip.x - c.x, dy = tip.y - c.y
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        return atan2(dx, -dy)
    }

    /// The item drawn at clockwise angle `angle` (radians from the ring's top): the aim keeps
    /// its item until the stick is `aimHysteresis` of a wedge past the item's border; a wedge the
    /// wheel may not rest on keeps the aim where it was.
    private func aimedItem(at angle: Double, ring: SpinnerRing) -> Int? {
        let n = values.count
        let p = ring.position
        let wedge = 2 * Double.pi / Double(n)
        if let current = padState.aim?.item {
            let drawn = WheelGeometry.screenAngle(ofItem: current, position: p, itemCount: n)
            let off = abs(WheelGeometry.angleDelta(from: drawn, to: angle))
            if off <= wedge * (0.5 + padOptions.resolvedHysteresis) { return current }
        }
        let nearest = (p - angle / wedge).rounded()
        guard nearest.isFinite, abs(nearest) < 1e15 else { return padState.aim?.item }
        let item = WheelGeometry.wrap(Int(nearest), count: n)
        guard ring.driver.physics.isEligible(item) else { return padState.aim?.item }
        return item
    }

    /// The aim ends without taking: the ring turns the aimed item to the top (it is already the
    /// selection, so nothing more is reported).
    func endAim() {
        guard let aim = padState.aim else { return }
        padState.aim = nil
        if let ring = presentation?.ring, !isClosing {
            ring.show(aim.item, animated: true, at: now)
        }
    }

    /// The hold button (`padOptions.holdButton`) going down or up while focused: down opens (or
    /// holds an open spinner), up takes.
    func pressHoldButton(_ event: KeyEvent) -> Bool {
        guard isEnabled, !values.isEmpty else { return false }
        guard !event.isRepeat else { return true }
        if event.isDown {
            if !isOpen { open() }
            padState.isHeld = isOpen
        } else if padState.isHeld {
            padState.isHeld = false
            takeSelection()
        }
        return true
    }
}
