import FlywheelCore
import Foundation

/// A paged, recycling, optionally wrapping scroller of item views (after the SwipeView library): a data
/// source supplies `numberOfItems(in:)` views, only those the viewport needs are alive, and
/// views scrolled away are recycled through a reuse pool.
///
/// Sections: state and API (this file) · geometry, item placement and item size (`+Layout`) ·
/// loading, unloading and recycling (`+Loading`) · the offset model, programmatic scrolling
/// autoscroll and what the container's callbacks do (`+Scrolling`; the container's delegate is
/// an internal object, `SwipeViewContainerEvents`, so none of its methods is SwipeView's API) ·
/// taps and hit testing (`+Input`).
///
/// **Geometry.** The viewport (an internal `ScrollContainer`) is one page (`itemsPerPage` items)
/// long, at the leading edge (`.edge`) or centred (`.center`); items outside it but inside the
/// swipe view are drawn too. `scrollOffset` is measured in items: the item at `scrollOffset`
/// sits at the viewport's leading edge. Everything swaps axes when `isVertical`.
///
/// **Motion.** The container's one `MotionDriver` does drags, flings, paging (one page at most per
/// release), free scrolling with `decelerationRate`, the rubber band (`bounces`; off while
/// wrapping) and wrapping (`isWrapEnabled`: the content repeats, every distance goes the shortest
/// way round). `scroll…(duration:)` methods move on the cubic ease-in-out of `EasedMove`.
///
/// **Callbacks**: in each scroll step the views load for the new offset first, then
/// `swipeViewDidScroll`, then (once per step, if the index changed)
/// `swipeViewCurrentItemIndexDidChange`, with `currentItemView` loaded (the index changes half way
/// through a drag, not at rest). `itemPassedHandler` hears every item a motion passes.
/// A drag: `WillBeginDragging` → `DidScroll`… → `DidEndDragging(willDecelerate:)` →
/// `WillBeginDecelerating` → `DidScroll`… → `DidEndDecelerating`. A move from code:
/// `DidScroll`… → `DidEndScrollingAnimation`. Immediate changes: one `DidScroll`.
///
/// **Rules worth knowing** (each is tested; docs/differences.md lists where they differ from the
/// original library):
/// - `decelerationRate` defaults to 0.998 (`ScrollContainer.DecelerationRate.normal`).
/// - `autoscroll` is in items per second; positive values *decrease* `scrollOffset` (content
///   moves towards lower indexes). It is the driver's drift: a straight line in time from where
///   it starts, the same at any frame rate, paused by drags and motions and resumed after them,
///   and resumed (without catching up) when the view returns to a window.
/// - Offsets are clamped: `scrollOffset`, `currentItemIndex`, `scrollToItem(at:duration:)` and
///   `reloadData` with fewer items never leave the view showing nothing; outside wrapping the
///   offset stays within what a finger can reach (`0…` the container's last page), so
///   `currentItemIndex` always names the item at the offset.
/// - A layout pass while paging re-snaps to the current item only when not already on it; a
///   zero-length `scroll…(duration:)` from code still runs and ends with
///   `DidEndScrollingAnimation`. `DidScroll` is sent only for frames that move.
/// - With `defersItemViewLoading`, the end of an animation from code refreshes the index.
/// - Measuring an item (no `swipeViewItemSize`) inserts nothing and gives the measured view
///   back to the pool. With `wrap` and `.center`, an item is shown on the side within the
///   integer `n/2`. Taps outside the page reach items front to back (topmost first); a tap left
///   of the first item selects nothing.
/// - Wrapping with a page that does not divide the items (`n % itemsPerPage != 0`) pages one
///   item at a time (pages cannot tile the ring).
///
/// ```swift
/// let swipe = SwipeView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// swipe.dataSource = colours          // numberOfItems(in:), swipeView(_:viewForItemAt:reusing:)
/// swipe.delegate = pager              // optional callbacks
/// swipe.isWrapEnabled = true
/// swipe.scrollToItem(at: 5, duration: 0.3)
/// swipe.index(ofItemViewOrSubview: button)    // the item a button inside it belongs to
/// ```
public final class SwipeView: View {
    // MARK: Data

    /// Supplies the items; setting a new one reloads.
    public weak var dataSource: SwipeViewDataSource? {
        didSet { if dataSource !== oldValue, dataSource != nil { reloadData() } }
    }
    /// Receives the callbacks; setting a new one re-lays out.
    public weak var delegate: SwipeViewDelegate? {
        didSet { if delegate !== oldValue { setNeedsLayout() } }
    }
    /// Where one-line messages about bad input go (a negative item count, a refused
    /// `itemsPerPage`, a non-finite offset). Default: standard error.
    public var messageHandler: (String) -> Void = { SwipeView.printToStandardError($0) }

    /// The item count, as the data source last said (refreshed by `reloadData`, every layout
    /// pass and every `scrollOffset` change, not live).
    public internal(set) var numberOfItems = 0
    /// `ceil(numberOfItems / itemsPerPage)`.
    public var numberOfPages: Int { (numberOfItems + itemsPerPage - 1) / itemsPerPage }
    /// The size of every item: the delegate's, else a measured item view; at least 1×1.
    public internal(set) var itemSize: Size = .zero

    // MARK: Layout properties

    /// Items per page (the viewport's length in items). Values below 1 are refused (with a
    /// message); the old value stays.
    public var itemsPerPage = 1 {
        didSet {
            if itemsPerPage < 1 {
                report("itemsPerPage \(itemsPerPage) refused (must be at least 1); keeping \(oldValue)")
                itemsPerPage = oldValue
            } else if itemsPerPage != oldValue {
                setNeedsLayout()
            }
        }
    }
    /// Paging: the last page ends where the items end instead of being a whole page.
    public var truncateFinalPage = false { didSet { if truncateFinalPage != oldValue { setNeedsLayout() } } }
    /// Where the page sits.
    public var alignment: SwipeViewAlignment = .edge { didSet { if alignment != oldValue { setNeedsLayout() } } }
    /// Scroll along y.
    public var isVertical = false {
        didSet {
            guard isVertical != oldValue else { return }
            keepingScrollOffset {
                container.isVertical = isVertical
                configureContainer()
            }
            setNeedsLayout()
        }
    }

    // MARK: Behaviour properties

    /// Releases settle on pages (default true).
    public var isPagingEnabled = true {
        didSet {
            guard isPagingEnabled != oldValue else { return }
            container.isPagingEnabled = isPagingEnabled
            setNeedsLayout()
        }
    }
    /// User drags scroll (code always can).
    public var isScrollEnabled: Bool {
        get { container.isScrollEnabled }
        set { container.isScrollEnabled = newValue }
    }
    /// The items repeat; toggling keeps the position.
    public var isWrapEnabled = false {
        didSet {
            guard isWrapEnabled != oldValue else { return }
            let previous = clampedOffset(scrollOffset, wrapping: oldValue)
            configureContainer()
            updateScrollViewDimensions()
            placeContainer(at: previous)
            updateLayout()
            scrollOffset = previous
        }
    }
    /// A drag that starts on a control in an item scrolls; a tap still reaches the control.
    public var delaysContentTouches: Bool {
        get { container.delaysContentTouches }
        set { container.delaysContentTouches = newValue }
    }
    /// The rubber band past the ends (no effect while wrapping).
    public var bounces = true { didSet { if bounces != oldValue { configureContainer() } } }
    /// The curve a release coasts along (`ScrollContainer.decayModel`): `.exponential` with
    /// `decelerationRate`, or `.androidSpline`, Android's fling.
    public var decayModel: FeelParameters.DecayModel {
        get { container.decayModel }
        set { container.decayModel = newValue }
    }
    /// Fraction of the speed kept per millisecond of momentum (0.998 normal, 0.990 fast).
    /// Values outside 0.9...0.99999 (or not finite) are refused with a message; the old value
    /// stays (the original's UIScrollView would take any value and coast forever or not at all).
    public var decelerationRate: Double {
        get { container.decelerationRate }
        set {
            let old = container.decelerationRate
            guard ScrollContainer.decelerationRates.contains(newValue) else {
                report("decelerationRate \(newValue) refused (must be in 0.9...0.99999); keeping \(old)")
                return
            }
            if abs(old - newValue) > 0.0001 { container.decelerationRate = newValue }
        }
    }
    /// Items per second of automatic scrolling (see the type's notes for the sign); 0 stops.
    public var autoscroll: Double = 0 {
        didSet {
            if !autoscroll.isFinite {
                report("autoscroll \(autoscroll) refused; keeping \(oldValue)")
                autoscroll = oldValue
            } else if autoscroll != oldValue {
                updateGeometry()
            }
        }
    }
    /// Index updates and view loading wait until the offset has moved a whole item.
    public var defersItemViewLoading = false
    /// Called with every item a motion (drag, fling, autoscroll, animated scroll) passes, in
    /// order, as the driver crosses the half-way mark: the same list at any frame rate, where
    /// `swipeViewCurrentItemIndexDidChange` comes at most once per step.
    public var itemPassedHandler: ((_ index: Int) -> Void)?

    // MARK: State

    /// A finger is scrolling.
    public var isDragging: Bool { container.isDragging }
    /// Moving by itself after a drag.
    public var isDecelerating: Bool { container.isDecelerating }
    /// A `scroll…(duration:)` animation is running.
    public var isScrolling: Bool { container.isAnimatingFromCode }

    /// The scroll position in items; setting it moves there at once (clamped, see the notes).
    public var scrollOffset: Double {
        get { offset }
        set { setScrollOffset(newValue) }
    }
    /// The item nearest the scroll position; setting it scrolls there at once.
    public var currentItemIndex: Int {
        get { currentIndex }
        set { scrollOffset = Double(newValue) }
    }

    // MARK: Internals

    /// The viewport, whose motion driver is the one home of the scroll position. Internal: the
    /// swipe view owns its offset, geometry and callbacks, so callers go through its own API
    /// (`scrollOffset`, `scroll(toOffset:duration:)`, `isDragging`, …).
    let container = ScrollContainer()
    var currentIndex = 0
    var previousItemIndex = 0
    /// The item the last page announcement named (`announcePageIfChanged`).
    var announcedItemIndex = 0
    var lastUpdateOffset = 0.0
    var itemViews: [Int: View] = [:]
    var itemViewPool: [View] = []
    var loadScratch: [Int] = []
    var reportedNegativeCount = false

    /// The container's delegate (weakly held by the container, so kept here).
    private lazy var containerEvents = SwipeViewContainerEvents(swipeView: self)

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        itemViews.reserveCapacity(64)
        itemViewPool.reserveCapacity(64)
        loadScratch.reserveCapacity(64)
        container.clipsToBounds = false
        container.revealsContent = false  // items are revealed whole, by `reveal(_:animated:)`
        container.delegate = containerEvents
        container.accessibilityLabel = "swipe-viewport"
        insertSubview(container, at: 0)
        configureContainer()
    }

    /// The loaded items as a reader sees them (`+Accessibility`), made when asked.
    lazy var pageElementStore = AccessibilityElementStore()

    // MARK: Items

    /// The loaded item indexes, ascending (loaded, not strictly on screen).
    public var indexesForVisibleItems: [Int] { itemViews.keys.sorted() }
    /// The loaded item views, in the order of `indexesForVisibleItems`.
    public var visibleItemViews: [View] { indexesForVisibleItems.compactMap { itemViews[$0] } }
    /// The view of the current item, if loaded.
    public var currentItemView: View? { itemViews[currentItemIndex] }
    /// How many item views are alive (loaded).
    public var loadedItemViewCount: Int { itemViews.count }
    /// How many recycled views wait in the reuse pool.
    public var reusePoolCount: Int { itemViewPool.count }

    /// The loaded view of item `index`, nil if it is not loaded.
    public func itemView(at index: Int) -> View? { itemViews[index] }

    /// The index of a loaded item view, nil if `view` is not one.
    public func index(of view: View) -> Int? {
        for (index, v) in itemViews where v === view { return index }
        return nil
    }

    /// The index of the item `view` is (or is inside): walks up the superviews until a loaded
    /// item view; nil at the container or the top. How a button in an item finds its item.
    public func index(ofItemViewOrSubview view: View) -> Int? {
        var v: View? = view
        while let cur = v, cur !== container {
            if let i = index(of: cur) { return i }
            v = cur.superview
        }
        return nil
    }

    // MARK: View

    public override func layoutSubviews() { layOutSwipeView() }
    public override func hitTest(_ point: Point) -> View? { routedHit(super.hitTest(point)) }
    public override func didMoveToHost() { movedToHost() }
    /// Keys for the current item when the swipe view has the focus (`+Input`): Enter/Space a
    /// tap (the selection), Shift-Enter a double tap, Shift-F10 or the Menu key a long press.
    public override func handleKey(_ event: KeyEvent) -> Bool { pressItemKey(event) }
    /// Scrolls whole items (whole pages when paging) until `rect` shows (`+Scrolling`).
    public override func reveal(_ rect: Rect, animated: Bool) -> Rect { revealItems(rect, animated: animated) }

    // MARK: Accessibility (bodies in `+Accessibility`)

    public override var accessibilityDefaultRole: AccessibilityRole { .scrollArea }
    public override var accessibilityValue: String? {
        get { super.accessibilityValue ?? pageAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    public override var accessibilityFocusView: View? { container.canBecomeFocused ? container : nil }
    public override var accessibilityActions: [AccessibilityAction] {
        isScrollEnabled && numberOfItems > 1 ? [.scrollForward, .scrollBackward] : []
    }
    public override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        performSwipeAccessibilityAction(action)
    }
    public override var accessibilityVirtualChildren: [AccessibilityElement] { pageElements }

    // MARK: Messages

    func report(_ message: String) {
        messageHandler("SwipeView \(accessibilityLabel.map { "'\($0)'" } ?? ""): \(message)")
    }

    static func printToStandardError(_ message: String) {
        var stream = StandardErrorStream()
        print(message, to: &stream)
    }
}

/// Writes to standard error.
struct StandardErrorStream: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
