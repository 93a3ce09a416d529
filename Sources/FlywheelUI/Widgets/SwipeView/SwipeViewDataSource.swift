import FlywheelCore

/// Supplies a `SwipeView`'s items.
///
/// ```swift
/// final class Colours: SwipeViewDataSource {
///     func numberOfItems(in swipeView: SwipeView) -> Int { 100 }
///     func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing view: View?) -> View? {
///         let page = view ?? View(frame: swipeView.bounds)      // recycle what comes back
///         page.backgroundColor = Color(hue: Double(index) / 100, saturation: 0.6, brightness: 0.9)
///         return page
///     }
/// }
/// ```
public protocol SwipeViewDataSource: AnyObject {
    /// How many items there are (negative counts are treated as 0, with a message).
    func numberOfItems(in swipeView: SwipeView) -> Int
    /// The view for item `index`. `view` is a recycled item view to reconfigure, or nil: make
    /// one. Returning nil shows an empty view.
    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing view: View?) -> View?
}

/// Optional callbacks of a `SwipeView` (every method has a default). Within one scroll step the
/// item views load for the new offset first, then `swipeViewDidScroll`, then
/// `swipeViewCurrentItemIndexDidChange` if the index changed (at most once per step, with
/// `currentItemView` loaded; see `SwipeView` for the full sequences). Every item a motion passes
/// is reported, in order and the same at any frame rate, to `SwipeView.itemPassedHandler`.
///
/// ```swift
/// extension Pager: SwipeViewDelegate {
///     func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView) {
///         dots.currentPage = swipeView.currentPage
///     }
///     func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) { open(index) }
/// }
/// ```
public protocol SwipeViewDelegate: AnyObject {
    /// The size of every item; `.zero` (the default) means "measure an item view".
    func swipeViewItemSize(_ swipeView: SwipeView) -> Size
    func swipeViewDidScroll(_ swipeView: SwipeView)
    func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView)
    func swipeViewWillBeginDragging(_ swipeView: SwipeView)
    func swipeViewDidEndDragging(_ swipeView: SwipeView, willDecelerate: Bool)
    func swipeViewWillBeginDecelerating(_ swipeView: SwipeView)
    func swipeViewDidEndDecelerating(_ swipeView: SwipeView)
    func swipeViewDidEndScrollingAnimation(_ swipeView: SwipeView)
    /// Asked at every touch-down on an item (drags included); false means no tap. Default true.
    func swipeView(_ swipeView: SwipeView, shouldSelectItemAt index: Int) -> Bool
    func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int)
}

extension SwipeViewDelegate {
    public func swipeViewItemSize(_ swipeView: SwipeView) -> Size { .zero }
    public func swipeViewDidScroll(_ swipeView: SwipeView) {}
    public func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView) {}
    public func swipeViewWillBeginDragging(_ swipeView: SwipeView) {}
    public func swipeViewDidEndDragging(_ swipeView: SwipeView, willDecelerate: Bool) {}
    public func swipeViewWillBeginDecelerating(_ swipeView: SwipeView) {}
    public func swipeViewDidEndDecelerating(_ swipeView: SwipeView) {}
    public func swipeViewDidEndScrollingAnimation(_ swipeView: SwipeView) {}
    public func swipeView(_ swipeView: SwipeView, shouldSelectItemAt index: Int) -> Bool { true }
    public func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) {}
}

/// Where a page sits in a `SwipeView` wider than it.
public enum SwipeViewAlignment: String, Sendable, CaseIterable {
    /// The page starts at the leading edge; the last item ends flush with the trailing edge.
    case edge
    /// The page is centred.
    case center
}
