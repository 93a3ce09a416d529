import FlywheelCore
import FlywheelUI

/// Drawing, back to front: plot background, grid, vertical markers, horizontal markers, the
/// series (clipped to the plot area), point markers, the frame, tick labels, axis titles, the
/// title and the legend.
///
/// A series is one `strokePolyline` per unbroken run of finite points, built in `lineBuffer`
/// (reused, never shrunk). Points closer than half a point to the last one kept are skipped, so
/// a 240 fps curve over a 300-point-wide plot costs about as much as a 60 fps one.
extension Plot {
    /// Points this close (in both directions) to the last one kept are dropped.
    static let decimationDistance = 0.5

    /// Everything, back to front (`draw(_:)` calls it).
    func drawPlot(in canvas: Canvas) {
        updateLayout(measurer: canvas)
        let area = axisCache.plotArea
        guard area.width >= 2, area.height >= 2 else { return }
        if let background = plotBackgroundColor { canvas.fillRect(area, color: background) }
        drawGrid(canvas, area: area)
        canvas.pushClip(area)
        drawVerticalMarkers(canvas, area: area)
        drawHorizontalMarkers(canvas, area: area)
        for s in series where !s.isHidden { drawSeries(s, canvas, area: area) }
        drawPointMarkers(canvas, area: area)
        canvas.popClip()
        canvas.strokeRect(area.insetBy(dx: -0.5, dy: -0.5), color: axisColor, width: 1)
        drawTickLabels(canvas, area: area)
        drawAxisTitles(canvas, area: area)
        drawHeader(canvas)
    }

    /// A hairline coordinate: on a half point, so a 1-point line covers one pixel row.
    private func hairline(_ v: Double) -> Double { v.rounded(.down) + 0.5 }

    private func point(_ x: Double, _ y: Double, _ area: Rect) -> Point {
        let p = Self.map(x: x, y: y, xRange: axisCache.xRange, yRange: axisCache.yRange, area: area)
        // Far-off points are pulled in (the clip hides them) so backends never see huge numbers.
        let mx = 10 * area.width, my = 10 * area.height
        return Point(x: min(max(p.x, area.minX - mx), area.maxX + mx), y: min(max(p.y, area.minY - my), area.maxY + my))
    }

    private func drawGrid(_ canvas: Canvas, area: Rect) {
        for t in axisCache.xTicks {
            let x = hairline(point(t, axisCache.yRange.lowerBound, area).x)
            canvas.drawLine(from: Point(x: x, y: area.minY), to: Point(x: x, y: area.maxY), color: gridColor, width: 1)
        }
        for t in axisCache.yTicks {
            let y = hairline(point(axisCache.xRange.lowerBound, t, area).y)
            canvas.drawLine(from: Point(x: area.minX, y: y), to: Point(x: area.maxX, y: y), color: gridColor, width: 1)
        }
    }

    private func isRevealed(_ x: Double) -> Bool {
        guard let limit = revealLimit else { return true }
        return x <= limit
    }

    private func drawVerticalMarkers(_ canvas: Canvas, area: Rect) {
        for m in verticalMarkers where m.x.isFinite && isRevealed(m.x) {
            let x = hairline(point(m.x, axisCache.yRange.lowerBound, area).x)
            canvas.drawLine(from: Point(x: x, y: area.minY), to: Point(x: x, y: area.maxY), color: m.color, width: 1)
        }
    }

    /// Dashed lines (6 on, 4 off) with the label above them (at the right end unless aligned otherwise).
    private func drawHorizontalMarkers(_ canvas: Canvas, area: Rect) {
        for m in horizontalMarkers where m.y.isFinite {
            let y = hairline(point(axisCache.xRange.lowerBound, m.y, area).y)
            var x = area.minX
            while x < area.maxX {
                canvas.drawLine(
                    from: Point(x: x, y: y), to: Point(x: min(x + 6, area.maxX), y: y), color: m.color, width: 1)
                x += 10
            }
        }
        for label in axisCache.labels.dropFirst(axisCache.axisTitleCount) where !label.isPointLabel {
            canvas.drawText(label.text, at: label.box.origin, font: font, color: label.color)
        }
    }

    private func drawPointMarkers(_ canvas: Canvas, area: Rect) {
        for m in pointMarkers where m.x.isFinite && m.y.isFinite {
            let p = point(m.x, m.y, area)
            canvas.fillCircle(center: p, radius: 4.5, color: plotBackgroundColor ?? .white)
            canvas.strokeCircle(center: p, radius: 4.5, color: m.color, width: 2)
        }
        for label in axisCache.labels where label.isPointLabel {
            canvas.drawText(label.text, at: label.box.origin, font: font, color: label.color)
        }
    }

    // MARK: Series

    private func drawSeries(_ s: Series, _ canvas: Canvas, area: Rect) {
        lineBuffer.removeAll(keepingCapacity: true)
        var previousY = Double.nan
        for i in 0..<s.count {
            let x = s.xs[i], y = s.ys[i]
            if !isRevealed(x) { break }
            guard x.isFinite, y.isFinite else {
                flushLine(s, canvas)
                previousY = .nan
                continue
            }
            let p = point(x, y, area)
            if s.style == .steps, previousY.isFinite { keep(Point(x: p.x, y: previousY)) }
            keep(p, force: i == s.count - 1)
            previousY = p.y
        }
        flushLine(s, canvas)
        if s.pointRadius > 0 { drawDots(s, canvas, area: area) }
    }

    /// Appends `p` to the line unless it is within the decimation distance of the last point kept.
    private func keep(_ p: Point, force: Bool = false) {
        if !force, let last = lineBuffer.last,
            abs(p.x - last.x) < Self.decimationDistance, abs(p.y - last.y) < Self.decimationDistance
        {
            return
        }
        lineBuffer.append(p)
    }

    private func flushLine(_ s: Series, _ canvas: Canvas) {
        if lineBuffer.count >= 2 {
            canvas.strokePolyline(lineBuffer, color: s.color, width: s.lineWidth, closed: false)
        }
        lineBuffer.removeAll(keepingCapacity: true)
    }

    /// A dot at each point, skipping dots that would overlap the previous one.
    private func drawDots(_ s: Series, _ canvas: Canvas, area: Rect) {
        var last = Point(x: -Double.infinity, y: 0)
        for i in 0..<s.count {
            let x = s.xs[i], y = s.ys[i]
            if !isRevealed(x) { break }
            guard x.isFinite, y.isFinite else { continue }
            let p = point(x, y, area)
            guard area.insetBy(dx: -s.pointRadius, dy: -s.pointRadius).contains(p),
                p.distance(to: last) >= 1.5 * s.pointRadius
            else { continue }
            canvas.fillCircle(center: p, radius: s.pointRadius, color: s.color)
            last = p
        }
    }

    // MARK: Labels

    private func drawTickLabels(_ canvas: Canvas, area: Rect) {
        let h = axisCache.labelHeight
        // A label that would touch the one before it (ticks crowded in a small plot) is left out.
        var lastRight = -Double.infinity
        for (t, label) in zip(axisCache.xTicks, axisCache.xLabels) {
            let x = point(t, axisCache.yRange.lowerBound, area).x
            let w = canvas.measureText(label, font: font).width
            guard x - w / 2 >= lastRight + 3 else { continue }
            canvas.drawText(label, at: Point(x: x - w / 2, y: area.maxY + 3), font: font, color: textColor)
            lastRight = x + w / 2
        }
        var lastTop = Double.infinity
        for (t, label) in zip(axisCache.yTicks, axisCache.yLabels) {
            let y = point(axisCache.xRange.lowerBound, t, area).y
            let w = canvas.measureText(label, font: font).width
            guard y + h / 2 <= lastTop - 1 else { continue }
            canvas.drawText(label, at: Point(x: area.minX - 5 - w, y: y - h / 2), font: font, color: textColor)
            lastTop = y - h / 2
        }
    }

    /// The y axis's title inside the top-left corner, the x axis's inside the bottom-right one
    /// (placed by `placeLabels`), on a backing that hides the curves under them.
    private func drawAxisTitles(_ canvas: Canvas, area: Rect) {
        let backing = (plotBackgroundColor ?? .white).withAlpha(0.85)
        for label in axisCache.labels.prefix(axisCache.axisTitleCount) {
            canvas.fillRect(label.box, color: backing)
            canvas.drawText(label.text, at: label.box.origin, font: font, color: textColor)
        }
    }

    private func drawHeader(_ canvas: Canvas) {
        if !title.isEmpty {
            canvas.drawText(title, at: Point(x: bounds.minX, y: bounds.minY), font: titleFont, color: textColor)
        }
        for entry in legendCache.entries where series.indices.contains(entry.series) {
            let s = series[entry.series]
            canvas.fillRect(entry.swatch, color: s.color)
            canvas.drawText(s.name, at: entry.textOrigin, font: font, color: textColor)
        }
    }
}
