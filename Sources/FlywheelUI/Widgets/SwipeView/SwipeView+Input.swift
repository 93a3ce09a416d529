import FlywheelCore

/// Hit testing: the swipe view is wider than its viewport, so a touch beside the page (on the
/// swipe view itself) is routed into the container: to the item view drawn there, else to the
/// container, so drags and taps work across the whole swipe view. Taps are the container's
/// (see `ScrollContainer`): an item is selected by geometry (`point / itemLength`, modulo the
/// count when wrapping) after `swipeView(_:shouldSelectItemAt:)` said yes at touch-down; a
/// control inside an item takes its own taps instead.
extension SwipeView {
    func routedHit(_ hit: View?) -> View? { hit === self ? container : hit }
}

extension SwipeView {
    /// The keyboard's stand-ins for a finger on the current item (`KeyboardGesture`), reached when
    /// the container has the focus (its own keys scroll): Enter or Space is a tap — the delegate
    /// is asked `shouldSelectItemAt` and told `didSelectItemAt`, as for a tap on the item, then the
    /// item view's one-tap recognizers run —; Shift-Enter runs its double-tap recognizers;
    /// Shift-F10 or the Menu key its long-press recognizers (began, then ended).
    func pressItemKey(_ event: KeyEvent) -> Bool {
        guard let gesture = KeyboardGesture(event), numberOfItems > 0 else { return false }
        let index = currentItemIndex
        if gesture == .tap {
            guard delegate?.swipeView(self, shouldSelectItemAt: index) ?? true else { return true }
            delegate?.swipeView(self, didSelectItemAt: index)
        }
        itemView(at: index)?.performKeyboardGesture(gesture, at: event.timestamp)
        return true
    }
}
