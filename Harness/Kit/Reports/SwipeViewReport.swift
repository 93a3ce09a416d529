import FlywheelCore

/// One swipe view's entry in a report's `swipeViews` (see `SwipeViewRecorder.report()`).
///
/// ```json
/// {"name": "pages", "frame": [0, 44, 800, 480], "numberOfItems": 100, "numberOfPages": 100,
///  "itemSize": [800, 480], "currentItemIndex": 1, "currentPage": 1, "scrollOffset": 1,
///  "loadedIndexes": [1], "isDragging": false, "isDecelerating": false, "isScrolling": false,
///  "wrapEnabled": false, "vertical": false, "pagingEnabled": true, "alignment": "edge",
///  "itemsPerPage": 1, "truncateFinalPage": false,
///  "delegate": ["willBeginDragging", "didScroll", "didEndDragging:true", "currentItemIndexDidChange:1"]}
/// ```
public struct SwipeViewReport: Equatable, Sendable {
    public var name: String
    /// The swipe view's bounding box in window points.
    public var frame: Rect
    public var numberOfItems: Int
    public var numberOfPages: Int
    public var itemSize: Size
    public var currentItemIndex: Int
    public var currentPage: Int
    /// Items, rounded to 0.0001.
    public var scrollOffset: Double
    public var loadedIndexes: [Int]
    public var isDragging: Bool
    public var isDecelerating: Bool
    public var isScrolling: Bool
    public var wrapEnabled: Bool
    public var vertical: Bool
    public var pagingEnabled: Bool
    /// "edge" or "center" (`SwipeViewAlignment`).
    public var alignment = "edge"
    public var itemsPerPage = 1
    public var truncateFinalPage = false
    /// Delegate callbacks in order, runs of "didScroll" once.
    public var delegate: [String]

    public init(
        name: String, frame: Rect, numberOfItems: Int, numberOfPages: Int, itemSize: Size,
        currentItemIndex: Int, currentPage: Int, scrollOffset: Double, loadedIndexes: [Int],
        isDragging: Bool, isDecelerating: Bool, isScrolling: Bool, wrapEnabled: Bool, vertical: Bool,
        pagingEnabled: Bool, delegate: [String]
    ) {
        let r = { (v: Double) in HarnessReport.round(v, to: 0.01) }
        self.name = name
        self.frame = Rect(x: r(frame.minX), y: r(frame.minY), width: r(frame.width), height: r(frame.height))
        self.numberOfItems = numberOfItems
        self.numberOfPages = numberOfPages
        self.itemSize = Size(width: r(itemSize.width), height: r(itemSize.height))
        self.currentItemIndex = currentItemIndex
        self.currentPage = currentPage
        self.scrollOffset = HarnessReport.round(scrollOffset, to: 0.0001)
        self.loadedIndexes = loadedIndexes
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
        self.isScrolling = isScrolling
        self.wrapEnabled = wrapEnabled
        self.vertical = vertical
        self.pagingEnabled = pagingEnabled
        self.delegate = delegate
    }

    /// The entry's fields, in the order they are written.
    public var fields: [(String, JSONValue)] {
        [
            ("name", .string(name)),
            ("frame", .numbers([frame.minX, frame.minY, frame.width, frame.height])),
            ("numberOfItems", .number(Double(numberOfItems))),
            ("numberOfPages", .number(Double(numberOfPages))),
            ("itemSize", .numbers([itemSize.width, itemSize.height])),
            ("currentItemIndex", .number(Double(currentItemIndex))),
            ("currentPage", .number(Double(currentPage))),
            ("scrollOffset", .number(scrollOffset)),
            ("loadedIndexes", .numbers(loadedIndexes.map(Double.init))),
            ("isDragging", .bool(isDragging)),
            ("isDecelerating", .bool(isDecelerating)),
            ("isScrolling", .bool(isScrolling)),
            ("wrapEnabled", .bool(wrapEnabled)),
            ("vertical", .bool(vertical)),
            ("pagingEnabled", .bool(pagingEnabled)),
            ("alignment", .string(alignment)),
            ("itemsPerPage", .number(Double(itemsPerPage))),
            ("truncateFinalPage", .bool(truncateFinalPage)),
            ("delegate", .array(delegate.map(JSONValue.string))),
        ]
    }

    public var json: JSONValue { .object(fields) }
}
