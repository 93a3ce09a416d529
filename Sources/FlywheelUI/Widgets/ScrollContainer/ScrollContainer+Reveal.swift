import FlywheelCore

/// Scrolling content into the viewport: keyboard focus (`View.scrollIntoView`) and anything a
/// program wants shown.
extension ScrollContainer {
    /// Scrolls the least distance along the axis that puts `rect` (content coordinates, this
    /// container's present ones) inside the viewport — its leading edge first when it is longer
    /// than the viewport; whole pages when paging. Animated moves are the keys' eased move
    /// (`keyScrollDuration`). Returns where `rect` will be, in present coordinates.
    ///
    /// (`reveal(_:animated:)`, in the class.)
    func revealContent(_ rect: Rect, animated: Bool) -> Rect {
        guard revealsContent, pageLength > 0, rect.width.isFinite, rect.height.isFinite else { return rect }
        // The content where it is at the input's time, not where the last frame drew it: a held
        // key's repeat reveals between frames while the last reveal's move is under way, and the
        // move below starts from the driver's position then (a delta from the frame's offset
        // ended 0.02–0.08 pt apart at 60, 144 and 240 fps: harness fuzz --seed 1, case 27863).
        driver.advance(to: now)
        applyDriverOffset(reports: true)
        let delta = revealDelta(for: rect)
        guard abs(delta) > 0.5 else { return rect }
        if animated {
            animateContentOffset(by: delta, duration: Self.keyScrollDuration)
        } else {
            stopMotion()
            setAxisOffset(axisOffset + delta)
        }
        return isVertical ? rect.offsetBy(dx: 0, dy: -delta) : rect.offsetBy(dx: -delta, dy: 0)
    }

    /// The scroll (points along the axis) that shows `rect`, within the ends unless wrapping.
    func revealDelta(for rect: Rect) -> Double {
        let lo = isVertical ? rect.minY : rect.minX
        let hi = isVertical ? rect.maxY : rect.maxX
        let page = pageLength
        let now = axisOffset
        var target = now
        if lo < now || hi - lo > page {
            target = lo
        } else if hi > now + page {
            target = hi - page
        }
        if isPagingEnabled {
            let length = effectiveDetentLength
            var detent = (target / length).rounded(.down)
            if (detent + 1) * length <= lo, hi > detent * length + page { detent += 1 }
            target = detent * length
        }
        if !wrapsContent { target = min(max(target, 0), maximumOffset) }
        return target - now
    }
}
