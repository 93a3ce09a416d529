import FlywheelCore
import Foundation

/// Where a row of a `PickerWheel` is drawn: its place on the cylinder and how it is shaded.
///
/// ```swift
/// if let p = picker.placement(ofRow: 3) {
///     print(p.centerY, p.verticalScale, p.opacity)
/// }
/// ```
public struct PickerRowPlacement: Sendable, Equatable {
    /// The row.
    public var index: Int
    /// Its angle on the cylinder from the centre line, radians (positive = below the centre).
    public var angle: Double
    /// Its centre's y in the picker's coordinates: `midY + R·sin(angle)`.
    public var centerY: Double
    /// `cos(angle)`: how much the cylinder squashes it vertically.
    public var verticalScale: Double
    /// Opacity of its content: 1 on the centre line, falling to `overAndUnderCenterOpacity` one
    /// row away, times `cos(angle)` (the cylinder turning away), times 0.5 if disabled.
    public var opacity: Double
}

/// Cylinder geometry (rows placed by angle: `y = R·sin θ`, squashed by `cos θ`) and the layout
/// inside a row (icon, 8-pt gap, title; centred as a pair on the measured title width).
///
/// With `R = diameterRatio·height/2` and rows `rowSpacing` points of arc apart, row `i` at
/// position `p` sits at angle `θ = (i - p)·rowSpacing/R`. Only rows whose band can reach the view
/// (`|θ| < asin(height/2R) + half a row`, and on the front of the cylinder) are visible, so the
/// cost of a frame does not depend on the number of rows.
extension PickerWheel {
    /// Height of arc between two rows' centres, and the finger travel of one row (points).
    public var rowSpacing: Double { rowHeight / max(0.1, squeeze.isFinite ? squeeze : 1) }

    /// The cylinder's radius, points (0 when the view has no height).
    public var cylinderRadius: Double {
        let ratio = diameterRatio.isFinite ? max(0.1, diameterRatio) : 1.07
        return ratio * max(0, bounds.height) / 2
    }

    /// Radians of the cylinder per row (0 when there is no cylinder).
    var anglePerRow: Double {
        let r = cylinderRadius, s = rowSpacing
        return r > 0 && s > 0 ? s / r : 0
    }

    /// The largest angle from the centre at which a row centre can still be inside the view.
    var visibleHalfAngle: Double {
        let r = cylinderRadius
        guard r > 0 else { return 0 }
        let half = bounds.height / 2
        return half >= r ? Double.pi / 2 : asin(half / r)
    }

    /// The rows drawn at the current position.
    public var visibleRowRange: Range<Int> { visibleRowRange(at: displayedPosition) }

    /// The rows drawn when the wheel is at `position`: those whose band on the cylinder can reach
    /// the view. Never more than about `π·R/rowSpacing`, however many rows there are.
    public func visibleRowRange(at position: Double) -> Range<Int> {
        let delta = anglePerRow
        guard !rows.isEmpty, delta > 0, position.isFinite else { return 0..<0 }
        let reach = min(Double.pi / 2, visibleHalfAngle + delta / 2) / delta
        let lowest = (position - reach).rounded(.up), highest = (position + reach).rounded(.down)
        let last = Double(rows.count - 1)
        guard highest >= 0, lowest <= last, lowest <= highest else { return 0..<0 }
        return Int(saturating: max(0, lowest))..<(Int(saturating: min(last, highest)) + 1)
    }

    /// Where row `index` is drawn at the current position; nil when it is not visible.
    public func placement(ofRow index: Int) -> PickerRowPlacement? {
        placement(ofRow: index, at: displayedPosition)
    }

    /// Where row `index` is drawn when the wheel is at `position`; nil when it is not visible.
    public func placement(ofRow index: Int, at position: Double) -> PickerRowPlacement? {
        guard visibleRowRange(at: position).contains(index) else { return nil }
        let distance = Double(index) - position
        let angle = distance * anglePerRow
        let scale = cos(angle)
        guard scale > 0.01 else { return nil }
        let away = min(1, abs(distance))
        let centreOpacity = 1 - (1 - min(1, max(0, overAndUnderCenterOpacity))) * away
        let dim = rows[index].isEnabled ? 1.0 : Control.disabledAlpha
        return PickerRowPlacement(
            index: index, angle: angle, centerY: bounds.midY + cylinderRadius * sin(angle),
            verticalScale: scale, opacity: centreOpacity * scale * dim)
    }

    /// The top and bottom of row `index`'s band on the cylinder at `position` (for its
    /// background: bands of neighbouring rows meet exactly).
    func band(ofRow index: Int, at position: Double) -> (top: Double, bottom: Double) {
        let delta = anglePerRow
        let angle = (Double(index) - position) * delta
        let a0 = max(-Double.pi / 2, angle - delta / 2), a1 = min(Double.pi / 2, angle + delta / 2)
        let r = cylinderRadius
        return (bounds.midY + r * sin(a0), bounds.midY + r * sin(a1))
    }

    /// The row under `y` (the picker's coordinates) when the wheel is at `position`, or nil when
    /// `y` is off the cylinder or beyond the first or last row.
    public func row(atY y: Double, position: Double) -> Int? {
        let r = cylinderRadius, delta = anglePerRow
        guard !rows.isEmpty, delta > 0, y.isFinite, position.isFinite else { return nil }
        let offset = (y - bounds.midY) / r
        guard abs(offset) < 1 else { return nil }
        let nearest = (position + asin(offset) / delta).rounded()
        guard nearest >= 0, nearest <= Double(rows.count - 1) else { return nil }
        return Int(saturating: nearest)
    }

    /// The row under `y` at the current position.
    public func row(atY y: Double) -> Int? { row(atY: y, position: displayedPosition) }

    // MARK: Inside a row

    /// Side of a row's icon: `rowHeight - 16` (24 for a 40-pt row), never negative.
    public var iconSide: Double { max(0, rowHeight - 16) }

    /// The space between icon and title, points.
    static let iconTitleGap = 8.0

    /// The icon's square and the title's top-left corner inside row `index`, in row coordinates
    /// (x across the picker, y from the row's centre line), the pair centred horizontally on the
    /// title width *measured* with `measurer` (RVS_Spinner centred on an unfonted estimate).
    /// When the pair is wider than the picker it starts at the leading edge. The icon is on the
    /// leading side: the left, or the right when `effectiveLayoutDirection` is right to left
    /// (the icon itself is not mirrored: it is a picture).
    public func contentLayout(ofRow index: Int, measurer: TextMeasuring) -> (icon: Rect?, titleOrigin: Point?) {
        contentLayout(ofRow: index, measurer: measurer, rightToLeft: isLayoutRightToLeft)
    }

    /// `contentLayout(ofRow:measurer:)` with the layout direction already looked up (a frame
    /// looks it up once for all its rows).
    func contentLayout(ofRow index: Int, measurer: TextMeasuring, rightToLeft: Bool) -> (
        icon: Rect?, titleOrigin: Point?
    ) {
        guard rows.indices.contains(index) else { return (nil, nil) }
        let row = rows[index]
        let side = iconSide
        let hasIcon = row.icon != nil && side > 0
        let hasTitle = !row.title.isEmpty
        let title = hasTitle ? titleSize(ofRow: index, measurer: measurer) : .zero
        let iconPart = hasIcon ? side + (hasTitle ? Self.iconTitleGap : 0) : 0
        if rightToLeft {
            let x1 = min(bounds.maxX, bounds.midX + (iconPart + title.width) / 2)
            let icon = hasIcon ? Rect(x: x1 - side, y: -side / 2, width: side, height: side) : nil
            let origin = hasTitle ? Point(x: x1 - iconPart - title.width, y: -title.height / 2) : nil
            return (icon, origin)
        }
        let x0 = max(bounds.minX, bounds.midX - (iconPart + title.width) / 2)
        let icon = hasIcon ? Rect(x: x0, y: -side / 2, width: side, height: side) : nil
        let origin = hasTitle ? Point(x: x0 + iconPart, y: -title.height / 2) : nil
        return (icon, origin)
    }

    /// Row `index`'s title size in `displayFont`. Sizes from the measurer that draws (the canvas)
    /// are cached per row, so a frame measures only rows it has not seen before; any other
    /// measurer is simply asked.
    func titleSize(ofRow index: Int, measurer: TextMeasuring) -> Size {
        guard measurer === titleCache.measurer, titleCache.font == displayFont,
            titleCache.widths.indices.contains(index)
        else {
            return measurer.measureText(rows[index].title, font: displayFont)
        }
        let cached = titleCache.widths[index]
        if cached.isFinite { return Size(width: cached, height: titleCache.lineHeight) }
        let size = measurer.measureText(rows[index].title, font: displayFont)
        titleCache.widths[index] = size.width
        return Size(width: size.width, height: titleCache.lineHeight)
    }

    /// Makes the title cache belong to `measurer` and the current font and rows, emptying it
    /// if it belonged to another (done once per frame, before drawing rows).
    func prepareTitleCache(for measurer: TextMeasuring) {
        if titleCache.measurer === measurer, titleCache.font == displayFont, titleCache.widths.count == rows.count {
            return
        }
        titleCache.measurer = measurer
        titleCache.font = displayFont
        titleCache.lineHeight = measurer.measureText("", font: displayFont).height
        if titleCache.widths.count == rows.count {
            for i in titleCache.widths.indices { titleCache.widths[i] = .nan }
        } else {
            titleCache.widths = [Double](repeating: .nan, count: rows.count)
        }
    }
}

/// Title widths measured by one measurer in one font, per row (NaN until first drawn). Rows of
/// one font share a line height (SDL_ttf's font height), so only widths are kept.
struct PickerTitleCache {
    weak var measurer: TextMeasuring?
    var font: Font?
    var lineHeight = 0.0
    var widths: [Double] = []
}
