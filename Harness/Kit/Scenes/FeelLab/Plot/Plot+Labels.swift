import FlywheelCore
import FlywheelUI

/// Where the labels inside the plot area go, so that none overprints another: the axis titles
/// first (the y axis's inside the top-left corner, the x axis's inside the bottom-right one),
/// then each horizontal marker's label, then each point marker's, each at the first free place
/// it may take —
/// - a horizontal marker's label: above its line, else below it; at its alignment's end, else
///   the other end, else the middle; else shortened with "…" into the widest free stretch of
///   the row (at least `minimumLabelWidth`); else not drawn;
/// - a point marker's label: right and below the ring, else left, else above, else a line
///   further off; else not drawn.
///
/// Computed with the ranges (`updateLayout`), so a steady frame measures nothing.
extension Plot {
    /// A label placed inside the plot area.
    struct PlacedLabel {
        var text: String
        var box: Rect
        var color: Color
        /// A point marker's label, drawn above the curves (the others are drawn behind them).
        var isPointLabel: Bool
    }

    /// A shortened marker label narrower than this is left out.
    static let minimumLabelWidth = 40.0

    /// Places the axis titles and the markers' labels in `cache.plotArea` (see the type's notes).
    func placeLabels(measurer: TextMeasuring, cache: inout AxisCache) {
        let area = cache.plotArea
        var placed = cache.labels
        placed.removeAll(keepingCapacity: true)
        func isFree(_ r: Rect) -> Bool {
            r.minX >= area.minX && r.maxX <= area.maxX && r.minY >= area.minY && r.maxY <= area.maxY
                && !placed.contains { $0.box.intersection(r) != nil }
        }
        if !yAxis.title.isEmpty {
            let size = measurer.measureText(yAxis.title, font: font)
            let box = Rect(origin: Point(x: area.minX + 4, y: area.minY + 2), size: size)
            placed.append(PlacedLabel(text: yAxis.title, box: box, color: textColor, isPointLabel: false))
        }
        if !xAxis.title.isEmpty {
            let size = measurer.measureText(xAxis.title, font: font)
            let box = Rect(
                origin: Point(x: area.maxX - size.width - 4, y: area.maxY - size.height - 2), size: size)
            placed.append(PlacedLabel(text: xAxis.title, box: box, color: textColor, isPointLabel: false))
        }
        cache.axisTitleCount = placed.count
        for m in horizontalMarkers where m.y.isFinite {
            guard let label = m.label, !label.isEmpty else { continue }
            let y =
                Self.map(x: cache.xRange.lowerBound, y: m.y, xRange: cache.xRange, yRange: cache.yRange, area: area).y
                .rounded(.down) + 0.5
            let size = measurer.measureText(label, font: font)
            let tops = [y - size.height - 1, y + 2]
            let left = area.minX + 4, right = area.maxX - size.width - 4, middle = area.midX - size.width / 2
            let preferred: Double
            switch m.labelAlignment {
            case .left: preferred = left
            case .natural: preferred = measurer.isRightToLeft(label, font: font) ? right : left
            case .center: preferred = middle
            case .right: preferred = right
            }
            var box: Rect?
            search: for top in tops {
                for x in [preferred, right, left, middle] {
                    let r = Rect(x: x, y: top, width: size.width, height: size.height)
                    if isFree(r) { box = r; break search }
                }
            }
            var text = label
            if box == nil, let (top, gap) = widestGap(tops: tops, height: size.height, area: area, placed: placed) {
                text = measurer.truncatedText(label, font: font, width: gap.upperBound - gap.lowerBound)
                let width = measurer.measureText(text, font: font).width
                let x = preferred == left ? gap.lowerBound : gap.upperBound - width
                let r = Rect(x: x, y: top, width: width, height: size.height)
                if isFree(r) { box = r }
            }
            if let box { placed.append(PlacedLabel(text: text, box: box, color: m.color, isPointLabel: false)) }
        }
        for m in pointMarkers where m.x.isFinite && m.y.isFinite {
            guard let label = m.label, !label.isEmpty else { continue }
            let p = Self.map(x: m.x, y: m.y, xRange: cache.xRange, yRange: cache.yRange, area: area)
            let size = measurer.measureText(label, font: font)
            // Beside the ring, right then left, below then above; then a line further off each
            // way (clear of a marker label on the same line).
            search: for step in 0..<3 {
                let dy = Double(step) * (size.height + 1)
                for (x, y) in [
                    (p.x + 8, p.y + 6 + dy), (p.x - 8 - size.width, p.y + 6 + dy),
                    (p.x + 8, p.y - 6 - size.height - dy), (p.x - 8 - size.width, p.y - 6 - size.height - dy),
                ] {
                    let r = Rect(x: x, y: y, width: size.width, height: size.height)
                    if isFree(r) {
                        placed.append(PlacedLabel(text: label, box: r, color: m.color, isPointLabel: true))
                        break search
                    }
                }
            }
        }
        cache.labels = placed
    }

    /// The widest stretch of a label row (at one of `tops`, `height` tall) that no placed label
    /// meets, at least `minimumLabelWidth` wide: the row's top and the stretch's x range.
    private func widestGap(tops: [Double], height: Double, area: Rect, placed: [PlacedLabel]) -> (
        Double, ClosedRange<Double>
    )? {
        var best: (Double, ClosedRange<Double>)?
        for top in tops where top >= area.minY && top + height <= area.maxY {
            let row = Rect(x: area.minX, y: top, width: area.width, height: height)
            var start = area.minX + 4
            let blockers = placed.compactMap { $0.box.intersection(row) != nil ? $0.box : nil }
                .sorted { $0.minX < $1.minX }
            for edge in blockers.map({ ($0.minX - 4, $0.maxX + 4) }) + [(area.maxX - 4, area.maxX - 4)] {
                let end = edge.0
                if end - start >= Self.minimumLabelWidth,
                    end - start > (best.map { $0.1.upperBound - $0.1.lowerBound } ?? 0)
                {
                    best = (top, start...end)
                }
                start = max(start, edge.1)
            }
        }
        return best
    }
}
