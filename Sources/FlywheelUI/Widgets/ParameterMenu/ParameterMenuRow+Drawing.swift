import FlywheelCore

/// Drawing a row: wings, background and border, title, value, bar. Texts are measured once per
/// change with the canvas that draws, so a frame measures nothing and builds no strings.
extension ParameterMenuRow {
    /// The title's area `(4, 0, 102, 50)` and the value's `(104, 0, 92, 50)`.
    static let titleRect = Rect(x: 4, y: 0, width: 102, height: 50)
    static let valueRect = Rect(x: 104, y: 0, width: 92, height: 50)
    /// The bar along the bottom, inset 5 pt at each end.
    static let barRect = Rect(x: 5, y: 44, width: 190, height: 2)
    /// The left wing `(−600, 0, 595, 50)` and the right one `(205, 0, 600, 50)`.
    static let leftWingRect = Rect(x: -600, y: 0, width: 595, height: 50)
    static let rightWingRect = Rect(x: 205, y: 0, width: 600, height: 50)
    /// The most characters of a title or value that are laid out.
    static let longestLaidOut = 120

    /// `rect` as laid out: as given left to right; mirrored across the row right to left
    /// (`effectiveLayoutDirection`), so the title is on the right, the value on the left, the
    /// bar fills from the right and the next values wait in the left wing.
    func laidOut(_ rect: Rect) -> Rect { mirroredIfRightToLeft(rect, in: bounds) }

    func drawRow(in canvas: Canvas) {
        if wingDriver != nil { drawWings(in: canvas) }
        let background = Rect(x: 0, y: 0.5, width: bounds.width, height: bounds.height - 1)
        canvas.fillRoundedRect(background, radius: 4, color: isSelectedRow ? Self.selectedFill : Self.unselectedFill)
        canvas.strokeRoundedRect(background.insetBy(dx: 0.5, dy: 0.5), radius: 4, color: Self.border, width: 1)
        let ink = isSelectedRow ? Color.white : Color.blue
        let layout = measuredLayout(with: canvas)
        drawTitle(layout, ink: ink, in: canvas)
        drawValue(layout, ink: ink, in: canvas)
        if let p = parameter, !p.isDiscrete {
            canvas.fillRoundedRect(Self.barRect, radius: 1, color: ink.withAlpha(0.25))
            let filled = Self.barRect.width * progress
            if filled > 0 {
                canvas.fillRoundedRect(
                    laidOut(
                        Rect(
                            x: Self.barRect.minX, y: Self.barRect.minY, width: filled,
                            height: Self.barRect.height)), radius: 1, color: ink)
            }
        }
    }

    private func drawTitle(_ layout: RowTextLayout, ink: Color, in canvas: Canvas) {
        guard !layout.titleLines.isEmpty else { return }
        let area = laidOut(Self.titleRect)
        let rightToLeft = isLayoutRightToLeft
        canvas.pushClip(area)
        var y = area.midY - layout.titleLineHeight * Double(layout.titleLines.count) / 2
        for line in layout.titleLines {
            // Right to left, each line is aligned to the leading (right) edge.
            let x = rightToLeft ? area.maxX - canvas.measureText(line, font: layout.titleFont).width : area.minX
            canvas.drawText(line, at: Point(x: x, y: y), font: layout.titleFont, color: ink)
            y += layout.titleLineHeight
        }
        canvas.popClip()
    }

    /// Aligned to the trailing edge (the right; the left right to left); a text too wide even at
    /// the smallest size starts at the leading edge (its beginning stays readable) and is clipped.
    private func drawValue(_ layout: RowTextLayout, ink: Color, in canvas: Canvas) {
        guard !layout.value.isEmpty else { return }
        let area = laidOut(Self.valueRect)
        let tooWide = layout.valueSize.width > area.width
        let x =
            isLayoutRightToLeft
            ? (tooWide ? area.maxX - layout.valueSize.width : area.minX)
            : (tooWide ? area.minX : area.maxX - layout.valueSize.width)
        canvas.pushClip(area)
        canvas.drawText(
            layout.value, at: Point(x: x, y: area.midY - layout.valueSize.height / 2),
            font: layout.valueFont, color: ink)
        canvas.popClip()
    }

    // MARK: Wings

    private func drawWings(in canvas: Canvas) {
        guard let driver = wingDriver, !wingValues.isEmpty else { return }
        measureWingTexts(with: canvas)
        let s = driver.position
        let pitch = Self.wingPitch
        let count = wingValues.count
        // Right wing: the strip starts at −(s + 1) · 100, so item s + 1 sits at its left edge.
        let right = Self.rightWingRect
        canvas.pushClip(laidOut(right))
        let firstRight = max(0, Int(saturating: s.rounded(.down)))
        if firstRight < count {
            for k in firstRight..<min(count, firstRight + 8) {
                let x = right.minX - (s + 1) * pitch + Double(k) * pitch
                if x + pitch > right.minX, x < right.maxX { drawWingItem(k, atX: x, in: canvas) }
            }
        }
        canvas.popClip()
        // Left wing: the strip starts at 595 − s · 100, so item s − 1 ends at its right edge.
        let left = Self.leftWingRect
        canvas.pushClip(laidOut(left))
        let lastLeft = min(count - 1, Int(saturating: s.rounded(.up)))
        if lastLeft >= 0 {
            for k in max(0, lastLeft - 8)...lastLeft {
                let x = left.minX + left.width - s * pitch + Double(k) * pitch
                if x + pitch > left.minX, x < left.maxX { drawWingItem(k, atX: x, in: canvas) }
            }
        }
        canvas.popClip()
    }

    /// Item `k`'s 100-pt slot starting at `x` (as laid out left to right; mirrored right to
    /// left): a 95×40 box inset 2.5 × 5, its string centred.
    private func drawWingItem(_ k: Int, atX x: Double, in canvas: Canvas) {
        let box = laidOut(Rect(x: x + 2.5, y: 5, width: Self.wingItemSize.width, height: Self.wingItemSize.height))
        canvas.fillRoundedRect(box, radius: 4, color: Self.wingFill)
        canvas.strokeRoundedRect(box.insetBy(dx: 0.5, dy: 0.5), radius: 4, color: Self.wingBorder, width: 1)
        let width = k < wingTextWidths.count ? wingTextWidths[k] : 0
        canvas.pushClip(box)
        canvas.drawText(
            wingValues[k], at: Point(x: box.midX - width / 2, y: box.midY - wingTextHeight / 2),
            font: Self.wingFont, color: Self.wingText)
        canvas.popClip()
    }

    private func measureWingTexts(with canvas: Canvas) {
        guard wingTextWidths.count != wingValues.count else { return }
        wingTextWidths = wingValues.map { canvas.measureText($0, font: Self.wingFont).width }
        wingTextHeight = canvas.measureText("Ag", font: Self.wingFont).height
    }

    // MARK: Text layout

    /// The layout for the current texts, measured with `canvas` when they or the canvas changed.
    func measuredLayout(with canvas: Canvas) -> RowTextLayout {
        let id = ObjectIdentifier(canvas)
        if let layout = textLayout, layout.measurer == id { return layout }
        let layout = Self.layOut(title: titleText, value: valueText, measurer: canvas, id: id)
        textLayout = layout
        return layout
    }

    /// The title at the largest size from 17 pt down whose word-wrapped lines fit the title area
    /// (at the smallest size, wrapped anyway and clipped); the value on one line, shrunk to fit.
    /// Texts longer than `longestLaidOut` characters are cut there first: the rest could never
    /// show inside 200 pt, and measuring it word by word would cost a frame.
    static func layOut(
        title fullTitle: String, value fullValue: String, measurer: TextMeasuring,
        id: ObjectIdentifier
    ) -> RowTextLayout {
        // No more bytes than characters allowed: nothing to cut (and no count of a 1 MB title).
        func cut(_ s: String) -> String { s.utf8.count <= longestLaidOut ? s : String(s.prefix(longestLaidOut)) }
        let title = cut(fullTitle)
        let value = cut(fullValue)
        let area = titleRect
        var size = font.size
        var lines: [String] = []
        var lineHeight = 0.0
        while true {
            let f = Font(family: font.family, size: size, weight: font.weight)
            lineHeight = measurer.measureText("Ag", font: f).height
            lines = wrap(title, width: area.width, font: f, measurer: measurer)
            let fits =
                lines.allSatisfy { measurer.measureText($0, font: f).width <= area.width }
                && Double(lines.count) * lineHeight <= area.height
            if fits || size <= minimumFontSize { break }
            size -= 1
        }
        let titleFont = Font(family: font.family, size: size, weight: font.weight)
        var valueFont = font
        var valueSize = measurer.measureText(value, font: valueFont)
        if valueSize.width > valueRect.width, valueSize.width > 0 {
            let shrunk = max(minimumFontSize, (font.size * valueRect.width / valueSize.width).rounded(.down))
            valueFont = Font(family: font.family, size: shrunk, weight: font.weight)
            valueSize = measurer.measureText(value, font: valueFont)
        }
        return RowTextLayout(
            measurer: id, titleLines: lines, titleFont: titleFont, titleLineHeight: lineHeight,
            value: value, valueFont: valueFont, valueSize: valueSize)
    }

    /// Greedy word wrap at spaces; a word wider than the line stays whole (and is clipped).
    static func wrap(_ text: String, width: Double, font: Font, measurer: TextMeasuring) -> [String] {
        guard !text.isEmpty else { return [] }
        if measurer.measureText(text, font: font).width <= width { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || measurer.measureText(candidate, font: font).width <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
