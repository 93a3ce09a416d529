import FlywheelCore

/// A parameter menu to a reader: the target's input view is a button that opens it (as Enter
/// does; `expanded` while open), the open overlay is a menu whose rows are menu items, each
/// named by its parameter, its value the text it shows, `selected` on the selected row.
/// A row's increment and decrement change its value as Right and Left do (a hundredth of the
/// range, or one discrete value; the column glides to the row; the delegate is told); its
/// "activate" selects it as Up and Down do. "escape" on the menu (or its button) closes it.
extension ParameterMenuRow {
    /// The menu this row is in (the row is in the menu's column).
    var menu: ParameterMenu? { superview?.superview as? ParameterMenu }

    var rowAccessibilityActions: [AccessibilityAction] {
        guard let menu, menu.isOpen, parameter != nil else { return [] }
        return [.activate, .increment, .decrement]
    }

    func performRowAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard let menu, menu.isOpen, let index = menu.rowViews.firstIndex(where: { $0 === self }) else { return false }
        return menu.readerAction(action, onRowAt: index)
    }
}

extension ParameterMenu {
    /// A reader's action on row `index` of the open menu, as the keys would do it there.
    func readerAction(_ action: AccessibilityAction, onRowAt index: Int) -> Bool {
        let t = currentTime()
        driver.advance(to: t)
        switch action {
        case .activate:
            stepRow(by: index - selectedParameterIndex, at: t)
        case .increment, .decrement:
            if index != selectedParameterIndex { stepRow(by: index - selectedParameterIndex, at: t) }
            stepValue(ofParameterAt: index, by: action == .increment ? 1 : -1, at: t)
        default:
            return false
        }
        return true
    }
}
