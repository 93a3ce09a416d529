import FlywheelCore

/// Drawing: row backgrounds on the cylinder, each visible row's icon and title squashed by
/// `cos θ` and faded by distance, then the two hairlines of the centre band.
///
/// A frame touches only the visible rows (`visibleRowRange`), builds no strings and no arrays,
/// and measures a title only the first time its row is seen: 10,000 rows cost what 10 do.
extension PickerWheel {
    /// `draw(_:)`'s body.
    func drawWheel(in canvas: Canvas) {
        // The position (worked out from the physics) and the layout direction (looked up the
        // superviews): once a frame, not once a row.
        let position = displayedPosition
        let range = visibleRowRange(at: position)
        guard !range.isEmpty else { return }
        prepareTitleCache(for: canvas)
        let dimmed = !isEnabled
        if dimmed { canvas.pushAlpha(Control.disabledAlpha) }
        if !isHUDMode, let background = rowBackgroundColor, !background.isClear {
            // The visible rows' bands meet exactly, so one rectangle covers them (no seams
            // where a translucent colour would overlap itself, one draw call instead of seven).
            let top = band(ofRow: range.lowerBound, at: position).top
            let bottom = band(ofRow: range.upperBound - 1, at: position).bottom
            if bottom > top {
                canvas.fillRect(
                    Rect(x: bounds.minX, y: top, width: bounds.width, height: bottom - top), color: background)
            }
        }
        // The tint walks up the superviews: once a frame, not three times a row.
        let tint = tintColor
        let colors = RowColors(
            text: textColor, ring: iconFrameStrokeColor ?? tint, template: tint.isClear ? .black : tint)
        let rightToLeft = isLayoutRightToLeft
        for index in range {
            guard let placement = placement(ofRow: index, at: position) else { continue }
            drawRow(index, placement, colors, rightToLeft: rightToLeft, in: canvas)
        }
        drawSelectionBand(in: canvas)
        if dimmed { canvas.popAlpha() }
    }

    /// One row, in coordinates whose origin is the row's centre line at the picker's left
    /// edge, squashed vertically by the cylinder.
    private func drawRow(
        _ index: Int, _ placement: PickerRowPlacement, _ colors: RowColors, rightToLeft: Bool, in canvas: Canvas
    ) {
        guard placement.opacity > 0.002 else { return }
        let layout = contentLayout(ofRow: index, measurer: canvas, rightToLeft: rightToLeft)
        guard layout.icon != nil || layout.titleOrigin != nil else { return }
        let row = rows[index]
        canvas.pushTransform(
            Transform(scaleX: 1, y: placement.verticalScale)
                .concatenating(Transform(translationX: 0, y: placement.centerY)))
        canvas.pushAlpha(placement.opacity)
        if let cell = layout.icon, let icon = row.icon {
            drawIcon(icon, in: cell, colors, canvas: canvas)
        }
        if let origin = layout.titleOrigin {
            canvas.drawText(row.title, at: origin, font: displayFont, color: row.titleColor ?? colors.text)
        }
        canvas.popAlpha()
        canvas.popTransform()
    }

    /// An icon as RVS_Spinner draws one: when framed, a circle filling the cell (fill,
    /// then a 1-pt ring) and the image inset by 20 % of the cell; the image aspect-fitted (so a
    /// non-square icon is not stretched, unlike the original); templates in the tint.
    private func drawIcon(_ icon: Image, in cell: Rect, _ colors: RowColors, canvas: Canvas) {
        var imageArea = cell
        if framedIcons, !isHUDMode {
            let circle = Rect(center: cell.center, size: Size(width: cell.height, height: cell.height))
            if let fill = iconFrameFillColor, !fill.isClear { canvas.fillEllipse(in: circle, color: fill) }
            // The 1-pt ring is centred half a point inside, so it stays within the cell.
            canvas.strokeEllipse(
                in: circle.insetBy(dx: 0.5, dy: 0.5), color: colors.ring, width: 1)
            imageArea = cell.insetBy(dx: 0.2 * cell.width, dy: 0.2 * cell.height)
        }
        let fitted = imageArea.aspectFit(icon.size)
        canvas.drawImage(icon, in: fitted, rotation: 0, tint: icon.isTemplate ? colors.template : nil, alpha: 1)
    }

    /// The centre band: a hairline at each edge of the centre row, on half points so each covers
    /// one pixel row.
    private func drawSelectionBand(in canvas: Canvas) {
        guard !selectionLineColor.isClear, rowSpacing > 0 else { return }
        let half = rowSpacing / 2
        drawHairline(atY: bounds.midY - half, in: canvas)
        drawHairline(atY: bounds.midY + half, in: canvas)
    }

    private func drawHairline(atY y: Double, in canvas: Canvas) {
        let aligned = y.rounded(.down) + 0.5
        canvas.drawLine(
            from: Point(x: bounds.minX, y: aligned), to: Point(x: bounds.maxX, y: aligned),
            color: selectionLineColor, width: 1)
    }
}

/// The colours every row of a frame shares, worked out once a frame.
struct RowColors {
    /// Titles without a colour of their own.
    var text: Color
    /// The icon frame's 1-pt ring.
    var ring: Color
    /// Template icons take the tint; a clear tint would hide them, so it falls back to black,
    /// as the text does.
    var template: Color
}
