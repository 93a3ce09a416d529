import FlywheelCore

/// The offset model, programmatic scrolling and the callbacks.
///
/// `scrollOffset` (items) is the container's offset divided by the item length (modulo the item
/// count when wrapping), read from it every time: the container's driver is the one home of the
/// position, and the only thing that moves.
extension SwipeView {
    /// The scroll position in items, read from the container.
    var offset: Double {
        let w = itemLength
        guard w > 0 else { return 0 }
        let co = container.axisOffset / w
        return isWrapEnabled ? clampedOffset(co) : co
    }

    /// Offsets closer than this are the same (the original's 0.0001 items): setting
    /// `scrollOffset` to one of them changes nothing, and the layout pass does not re-snap.
    static let offsetResolution = 0.0001

    /// How far past the half-way mark between two items (in items) the offset may read and still
    /// name the current item: a crossing reported at the mark, read back from the container's
    /// points, can land a rounding error on the other side.
    static let indexTieTolerance = 1e-9

    // MARK: Clamping and distances

    /// Wrapping: `o` modulo the count (0 with no items); else clamped to `0...n-1`.
    public func clampedOffset(_ o: Double) -> Double { clampedOffset(o, wrapping: isWrapEnabled) }

    func clampedOffset(_ o: Double, wrapping: Bool) -> Double {
        let n = Double(numberOfItems)
        if wrapping {
            guard numberOfItems > 0 else { return 0 }
            return o - (o / n).rounded(.down) * n
        }
        return min(max(0, o), max(0, n - 1))
    }

    /// Wrapping: `i` modulo the count (floor-based, so negative indexes wrap); else clamped to
    /// `0...n-1`; 0 with no items.
    public func clampedIndex(_ i: Int) -> Int {
        let n = numberOfItems
        guard n > 0 else { return 0 }
        if isWrapEnabled {
            let r = i % n
            return r < 0 ? r + n : r
        }
        return min(max(0, i), n - 1)
    }

    /// The offset a value stands for: `clampedOffset`, and outside wrapping no further than the
    /// container's last resting place.
    func reachableOffset(_ o: Double) -> Double {
        let clamped = clampedOffset(o)
        guard !isWrapEnabled, itemLength > 0 else { return clamped }
        return min(clamped, max(0, container.maximumOffset / itemLength))
    }

    /// The signed distance from `from` to `to` in items, the shorter way round when wrapping
    /// (a tie goes the direct way).
    public func minScrollDistance(from: Double, to: Double) -> Double {
        let direct = to - from
        guard isWrapEnabled else { return direct }
        var round = min(to, from) + Double(numberOfItems) - max(to, from)
        if from < to { round = -round }
        return abs(direct) <= abs(round) ? direct : round
    }

    // MARK: The offset

    /// The `scrollOffset` setter: ignored within `offsetResolution` or when not finite; else the
    /// offset moves at once (any motion stops), views load and one `didScroll` pass runs.
    func setScrollOffset(_ value: Double) {
        guard value.isFinite else {
            report("scrollOffset \(value) ignored (not finite)")
            return
        }
        updateGeometry()
        let target = reachableOffset(value)
        guard abs(offset - target) > Self.offsetResolution else { return }
        lastUpdateOffset = target - 1
        if container.driver.isActive { container.stopMotion() }
        placeContainer(at: target)
        updateLayout()
        didScroll()
    }

    /// One scroll step, in the original's order with the views loaded first: (unless deferring
    /// and less than a whole item from the last update) the current index and view loading for
    /// the new offset; item placement; `swipeViewDidScroll`; then
    /// `swipeViewCurrentItemIndexDidChange` if the index changed — once per step, with
    /// `currentItemView` loaded and `scrollOffset` reading this step's offset.
    func didScroll() {
        if !defersItemViewLoading || abs(minScrollDistance(from: lastUpdateOffset, to: offset)) >= 1 {
            // The item nearest the offset; the current one while the offset is on (or within
            // `indexTieTolerance` of) the half-way mark, where the driver's crossing decided it.
            if abs(minScrollDistance(from: Double(currentIndex), to: offset)) > 0.5 + Self.indexTieTolerance {
                currentIndex = clampedIndex(Int(saturating: offset.rounded()))
            }
            lastUpdateOffset = Double(currentIndex)
            loadUnloadViews()
        }
        layOutItemViews()
        delegate?.swipeViewDidScroll(self)
        if previousItemIndex != currentIndex {
            previousItemIndex = currentIndex
            delegate?.swipeViewCurrentItemIndexDidChange(self)
            postAccessibilityNotification(.valueChanged(self))
        }
    }

    /// A `didScroll` that always updates the index and views.
    func forcedRefresh() {
        lastUpdateOffset = offset - 1
        didScroll()
    }

    // MARK: Scrolling from code

    /// Scrolls by `delta` items in `duration` seconds on the cubic ease-in-out (clamped to the
    /// ends unless wrapping); 0 or less moves at once. Non-finite values are ignored.
    ///
    /// ```swift
    /// swipe.scroll(byOffset: 2, duration: 0.3)
    /// ```
    public func scroll(byOffset delta: Double, duration: Double) {
        guard delta.isFinite, duration.isFinite else {
            return report("scroll(byOffset: \(delta), duration: \(duration)) ignored (not finite)")
        }
        guard duration > 0 else {
            scrollOffset = offset + delta
            return
        }
        var end = offset + delta
        if !isWrapEnabled { end = reachableOffset(end) }
        container.animateContentOffset(by: (end - offset) * itemLength, duration: duration)
    }

    /// Scrolls by whole items — whole pages when paging — until `rect` (this view's present
    /// coordinates: a focused button in an item) is inside the bounds along the axis, its leading
    /// edge first when it is longer; returns where `rect` will be. A rect that already covers
    /// the whole viewport (the swipe view's own scroller taking focus) moves nothing. Mirrored
    /// (`isMirroredRightToLeft`), edges are measured from the right, where item 0 sits.
    /// Animated moves take `ScrollContainer.keyScrollDuration`.
    func revealItems(_ rect: Rect, animated: Bool) -> Rect {
        let w = itemLength
        guard w > 0, numberOfItems > 0 else { return rect }
        let mirrored = isMirroredRightToLeft
        let lo = isVertical ? rect.minY : mirrored ? bounds.width - rect.maxX : rect.minX
        let hi = isVertical ? rect.maxY : mirrored ? bounds.width - rect.minX : rect.maxX
        let page = isVertical ? bounds.height : bounds.width
        if lo <= 0.5, hi >= page - 0.5 { return rect }
        var points = 0.0
        if lo < -0.5 || hi - lo > page {
            points = lo
        } else if hi > page + 0.5 {
            points = hi - page
        }
        guard points != 0 else { return rect }
        let step = Double(isPagingEnabled ? max(1, itemsPerPage) : 1)
        let items = points / w / step
        let delta = (points > 0 ? items.rounded(.up) : items.rounded(.down)) * step
        scroll(byOffset: delta, duration: animated ? ScrollContainer.keyScrollDuration : 0)
        let moved = delta * w
        return isVertical ? rect.offsetBy(dx: 0, dy: -moved) : rect.offsetBy(dx: mirrored ? moved : -moved, dy: 0)
    }

    /// Scrolls to `target` (items) the shorter way round.
    public func scroll(toOffset target: Double, duration: Double) {
        guard target.isFinite else { return report("scroll(toOffset: \(target)) ignored (not finite)") }
        scroll(byOffset: minScrollDistance(from: offset, to: target), duration: duration)
    }

    /// Scrolls so item `index` is at the viewport's leading edge (centred with `.center` and one
    /// item per page). Indexes out of range are clamped (wrapped when wrapping).
    public func scrollToItem(at index: Int, duration: Double) {
        let target = isWrapEnabled ? clampedIndex(index) : min(max(index, -1), max(numberOfItems, 0))
        scroll(toOffset: Double(target), duration: duration)
    }

    /// Scrolls `count` items on from the current item: from a fractional offset the first step
    /// completes the item under way. Overshooting the ends is clamped.
    public func scroll(byNumberOfItems count: Int, duration: Double) {
        if duration > 0 {
            let base: Double = count > 0 ? offset.rounded(.down) : count < 0 ? offset.rounded(.up) : offset.rounded()
            scroll(byOffset: base + Double(count) - offset, duration: duration)
        } else {
            scrollOffset = Double(clampedIndex(previousItemIndex.addingSaturating(count)))
        }
    }

    /// Scrolls to page `page` (its first item; with `truncateFinalPage`, no further than the
    /// last full page's start).
    public func scrollToPage(_ page: Int, duration: Double) {
        let (product, overflow) = page.multipliedReportingOverflow(by: itemsPerPage)
        var index = overflow ? (page > 0 ? Int.max : Int.min) : product
        if truncateFinalPage { index = min(index, numberOfItems - itemsPerPage) }
        scrollToItem(at: index, duration: duration)
    }

    /// The page of the current item; setting it scrolls there at once.
    public var currentPage: Int {
        get {
            let n = numberOfItems, ipp = itemsPerPage
            if ipp > 1, truncateFinalPage, !isWrapEnabled, currentIndex > (n / ipp - 1) * ipp {
                return numberOfPages - 1
            }
            return Int(saturating: (Double(currentIndex) / Double(ipp)).rounded())
        }
        set {
            let (product, overflow) = newValue.multipliedReportingOverflow(by: itemsPerPage)
            if overflow || product != currentIndex { scrollToPage(newValue, duration: 0) }
        }
    }

    func movedToHost() {
        guard host != nil else { return }
        setNeedsLayout()
    }
}

// MARK: - The container's callbacks

/// What SwipeView does when its container reports (`ScrollContainerEvent`s,
/// forwarded by `SwipeViewContainerEvents`, so none of them is part of SwipeView's API).
extension SwipeView {
    /// A user's motion that comes to rest this close to an item (in items) is put on it, as the
    /// original does (free scrolling rests anywhere else).
    static let restSnapDistance = 0.01

    func containerDidScroll() { didScroll() }

    /// The driver passed into item `item` (every one, in order, at any frame rate): reported to
    /// `itemPassedHandler`; the current index follows it at once, and the step's `didScroll`
    /// loads the views and sends `swipeViewCurrentItemIndexDidChange`, once per step. While
    /// deferring, only the step's rule moves the index (a whole item from the last update), so
    /// the views load for where the offset is and no visible item is left blank.
    func containerDidCross(into item: Int) {
        let index = clampedIndex(item)
        itemPassedHandler?(index)
        guard !defersItemViewLoading, index != currentIndex else { return }
        currentIndex = index
        lastUpdateOffset = Double(index)
    }

    func containerWillBeginDragging() {
        delegate?.swipeViewWillBeginDragging(self)
        forcedRefresh()
    }

    func containerDidEndDragging(willDecelerate: Bool) {
        if !willDecelerate {
            forcedRefresh()
            announcePageIfChanged()
        }
        delegate?.swipeViewDidEndDragging(self, willDecelerate: willDecelerate)
    }

    func containerWillBeginDecelerating() {
        delegate?.swipeViewWillBeginDecelerating(self)
    }

    func containerDidEndDecelerating() {
        let nearest = offset.rounded()
        if abs(offset - nearest) < Self.restSnapDistance, offset != nearest { placeContainer(at: nearest) }
        forcedRefresh()
        announcePageIfChanged()
        delegate?.swipeViewDidEndDecelerating(self)
    }

    func containerDidEndScrollingAnimation() {
        forcedRefresh()
        announcePageIfChanged()
        delegate?.swipeViewDidEndScrollingAnimation(self)
    }

    /// A touch on the container may be a tap on an item only where the touch went down on an
    /// item (its view or a subview) that the delegate lets be selected.
    func containerShouldRecognizeTap(on view: View?) -> Bool {
        guard let view, let index = index(ofItemViewOrSubview: view) else { return false }
        return delegate?.swipeView(self, shouldSelectItemAt: index) ?? true
    }

    /// A tap at `point` (the container's coordinates) selects the item under it.
    func containerDidTap(at point: Point) {
        let w = itemLength
        guard w > 0, numberOfItems > 0 else { return }
        var index = Int(saturating: ((isVertical ? point.y : point.x) / w).rounded(.down))
        if isWrapEnabled { index = clampedIndex(index) }
        guard index >= 0, index < numberOfItems else { return }
        delegate?.swipeView(self, didSelectItemAt: index)
    }
}
