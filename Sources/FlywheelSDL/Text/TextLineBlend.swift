import FlywheelCore

/// One line of text blended straight into an ARGB8888 target (`SDLCanvas.drawTextDirectly`):
/// each glyph's coverage, kept by the glyph atlas, mixed with the colour pixel by pixel — 1:1
/// on whole pixels, or, squashed by the picker's cylinder, each device row the area average of
/// the glyph rows it covers (SDL's blitter would pick the nearest row, per glyph, through its
/// scaled-blit path).
///
/// All in integers: each device row's glyph-row weights are fixed point, each pixel's weight an
/// integer sum of coverage bytes times them, and the blend `FixedPointColor`'s. The glyphs of a
/// line share its top and its vertical scale, so the row weights are worked out once per line
/// (`RowTable`), not once per glyph; each glyph then only picks the rows it has ink in.
///
/// ```swift
/// let line = TextLineBlend(target: pixels, pitch: 800, clip: (0, 0, 800, 600), origin: (10, 20.4),
///                          scale: (1, 0.8), color: (30, 144, 255, 255))
/// line.blend(placedGlyphs, count: n, atlas: atlas)
/// ```
struct TextLineBlend {
    /// A glyph, its x offset in glyph pixels from the line's start and its box's top in glyph
    /// pixels from the line's top.
    struct Placed {
        var glyph: GlyphAtlas.Glyph
        var x: Double
        var y: Int32
    }

    /// How many glyphs are looked up before a batch is blended (see `SDLCanvas.drawTextDirectly`).
    /// The batch must stay within the 1,024 bytes Swift's temporary allocation puts on the
    /// stack: 16 glyphs of 72 bytes went to the heap, one allocation per line drawn.
    static let batchSize = 12

    let target: UnsafeMutablePointer<UInt32>
    let pitch: Int
    let clip: (x0: Int, y0: Int, x1: Int, y1: Int)
    /// The line's top-left in device pixels, and device pixels per glyph pixel.
    let origin: (x: Double, y: Double)
    let scale: (x: Double, y: Double)
    let color: LaneColor
    /// The colour's opacity (0–255), for colour glyphs.
    let opacity: UInt32
    /// A whole glyph row's weight: coverage (0–255) times it, shifted right by 16, is the
    /// pixel's blend weight (0–256) at the colour's opacity, so 2²⁴ · opacity / 255².
    let rowWeight: Double

    init(
        target: UnsafeMutablePointer<UInt32>, pitch: Int, clip: (x0: Int, y0: Int, x1: Int, y1: Int),
        origin: (x: Double, y: Double), scale: (x: Double, y: Double), color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    ) {
        self.target = target
        self.pitch = pitch
        self.clip = clip
        self.origin = origin
        self.scale = scale
        self.color = LaneColor(FixedPointColor(r: UInt32(color.r), g: UInt32(color.g), b: UInt32(color.b)))
        rowWeight = Double(color.a) * 16_777_216 / (255 * 255)
        opacity = UInt32(color.a)
    }

    /// Blends the first `count` glyphs of `placed`: coverage glyphs from `atlas.coverage` (one
    /// byte array per page, `pages[i].width` bytes a row), colour glyphs from
    /// `atlas.colorBitmaps`.
    func blend(_ placed: UnsafeMutablePointer<Placed>, count: Int, atlas: GlyphAtlas) {
        let coverage = atlas.coverage, pages = atlas.pages
        var i = 0
        while i < count {
            // A run of glyphs of one box (one face's glyphs on a line all are) shares a table.
            let height = Int(placed[i].glyph.height), top = placed[i].y
            var end = i + 1
            while end < count, Int(placed[end].glyph.height) == height, placed[end].y == top { end += 1 }
            withRowTable(height: height, top: top) { table in
                for k in i..<end {
                    let g = placed[k].glyph, page = Int(g.page)
                    let x = origin.x + placed[k].x * scale.x
                    if g.color >= 0 {
                        if atlas.colorBitmaps.indices.contains(Int(g.color)) {
                            blendColorGlyph(atlas.colorBitmaps[Int(g.color)], g, x: x, table)
                        }
                        continue
                    }
                    guard coverage.indices.contains(page), pages.indices.contains(page) else { continue }
                    coverage[page].withUnsafeBufferPointer { cov in
                        blendGlyph(cov.baseAddress!, side: Int(pages[page].width), g, x: x, table)
                    }
                }
            }
            i = end
        }
    }

    /// A colour glyph (straight-alpha ARGB, `g.width` a row) with its left edge at device x
    /// `at`: each device pixel takes the nearest glyph pixel, over the target at the text's opacity.
    private func blendColorGlyph(_ pixels: [UInt32], _ g: GlyphAtlas.Glyph, x at: Double, _ table: RowTable) {
        let gw = Int(g.width), gh = Int(g.height)
        let left = Int(saturating: at.rounded()), right = Int(saturating: (at + Double(gw) * scale.x).rounded())
        let cx0 = max(clip.x0, left), cx1 = min(clip.x1, right)
        let cy0 = table.top, cy1 = table.top + table.count
        guard cx1 > cx0, cy1 > cy0 else { return }
        for y in cy0..<cy1 {
            let row = min(gh - 1, max(0, Int(saturating: (Double(y) + 0.5 - table.originY) / scale.y)))
            for x in cx0..<cx1 {
                let col = min(gw - 1, max(0, Int(saturating: (Double(x - left) + 0.5) / scale.x)))
                let p = pixels[row * gw + col]
                let a = (p >> 24) * opacity / 255
                guard a > 0 else { continue }
                let d = target[y * pitch + x]
                func mix(_ shift: UInt32) -> UInt32 {
                    (((p >> shift & 0xFF) * a + (d >> shift & 0xFF) * (255 - a) + 127) / 255) << shift
                }
                target[y * pitch + x] = 0xFF00_0000 | mix(16) | mix(8) | mix(0)
            }
        }
    }

    /// The visible device rows of glyphs `height` pixels high on this line: device row
    /// `top + i` covers glyph rows `spans[i].first..<spans[i].end`, weighted by
    /// `weights[spans[i].offset...]` (each the share of the row it covers times `rowWeight`,
    /// scaled to the part of the device row the glyph covers).
    struct RowTable {
        struct Span {
            var first: Int32, end: Int32, offset: Int32
        }
        let top: Int, count: Int
        /// The boxes' top in device pixels (fractional).
        let originY: Double
        let spans: UnsafePointer<Span>
        let weights: UnsafePointer<UInt32>
    }

    /// Calls `body` with the row table of glyphs `height` pixels high whose boxes start `top`
    /// glyph pixels below the line's top (on the stack, so nothing allocates); not at all when
    /// none of their rows is inside the clip.
    private func withRowTable(height gh: Int, top boxTop: Int32, _ body: (RowTable) -> Void) {
        let originY = origin.y + Double(boxTop) * scale.y
        let top = max(clip.y0, Int(saturating: originY.rounded(.down)))
        let bottom = min(clip.y1, Int(saturating: (originY + Double(gh) * scale.y).rounded(.up)))
        guard bottom > top, gh > 0 else { return }
        // A glyph row meets at most ⌈scale⌉ + 1 device rows.
        let capacity = gh * (Int(saturating: scale.y) + 2)
        withUnsafeTemporaryAllocation(of: RowTable.Span.self, capacity: bottom - top) { spans in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: capacity) { weights in
                var offset = 0
                for y in top..<bottom {
                    let s0 = max(0, (Double(y) - originY) / scale.y)
                    let s1 = min(Double(gh), (Double(y + 1) - originY) / scale.y)
                    var first = 0, end = 0
                    if s1 > s0 {
                        first = Int(saturating: s0)
                        end = min(gh, TextLineBlend.ceiling(s1), first + capacity - offset)
                        let norm = rowWeight / (s1 - s0)
                        for r in first..<max(first, end) {
                            let share = min(s1, Double(r + 1)) - max(s0, Double(r))
                            weights[offset + r - first] = UInt32(saturating: share * norm + 0.5)
                        }
                        end = max(first, end)
                    }
                    spans[y - top] = RowTable.Span(first: Int32(first), end: Int32(end), offset: Int32(offset))
                    offset += end - first
                }
                body(
                    RowTable(
                        top: top, count: bottom - top, originY: originY, spans: UnsafePointer(spans.baseAddress!),
                        weights: UnsafePointer(weights.baseAddress!)))
            }
        }
    }

    /// The smallest whole number at or above `v` (≥ 0), without the library call `rounded(.up)`
    /// makes on the baseline x86-64 target.
    @inline(__always)
    private static func ceiling(_ v: Double) -> Int {
        let i = Int(saturating: v)
        return Double(i) < v ? i + 1 : i
    }

    /// One glyph (its coverage at `g` in a page `side` bytes wide) with its left edge at device
    /// x `at`: only the device rows and columns that meet its inked rectangle.
    private func blendGlyph(
        _ cov: UnsafePointer<UInt8>, side: Int, _ g: GlyphAtlas.Glyph, x at: Double, _ table: RowTable
    ) {
        let gw = Int(g.width), ink = g.ink
        let left = Int(saturating: at.rounded()), right = Int(saturating: (at + Double(gw) * scale.x).rounded())
        let inkTop = Int(saturating: (table.originY + Double(ink.y0) * scale.y).rounded(.down))
        let inkBottom = Int(saturating: (table.originY + Double(ink.y1) * scale.y).rounded(.up))
        let cx0 = max(clip.x0, left), cx1 = min(clip.x1, right)
        let cy0 = max(table.top, inkTop), cy1 = min(table.top + table.count, inkBottom)
        guard cx1 > cx0, cy1 > cy0 else { return }
        let glyphOrigin = cov + Int(g.y) * side + Int(g.x)
        if scale.x == 1 {
            // Unscaled across (every picker row, every label): column x is glyph column x − left.
            var first = max(cx0, left + Int(ink.x0)), end = min(cx1, left + Int(ink.x1))
            guard end > first else { return }
            // Whole groups of four where the glyph's box has blank columns to spare (coverage
            // 0: their pixels are written back as they were), so no pixel is left to the
            // one-at-a-time loop.
            let short = (4 - (end - first) % 4) % 4
            let rightward = min(short, min(cx1, right) - end), leftward = min(short - rightward, first - cx0)
            end += rightward
            first -= leftward
            blendRows(
                glyphOrigin + (first - left), side: side, ink: ink, rows: cy0..<cy1, table, columns: nil, from: first,
                count: end - first)
            return
        }
        // Per device column its glyph column; on the stack, so nothing allocates.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: cx1 - cx0) { columns in
            // Only the columns that meet inked glyph columns (the columns rise from left to right).
            var first = cx1, end = cx0
            for x in cx0..<cx1 {
                let col = min(gw - 1, max(0, Int(saturating: (Double(x - left) + 0.5) / scale.x)))
                columns[x - cx0] = Int32(col)
                if col >= Int(ink.x0) && col < Int(ink.x1) {
                    first = min(first, x)
                    end = x + 1
                }
            }
            guard end > first else { return }
            blendRows(
                glyphOrigin, side: side, ink: ink, rows: cy0..<cy1, table,
                columns: columns.baseAddress! + (first - cx0),
                from: first, count: end - first)
        }
    }

    /// The device rows `rows` of a glyph whose coverage starts at `source`: pixel i of a row
    /// (device column `from + i`) reads glyph column `columns[i]`, or `i` when `columns` is nil.
    @inline(__always)
    private func blendRows(
        _ source: UnsafePointer<UInt8>, side: Int, ink: GlyphAtlas.Ink, rows: Range<Int>, _ table: RowTable,
        columns: UnsafePointer<Int32>?, from: Int, count: Int
    ) {
        for y in rows {
            let span = table.spans[y - table.top]
            let r0 = max(Int(ink.y0), Int(span.first)), r1 = min(Int(ink.y1), Int(span.end))
            guard r1 > r0 else { continue }
            let weights = table.weights + Int(span.offset) + (r0 - Int(span.first))
            let dst = target + y * pitch + from
            if let columns {
                TextLineBlend.blendRow(
                    source + r0 * side, side: side, rows: r1 - r0, weights: weights, count: count, color: color,
                    into: dst, MappedColumns(columns: columns))
            } else {
                TextLineBlend.blendRow(
                    source + r0 * side, side: side, rows: r1 - r0, weights: weights, count: count, color: color,
                    into: dst, ContiguousColumns())
            }
        }
    }

    /// One device row of a glyph: pixel i mixes glyph column `columns` gives for i of the `rows`
    /// glyph rows from `source` (`side` bytes apart) by `weights`, and blends `color` at that
    /// weight. One loop per case (one glyph row — text at full size —, two, more), so the pixel
    /// loop does not ask which.
    @inline(__always)
    private static func blendRow<C: GlyphColumns>(
        _ source: UnsafePointer<UInt8>, side: Int, rows: Int, weights: UnsafePointer<UInt32>, count: Int,
        color: LaneColor, into dst: UnsafeMutablePointer<UInt32>, _ columns: C
    ) {
        let w0 = weights[0]
        switch rows {
        case 1:
            color.blend(count: count, into: dst) {
                columns.four(source, $0) &* w0
            } one: {
                columns.one(source, $0) &* w0
            }
        case 2:
            let w1 = weights[1], below = source + side
            color.blend(count: count, into: dst) {
                columns.four(source, $0) &* w0 &+ columns.four(below, $0) &* w1
            } one: {
                columns.one(source, $0) &* w0 &+ columns.one(below, $0) &* w1
            }
        default:
            color.blend(count: count, into: dst) { i in
                var sum = SIMD4<UInt32>(), row = source
                for k in 0..<rows {
                    sum &+= columns.four(row, i) &* weights[k]
                    row += side
                }
                return sum
            } one: { i in
                var sum: UInt32 = 0, row = source
                for k in 0..<rows {
                    sum &+= columns.one(row, i) &* weights[k]
                    row += side
                }
                return sum
            }
        }
    }
}
