import FlywheelCore

/// The delegate of a SwipeView's scroll container: it passes each event on to the SwipeView
/// that owns it (`SwipeView+Scrolling`, "The container's callbacks"). An object of its own, so
/// the container's plumbing stays out of SwipeView's public API; users hear SwipeView's own
/// `SwipeViewDelegate` calls instead.
final class SwipeViewContainerEvents: ScrollContainerDelegate {
    /// The SwipeView that owns this object (and its container), so it never outlives it.
    unowned let swipeView: SwipeView

    init(swipeView: SwipeView) { self.swipeView = swipeView }

    func scrollContainer(_ container: ScrollContainer, didReport event: ScrollContainerEvent) {
        switch event {
        case .didScroll: swipeView.containerDidScroll()
        case .didCrossInto(let item, _): swipeView.containerDidCross(into: item)
        case .willBeginDragging: swipeView.containerWillBeginDragging()
        case .didEndDragging(let willDecelerate): swipeView.containerDidEndDragging(willDecelerate: willDecelerate)
        case .willBeginDecelerating: swipeView.containerWillBeginDecelerating()
        case .didEndDecelerating: swipeView.containerDidEndDecelerating()
        case .didEndScrollingAnimation: swipeView.containerDidEndScrollingAnimation()
        case .didTap(let point): swipeView.containerDidTap(at: point)
        }
    }

    func scrollContainer(_ container: ScrollContainer, shouldRecognizeTapOn view: View?) -> Bool {
        swipeView.containerShouldRecognizeTap(on: view)
    }
}
