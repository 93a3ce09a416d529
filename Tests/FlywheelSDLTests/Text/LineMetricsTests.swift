import CSDL2
import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// A chosen font's line box comes from the one FreeType face text is shaped and drawn with
/// (`FreeTypeFace.lineHeight`, `lineAscent`), not from a second copy of the font opened by
/// SDL_ttf. It must be SDL_ttf's to the pixel, at every size: labels' heights, baselines and
/// every text golden depend on it.
@Suite(.serialized) struct LineMetricsTests {
    @Test(arguments: [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    ])
    func lineBoxIsSDLttfsAtEverySize(path: String) throws {
        try withSDL { try check(path) }
    }

    private func check(_ path: String) throws {
        let fonts = try FontLibrary()
        for size in [
            1, 2, 5, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 30, 34, 40, 48, 64, 96, 200,
        ] {
            let face = try #require(fonts.shapingFace(path: path, index: 0, pixelSize: size))
            let ttf = try #require(TTF_OpenFont(path, Int32(size)))
            defer { TTF_CloseFont(ttf) }
            #expect(face.freeType.lineHeight == TTF_FontHeight(ttf), "\(path) at \(size)")
            #expect(face.freeType.lineAscent == TTF_FontAscent(ttf), "\(path) at \(size)")
        }
        // Drawing text opens no SDL_ttf font.
        let r = try HeadlessRenderer(size: Size(width: 200, height: 40))
        _ = r.canvas.measureText("Line box", font: .system(size: 17))
        #expect(r.canvas.fonts.openFaceCount == 0)
    }
}
