import FlywheelCore

/// Reading order: top to bottom, then leading to trailing, by frame in the window. Readers list
/// an element's children in it, and Tab moves focus in it (`ViewHost.focusableViews`).
///
/// Items are taken by their top edge; an item whose top lies above the middle of the first item
/// of the current row joins that row (so a 20-pt label and the 44-pt control beside it are one
/// row), and a row reads by leading edge. Equal places keep the order they came in, so the
/// order is the same every run.
///
/// ```swift
/// let frames = [Rect(x: 200, y: 10, width: 80, height: 44), Rect(x: 10, y: 20, width: 90, height: 20)]
/// AccessibilityReadingOrder.sorted(frames) { $0 }   // the label at x 10 first: same row
/// ```
public enum AccessibilityReadingOrder {
    /// `items` in reading order, by the window-point frame `frame` gives each.
    public static func sorted<T>(_ items: [T], frame: (T) -> Rect) -> [T] {
        if items.count < 2 { return items }
        let frames = items.map(frame)
        let byTop = frames.indices.sorted { a, b in
            frames[a].minY != frames[b].minY ? frames[a].minY < frames[b].minY : a < b
        }
        var out: [T] = []
        out.reserveCapacity(items.count)
        var row: [Int] = []
        func flush() {
            let ordered = row.sorted { a, b in
                frames[a].minX != frames[b].minX ? frames[a].minX < frames[b].minX : a < b
            }
            out.append(contentsOf: ordered.map { items[$0] })
            row.removeAll(keepingCapacity: true)
        }
        for i in byTop {
            if let first = row.first, frames[i].minY >= frames[first].midY { flush() }
            row.append(i)
        }
        flush()
        return out
    }
}
