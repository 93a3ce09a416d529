import CText
import FlywheelCore

/// One face of a font file at one pixel size, open twice over: in FreeType, which rasterises its
/// glyphs by id, and in HarfBuzz, which shapes text with it. `FontLibrary` opens and keeps them
/// (`FontLibrary.shapingFace(path:index:pixelSize:)`); the glyph atlas refers to them by id.
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
    let ft: FT_Face
    /// The HarfBuzz font (an `hb_font_t *`) over `ft`.
    let hb: OpaquePointer
    /// Line pixels per font pixel: 1 for outline fonts, pixel size / strike size for bitmap fonts.
    let scale: Double
    /// Glyphs come as colour bitmaps (FreeType's BGRA), drawn in their own colours.
    let isColor: Bool
    /// Whole pixels above and below the baseline (the font's ascender and descender at this size).
    let ascent: Int32
    let descent: Int32

    /// Kept so the library outlives its faces (an atlas may hold a face after its FontLibrary is gone).
    private let library: FreeTypeLibrary

    /// Opens face `index` of `path` at `pixelSize`; nil when FreeType cannot open or size it.
    init?(library: FreeTypeLibrary, path: String, index: Int, pixelSize: Int) {
        self.library = library
        var face: FT_Face?
        guard FT_New_Face(library.handle, path, FT_Long(index), &face) == 0, let face else { return nil }
        var scale = 1.0
        if flywheel_ft_is_scalable(face) != 0 {
            guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize)) == 0 else {
                FT_Done_Face(face)
                return nil
            }
        } else {
            // A bitmap font: the strike nearest the size (the larger one on a tie), scaled to it.
            let strikes = Int(face.pointee.num_fixed_sizes)
            guard strikes > 0, let sizes = face.pointee.available_sizes else {
                FT_Done_Face(face)
                return nil
            }
            var best = 0
            for i in 1..<strikes
            where abs(Int(sizes[i].y_ppem >> 6) - pixelSize) <= abs(Int(sizes[best].y_ppem >> 6) - pixelSize) {
                best = i
            }
            guard FT_Select_Size(face, FT_Int(best)) == 0 else {
                FT_Done_Face(face)
                return nil
            }
            let strike = Double(sizes[best].y_ppem) / 64
            scale = strike > 0 ? Double(pixelSize) / strike : 1
        }
        guard let font = hb_ft_font_create_referenced(face) else {
            FT_Done_Face(face)
            return nil
        }
        hb_ft_font_set_load_flags(font, flywheel_ft_load_flags(0))
        self.path = path
        self.index = index
        self.pixelSize = pixelSize
        self.ft = face
        self.hb = font
        self.scale = scale
        self.isColor = flywheel_ft_has_color(face) != 0
        let metrics = face.pointee.size.pointee.metrics
        ascent = Int32(saturating: (Double(metrics.ascender) / 64 * scale).rounded(.up))
        descent = Int32(saturating: (Double(-metrics.descender) / 64 * scale).rounded(.up))
    }

    deinit {
        hb_font_destroy(hb)  // drops its reference to the FreeType face
        FT_Done_Face(ft)
    }

    /// The glyph id of `scalar`, 0 (the missing-glyph box) when the font has none.
    func glyphIndex(of scalar: UInt32) -> UInt32 {
        UInt32(FT_Get_Char_Index(ft, FT_ULong(scalar)))
    }
}

/// A FreeType library instance, closed when the last face made with it is gone.
final class FreeTypeLibrary {
    let handle: OpaquePointer

    init?() {
        var library: OpaquePointer?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}
