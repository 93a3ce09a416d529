import FlywheelCore

extension SegmentedControl {
    /// Equal segments as wide as the widest title plus 20 points, 30 points high.
    var fittingSize: Size {
        let m = host?.textMeasurer ?? EstimatingTextMeasurer()
        let widest = titles.map { m.measureText($0, font: font).width }.max() ?? 0
        return Size(width: Double(max(1, titles.count)) * (widest + 20), height: 30)
    }

    /// The rectangle of segment `i` in the control's coordinates: segment 0 at the leading end
    /// (the right when `effectiveLayoutDirection` is right to left).
    public func segmentFrame(_ i: Int) -> Rect {
        let w = bounds.width / Double(max(1, titles.count))
        return Rect(x: leadingX(Double(i) * w, width: w, in: bounds), y: bounds.minY, width: w, height: bounds.height)
    }

    /// The segment containing `point` (control coordinates); in the compact form, the selected
    /// one for a point on its title and nil on the arrows.
    public func segment(at point: Point) -> Int? {
        if isCompact {
            return compactTitleFrame.contains(point) && titles.indices.contains(selectedIndex) ? selectedIndex : nil
        }
        return titles.indices.first { segmentFrame($0).contains(point) }
    }

    /// The compact form's arrows, each as wide as the control is high (up to 28 pt), and the
    /// title between them: "previous" on the leading side, "next" on the trailing side.
    var compactArrowWidth: Double { min(bounds.height, 28, bounds.width / 3) }
    var compactPreviousFrame: Rect {
        Rect(
            x: leadingX(0, width: compactArrowWidth, in: bounds), y: bounds.minY, width: compactArrowWidth,
            height: bounds.height)
    }
    var compactNextFrame: Rect {
        Rect(
            x: leadingX(bounds.width - compactArrowWidth, width: compactArrowWidth, in: bounds), y: bounds.minY,
            width: compactArrowWidth, height: bounds.height)
    }
    var compactTitleFrame: Rect {
        Rect(
            x: bounds.minX + compactArrowWidth, y: bounds.minY, width: max(0, bounds.width - 2 * compactArrowWidth),
            height: bounds.height)
    }

    /// The compact form's step at `point`: -1 on the previous arrow ("‹", "›" right to left),
    /// +1 on the next one or the title, 0 outside.
    func compactStep(at point: Point) -> Int {
        if compactPreviousFrame.contains(point) { return -1 }
        if compactNextFrame.contains(point) || compactTitleFrame.contains(point) { return 1 }
        return 0
    }
}

extension SegmentedControl: TextPartNaming {
    /// "segment 2" for a point in the second segment (counted from 1, as read): where a text
    /// problem is (`TextCheck`). A tab bar says "tab 2".
    public func textPartName(at point: Point) -> String? {
        guard let i = segment(at: point) else { return nil }
        return "\(self is TabBar ? "tab" : "segment") \(i + 1)"
    }
}
