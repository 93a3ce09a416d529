import FlywheelCore

/// A segmented control to a reader, as GTK shows a row of radio buttons: a group whose value is
/// the selected title, holding one radio button per segment, `selected` and `checked` on the
/// chosen one (a reader says "selected" for it, "not selected" for the others); a
/// segment's "activate" selects it as a tap does (`.valueChanged`, then `.selectionChanged`).
/// Compact (too narrow for its segments: one title between arrows) it is one adjustable element
/// instead, stepped by increment and decrement as the arrows step it (not wrapping).
/// `TabBar` makes the group a tab list and the buttons tabs.
extension SegmentedControl {
    func performSegmentedAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isCompact, isEnabled, !titles.isEmpty else { return false }
        let before = selectedIndex
        switch action {
        case .increment: stepSelection(by: 1, wrapping: false)
        case .decrement: stepSelection(by: -1, wrapping: false)
        default: return false
        }
        return selectedIndex != before
    }

    var segmentElements: [AccessibilityElement] {
        segmentElementStore.elements(for: titles.indices) { i, segment in
            updateSegmentElement(segment, i)
        } make: {
            let segment = AccessibilityElement(owner: self, role: segmentElementRole, label: nil, frameInOwner: .zero)
            segment.perform = { [weak self, weak segment] action in
                guard action == .activate, let self, let segment else { return false }
                return self.selectFromReader(segment.index)
            }
            return segment
        }
    }

    func updateSegmentElement(_ segment: AccessibilityElement, _ i: Int) {
        segment.role = segmentElementRole
        segment.label = titles[i]
        segment.frameInOwner = segmentFrame(i)
        let enabled = isEnabled && isEnabled(segment: i)
        segment.states = enabled ? [.enabled] : []
        if i == selectedIndex { segment.states.insert(.selected) }
        // A radio button says which is chosen by its checked state, as GTK's do.
        if segment.role == .radioButton {
            segment.states.insert(.checkable)
            if i == selectedIndex { segment.states.insert(.checked) }
        }
        segment.actions = enabled ? [.activate] : []
    }

    /// A segment chosen by a reader: selected as a tap selects it. True when it is selected after.
    func selectFromReader(_ index: Int) -> Bool {
        guard isEnabled, titles.indices.contains(index), isEnabled(segment: index) else { return false }
        setValueFromUser(index)
        return selectedIndex == index
    }
}
