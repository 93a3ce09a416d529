import FlywheelCore

/// Reading order: top to bottom, then leading to trailing, by frame in the window. Readers list
/// an element's children in it, and Tab moves focus in it (`ViewHost.focusableViews`), so the
/// first thing read is the first thing Tab reaches, in either layout direction.
///
/// Items are taken by their top edge; an item whose top lies above the middle of the first item
/// of the current row joins that row (so a 20-pt label and the 44-pt control beside it are one
/// row), and a row reads by leading edge: the left edge, or the right edge read from the right
/// when `direction` is right to left, so a mirrored layout keeps its logical order. Items that
/// lay out in the other direction (`itemDirection`: a panel forced left to right in a
/// right-to-left window) and stand side by side in a row read in their own direction, as a
/// left-to-right number does inside Arabic text. Equal places keep the order they came in, so
/// the order is the same every run.
///
/// ```swift
/// let frames = [Rect(x: 200, y: 10, width: 80, height: 44), Rect(x: 10, y: 20, width: 90, height: 20)]
/// AccessibilityReadingOrder.sorted(frames) { $0 }   // the label at x 10 first: same row
/// AccessibilityReadingOrder.sorted(frames, direction: .rightToLeft) { $0 }   // the control first
/// ```
public enum AccessibilityReadingOrder {
    /// `items` in reading order, by the window-point frame `frame` gives each; rows read from
    /// the side `direction` starts on, and a run of neighbours whose `itemDirection` is the
    /// other one from theirs.
    public static func sorted<T>(
        _ items: [T], direction: LayoutDirection = .leftToRight,
        itemDirection: ((T) -> LayoutDirection)? = nil, frame: (T) -> Rect
    ) -> [T] {
        if items.count < 2 { return items }
        let frames = items.map(frame)
        let directions = itemDirection.map { items.map($0) }
        let byTop = frames.indices.sorted { a, b in
            frames[a].minY != frames[b].minY ? frames[a].minY < frames[b].minY : a < b
        }
        func inOrder(_ row: [Int], fromRight: Bool) -> [Int] {
            row.sorted { a, b in
                if fromRight {
                    return frames[a].maxX != frames[b].maxX ? frames[a].maxX > frames[b].maxX : a < b
                }
                return frames[a].minX != frames[b].minX ? frames[a].minX < frames[b].minX : a < b
            }
        }
        var out: [T] = []
        out.reserveCapacity(items.count)
        var row: [Int] = []
        func flush() {
            var ordered = inOrder(row, fromRight: direction.isRightToLeft)
            if let directions {
                // Runs of neighbours laid out the other way read their own way.
                var start = 0
                while start < ordered.count {
                    var end = start
                    while end < ordered.count, directions[ordered[end]] != direction { end += 1 }
                    if end - start > 1 {
                        let run = inOrder(Array(ordered[start..<end]), fromRight: !direction.isRightToLeft)
                        ordered.replaceSubrange(start..<end, with: run)
                    }
                    start = end + 1
                }
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
