import CText

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

/// One face of a font file open in FreeType at one pixel size: the only holder of an `FT_Face`.
/// Everything the text path asks FreeType — sizes, line metrics, glyph ids, rasterised
/// glyphs — goes through here.
///
/// Outline fonts are set to the pixel size. A font with bitmaps only — Noto Color Emoji has one
/// strike of 109 pixels — is opened at its nearest strike and `scale` shrinks (or grows) it to
/// the line.
///
/// ```swift
/// let face = FreeTypeFace(library: library, path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
///                         index: 0, pixelSize: 20)!
/// face.glyphIndex(of: 0x41)     // the glyph id of "A", 0 when the font lacks it
/// face.lineHeight               // 24: the line box SDL_ttf gives this file at 20 pixels
/// ```
final class FreeTypeFace {
    /// The `FT_Face`, for `HarfBuzzFont` (the other half of this boundary) only.
    let handle: FT_Face
    /// Line pixels per font pixel: 1 for outline fonts, pixel size / strike size for bitmap fonts.
    let scale: Double
    /// Glyphs come as colour bitmaps (FreeType's BGRA), drawn in their own colours.
    let isColor: Bool
    /// Whole pixels above and below the baseline (the font's ascender and descender at this size).
    let ascent: Int32
    let descent: Int32
    /// The line box SDL_ttf 2.20 gives this file at this size (`TTF_FontHeight`,
    /// `TTF_FontAscent`), worked out from this face the way SDL_ttf does, so the font is not
    /// opened a second time by SDL_ttf for two numbers: scalable fonts ⌈(ascender − descender)
    /// × y-scale⌉ and ⌈ascender × y-scale⌉; bitmap fonts the strike SDL_ttf would select (its
    /// "point size" taken as a strike index) and that strike's height and ascender.
    let lineHeight: Int32
    let lineAscent: Int32

    /// Kept so the library outlives its faces (an atlas may hold a face after its FontLibrary is gone).
    private let library: FreeTypeLibrary

    /// Opens face `index` of `path` at `pixelSize`; nil when FreeType cannot open or size it.
    init?(library: FreeTypeLibrary, path: String, index: Int, pixelSize: Int) {
        self.library = library
        var opened: FT_Face?
        guard FT_New_Face(library.handle, path, FT_Long(index), &opened) == 0, let face = opened else { return nil }
        var scale = 1.0
        var lineHeight: Int32 = 0, lineAscent: Int32 = 0
        if flywheel_ft_is_scalable(face) != 0 {
            guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize)) == 0 else {
                FT_Done_Face(face)
                return nil
            }
            let yScale = face.pointee.size.pointee.metrics.y_scale
            let ascender = FT_Long(face.pointee.ascender), descender = FT_Long(face.pointee.descender)
            lineAscent = FreeTypeFace.ceilPixels(FT_MulFix(ascender, yScale))
            lineHeight = FreeTypeFace.ceilPixels(FT_MulFix(ascender - descender, yScale))
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
            // SDL_ttf's line box: the strike whose index is the size, clamped to the strikes.
            var strikeMetrics = face.pointee.size.pointee.metrics
            let ttfStrike = min(max(pixelSize, 0), strikes - 1)
            if ttfStrike != best, FT_Select_Size(face, FT_Int(ttfStrike)) == 0 {
                strikeMetrics = face.pointee.size.pointee.metrics
                guard FT_Select_Size(face, FT_Int(best)) == 0 else {
                    FT_Done_Face(face)
                    return nil
                }
            }
            lineAscent = FreeTypeFace.ceilPixels(strikeMetrics.ascender)
            lineHeight = FreeTypeFace.ceilPixels(strikeMetrics.height)
            let strike = Double(sizes[best].y_ppem) / 64
            scale = strike > 0 ? Double(pixelSize) / strike : 1
        }
        handle = face
        self.scale = scale
        self.lineHeight = lineHeight
        self.lineAscent = lineAscent
        isColor = flywheel_ft_has_color(face) != 0
        let metrics = face.pointee.size.pointee.metrics
        ascent = Int32(saturating: (Double(metrics.ascender) / 64 * scale).rounded(.up))
        descent = Int32(saturating: (Double(-metrics.descender) / 64 * scale).rounded(.up))
    }

    deinit { FT_Done_Face(handle) }

    /// 26.6 fixed point to whole pixels, rounded up (SDL_ttf's `FT_CEIL`).
    private static func ceilPixels(_ v: FT_Pos) -> Int32 { Int32(truncatingIfNeeded: ((v + 63) & -64) / 64) }

    /// The glyph id of `scalar`, 0 (the missing-glyph box) when the font has none.
    func glyphIndex(of scalar: UInt32) -> UInt32 {
        UInt32(FT_Get_Char_Index(handle, FT_ULong(scalar)))
    }

    /// Glyph `id` loaded (light hinting; colour glyphs in colour) and rendered, handed to `body`
    /// while FreeType's bitmap is valid; nil when FreeType cannot load or render it, or its
    /// bitmap is empty.
    func withRenderedGlyph<R>(_ id: UInt32, _ body: (RenderedGlyph) -> R?) -> R? {
        guard FT_Load_Glyph(handle, id, flywheel_ft_load_flags(isColor ? 1 : 0)) == 0,
            let slot = handle.pointee.glyph
        else { return nil }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        }
        let bitmap = slot.pointee.bitmap
        guard bitmap.width > 0, bitmap.rows > 0, let buffer = bitmap.buffer else { return nil }
        let format: RenderedGlyph.Format
        switch FT_Pixel_Mode(UInt32(bitmap.pixel_mode)) {
        case FT_PIXEL_MODE_BGRA: format = .bgra
        case FT_PIXEL_MODE_MONO: format = .mono
        default: format = .gray
        }
        return body(
            RenderedGlyph(
                format: format, width: Int(bitmap.width), rows: Int(bitmap.rows), pitch: Int(bitmap.pitch),
                buffer: UnsafePointer(buffer), left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top)))
    }
}

/// A glyph as FreeType rendered it (valid only inside `FreeTypeFace.withRenderedGlyph`).
struct RenderedGlyph {
    /// How a pixel is stored: premultiplied BGRA (colour glyphs), one bit, or one coverage byte.
    enum Format { case bgra, mono, gray }
    let format: Format
    let width: Int, rows: Int
    /// Bytes from one row to the next.
    let pitch: Int
    let buffer: UnsafePointer<UInt8>
    /// The bitmap's left edge from the pen and its top above the baseline, in font pixels.
    let left: Int, top: Int
}
