import FlywheelCore

extension RatingControl {
    /// `count·starSize + (count+1)·spacing` by `starSize`, at least `minimumTargetSide` tall
    /// (the stars centred in it): each star's cell is a touch target of 44 × 48 pt.
    var fittingSize: Size {
        let n = Double(starCount)
        return Size(
            width: n * Self.starSize + (n + 1) * Self.spacing, height: max(Self.starSize, Self.minimumTargetSide))
    }

    /// Resizes around the centre after the star count changed.
    func invalidateIntrinsicSize() {
        let c = center
        sizeToFit()
        center = c
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    /// The cell of star `number` (1-based) in the control's coordinates.
    public func starFrame(_ number: Int) -> Rect {
        let slot = isRightToLeft ? starCount - number : number - 1
        let x = Self.spacing + Double(slot) * (Self.starSize + Self.spacing)
        return Rect(
            x: bounds.minX + x, y: bounds.midY - Self.starSize / 2, width: Self.starSize, height: Self.starSize)
    }

    /// The star whose cell contains `point` (control coordinates), or nil in a gap or outside.
    public func star(at point: Point) -> Int? {
        (1...starCount).first { starFrame($0).contains(point) }
    }
}
