import FlywheelCore

/// Geometry: the column is centred horizontally on the overlay, its top at
/// `H/2 − 25 − position · 50` (position = the driver's, in rows), rows 50 pt apart inside it.
extension ParameterMenu {
    /// The column's frame for the current position: `(W/2 − 100, columnY, 200, n · 50)`.
    public var columnFrame: Rect {
        Rect(
            x: bounds.midX - Self.columnWidth / 2, y: columnY,
            width: Self.columnWidth, height: Double(rows.count) * Self.rowHeight)
    }

    /// The centre line: the centred row's rectangle grown by 5 pt sideways and 1 pt up and down,
    /// `(W/2 − 105, H/2 − 26, 210, 52)`.
    public var centreLineFrame: Rect {
        Rect(
            x: bounds.midX - Self.columnWidth / 2, y: bounds.midY - Self.rowHeight / 2,
            width: Self.columnWidth, height: Self.rowHeight
        ).insetBy(dx: -5, dy: -1)
    }

    /// Places the column at the driver's position and the rows inside it.
    func layoutColumn() {
        column.frame = columnFrame
        for (i, row) in rows.enumerated() {
            row.frame = Rect(x: 0, y: Double(i) * Self.rowHeight, width: Self.columnWidth, height: Self.rowHeight)
        }
        setNeedsDisplay()
    }
}
