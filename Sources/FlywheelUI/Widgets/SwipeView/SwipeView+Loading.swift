import FlywheelCore

/// Loading, unloading and recycling item views.
///
/// The wanted items are a run of consecutive indexes (clamped at the ends, or round the ring
/// when wrapping): from the item at the viewport's leading edge, as many as cover the swipe
/// view (`ceil(W/w + fraction)`), never more than there are items. With
/// `defersItemViewLoading`: one item before the page and about two after. Items no longer
/// wanted go to the reuse pool first, then missing ones load, each offered a pooled view: so the
/// live views are exactly the wanted count (1 at rest and 2 mid-drag for full-page items) and
/// scrolling any distance makes no new views once the pool has one.
extension SwipeView {
    /// The first wanted index (unclamped) and how many are wanted.
    func wantedRange() -> (start: Int, count: Int) {
        let w = itemLength, view = viewLength, x0 = viewportOrigin
        let n = numberOfItems
        var start: Int
        var count: Int
        if defersItemViewLoading {
            start = currentIndex - Int(saturating: (x0 / w).rounded(.up)) - 1
            count = Int(saturating: (view / w).rounded(.up)) + 3
        } else {
            let first = clampedOffset(offset - x0 / w)
            let floor = first.rounded(.down)
            start = Int(saturating: floor)
            count = Int(saturating: (view / w + (first - floor)).rounded(.up))
        }
        count = max(0, min(count, n))
        return (start, count)
    }

    /// Whether `index` is in the wanted run starting at `start`.
    func isWanted(_ index: Int, start: Int, count: Int) -> Bool {
        let n = numberOfItems
        guard count > 0, index >= 0, index < n else { return false }
        if isWrapEnabled {
            let from = clampedIndex(start)
            var d = (index - from) % n
            if d < 0 { d += n }
            return d < count
        }
        let low = min(max(start, 0), n - 1)
        let high = min(max(start.addingSaturating(count - 1), 0), n - 1)
        return index >= low && index <= high
    }

    /// Unloads unwanted views into the pool, then loads the wanted ones that are missing.
    func loadUnloadViews() {
        guard itemLength > 0 else { return }
        let (start, count) = wantedRange()
        loadScratch.removeAll(keepingCapacity: true)
        for index in itemViews.keys where !isWanted(index, start: start, count: count) { loadScratch.append(index) }
        // Pooled in index order, so which view comes back for which item is the same in every
        // process (a dictionary's order is not).
        loadScratch.sort()
        for index in loadScratch {
            if let view = itemViews.removeValue(forKey: index) {
                queueItemView(view)
                view.removeFromSuperview()
            }
        }
        for k in 0..<count {
            let index = clampedIndex(start.addingSaturating(k))
            if itemViews[index] == nil { loadView(at: index) }
        }
    }

    /// Asks the data source for item `index`'s view (offering a pooled one) and shows it; a view
    /// already showing for this index goes to the pool. A view that is in use elsewhere is
    /// taken from there; nil, or the swipe view or one of its ancestors, becomes an empty view.
    @discardableResult
    func loadView(at index: Int) -> View {
        let reused = dequeueItemView()
        var view = dataSource?.swipeView(self, viewForItemAt: index, reusing: reused) ?? View()
        if view === self || isDescendant(of: view) {
            report("data source returned an ancestor of the swipe view for item \(index); using an empty view")
            view = View()
        }
        if let other = self.index(of: view), other != index { itemViews[other] = nil }
        removeFromPool(view)
        if let old = itemViews[index], old !== view {
            queueItemView(old)
            old.removeFromSuperview()
        }
        itemViews[index] = view
        setFrame(for: view, at: index)
        view.isUserInteractionEnabled = true
        container.addSubview(view)
        return view
    }

    /// Reloads item `index` if it is loaded (others are ignored: they load when needed).
    public func reloadItem(at index: Int) {
        guard itemViews[index] != nil else { return }
        loadView(at: index)
    }

    /// Drops every item view (and the pool: no reuse across reloads), re-reads the count and
    /// size, and loads on the next layout pass. The scroll position is kept (clamped into the
    /// new range).
    public func reloadData() {
        for view in itemViews.values { view.removeFromSuperview() }
        itemViews.removeAll(keepingCapacity: true)
        itemViewPool.removeAll(keepingCapacity: true)
        updateGeometry()
        setNeedsLayout()
        if numberOfItems > 0, offset != reachableOffset(offset) { scrollOffset = offset }
    }

    // MARK: The pool

    /// Any pooled view, or nil.
    func dequeueItemView() -> View? { itemViewPool.popLast() }

    /// Puts `view` in the pool (once).
    func queueItemView(_ view: View) {
        if !itemViewPool.contains(where: { $0 === view }) { itemViewPool.append(view) }
    }

    func removeFromPool(_ view: View) {
        if let i = itemViewPool.firstIndex(where: { $0 === view }) { itemViewPool.remove(at: i) }
    }

    func isItemView(_ view: View) -> Bool { index(of: view) != nil }
}

extension Int {
    /// `self + other`, stopping at the ends of the range instead of overflowing.
    func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
