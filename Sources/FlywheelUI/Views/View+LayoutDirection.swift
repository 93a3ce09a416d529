import FlywheelCore

extension View {
    /// The direction this view lays out in: its own `layoutDirection` when forced, else its
    /// superview's, else its host's `ViewHost.layoutDirection` (left to right without a host).
    ///
    /// ```swift
    /// let row = View(frame: Rect(x: 0, y: 0, width: 200, height: 40))
    /// row.layoutDirection = .forceRightToLeft
    /// let star = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    /// row.addSubview(star)
    /// star.effectiveLayoutDirection == .rightToLeft   // inherited from the row
    /// ```
    public var effectiveLayoutDirection: LayoutDirection {
        var v: View? = self
        while let cur = v {
            switch cur.layoutDirection {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .inherited: v = cur.superview
            }
        }
        return host?.layoutDirection ?? .leftToRight
    }

    /// True when `effectiveLayoutDirection` is right to left: the leading side is the right.
    public var isLayoutRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }

    /// The x of a box `width` wide placed `offset` points in from the leading side of `area`:
    /// `area.minX + offset` left to right, `area.maxX - offset - width` right to left.
    public func leadingX(_ offset: Double, width: Double, in area: Rect) -> Double {
        isLayoutRightToLeft ? area.maxX - offset - width : area.minX + offset
    }

    /// `rect` mirrored across the vertical centre line of `area` when the layout is right to
    /// left, unchanged otherwise: lay a row out left to right, then pass each box through this.
    public func mirroredIfRightToLeft(_ rect: Rect, in area: Rect) -> Rect {
        guard isLayoutRightToLeft else { return rect }
        return Rect(x: area.minX + area.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Right to left, mirrors each subview's frame across the bounds (a frame left where the last
    /// call mirrored it counts as the frame it had before, so calling it again changes nothing);
    /// left to right, frames it moved go back. Runs after `layoutSubviews()` with
    /// `mirrorsSubviewsRightToLeft`; a view that lays out another's subviews calls it on that one.
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///     caption.frame = Rect(x: 8, y: 8, width: 100, height: 20)   // inside `content`
    ///     content.mirrorSubviewFrames()                              // at the right, right to left
    /// }
    /// ```
    public func mirrorSubviewFrames() {
        let rightToLeft = isLayoutRightToLeft
        for s in subviews {
            var laidOut = s.frame
            if let m = s.mirroredLayout, m.mirrored == s.frame { laidOut = m.laidOut }
            if rightToLeft {
                let mirrored = Rect(
                    x: bounds.minX + bounds.maxX - laidOut.maxX, y: laidOut.minY, width: laidOut.width,
                    height: laidOut.height)
                if s.frame != mirrored { s.frame = mirrored }
                s.mirroredLayout = (laidOut, mirrored)
            } else if s.mirroredLayout != nil {
                if s.frame != laidOut { s.frame = laidOut }
                s.mirroredLayout = nil
            }
        }
    }

    /// Tells this view and every view inside it that inherits its direction that the direction
    /// may have changed: each lays out and draws again (`layoutDirectionDidChange()`).
    func propagateLayoutDirectionChange() {
        layoutDirectionDidChange()
        for s in subviews where s.layoutDirection == .inherited { s.propagateLayoutDirectionChange() }
    }
}
