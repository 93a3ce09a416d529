import FlywheelCore
import FlywheelUI

/// The original's Paging Example: 100 full-page items, each a different colour with its number
/// in large type, paging on, and a page indicator under them.
final class SwipePagingScene: SceneView, SwipeViewDelegate {
    let swipe = SwipeView().labelled("pages")
    let indicator = PageIndicator().labelled("page indicator")
    let tiles = NumberTiles(count: 100)
    lazy var swipeViewRecorders = [SwipeViewRecorder(name: "pages", swipeView: swipe, forwardingTo: self)]
    override var controlRecorders: [any ControlRecorder] { swipeViewRecorders }

    override var helpLines: [String] {
        ["Swipe (or fling) left/right: one page per release", "Wheel or arrow keys (click first): one page"]
    }

    override init(context: SceneContext) {
        super.init(context: context)
        addSubviews(swipe, indicator)
        swipe.delegate = self
        _ = swipeViewRecorders
        swipe.dataSource = tiles
        indicator.numberOfPages = swipe.numberOfPages
    }

    override func layoutSubviews() {
        swipe.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - 36, 1))
        indicator.frame = Rect(x: 0, y: swipe.frame.maxY, width: bounds.width, height: 36)
    }

    func swipeViewItemSize(_ swipeView: SwipeView) -> Size { swipeView.bounds.size }

    func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView) {
        indicator.numberOfPages = swipeView.numberOfPages
        indicator.currentPage = swipeView.currentPage
        status?("Page \(swipeView.currentPage + 1) of \(swipeView.numberOfPages)")
    }
}
