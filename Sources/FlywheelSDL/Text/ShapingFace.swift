/// One face of a font file at one pixel size, open once in FreeType (`FreeTypeFace`: glyph ids,
/// line metrics, rasterising) with a HarfBuzz font over that same face (`HarfBuzzFont`:
/// shaping). `FontLibrary` opens and keeps them (`FontLibrary.shapingFace(path:index:pixelSize:)`);
/// the glyph atlas refers to them by id.
///
/// Outline fonts are set to the pixel size and shaped with FreeType's light-hinted advances (the
/// same metrics SDL_ttf used). A font with bitmaps only — Noto Color Emoji has one strike of
/// 109 pixels — is opened at its nearest strike and `scale` shrinks (or grows) everything to the
/// line: positions from HarfBuzz and the bitmaps themselves.
///
/// ```swift
/// let face = fonts.shapingFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", index: 0, pixelSize: 20)!
/// face.glyphIndex(of: 0x41)   // the glyph id of "A", 0 when the font lacks it
/// ```
final class ShapingFace {
    let path: String
    let index: Int
    let pixelSize: Int
    let freeType: FreeTypeFace
    let harfBuzz: HarfBuzzFont
    /// Line pixels per font pixel: 1 for outline fonts, pixel size / strike size for bitmap fonts.
    let scale: Double
    /// Glyphs come as colour bitmaps (FreeType's BGRA), drawn in their own colours.
    let isColor: Bool
    /// Whole pixels above and below the baseline (the font's ascender and descender at this size).
    let ascent: Int32
    let descent: Int32

    /// Opens face `index` of `path` at `pixelSize`; nil when FreeType cannot open or size it.
    init?(library: FreeTypeLibrary, path: String, index: Int, pixelSize: Int) {
        guard let face = FreeTypeFace(library: library, path: path, index: index, pixelSize: pixelSize),
            let font = HarfBuzzFont(face: face)
        else { return nil }
        self.path = path
        self.index = index
        self.pixelSize = pixelSize
        freeType = face
        harfBuzz = font
        scale = face.scale
        isColor = face.isColor
        ascent = face.ascent
        descent = face.descent
    }

    /// The glyph id of `scalar`, 0 (the missing-glyph box) when the font has none.
    func glyphIndex(of scalar: UInt32) -> UInt32 { freeType.glyphIndex(of: scalar) }
}
