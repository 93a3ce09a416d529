import FlywheelCore

@testable import FlywheelUI

/// A data source of plain item views (`size` each, labelled "item N"), counting what it is
/// asked and how many views it made.
final class SwipeItems: SwipeViewDataSource {
    var count: Int
    var size: Size
    var madeViews = 0
    var viewRequests: [Int] = []
    var countRequests = 0
    /// Builds the content of a fresh view (buttons in the controls rig).
    var decorate: ((View, Int) -> Void)?
    /// Returns this view instead of a recycled/new one, when set.
    var forcedView: View?

    init(count: Int, size: Size) {
        self.count = count
        self.size = size
    }

    func numberOfItems(in swipeView: SwipeView) -> Int {
        countRequests += 1
        return count
    }

    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing view: View?) -> View? {
        viewRequests.append(index)
        if let forcedView { return forcedView }
        let v: View
        if let view {
            v = view
        } else {
            madeViews += 1
            v = View(frame: Rect(origin: .zero, size: size))
            decorate?(v, index)
        }
        v.accessibilityLabel = "item \(index)"
        return v
    }
}

/// Records every delegate callback with its argument, in order.
final class SwipeLog: SwipeViewDelegate {
    var events: [String] = []
    var itemSize: Size = .zero
    var refuse: Set<Int> = []

    func swipeViewItemSize(_ swipeView: SwipeView) -> Size { itemSize }
    func swipeViewDidScroll(_ swipeView: SwipeView) { events.append("didScroll") }
    func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView) {
        events.append("currentItemIndexDidChange:\(swipeView.currentItemIndex)")
    }
    func swipeViewWillBeginDragging(_ swipeView: SwipeView) { events.append("willBeginDragging") }
    func swipeViewDidEndDragging(_ swipeView: SwipeView, willDecelerate: Bool) {
        events.append("didEndDragging:\(willDecelerate)")
    }
    func swipeViewWillBeginDecelerating(_ swipeView: SwipeView) { events.append("willBeginDecelerating") }
    func swipeViewDidEndDecelerating(_ swipeView: SwipeView) { events.append("didEndDecelerating") }
    func swipeViewDidEndScrollingAnimation(_ swipeView: SwipeView) { events.append("didEndScrollingAnimation") }
    func swipeView(_ swipeView: SwipeView, shouldSelectItemAt index: Int) -> Bool {
        events.append("shouldSelectItemAt:\(index)")
        return !refuse.contains(index)
    }
    func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) { events.append("didSelectItemAt:\(index)") }

    /// The events with runs of `didScroll` collapsed to one (frame counts differ with the frame rate).
    var collapsed: [String] {
        var out: [String] = []
        for e in events where !(e == "didScroll" && out.last == "didScroll") { out.append(e) }
        return out
    }
}

/// A swipe view in a host with a virtual clock.
final class SwipeRig {
    let clock = VirtualClock()
    let host: ViewHost
    let swipe: SwipeView
    let items: SwipeItems
    let log = SwipeLog()
    var messages: [String] = []

    init(count: Int, item: Size, view: Size, configure: (SwipeView) -> Void = { _ in }) {
        host = ViewHost(size: Size(width: max(view.width, 10) + 40, height: max(view.height, 10) + 40), clock: clock)
        swipe = SwipeView(frame: Rect(origin: Point(x: 20, y: 20), size: view))
        items = SwipeItems(count: count, size: item)
        swipe.messageHandler = { [unowned self] in messages.append($0) }
        configure(swipe)
        host.rootView.addSubview(swipe)
        swipe.delegate = log
        swipe.dataSource = items
        host.advance(to: clock.now)
    }

    /// The 320×480 pages of the original's Paging Example.
    static func paging(count: Int = 100, configure: (SwipeView) -> Void = { _ in }) -> SwipeRig {
        SwipeRig(
            count: count, item: Size(width: 320, height: 480), view: Size(width: 320, height: 480),
            configure: configure)
    }

    /// Runs frames for `seconds` at `fps`.
    func wait(_ seconds: Double, fps: Double = 60) {
        let end = clock.now + seconds
        while clock.now < end - 1e-9 {
            clock.advance(by: min(1 / fps, end - clock.now))
            host.advance(to: clock.now)
        }
    }

    /// One pointer event at window point (x, y), `dt` after the previous one.
    func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, dt: Double = 1.0 / 60) {
        clock.advance(by: dt)
        host.handle(.pointer(PointerEvent(phase: phase, location: Point(x: x, y: y), timestamp: clock.now)))
        host.advance(to: clock.now)
    }

    /// A horizontal drag in the swipe view's coordinates: down at `from`, `steps` moves of
    /// `(to - from)/steps` every `dt`, then up (after `hold` seconds still, if any).
    func drag(from: Double, to: Double, y: Double = 50, steps: Int = 10, dt: Double = 1.0 / 60, hold: Double = 0) {
        pointer(.down, 20 + from, 20 + y)
        for k in 1...steps { pointer(.move, 20 + from + (to - from) * Double(k) / Double(steps), 20 + y, dt: dt) }
        if hold > 0 { pointer(.move, 20 + to, 20 + y, dt: hold) }
        pointer(.up, 20 + to, 20 + y)
    }

    /// A tap at the swipe view's point (x, y).
    func tap(_ x: Double, _ y: Double) {
        pointer(.down, 20 + x, 20 + y)
        pointer(.up, 20 + x, 20 + y, dt: 0.05)
    }

    /// Item `index`'s on-screen leading edge in swipe-view coordinates.
    func screenX(of index: Int) -> Double? {
        guard let v = swipe.itemView(at: index) else { return nil }
        return v.convert(Point(x: 0, y: 0), to: swipe).x
    }
}
