import CSDL2
import FlywheelCore
import FlywheelUI

// Text blended straight into the target surface (software renderer on a known surface): each
// glyph's coverage, kept by the glyph atlas, is mixed with the colour pixel by pixel — 1:1 on
// whole pixels, or, squashed by the picker's cylinder, each device row the area average of the
// glyph rows it covers (SDL's blitter would pick the nearest row, per glyph, through its
// scaled-blit path).

extension SDLCanvas {
    /// Draws `text` straight into the target when the transform is axis-aligned and unflipped;
    /// false leaves it to the triangle/blit path (rotated text, layers, GPU renderers).
    func drawTextDirectly(_ text: String, at origin: Point, font: Font, color c: SDL_Color) -> Bool {
        let t = currentTransform
        guard hasDirectTarget, t.b == 0, t.c == 0, t.a > 0, t.d > 0, let surface = directSurface, let renderer,
            let pixels = surface.pointee.pixels
        else { return false }
        let s = SDLCanvas.maxAxisScale(t)
        guard let face = glyphAtlas.face(for: font, pixelSize: SDLCanvas.pixelSize(font, scale: s), fonts: fonts) else {
            return true
        }
        let sx = t.a / s, sy = t.d / s
        let o = t.apply(origin)
        // Unscaled glyphs land on whole pixels, as the blit path places them.
        let x0 = sx == 1 ? o.x.rounded() : o.x, y0 = sy == 1 ? o.y.rounded() : o.y
        let clip = directClip(surface)
        guard clip.x1 > clip.x0, clip.y1 > clip.y0 else { return true }
        SDL_RenderFlush(renderer)
        let target = pixels.assumingMemoryBound(to: UInt32.self), pitch = Int(surface.pointee.pitch) / 4
        let color = FixedPointColor(r: UInt32(c.r), g: UInt32(c.g), b: UInt32(c.b))
        // A whole glyph row's weight: coverage (0–255) times it, shifted right by 16, is the
        // pixel's blend weight (0–256) at the colour's opacity, so 2²⁴ · opacity / 255².
        let rowWeight = Double(c.a) * 16_777_216 / (255 * 255)
        forEachGlyph(of: text, face: face, pageClass: GlyphAtlas.cpuPageClass, renderer: renderer) { g, x in
            guard glyphAtlas.coverage.indices.contains(Int(g.page)) else { return }
            let gx = x0 + x * sx
            glyphAtlas.coverage[Int(g.page)].withUnsafeBufferPointer { cov in
                SDLCanvas.blendGlyph(
                    cov.baseAddress!, side: Int(glyphAtlas.pages[Int(g.page)].width), g,
                    at: (gx, y0), scale: (sx, sy), color: color, rowWeight: rowWeight,
                    into: target, pitch: pitch, clip: clip)
            }
        }
        stats.drawCalls += 1
        totalStats.drawCalls += 1
        return true
    }

    /// One glyph (its coverage at `g` in a page `side` bytes wide) with its top-left at `at`,
    /// scaled by `scale`, blended in `color`; `rowWeight` is a whole glyph row's weight (see
    /// `drawTextDirectly`).
    ///
    /// All in integers: each device row's glyph-row weights are fixed point (computed once per
    /// row), each pixel's weight an integer sum of coverage bytes times them, and the blend
    /// `FixedPointColor`'s. The source column of each device column is computed once per glyph.
    private static func blendGlyph(
        _ cov: UnsafePointer<UInt8>, side: Int, _ g: GlyphAtlas.Glyph,
        at: (x: Double, y: Double), scale: (x: Double, y: Double),
        color: FixedPointColor, rowWeight: Double,
        into target: UnsafeMutablePointer<UInt32>, pitch: Int,
        clip: (x0: Int, y0: Int, x1: Int, y1: Int)
    ) {
        let gw = Int(g.width), gh = Int(g.height)
        let left = Int(at.x.rounded()), right = Int((at.x + Double(gw) * scale.x).rounded())
        let top = Int(at.y.rounded(.down)), bottom = Int((at.y + Double(gh) * scale.y).rounded(.up))
        let ink = g.ink
        // Only the device rows that meet the glyph's inked rows (SDL_ttf's bitmaps are the line high).
        let inkTop = Int((at.y + Double(ink.y0) * scale.y).rounded(.down))
        let inkBottom = Int((at.y + Double(ink.y1) * scale.y).rounded(.up))
        let cx0 = max(clip.x0, left), cx1 = min(clip.x1, right)
        let cy0 = max(clip.y0, top, inkTop), cy1 = min(clip.y1, bottom, inkBottom)
        guard cx1 > cx0, cy1 > cy0 else { return }
        let origin = cov + Int(g.y) * side + Int(g.x)
        // Per device row, the weights of the glyph rows it covers (at most gh + 1 of them), and
        // per device column its glyph column; on the stack, so nothing allocates.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: gh + 1) { weights in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: cx1 - cx0) { columns in
                // Only the columns that meet inked glyph columns (the columns rise from left to right).
                var first = cx1, end = cx0
                for x in cx0..<cx1 {
                    // Unscaled across (every picker row, every label): column = x − left.
                    let col =
                        scale.x == 1 ? x - left : min(gw - 1, max(0, Int((Double(x - left) + 0.5) / scale.x)))
                    columns[x - cx0] = Int32(col)
                    if col >= Int(ink.x0) && col < Int(ink.x1) {
                        first = min(first, x)
                        end = x + 1
                    }
                }
                guard end > first else { return }
                for y in cy0..<cy1 {
                    // The glyph rows this device row covers, and how much of each: the weights
                    // share the whole row's, the rows summed are only the inked ones.
                    let s0 = max(0, (Double(y) - at.y) / scale.y)
                    let s1 = min(Double(gh), (Double(y + 1) - at.y) / scale.y)
                    guard s1 > s0 else { continue }
                    let r0 = max(Int(ink.y0), Int(s0)), r1 = min(Int(ink.y1), SDLCanvas.ceiling(s1))
                    guard r1 > r0 else { continue }
                    let norm = rowWeight / (s1 - s0)
                    for r in r0..<r1 {
                        let share = min(s1, Double(r + 1)) - max(s0, Double(r))
                        weights[r - r0] = UInt32(share * norm + 0.5)
                    }
                    blendRow(
                        origin + r0 * side, side: side, rows: r1 - r0, weights: weights.baseAddress!,
                        columns: columns.baseAddress! + (first - cx0), count: end - first, color: color,
                        into: target + y * pitch + first)
                }
            }
        }
    }

    /// The smallest whole number at or above `v` (≥ 0), without the library call `rounded(.up)`
    /// makes on the baseline x86-64 target.
    @inline(__always)
    private static func ceiling(_ v: Double) -> Int {
        let i = Int(v)
        return Double(i) < v ? i + 1 : i
    }

    /// One device row of a glyph: pixel i mixes glyph column `columns[i]` of the `rows` glyph
    /// rows from `source` (`side` bytes apart) by `weights`, and blends `color` at that weight.
    /// One loop per case (one glyph row — text at full size —, two, more), so the pixel loop
    /// does not ask which.
    @inline(__always)
    private static func blendRow(
        _ source: UnsafePointer<UInt8>, side: Int, rows: Int, weights: UnsafePointer<UInt32>,
        columns: UnsafePointer<Int32>, count: Int, color: FixedPointColor,
        into dst: UnsafeMutablePointer<UInt32>
    ) {
        let w0 = weights[0]
        switch rows {
        case 1:
            blendPixels(columns, count: count, color: color, into: dst) { UInt32(source[$0]) &* w0 }
        case 2:
            let w1 = weights[1], below = source + side
            blendPixels(columns, count: count, color: color, into: dst) {
                UInt32(source[$0]) &* w0 &+ UInt32(below[$0]) &* w1
            }
        default:
            blendPixels(columns, count: count, color: color, into: dst) { col in
                var sum: UInt32 = 0, byte = source + col
                for k in 0..<rows {
                    sum &+= UInt32(byte.pointee) &* weights[k]
                    byte += side
                }
                return sum
            }
        }
    }

    /// Blends `color` into `dst[i]` at the weight `sum(columns[i])` (a coverage sum, 2¹⁶ per
    /// step of the 0–256 blend weight); pixels whose weight rounds to 0 (most of a glyph's
    /// box) are left alone.
    @inline(__always)
    private static func blendPixels(
        _ columns: UnsafePointer<Int32>, count: Int, color: FixedPointColor,
        into dst: UnsafeMutablePointer<UInt32>, _ sum: (Int) -> UInt32
    ) {
        let opaque = color.opaque
        for i in 0..<count {
            let weight = min(256, (sum(Int(columns[i])) &+ 0x8000) >> 16)
            guard weight > 0 else { continue }
            // A stroke's inside (full coverage, opaque text) is the colour itself.
            dst[i] = weight == 256 ? opaque : color.weighted(weight).over(dst[i])
        }
    }
}
