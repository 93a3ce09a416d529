import FlywheelCore
import FlywheelUI

/// Watches one swipe view for reports and the status line: every delegate callback, in order,
/// with its argument ("currentItemIndexDidChange:3", "didEndDragging:true",
/// "didSelectItemAt:4"). Runs of `didScroll` are recorded once (their number depends on the
/// frame rate); `swipeViewItemSize` (asked on every layout) is not recorded.
///
/// It installs itself as the swipe view's delegate and forwards every call to `next` (weak), so
/// the scene keeps its own behaviour; `shouldSelectItemAt` answers with `next`'s answer.
///
/// ```swift
/// final class PagingScene: SceneView, SwipeViewDelegate, ReportingScene {
///     lazy var swipeViewRecorders = [SwipeViewRecorder(name: "pages", swipeView: swipe, forwardingTo: self)]
///     var controlRecorders: [any ControlRecorder] { swipeViewRecorders }
/// }
/// ```
public final class SwipeViewRecorder: SwipeViewDelegate {
    /// The name the report uses.
    public let name: String
    public private(set) weak var swipeView: SwipeView?
    /// The scene's own delegate: every call is passed on.
    public weak var next: SwipeViewDelegate?
    /// The callbacks so far.
    public private(set) var entries: [String] = []
    /// Called after each new entry (for the status line).
    public var onEntry: ((String) -> Void)?

    public init(name: String, swipeView: SwipeView, forwardingTo next: SwipeViewDelegate? = nil) {
        self.name = name
        self.swipeView = swipeView
        self.next = next ?? swipeView.delegate
        swipeView.delegate = self
    }

    /// Forgets what was recorded so far.
    public func reset() { entries.removeAll() }

    private func log(_ entry: String) {
        if entry == "didScroll", entries.last == "didScroll" { return }
        entries.append(entry)
        onEntry?(entry)
    }

    public func swipeViewItemSize(_ swipeView: SwipeView) -> Size { next?.swipeViewItemSize(swipeView) ?? .zero }

    public func swipeViewDidScroll(_ swipeView: SwipeView) {
        log("didScroll")
        next?.swipeViewDidScroll(swipeView)
    }

    public func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView) {
        log("currentItemIndexDidChange:\(swipeView.currentItemIndex)")
        next?.swipeViewCurrentItemIndexDidChange(swipeView)
    }

    public func swipeViewWillBeginDragging(_ swipeView: SwipeView) {
        log("willBeginDragging")
        next?.swipeViewWillBeginDragging(swipeView)
    }

    public func swipeViewDidEndDragging(_ swipeView: SwipeView, willDecelerate: Bool) {
        log("didEndDragging:\(willDecelerate)")
        next?.swipeViewDidEndDragging(swipeView, willDecelerate: willDecelerate)
    }

    public func swipeViewWillBeginDecelerating(_ swipeView: SwipeView) {
        log("willBeginDecelerating")
        next?.swipeViewWillBeginDecelerating(swipeView)
    }

    public func swipeViewDidEndDecelerating(_ swipeView: SwipeView) {
        log("didEndDecelerating")
        next?.swipeViewDidEndDecelerating(swipeView)
    }

    public func swipeViewDidEndScrollingAnimation(_ swipeView: SwipeView) {
        log("didEndScrollingAnimation")
        next?.swipeViewDidEndScrollingAnimation(swipeView)
    }

    public func swipeView(_ swipeView: SwipeView, shouldSelectItemAt index: Int) -> Bool {
        let answer = next?.swipeView(swipeView, shouldSelectItemAt: index) ?? true
        log("shouldSelectItemAt:\(index)")
        return answer
    }

    public func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) {
        log("didSelectItemAt:\(index)")
        next?.swipeView(swipeView, didSelectItemAt: index)
    }

    /// The report entry: the swipe view's state now and the callbacks so far.
    public func report() -> SwipeViewReport {
        guard let s = swipeView else {
            return SwipeViewReport(
                name: name, frame: .zero, numberOfItems: 0, numberOfPages: 0, itemSize: .zero,
                currentItemIndex: 0, currentPage: 0, scrollOffset: 0, loadedIndexes: [],
                isDragging: false, isDecelerating: false, isScrolling: false,
                wrapEnabled: false, vertical: false, pagingEnabled: false, delegate: entries)
        }
        let frame = s.superview.map { _ in s.convert(s.bounds, toWindow: ()) } ?? s.frame
        var report = SwipeViewReport(
            name: name, frame: frame, numberOfItems: s.numberOfItems,
            numberOfPages: s.numberOfPages, itemSize: s.itemSize,
            currentItemIndex: s.currentItemIndex, currentPage: s.currentPage,
            scrollOffset: s.scrollOffset, loadedIndexes: s.indexesForVisibleItems,
            isDragging: s.isDragging, isDecelerating: s.isDecelerating,
            isScrolling: s.isScrolling, wrapEnabled: s.isWrapEnabled, vertical: s.isVertical,
            pagingEnabled: s.isPagingEnabled, delegate: entries)
        report.alignment = s.alignment.rawValue
        report.itemsPerPage = s.itemsPerPage
        report.truncateFinalPage = s.truncateFinalPage
        return report
    }
}

extension View {
    /// The bounding box of `rect` (this view's coordinates) in window points.
    fileprivate func convert(_ rect: Rect, toWindow: Void) -> Rect {
        transformToWindow.apply(rect)
    }
}

extension SwipeViewRecorder: ControlRecorder {
    public var typeName: String { "swipeView" }
    public var frameInWindow: Rect { report().frame }
    /// The swipe view's report fields between its frame and its delegate calls.
    public var stateFields: [(String, JSONValue)] {
        report().fields.filter { !["name", "frame", "delegate"].contains($0.0) }
    }
    public var callbacks: [String] { entries }
}
