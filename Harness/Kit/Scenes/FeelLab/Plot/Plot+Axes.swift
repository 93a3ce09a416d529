import FlywheelCore
import FlywheelUI
import Foundation

/// Ranges, ticks, number labels and the plot's layout (plot area, legend), cached until the
/// data, the axes, the series or the size change.
///
/// Tick steps are 1, 2 or 5 × 10^k, chosen for about `targetTickCount` intervals; automatic
/// ranges are padded a little and rounded out to whole steps, so the outermost ticks sit on the
/// frame. Labels print as many decimals as the step needs and no trailing zeros ("0", "0.5", "1").
extension Plot {
    /// What the last layout pass computed.
    struct AxisCache {
        var isValid = false
        var bounds = Rect.zero
        var xRange: ClosedRange<Double> = 0...1
        var yRange: ClosedRange<Double> = 0...1
        var xTicks: [Double] = []
        var yTicks: [Double] = []
        var xLabels: [String] = []
        var yLabels: [String] = []
        /// Where the data is drawn, in the plot's coordinates.
        var plotArea = Rect.zero
        var headerHeight = 0.0
        var labelHeight = 0.0
        /// The labels inside the plot area, placed so none overprints another (`placeLabels`):
        /// the axis titles first (`axisTitleCount` of them), then the markers'.
        var labels: [PlacedLabel] = []
        var axisTitleCount = 0
    }

    /// The legend's entries, placed in the header.
    struct LegendCache {
        var isValid = false
        var bounds = Rect.zero
        var headerHeight = 0.0
        /// Index into `series`, the swatch's rectangle and the name's origin.
        var entries: [(series: Int, swatch: Rect, textOrigin: Point)] = []
    }

    /// The ranges in force (as of the last draw, or computed now).
    public var resolvedXRange: ClosedRange<Double> { resolvedRanges().x }
    public var resolvedYRange: ClosedRange<Double> { resolvedRanges().y }

    /// The plot area in the plot's coordinates (as of the last draw).
    public var plotArea: Rect { axisCache.plotArea }

    /// Where the data point `(x, y)` is drawn, in the plot's coordinates (as of the last draw).
    public func location(x: Double, y: Double) -> Point {
        Self.map(x: x, y: y, xRange: axisCache.xRange, yRange: axisCache.yRange, area: axisCache.plotArea)
    }

    static func map(x: Double, y: Double, xRange: ClosedRange<Double>, yRange: ClosedRange<Double>, area: Rect) -> Point
    {
        let fx = (x - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound)
        let fy = (y - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound)
        return Point(x: area.minX + fx * area.width, y: area.maxY - fy * area.height)
    }

    // MARK: Ranges

    private func resolvedRanges() -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        if axisCache.isValid { return (axisCache.xRange, axisCache.yRange) }
        let (xData, yData) = dataBounds()
        return (Self.resolve(xAxis, data: xData).range, Self.resolve(yAxis, data: yData).range)
    }

    /// The span of every shown series and marker, per axis.
    func dataBounds() -> (x: ClosedRange<Double>?, y: ClosedRange<Double>?) {
        var x: ClosedRange<Double>?
        var y: ClosedRange<Double>?
        func include(_ value: Double, in r: inout ClosedRange<Double>?) {
            guard value.isFinite else { return }
            r = r.map { min($0.lowerBound, value)...max($0.upperBound, value) } ?? value...value
        }
        for s in series where !s.isHidden {
            if let b = s.xBounds { include(b.lowerBound, in: &x); include(b.upperBound, in: &x) }
            if let b = s.yBounds { include(b.lowerBound, in: &y); include(b.upperBound, in: &y) }
        }
        for m in verticalMarkers { include(m.x, in: &x) }
        for m in horizontalMarkers { include(m.y, in: &y) }
        for m in pointMarkers { include(m.x, in: &x); include(m.y, in: &y) }
        return (x, y)
    }

    /// The range and tick step of an axis for data spanning `data`.
    static func resolve(_ axis: Axis, data: ClosedRange<Double>?) -> (range: ClosedRange<Double>, step: Double) {
        let target = Double(max(1, axis.targetTickCount))
        switch axis.range {
        case .fixed(let r):
            var lo = r.lowerBound, hi = r.upperBound
            if !(lo.isFinite && hi.isFinite) { lo = 0; hi = 1 }
            if hi - lo <= 0 { lo -= 0.5; hi += 0.5 }
            return (lo...hi, niceStep((hi - lo) / target))
        case .automatic:
            var lo = data?.lowerBound ?? 0, hi = data?.upperBound ?? 1
            if let v = axis.includes, v.isFinite { lo = min(lo, v); hi = max(hi, v) }
            if hi - lo <= 0 {
                let half = max(abs(lo) * 0.1, 0.5)
                lo -= half
                hi += half
            }
            let step = bestStep(for: lo...hi, target: target)
            var low = (lo / step).rounded(.down) * step, high = (hi / step).rounded(.up) * step
            // Data exactly on the frame would hide in it; zero and `includes` are natural edges.
            if data != nil, high == hi, hi != 0, hi != axis.includes { high += step }
            if data != nil, low == lo, lo != 0, lo != axis.includes { low -= step }
            return (low...high, step)
        }
    }

    /// The nice step (see `niceStep`) whose rounded-out range has the number of intervals
    /// closest to `target` (ties: the larger step).
    static func bestStep(for span: ClosedRange<Double>, target: Double) -> Double {
        let middle = niceStep((span.upperBound - span.lowerBound) / target)
        var best = middle, bestError = Double.infinity
        for step in [niceStep(middle / 2.5 * 0.999), middle, niceStep(middle * 1.001)] {
            let intervals = ((span.upperBound / step).rounded(.up) - (span.lowerBound / step).rounded(.down))
            let error = abs(intervals - target)
            if error < bestError || (error == bestError && step > best) { best = step; bestError = error }
        }
        return best
    }

    /// 1, 2 or 5 × 10^k nearest above `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return 1 }
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let normalized = raw / magnitude
        let factor: Double = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10
        return factor * magnitude
    }

    /// Multiples of `step` inside `range` (at most 64), written into `ticks` (storage reused).
    static func ticks(in range: ClosedRange<Double>, step: Double, into ticks: inout [Double]) {
        ticks.removeAll(keepingCapacity: true)
        guard step > 0, range.upperBound > range.lowerBound else { return }
        let tolerance = step * 1e-9
        var k = ((range.lowerBound - tolerance) / step).rounded(.up)
        while ticks.count < 64 {
            let v = k * step
            if v > range.upperBound + tolerance { break }
            ticks.append(abs(v) < tolerance ? 0 : v)
            k += 1
        }
    }

    /// Decimals needed to tell ticks `step` apart.
    static func decimals(forStep step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 0 }
        return min(9, max(0, Int((-log10(step) + 1e-9).rounded(.up))))
    }

    // MARK: Layout

    /// Recomputes ranges, ticks, labels, the plot area and the legend when anything they depend
    /// on changed. Called at the start of every draw; does nothing (and allocates nothing) when
    /// the caches are valid.
    func updateLayout(measurer: TextMeasuring) {
        if !legendCache.isValid || legendCache.bounds != bounds { layoutLegend(measurer: measurer) }
        guard !axisCache.isValid || axisCache.bounds != bounds else { return }
        var cache = axisCache
        cache.bounds = bounds
        let (xData, yData) = dataBounds()
        let (xRange, xStep) = Self.resolve(xAxis, data: xData)
        let (yRange, yStep) = Self.resolve(yAxis, data: yData)
        cache.xRange = xRange
        cache.yRange = yRange
        Self.ticks(in: xRange, step: xStep, into: &cache.xTicks)
        Self.ticks(in: yRange, step: yStep, into: &cache.yTicks)
        let xDecimals = Self.decimals(forStep: xStep), yDecimals = Self.decimals(forStep: yStep)
        cache.xLabels.removeAll(keepingCapacity: true)
        cache.yLabels.removeAll(keepingCapacity: true)
        let numbers = host?.numbers ?? .plain  // the player's locale: "0,5", "٠٫٥"
        for t in cache.xTicks { cache.xLabels.append(numbers.rounded(t, decimals: xDecimals)) }
        for t in cache.yTicks { cache.yLabels.append(numbers.rounded(t, decimals: yDecimals)) }

        cache.labelHeight = measurer.measureText("0", font: font).height
        cache.headerHeight = legendCache.headerHeight
        let yLabelWidth = cache.yLabels.map { measurer.measureText($0, font: font).width }.max() ?? 0
        let lastXLabelHalf = (cache.xLabels.last.map { measurer.measureText($0, font: font).width } ?? 0) / 2
        let left = bounds.minX + yLabelWidth + 6
        // The top tick's label is centred on the area's top edge: half of it clears the header.
        let top = bounds.minY + cache.headerHeight + (cache.headerHeight > 0 ? 1 : 0) + cache.labelHeight / 2
        let right = bounds.maxX - max(4, lastXLabelHalf)
        let bottom = bounds.maxY - cache.labelHeight - 3
        cache.plotArea = Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
        placeLabels(measurer: measurer, cache: &cache)
        cache.isValid = true
        axisCache = cache
    }

    /// The header: the title at the left, the legend's entries flowing from the right, in as
    /// many rows as they need.
    private func layoutLegend(measurer: TextMeasuring) {
        var cache = legendCache
        cache.bounds = bounds
        cache.entries.removeAll(keepingCapacity: true)
        let titleSize = title.isEmpty ? Size(width: 0, height: 0) : measurer.measureText(title, font: titleFont)
        let rowHeight = max(titleSize.height, measurer.measureText("Ag", font: font).height)
        let swatchWidth = 14.0, gap = 12.0
        var rows: [[(series: Int, width: Double, textWidth: Double)]] = [[]]
        var rowWidth = 0.0
        if showsLegend {
            for (i, s) in series.enumerated() where !s.isHidden && s.showsInLegend && !s.name.isEmpty {
                let textWidth = measurer.measureText(s.name, font: font).width
                let width = swatchWidth + 4 + textWidth
                let available = bounds.width - (rows.count == 1 ? titleSize.width + gap : 0)
                if !rows[rows.count - 1].isEmpty, rowWidth + gap + width > available {
                    rows.append([])
                    rowWidth = 0
                }
                rowWidth += (rows[rows.count - 1].isEmpty ? 0 : gap) + width
                rows[rows.count - 1].append((i, width, textWidth))
            }
        }
        for (r, row) in rows.enumerated() {
            var x = bounds.maxX - (row.reduce(0) { $0 + $1.width } + gap * Double(max(0, row.count - 1)))
            let y = bounds.minY + Double(r) * rowHeight
            for entry in row {
                cache.entries.append(
                    (
                        entry.series, Rect(x: x, y: y + rowHeight / 2 - 1.5, width: swatchWidth, height: 3),
                        Point(x: x + swatchWidth + 4, y: y)
                    ))
                x += entry.width + gap
            }
        }
        let legendRows = rows[rows.count - 1].isEmpty ? rows.count - 1 : rows.count
        cache.headerHeight = title.isEmpty && legendRows == 0 ? 0 : rowHeight * Double(max(1, legendRows))
        cache.isValid = true
        legendCache = cache
        axisCache.isValid = false
    }
}
