import FlywheelCore

/// A swipe view to a reader: a scroll area whose value is "Page 2 of 5" (or "Item 3 of 12"
/// with several items a page) and whose children are the loaded items, each a page element
/// holding the item view's elements (`AccessibilityElement.contentView`), `selected` on the
/// current item. scrollForward and scrollBackward move a page as the arrow keys do (the same
/// motion and delegate callbacks); keyboard focus goes to its scroller. A change of the current
/// item is posted as `.valueChanged`; where the motion comes to rest on another item, its value
/// is announced ("Page 2 of 5": a reader says it, as a sighted player sees the page arrive).
extension SwipeView {
    /// Announces the value when the view came to rest on another item than the last one
    /// announced (a fling through five pages says the page it stops on, once).
    func announcePageIfChanged() {
        guard currentIndex != announcedItemIndex else { return }
        announcedItemIndex = currentIndex
        if let page = pageAccessibilityValue { postAccessibilityNotification(.announcement(page)) }
    }

    /// "Page 2 of 5", or "Item 3 of 12" with several items a page.
    var pageAccessibilityValue: String? {
        guard numberOfItems > 0 else { return nil }
        return itemsPerPage == 1
            ? "Page \(currentItemIndex + 1) of \(numberOfItems)"
            : "Item \(currentItemIndex + 1) of \(numberOfItems)"
    }

    func performSwipeAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isScrollEnabled, numberOfItems > 1 else { return false }
        switch action {
        case .scrollForward: return container.stepFromUser(by: 1)
        case .scrollBackward: return container.stepFromUser(by: -1)
        default: return false
        }
    }

    var pageElements: [AccessibilityElement] {
        pageElementStore.elements(for: indexesForVisibleItems) { i, page in
            let view = itemView(at: i)
            page.label = itemsPerPage == 1 ? "Page \(i + 1) of \(numberOfItems)" : "Item \(i + 1) of \(numberOfItems)"
            if let view {
                page.frameInOwner = view.transformToWindow.concatenating(transformToWindow.inverted() ?? .identity)
                    .apply(view.bounds)
            }
            page.states = i == currentItemIndex ? [.enabled, .selected] : [.enabled]
            page.contentView = view
        } make: {
            AccessibilityElement(owner: self, role: .page, label: nil, frameInOwner: .zero)
        }
    }
}
