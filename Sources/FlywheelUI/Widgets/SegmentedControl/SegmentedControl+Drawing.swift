import FlywheelCore

extension SegmentedControl {
    /// How much smaller than `font` the titles may be drawn so that they all fit their segments.
    static let titleShrinkPoints = 5.0
    /// The smallest size titles shrink to: 9 pt, the smallest the harness treats as readable
    /// (6-pt titles drew about 5 px tall). Titles that would need less take the compact form, shortened with "…" if need
    /// be, rather than shrink to an unreadable size. (A font set smaller than this is drawn as
    /// set, never shrunk.)
    public static let minimumTitleSize = Font.minimumReadableSize
    /// The gap kept between a title and its segment's edges, each side.
    static let titlePadding = 2.0

    /// The titles as drawn: at one size and whether in the compact form.
    struct ShownTitles {
        var titles: [String]
        var font: Font
        var compact: Bool
    }

    /// The titles as drawn in segments `segmentWidth` wide: all at one size, from `font` down
    /// by up to `titleShrinkPoints` (never below `minimumTitleSize`) until every title fits. If
    /// even then one does not, the
    /// compact form (`isCompact`): each title fitted the same way to the room between the
    /// arrows, any still too wide ending in "…" (never clipped mid-letter).
    func shownTitles(segmentWidth: Double, canvas: Canvas) -> ShownTitles {
        let numbers = writesNumbersInLocale ? (host?.numbers ?? .plain) : nil
        let numbersID = numbers.map(ObjectIdentifier.init)
        if let c = shownTitleCache, c.width == segmentWidth, c.titles == titles, c.font == font, c.numbers == numbersID
        {
            return c.shown
        }
        let titles = numbers.map { n in self.titles.map { n.localizingNumbers(in: $0) } } ?? self.titles
        /// The largest size, down to `titleShrinkPoints` smaller, at which every title fits
        /// `room`, and whether they do there.
        func size(for room: Double) -> (font: Font, fits: Bool) {
            var f = font
            func allFit() -> Bool { titles.allSatisfy { canvas.measureText($0, font: f).width <= room } }
            let smallest = min(font.size, max(Self.minimumTitleSize, font.size - Self.titleShrinkPoints))
            while f.size > max(1, smallest), !allFit() { f.size = max(smallest, f.size - 1) }
            return (f, allFit())
        }
        var room = max(0, segmentWidth - 2 * Self.titlePadding)
        var (f, fits) = size(for: room)
        let compact = !fits && titles.count > 1
        if compact {
            room = max(0, compactTitleFrame.width - 2 * Self.titlePadding)
            f = size(for: room).font
        }
        let shown = ShownTitles(
            titles: titles.map { canvas.truncatedText($0, font: f, width: room) }, font: f, compact: compact)
        shownTitleCache = (segmentWidth, self.titles, font, numbersID, shown)
        return shown
    }

    func drawSegments(in canvas: Canvas) {
        let shown = shownTitles(segmentWidth: titles.isEmpty ? 0 : segmentFrame(0).width, canvas: canvas)
        isCompact = shown.compact
        let tint = tintColor.multiplyingAlpha(enabledAlpha)
        canvas.fillRoundedRect(bounds, radius: 6, color: .white)
        if shown.compact {
            drawCompact(shown, tint: tint, in: canvas)
            canvas.strokeRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 6, color: tint, width: 1)
            return
        }
        for i in titles.indices {
            let f = segmentFrame(i)
            if i == selectedIndex {
                canvas.fillRect(f, color: tint)
            } else if i == pressedIndex {
                canvas.fillRect(f, color: tint.multiplyingAlpha(Self.pressedAlpha))
            }
            // Hairlines sit on half points so they cover one pixel row, not two at half strength;
            // each between a segment and the one before it, on its leading edge.
            if i > 0 {
                let x = (isLayoutRightToLeft ? f.maxX : f.minX).rounded() + 0.5
                canvas.drawLine(from: Point(x: x, y: f.minY), to: Point(x: x, y: f.maxY), color: tint, width: 1)
            }
            let textColor = (i == selectedIndex ? Color.white : tint)
                .multiplyingAlpha(isEnabled(segment: i) ? 1 : Control.disabledAlpha)
            canvas.drawText(shown.titles[i], in: f, font: shown.font, color: textColor)
        }
        canvas.strokeRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 6, color: tint, width: 1)
    }

    /// "‹ title ›": the selected title filled with the tint between the two arrows. Right to
    /// left the arrows swap meaning, and each still points the way it steps: "›" (previous)
    /// at the right, "‹" (next) at the left.
    private func drawCompact(_ shown: ShownTitles, tint: Color, in canvas: Canvas) {
        let title = compactTitleFrame
        let (back, forward) = isLayoutRightToLeft ? ("\u{203A}", "\u{2039}") : ("\u{2039}", "\u{203A}")
        for (step, frame, arrow) in [(-1, compactPreviousFrame, back), (1, compactNextFrame, forward)] {
            if pressedStep == step { canvas.fillRect(frame, color: tint.multiplyingAlpha(Self.pressedAlpha)) }
            canvas.beginVerbatimText()
            canvas.drawText(arrow, in: frame, font: .boldSystem(size: font.size + 2), color: tint)
            canvas.endVerbatimText()
        }
        for x in [title.minX, title.maxX] {
            let hairline = x.rounded() + 0.5
            canvas.drawLine(
                from: Point(x: hairline, y: title.minY), to: Point(x: hairline, y: title.maxY), color: tint, width: 1)
        }
        guard titles.indices.contains(selectedIndex) else { return }
        canvas.fillRect(title, color: tint)
        let color = Color.white.multiplyingAlpha(isEnabled(segment: selectedIndex) ? 1 : Control.disabledAlpha)
        canvas.drawText(shown.titles[selectedIndex], in: title, font: shown.font, color: color)
    }
}
