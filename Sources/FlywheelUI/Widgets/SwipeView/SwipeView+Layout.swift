import FlywheelCore

/// Geometry: the viewport and content size, item size and item placement. Every length is
/// along the scroll axis (x, or y when vertical); `bounds` is used, never `frame`, so a scaled
/// or rotated swipe view lays out the same.
extension SwipeView {
    // MARK: Axis helpers

    /// The item's length along the axis (≥ 1 once measured; 0 before). Along the container's
    /// axis, which follows `isVertical`, so the two always measure the same way.
    var itemLength: Double { container.isVertical ? itemSize.height : itemSize.width }
    /// The swipe view's length along the axis (`W`).
    var viewLength: Double { isVertical ? bounds.height : bounds.width }
    /// The swipe view's length across the axis.
    var crossLength: Double { isVertical ? bounds.width : bounds.height }
    /// The viewport's origin along the axis in the swipe view (`x0`; negative when the page is
    /// wider than the view and centred), measured from the leading edge.
    var viewportOrigin: Double {
        let f = container.frame
        if isMirroredRightToLeft { return bounds.width - f.maxX }
        return isVertical ? f.minY : f.minX
    }

    /// Whether the swipe view lays out mirrored: horizontal and right to left
    /// (`effectiveLayoutDirection`; `layoutDirection = .forceLeftToRight` keeps it as drawn).
    var isMirroredRightToLeft: Bool { !isVertical && isLayoutRightToLeft }

    /// A mirror about the vertical centre line: the container's, and each item view's to undo it.
    static let mirrorTransform = Transform(scaleX: -1, y: 1)

    // MARK: Layout pass

    /// Sizes the viewport and content, loads what the offset needs, places every item, then
    /// (paging, not moving) re-snaps to the current item in `resnapDuration`.
    func layOutSwipeView() {
        updateGeometry()
        updateLayout()
        if isPagingEnabled, !isScrolling, !isDragging, !isDecelerating, numberOfItems > 0 {
            let distance = minScrollDistance(from: offset, to: Double(currentIndex))
            if abs(distance) > Self.offsetResolution { scrollToItem(at: currentIndex, duration: Self.resnapDuration) }
        }
    }

    /// Seconds of the layout pass's re-snap to the current page (the original's 0.25 s).
    static let resnapDuration = 0.25

    /// The item count and size, the viewport and the content, re-read; the scroll position (in
    /// items) stays where it was.
    func updateGeometry() {
        keepingScrollOffset {
            updateItemSizeAndCount()
            updateScrollViewDimensions()
        }
    }

    /// Runs a change of geometry that may change how container points map to items (the item
    /// length, the axis, the wrap period) and puts the container back at the same scroll offset
    /// if the mapping changed (a motion under way then stops; with the same mapping nothing moves).
    func keepingScrollOffset(_ change: () -> Void) {
        let before = (offset, itemLength, container.isVertical, container.wrapPeriod)
        change()
        guard itemLength > 0,
            before.1 != itemLength || before.2 != container.isVertical || before.3 != container.wrapPeriod
        else { return }
        placeContainer(at: before.0)
    }

    /// Loading and placing the items for the offset.
    func updateLayout() {
        loadUnloadViews()
        layOutItemViews()
    }

    /// The container's settings that follow the swipe view's.
    func configureContainer() {
        container.bounces = bounces && !isWrapEnabled
        container.alwaysBounces = bounces
        container.isPagingEnabled = isPagingEnabled
    }

    // MARK: Item size and count

    /// Asks the data source for the count and the delegate for the size (else measures a view);
    /// clamps the size to at least 1×1 (a NaN or zero size never reaches layout).
    func updateItemSizeAndCount() {
        var count = dataSource?.numberOfItems(in: self) ?? 0
        if count < 0 {
            if !reportedNegativeCount, let source = dataSource {
                reportedNegativeCount = true
                report("data source \(type(of: source)) returned \(count) items; treating it as 0")
            }
            count = 0
        }
        numberOfItems = count
        let asked = delegate?.swipeViewItemSize(self) ?? .zero
        if asked != .zero {
            itemSize = asked
        } else if count > 0, let measured = measuredItemSize() {
            itemSize = measured
        }
        let w = itemSize.width, h = itemSize.height
        itemSize = Size(width: w.isFinite && w >= 0.0001 ? w : 1, height: h.isFinite && h >= 0.0001 ? h : 1)
    }

    /// The size of the highest loaded item view, else of item 0 fetched with a pooled view
    /// (which then goes back to the pool; nothing is inserted).
    private func measuredItemSize() -> Size? {
        var highest: Int?
        for index in itemViews.keys where index > (highest ?? .min) { highest = index }
        if let highest, let view = itemViews[highest] { return view.bounds.size }
        let reused = dequeueItemView()
        guard let view = dataSource?.swipeView(self, viewForItemAt: 0, reusing: reused) else {
            if let reused { queueItemView(reused) }
            return nil
        }
        if view.superview == nil, !isItemView(view) { queueItemView(view) }
        return view.bounds.size
    }

    // MARK: Viewport and content

    /// The viewport's frame and the content size (the geometry rules): centre or edge, whole pages when
    /// paging without `truncateFinalPage`, three copies of the items when wrapping.
    func updateScrollViewDimensions() {
        let w = itemLength, n = Double(numberOfItems)
        let page = w * Double(itemsPerPage)
        let view = viewLength
        var origin = 0.0
        var content: Double
        switch alignment {
        case .center:
            origin = (view - page) / 2
            content = w * n
        case .edge:
            content = w * n - (view - page)
        }
        if isWrapEnabled {
            content = w * (numberOfItems == 1 ? 1 : 3 * n)
        } else if isPagingEnabled, !truncateFinalPage, page > 0 {
            content = (content / page).rounded(.up) * page
        }
        content = content.isFinite ? max(0, content) : 0
        let cross = crossLength
        // Right to left (a horizontal swipe view), the viewport sits at the mirrored place and
        // the container is mirrored about its centre: item 0 at the right, the next page coming
        // from the left, and a drag's x read mirrored by the container, so a drag toward the
        // leading side means the same both ways. Item views are mirrored back (`setFrame`): their
        // content reads as drawn.
        let mirrored = isMirroredRightToLeft
        if mirrored { origin = view - origin - page }
        let frame =
            isVertical
            ? Rect(x: 0, y: origin, width: cross, height: page)
            : Rect(x: origin, y: 0, width: page, height: cross)
        if container.frame != frame { container.frame = frame }
        let flip: Transform = mirrored ? Self.mirrorTransform : .identity
        if container.transform != flip { container.transform = flip }
        let size = isVertical ? Size(width: cross, height: content) : Size(width: content, height: cross)
        if container.contentSize != size { container.contentSize = size }
        let period: Double? = isWrapEnabled && numberOfItems > 0 ? w * (numberOfItems == 1 ? 1 : n) : nil
        if container.wrapPeriod != period { container.wrapPeriod = period }
        let detent: Double? = isWrapEnabled && numberOfItems % itemsPerPage != 0 ? w : nil
        if container.detentLength != detent { container.detentLength = detent }
        if container.itemLength != w { container.itemLength = w }
        let drift = -autoscroll * w
        if container.drift != drift { container.drift = drift }
    }

    /// Puts the container where scroll offset `s` shows, silently (`co = s·w`, in the middle
    /// period when wrapping); any motion stops.
    func placeContainer(at s: Double) {
        guard itemLength > 0 else { return }
        container.setAxisOffset(containerOffset(for: s), reportsScroll: false)
    }

    /// The container offset (points) that shows scroll offset `s`.
    func containerOffset(for s: Double) -> Double {
        let w = itemLength
        return isWrapEnabled ? (container.wrapPeriod ?? 0) + clampedOffset(s) * w : s * w
    }

    // MARK: Item placement

    /// Item `index`'s distance in items from the offset, moved round by `n` when wrapping so it
    /// shows on the nearer side (centre: integer `n/2`; edge: by the viewport's ends).
    func offsetForItem(at index: Int) -> Double {
        var o = Double(index) - offset
        guard isWrapEnabled, numberOfItems > 0 else { return o }
        let n = Double(numberOfItems)
        switch alignment {
        case .center:
            let half = Double(numberOfItems / 2)
            if o > half { o -= n } else if o < -half { o += n }
        case .edge:
            let w = itemLength, x0 = viewportOrigin
            if o * w + x0 > viewLength { o -= n } else if o * w + x0 < -w { o += n }
        }
        return o
    }

    /// Sizes `view` to the item size and centres it at its place in content coordinates.
    func setFrame(for view: View, at index: Int) {
        let w = itemLength
        let along = (offsetForItem(at: index) + 0.5) * w + container.axisOffset
        let page = container.bounds.size
        let across = (isVertical ? page.width : page.height) / 2
        if view.bounds.size != itemSize { view.bounds = Rect(origin: view.bounds.origin, size: itemSize) }
        let unmirror: Transform = container.transform.isIdentity ? .identity : Self.mirrorTransform
        if view.transform != unmirror { view.transform = unmirror }
        view.center = isVertical ? Point(x: across, y: along) : Point(x: along, y: across)
    }

    /// Re-places every loaded view.
    func layOutItemViews() {
        for (index, view) in itemViews { setFrame(for: view, at: index) }
    }
}
