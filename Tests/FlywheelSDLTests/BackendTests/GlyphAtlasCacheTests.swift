import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// The glyph atlas's small cache in front of its dictionaries must forget glyphs when the atlas
/// is emptied (their pages are destroyed): a glyph handed out afterwards would point into a
/// page that no longer exists, and the text would vanish or the renderer fail.
@Suite(.serialized) struct GlyphAtlasCacheTests {
    /// Draws "Row 42" in black on white and returns the picture and the glyphs rasterised.
    private func draw(_ r: HeadlessRenderer) -> (Image, Int) {
        r.canvas.beginFrame(clear: .white)
        r.canvas.drawText("Row 42", at: Point(x: 2, y: 2), font: .boldSystem(size: 20), color: .black)
        r.canvas.endFrame()
        return (r.snapshot(), r.canvas.stats.textRasterizations)
    }

    @Test func anEmptiedAtlasRasterisesAgainAndDrawsTheSameText() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 120, height: 40))
            let (first, rasterised) = draw(r)
            #expect(rasterised == 6)  // R, o, w, the space, 4, 2
            #expect(draw(r).1 == 0)
            r.canvas.glyphAtlas.removeGlyphs()
            let (again, rasterisedAgain) = draw(r)
            #expect(rasterisedAgain == 6)
            var differing = 0, ink = 0
            for y in 0..<40 {
                for x in 0..<120 {
                    if again.pixel(x: x, y: y) != first.pixel(x: x, y: y) { differing += 1 }
                    if first.pixel(x: x, y: y).r < 128 { ink += 1 }
                }
            }
            #expect(ink > 50, "the text was drawn")
            #expect(differing == 0)
        }
    }
}
