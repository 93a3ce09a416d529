import FlywheelCore

extension SegmentedControl {
    /// Equal segments as wide as the widest title plus 20 points, 30 points high.
    var fittingSize: Size {
        let m = host?.textMeasurer ?? EstimatingTextMeasurer()
        let widest = titles.map { m.measureText($0, font: font).width }.max() ?? 0
        return Size(width: Double(max(1, titles.count)) * (widest + 20), height: 30)
    }

    /// The rectangle of segment `i` in the control's coordinates.
    public func segmentFrame(_ i: Int) -> Rect {
        let w = bounds.width / Double(max(1, titles.count))
        return Rect(x: bounds.minX + Double(i) * w, y: bounds.minY, width: w, height: bounds.height)
    }

    /// The segment containing `point` (control coordinates).
    public func segment(at point: Point) -> Int? {
        titles.indices.first { segmentFrame($0).contains(point) }
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
