import CSDL2
import FlywheelCore
import FlywheelUI

// Text blended straight into the target surface (software renderer on a known surface): the
// glyphs laid out by `forEachGlyph`, blended by `TextLineBlend`.

extension SDLCanvas {
    /// Draws `text` straight into the target when the transform is axis-aligned and unflipped;
    /// false leaves it to the triangle/blit path (rotated text, layers, GPU renderers).
    func drawTextDirectly(_ text: String, at origin: Point, font: Font, color c: SDL_Color) -> Bool {
        let t = currentTransform
        guard hasDirectTarget, t.b == 0, t.c == 0, t.a > 0, t.d > 0, let surface = directSurface, let renderer,
            let pixels = surface.pointee.pixels
        else { return false }
        let s = SDLCanvas.maxAxisScale(t)
        let atlas = glyphAtlas
        guard let face = atlas.face(for: font, pixelSize: SDLCanvas.pixelSize(font, scale: s), fonts: fonts) else {
            return true
        }
        let sx = t.a / s, sy = t.d / s
        let o = t.apply(origin)
        let clip = directClip(surface)
        guard clip.x1 > clip.x0, clip.y1 > clip.y0 else { return true }
        SDL_RenderFlush(renderer)
        // Unscaled glyphs land on whole pixels, as the blit path places them.
        let line = TextLineBlend(
            target: pixels.assumingMemoryBound(to: UInt32.self), pitch: Int(surface.pointee.pitch) / 4, clip: clip,
            origin: (sx == 1 ? o.x.rounded() : o.x, sy == 1 ? o.y.rounded() : o.y), scale: (sx, sy),
            color: (c.r, c.g, c.b, c.a))
        // The glyphs are looked up (which may rasterise one and add a page) a batch at a time,
        // then blended with the atlas's coverage pages read once per batch, not once per glyph.
        withUnsafeTemporaryAllocation(of: TextLineBlend.Placed.self, capacity: TextLineBlend.batchSize) { batch in
            let placed = batch.baseAddress!
            var count = 0
            let cpu = GlyphAtlas.cpuPageClass
            forEachGlyph(of: text, face: face, pageClasses: (cpu, cpu), renderer: renderer, at: origin, scale: s) {
                g, x, y in
                (placed + count).initialize(to: TextLineBlend.Placed(glyph: g, x: x, y: y))
                count += 1
                if count == TextLineBlend.batchSize {
                    line.blend(placed, count: count, atlas: atlas)
                    count = 0
                }
            }
            line.blend(placed, count: count, atlas: atlas)
        }
        counters.countDrawCall()
        return true
    }
}
