import FlywheelCore

/// The delegate of a SwipeView's scroll container: it passes each callback on to the SwipeView
/// that owns it (`SwipeView+Scrolling`, "The container's callbacks"). An object of its own, so
/// the container's plumbing stays out of SwipeView's public API; users hear SwipeView's own
/// `SwipeViewDelegate` calls instead.
final class SwipeViewContainerEvents: ScrollContainerDelegate {
    /// The SwipeView that owns this object (and its container), so it never outlives it.
    unowned let swipeView: SwipeView

    init(swipeView: SwipeView) { self.swipeView = swipeView }

    func scrollContainerDidScroll(_ container: ScrollContainer) { swipeView.containerDidScroll() }

    func scrollContainer(_ container: ScrollContainer, didCrossInto item: Int, at time: Double) {
        swipeView.containerDidCross(into: item)
    }

    func scrollContainerWillBeginDragging(_ container: ScrollContainer) { swipeView.containerWillBeginDragging() }

    func scrollContainerDidEndDragging(_ container: ScrollContainer, willDecelerate: Bool) {
        swipeView.containerDidEndDragging(willDecelerate: willDecelerate)
    }

    func scrollContainerWillBeginDecelerating(_ container: ScrollContainer) {
        swipeView.containerWillBeginDecelerating()
    }

    func scrollContainerDidEndDecelerating(_ container: ScrollContainer) { swipeView.containerDidEndDecelerating() }

    func scrollContainerDidEndScrollingAnimation(_ container: ScrollContainer) {
        swipeView.containerDidEndScrollingAnimation()
    }

    func scrollContainer(_ container: ScrollContainer, shouldRecognizeTapOn view: View?) -> Bool {
        swipeView.containerShouldRecognizeTap(on: view)
    }

    func scrollContainer(_ container: ScrollContainer, didTapAt point: Point) {
        swipeView.containerDidTap(at: point)
    }
}
