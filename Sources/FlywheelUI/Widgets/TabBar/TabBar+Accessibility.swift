import FlywheelCore

/// A tab bar to a reader: a tab list of tabs (`SegmentedControl+Accessibility.swift`), the
/// selected tab holding `tabContentView`'s elements. The link is kept as the selection moves,
/// so a control in the page names the selected tab as its parent from the start.
extension TabBar {
    func linkTabContent() {
        // A bar with no page to show makes no elements here (a reader's question makes them).
        guard tabContentView != nil || linksTabContent else { return }
        linksTabContent = tabContentView != nil
        for tab in segmentElements {
            tab.contentView = tab.index == selectedIndex ? tabContentView : nil
        }
    }
}
