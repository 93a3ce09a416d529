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
