import FlywheelCore

/// A tab bar to a reader: a tab list of tabs (`SegmentedControl+Accessibility.swift`), the
/// selected tab holding `tabContentView`'s elements. The link is kept as the selection moves,
/// so a control in the page names the selected tab as its parent from the start.
extension TabBar {
    func linkTabContent() {
        guard tabContentView != nil || segmentElementStore.count > 0 else { return }
        for tab in segmentElements {
            tab.contentView = tab.index == selectedIndex ? tabContentView : nil
        }
    }
}
