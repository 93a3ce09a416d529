import FlywheelCore
import Foundation

/// A spinner to a reader, as UIKit shows an adjustable control: its value is the selected
/// title, it is `expandable` (`expanded` while open), and the open ring's items (or the
/// picker's visible rows) are its children, each `selected` when it is the selection.
///
/// Increment and decrement step one item exactly as a user's step does: open, as the arrow keys
/// (the wheel turns, one tick, delegate call and `.valueChanged` per item it passes); closed, the
/// selection moves to the next item the wheel may rest on (wrapping for the ring, as the wheel
/// does; not for the picker) with the tick a step plays, the delegate call and `.valueChanged`.
/// "activate" is Enter (a pad's A): open, or take the selection (a one-value spinner is pressed);
/// "escape" is Escape (a pad's B): cancel, back to the value it opened with.
/// An item's "activate" turns the wheel to it as Home and End do.
extension Spinner {
    /// The selected title, or "3 of 12" when the item has none.
    var selectedAccessibilityValue: String? {
        guard let item = value else { return nil }
        return item.title.isEmpty ? "\(currentIndex + 1) of \(count)" : item.title
    }

    var spinnerAccessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates
        if values.count > 1 { s.insert(.expandable) }
        if isOpen { s.insert(.expanded) }
        return s
    }

    var spinnerAccessibilityActions: [AccessibilityAction] {
        guard isEnabled, !values.isEmpty else { return [] }
        return isOpen ? [.activate, .increment, .decrement, .escape] : [.activate, .increment, .decrement]
    }

    func performSpinnerAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isEnabled, !values.isEmpty else { return false }
        switch action {
        case .activate:
            if isOpen { takeSelection() } else { pressClosed() }
        case .increment, .decrement:
            return accessibilityStep(action == .increment ? 1 : -1)
        case .escape:
            guard isOpen else { return false }
            cancelSelection()
        default:
            return false
        }
        return true
    }

    /// One step as a user's: the arrow keys' while open; closed, the next item it may rest on.
    private func accessibilityStep(_ delta: Int) -> Bool {
        if isOpen {
            userStep(delta)
            return true
        }
        return closedStep(delta)
    }

    /// A closed spinner's step (a reader's increment, the keyboard's Up and Down): the next item
    /// it may rest on, with a step's tick, delegate call and `.valueChanged`. False when there is
    /// none (a picker at its end, one value).
    func closedStep(_ delta: Int) -> Bool {
        guard !isOpen, isEnabled, let target = closedStepTarget(delta) else { return false }
        playFeedback(.selectionTick, options: feedbackOptions)
        commitSelection(target, tick: false)
        return true
    }

    /// The item one step from the selection that the wheel may rest on, wrapping for the ring.
    private func closedStepTarget(_ delta: Int) -> Int? {
        let n = values.count
        var i = currentIndex
        for _ in 1..<max(n, 2) {
            i += delta
            if !values.indices.contains(i) {
                guard opensAsSpinner else { return nil }
                i = (i % n + n) % n
            }
            if i == currentIndex { return nil }
            if values[i].isEnabled || feel.mayRestOnDisabledItems { return i }
        }
        return nil
    }

    /// The open ring's items, or the open picker's visible rows; none while closed.
    var openItemElements: [AccessibilityElement] {
        guard isOpen, let presentation else {
            if itemElementStore.count > 0 { itemElementStore.removeAll() }
            return []
        }
        let frames: [Int: Rect]
        switch presentation {
        case .ring(let ring): frames = ringItemFrames(ring)
        case .picker(_, let wheel): frames = pickerRowFrames(wheel)
        }
        return itemElementStore.elements(for: frames.keys.sorted()) { i, item in
            let v = values[i]
            item.label = v.title.isEmpty ? "\(i + 1) of \(count)" : v.title
            item.hint = v.description
            item.frameInOwner = frames[i] ?? .zero
            item.states = v.isEnabled && isEnabled ? [.enabled] : []
            if i == currentIndex { item.states.insert(.selected) }
            item.actions = isEnabled ? [.activate] : []
        } make: {
            let item = AccessibilityElement(owner: self, role: .listItem, label: nil, frameInOwner: .zero)
            item.perform = { [weak self, weak item] action in
                guard action == .activate, let self, let item else { return false }
                return self.turnFromReader(to: item.index)
            }
            return item
        }
    }

    /// Turns the open wheel to `index` as Home and End turn it.
    private func turnFromReader(to index: Int) -> Bool {
        guard isOpen, isEnabled, values.indices.contains(index) else { return false }
        if let ring = presentation?.ring {
            ring.spin(to: index, at: now)
        } else {
            picker?.moveFromUser(toRow: index)
        }
        return true
    }

    /// Each ring item's icon box, in the spinner's coordinates.
    private func ringItemFrames(_ ring: SpinnerRing) -> [Int: Rect] {
        let n = count
        let r = ring.bounds.width / 2
        let side = max(ringIconSide(radius: r), 1)
        let distance = r - Self.ringPadding - side / 2
        let toSpinner = accessibilityTransform(from: ring)
        var out: [Int: Rect] = [:]
        for i in 0..<n {
            let angle = WheelGeometry.screenAngle(ofItem: i, position: ring.position, itemCount: n)
            let c = Point(x: ring.bounds.midX + distance * sin(angle), y: ring.bounds.midY - distance * cos(angle))
            out[i] = toSpinner.apply(Rect(center: c, size: Size(width: side, height: side)))
        }
        return out
    }

    /// The picker's visible rows' bands, in the spinner's coordinates.
    private func pickerRowFrames(_ wheel: PickerWheel) -> [Int: Rect] {
        let toSpinner = accessibilityTransform(from: wheel)
        var out: [Int: Rect] = [:]
        for i in wheel.visibleRowRange where values.indices.contains(i) {
            guard let p = wheel.placement(ofRow: i) else { continue }
            let h = wheel.rowHeight * p.verticalScale
            out[i] = toSpinner.apply(Rect(x: 0, y: p.centerY - h / 2, width: wheel.bounds.width, height: h))
        }
        return out
    }

    /// Maps `view`'s coordinates to this spinner's.
    private func accessibilityTransform(from view: View) -> Transform {
        view.transformToWindow.concatenating(transformToWindow.inverted() ?? .identity)
    }
}
