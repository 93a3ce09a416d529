import FlywheelCore

/// A picker wheel to a reader, as UIKit shows UIPickerView's column: adjustable, its value the
/// selected row's title; increment and decrement step one row as Down and Up do (the wheel
/// turns, `.valueChanged` when it settles on the new row); "activate" is Enter
/// (`.primaryActionTriggered`). The visible rows are its children, `selected` on the selection;
/// a row's "activate" turns the wheel to it as a tap on it does.
extension PickerWheel {
    /// The selected row's title, or "3 of 12" when it has none.
    var selectedRowAccessibilityValue: String? {
        guard rows.indices.contains(selectedIndex) else { return nil }
        let title = rows[selectedIndex].title
        return title.isEmpty ? "\(selectedIndex + 1) of \(rows.count)" : title
    }

    func performPickerAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isEnabled, !rows.isEmpty else { return false }
        switch action {
        case .increment: stepFromUser(by: 1)
        case .decrement: stepFromUser(by: -1)
        case .activate: sendActions(for: .primaryActionTriggered)
        default: return false
        }
        return true
    }

    var visibleRowElements: [AccessibilityElement] {
        rowElementStore.elements(for: visibleRowRange.clamped(to: rows.indices)) { i, row in
            let r = rows[i]
            row.label = r.title.isEmpty ? "\(i + 1) of \(rows.count)" : r.title
            if let p = placement(ofRow: i) {
                let h = rowHeight * p.verticalScale
                row.frameInOwner = Rect(x: 0, y: p.centerY - h / 2, width: bounds.width, height: h)
            }
            row.states = r.isEnabled && isEnabled ? [.enabled] : []
            if i == selectedIndex { row.states.insert(.selected) }
            row.actions = isEnabled && r.isEnabled ? [.activate] : []
        } make: {
            let row = AccessibilityElement(owner: self, role: .listItem, label: nil, frameInOwner: .zero)
            row.perform = { [weak self, weak row] action in
                guard action == .activate, let self, let row, self.isEnabled else { return false }
                self.moveFromUser(toRow: row.index)
                return true
            }
            return row
        }
    }
}
