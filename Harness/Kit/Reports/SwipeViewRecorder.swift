import FlywheelCore
import FlywheelUI

/// Watches one swipe view for reports and the status line: every delegate callback, in order,
/// with its argument ("currentItemIndexDidChange:3", "didEndDragging:true",
/// "didSelectItemAt:4"), and every item a motion passes ("passed:3", from
/// `SwipeView.itemPassedHandler`: the same list at any frame rate). Runs of `didScroll` are recorded once (their number depends on the
/// frame rate); `swipeViewItemSize` (asked on every layout) is not recorded.
///
/// It installs itself as the swipe view's delegate and forwards every call to `next` (weak), so
/// the scene keeps its own behaviour; `shouldSelectItemAt` answers with `next`'s answer.
///
/// ```swift
/// final class PagingPanel: View, SwipeViewDelegate, ReportingScene {
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
        swipeView.itemPassedHandler = { [unowned self] in log("passed:\($0)") }
    }

    /// Forgets what was recorded so far.
    public func reset() { entries.removeAll() }

    private func log(_ entry: String) {
        if entry == "didScroll", entries.last == "didScroll" { return }
        entries.append(entry)
        onEntry?(entry)
    }

    /// Records `entry`, then passes the call on to `next`.
    private func relay(_ entry: String, to call: (SwipeViewDelegate) -> Void) {
        log(entry)
        if let next { call(next) }
    }

    public func swipeViewItemSize(_ swipeView: SwipeView) -> Size { next?.swipeViewItemSize(swipeView) ?? .zero }

    public func swipeViewDidScroll(_ swipeView: SwipeView) { relay("didScroll") { $0.swipeViewDidScroll(swipeView) } }

    public func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView) {
        relay("currentItemIndexDidChange:\(swipeView.currentItemIndex)") {
            $0.swipeViewCurrentItemIndexDidChange(swipeView)
        }
    }

    public func swipeViewWillBeginDragging(_ swipeView: SwipeView) {
        relay("willBeginDragging") { $0.swipeViewWillBeginDragging(swipeView) }
    }

    public func swipeViewDidEndDragging(_ swipeView: SwipeView, willDecelerate: Bool) {
        relay("didEndDragging:\(willDecelerate)") {
            $0.swipeViewDidEndDragging(swipeView, willDecelerate: willDecelerate)
        }
    }

    public func swipeViewWillBeginDecelerating(_ swipeView: SwipeView) {
        relay("willBeginDecelerating") { $0.swipeViewWillBeginDecelerating(swipeView) }
    }

    public func swipeViewDidEndDecelerating(_ swipeView: SwipeView) {
        relay("didEndDecelerating") { $0.swipeViewDidEndDecelerating(swipeView) }
    }

    public func swipeViewDidEndScrollingAnimation(_ swipeView: SwipeView) {
        relay("didEndScrollingAnimation") { $0.swipeViewDidEndScrollingAnimation(swipeView) }
    }

    public func swipeView(_ swipeView: SwipeView, shouldSelectItemAt index: Int) -> Bool {
        let answer = next?.swipeView(swipeView, shouldSelectItemAt: index) ?? true
        log("shouldSelectItemAt:\(index)")
        return answer
    }

    public func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) {
        relay("didSelectItemAt:\(index)") { $0.swipeView(swipeView, didSelectItemAt: index) }
    }
}

extension SwipeViewRecorder: ControlRecorder {
    public var typeName: String { "swipeView" }
    public var reportList: ReportList { .swipeViews }
    public var frameInWindow: Rect {
        guard let s = swipeView else { return .zero }
        return s.superview == nil ? s.frame : s.transformToWindow.apply(s.bounds)
    }

    /// The swipe view's state between its frame and its delegate calls: its items and pages,
    /// the item size (rounded to 0.01), the current item and page, the scroll offset in items
    /// (rounded to 0.0001), the loaded items, the motion flags and the layout settings.
    public var stateFields: [(String, JSONValue)] {
        let s = swipeView
        let size = s?.itemSize ?? .zero
        return [
            ("numberOfItems", .number(Double(s?.numberOfItems ?? 0))),
            ("numberOfPages", .number(Double(s?.numberOfPages ?? 0))),
            ("itemSize", .numbers([size.width, size.height].map { HarnessReport.round($0, to: 0.01) })),
            ("currentItemIndex", .number(Double(s?.currentItemIndex ?? 0))),
            ("currentPage", .number(Double(s?.currentPage ?? 0))),
            ("scrollOffset", .number(HarnessReport.round(s?.scrollOffset ?? 0, to: 0.0001))),
            ("loadedIndexes", .numbers((s?.indexesForVisibleItems ?? []).map(Double.init))),
            ("isDragging", .bool(s?.isDragging ?? false)),
            ("isDecelerating", .bool(s?.isDecelerating ?? false)),
            ("isScrolling", .bool(s?.isScrolling ?? false)),
            ("wrapEnabled", .bool(s?.isWrapEnabled ?? false)),
            ("vertical", .bool(s?.isVertical ?? false)),
            ("pagingEnabled", .bool(s?.isPagingEnabled ?? false)),
            ("alignment", .string(s?.alignment.rawValue ?? "edge")),
            ("itemsPerPage", .number(Double(s?.itemsPerPage ?? 1))),
            ("truncateFinalPage", .bool(s?.truncateFinalPage ?? false)),
        ]
    }

    public var callbacks: [String] { entries }

    /// `{"name", "frame", the state fields…, "delegate"}` (see `stateFields`):
    ///
    /// ```json
    /// {"name": "pages", "frame": [0, 44, 800, 480], "numberOfItems": 100, "numberOfPages": 100,
    ///  "itemSize": [800, 480], "currentItemIndex": 1, "currentPage": 1, "scrollOffset": 1,
    ///  "loadedIndexes": [1], "isDragging": false, "isDecelerating": false, "isScrolling": false,
    ///  "wrapEnabled": false, "vertical": false, "pagingEnabled": true, "alignment": "edge",
    ///  "itemsPerPage": 1, "truncateFinalPage": false,
    ///  "delegate": ["willBeginDragging", "didScroll", "didEndDragging:true", "currentItemIndexDidChange:1"]}
    /// ```
    public var reportEntry: JSONValue {
        .object([("name", .string(name)), ("frame", reportFrame)] + stateFields + [("delegate", .strings(entries))])
    }
}
