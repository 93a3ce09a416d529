import FlywheelCore

extension SegmentedControl {
    /// How much smaller than `font` the titles may be drawn so that they all fit their segments.
    static let titleShrinkPoints = 5.0
    /// The gap kept between a title and its segment's edges, each side.
    static let titlePadding = 2.0

    /// The titles as drawn in segments `segmentWidth` wide: all at one size, from `font` down
    /// by up to `titleShrinkPoints` until every title fits; any still too wide ends in "…"
    /// (never clipped mid-letter by the segment's edge).
    func shownTitles(segmentWidth: Double, canvas: Canvas) -> (titles: [String], font: Font) {
        if let c = shownTitleCache, c.width == segmentWidth, c.titles == titles, c.font == font {
            return (c.shown, c.shownFont)
        }
        let room = max(0, segmentWidth - 2 * Self.titlePadding)
        var f = font
        func allFit() -> Bool { titles.allSatisfy { canvas.measureText($0, font: f).width <= room } }
        while f.size > max(1, font.size - Self.titleShrinkPoints), !allFit() { f.size -= 1 }
        let shown = titles.map { canvas.truncatedText($0, font: f, width: room) }
        shownTitleCache = (segmentWidth, titles, font, shown, f)
        return (shown, f)
    }

    func drawSegments(in canvas: Canvas) {
        let shown = shownTitles(segmentWidth: titles.isEmpty ? 0 : segmentFrame(0).width, canvas: canvas)
        let tint = tintColor.multiplyingAlpha(enabledAlpha)
        canvas.fillRoundedRect(bounds, radius: 6, color: .white)
        for i in titles.indices {
            let f = segmentFrame(i)
            if i == selectedIndex {
                canvas.fillRect(f, color: tint)
            } else if i == pressedIndex {
                canvas.fillRect(f, color: tint.multiplyingAlpha(Self.pressedAlpha))
            }
            // Hairlines sit on half points so they cover one pixel row, not two at half strength.
            if i > 0 {
                let x = f.minX.rounded() + 0.5
                canvas.drawLine(from: Point(x: x, y: f.minY), to: Point(x: x, y: f.maxY), color: tint, width: 1)
            }
            let textColor = (i == selectedIndex ? Color.white : tint)
                .multiplyingAlpha(isEnabled(segment: i) ? 1 : Control.disabledAlpha)
            canvas.drawText(shown.titles[i], in: f, font: shown.font, color: textColor)
        }
        canvas.strokeRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 6, color: tint, width: 1)
    }
}
