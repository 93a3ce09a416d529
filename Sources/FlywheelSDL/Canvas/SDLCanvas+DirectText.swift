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
        let color = (r: Float(c.r), g: Float(c.g), b: Float(c.b), a: Float(c.a) / (255 * 255))
        forEachGlyph(of: text, face: face, pageClass: GlyphAtlas.cpuPageClass, renderer: renderer) { g, x in
            guard glyphAtlas.coverage.indices.contains(Int(g.page)) else { return }
            let gx = x0 + x * sx
            glyphAtlas.coverage[Int(g.page)].withUnsafeBufferPointer { cov in
                SDLCanvas.blendGlyph(
                    cov.baseAddress!, side: Int(glyphAtlas.pages[Int(g.page)].width), g,
                    at: (gx, y0), scale: (sx, sy), color: color, into: target, pitch: pitch, clip: clip)
            }
        }
        stats.drawCalls += 1
        totalStats.drawCalls += 1
        return true
    }

    /// One glyph (its coverage at `g` in a page `side` bytes wide) with its top-left at `at`,
    /// scaled by `scale`, blended in `color` (r, g, b 0–255; a = opacity / 255²).
    private static func blendGlyph(
        _ cov: UnsafePointer<UInt8>, side: Int, _ g: GlyphAtlas.Glyph,
        at: (x: Double, y: Double), scale: (x: Double, y: Double),
        color: (r: Float, g: Float, b: Float, a: Float),
        into target: UnsafeMutablePointer<UInt32>, pitch: Int,
        clip: (x0: Int, y0: Int, x1: Int, y1: Int)
    ) {
        let gw = Int(g.width), gh = Int(g.height)
        let left = Int(at.x.rounded()), right = Int((at.x + Double(gw) * scale.x).rounded())
        let top = Int(at.y.rounded(.down)), bottom = Int((at.y + Double(gh) * scale.y).rounded(.up))
        let cx0 = max(clip.x0, left), cx1 = min(clip.x1, right)
        let cy0 = max(clip.y0, top), cy1 = min(clip.y1, bottom)
        guard cx1 > cx0, cy1 > cy0 else { return }
        let origin = cov + Int(g.y) * side + Int(g.x)
        // Unscaled across (every picker row, every label): column = x − left, no division.
        let unitX = scale.x == 1
        let firstColumn = cx0 - left
        // Per device row, the weights of the glyph rows it covers (at most gh + 1 of them),
        // computed once per row rather than once per pixel; on the stack, so nothing allocates.
        withUnsafeTemporaryAllocation(of: Float.self, capacity: gh + 1) { weights in
            for y in cy0..<cy1 {
                // The glyph rows this device row covers, and how much of each.
                let s0 = max(0, (Double(y) - at.y) / scale.y), s1 = min(Double(gh), (Double(y + 1) - at.y) / scale.y)
                guard s1 > s0 else { continue }
                let r0 = Int(s0), r1 = min(gh, Int(s1.rounded(.up)))
                let norm = 1 / (s1 - s0)
                let count = r1 - r0
                guard count > 0 else { continue }
                for r in r0..<r1 {
                    weights[r - r0] = Float((min(s1, Double(r + 1)) - max(s0, Double(r))) * norm)
                }
                let source = origin + r0 * side
                let row = target + y * pitch
                for x in cx0..<cx1 {
                    let col =
                        unitX
                        ? firstColumn + (x - cx0)
                        : min(gw - 1, max(0, Int((Double(x - left) + 0.5) / scale.x)))
                    // Most of a glyph's box is empty: test the bytes before any arithmetic.
                    let first = source[col]
                    var sum: Float
                    if count == 1 {
                        guard first != 0 else { continue }
                        sum = Float(first) * weights[0]
                    } else if count == 2 {
                        let second = source[side + col]
                        guard first | second != 0 else { continue }
                        sum = Float(first) * weights[0] + Float(second) * weights[1]
                    } else {
                        sum = Float(first) * weights[0]
                        var k = 1
                        while k < count {
                            sum += Float(source[k * side + col]) * weights[k]
                            k += 1
                        }
                    }
                    guard sum > 0.5 else { continue }
                    // color.a is opacity / 255², so sum (0–255) times it is the pixel's alpha.
                    row[x] = SpanRasterizer.blend(row[x], coverage: sum, color: color)
                }
            }
        }
    }
}
