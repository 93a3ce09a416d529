import CSDL2
import FlywheelUI

// Text/ — shaping, fallback, the glyph atlas and text drawing (this index lists the folder)
//   SDLCanvas+Text.swift          text: glyph quads from the atlas, measurement
//   SDLCanvas+DirectText.swift    text blended straight into a software target
//   SDLCanvas+TextCheck.swift     pseudo-locale and the text check (localisation QA)
//   GlyphAtlas.swift              the text store: faces, shaped lines, glyphs by (face, id)
//   FaceTable.swift               faces by id: the chosen fonts' (with their line boxes)
//   FallbackFaces.swift           the face that draws a character the chosen face lacks
//   FontFallback.swift            which installed font file has a character (remembered)
//   GlyphPages.swift              glyph textures and the shelf packing of bitmaps into them
//   GlyphBitmap.swift             one glyph rasterised by FreeType, in its line-high box
//   TextLineBlend.swift           one line's glyph coverage blended into the target
//   GlyphColumns.swift            which glyph column a device pixel reads (1:1 or resized)
//   TextShaper.swift              string -> ShapedLine (order, shape, fall back)
//   TextShaper+Bidi.swift         embedding levels (FriBidi)
//   TextShaper+Fonts.swift        which face draws each character; scripts
//   ExplicitBidiBound.swift       explicit embeddings made well formed before FriBidi
//   ShapedLine.swift              one shaped line: glyph ids in visual order
//   ShapedLineCache.swift         shaped lines by (face, string)
//   ShapingFace.swift             one face: its FreeType face and HarfBuzz font
//
// Text/CBoundary/ — the only Swift that calls the C text libraries (module CText)
//   FreeTypeFace.swift            FreeType: faces, sizes, line boxes, glyph ids, rendered glyphs
//   HarfBuzzShaping.swift         HarfBuzz: fonts over FreeType faces, the shaping buffer, scripts
//   FriBidiLevels.swift           FriBidi: bidi types and embedding levels
//   Fontconfig.swift              fontconfig: which installed font has a character

/// The canvas's text store: faces (`FaceTable`, `FallbackFaces`), shaped lines
/// (`ShapedLineCache`, filled by `TextShaper`) and glyph bitmaps packed into textures
/// (`GlyphPages`). A line is shaped once (`shapedLine`, cached by face and string); its glyphs —
/// keyed by face and *glyph id*, not by character, since shaping picks joined forms, ligatures
/// and marks the characters alone do not name — are rasterised once by FreeType
/// (`GlyphBitmap`) and packed into shared pages. A picker scrolling through 10,000 titles draws
/// them from the same few dozen glyphs.
///
/// A glyph's bitmap sits in a box as tall as its face's line (ascent + descent, more when the
/// glyph reaches past it), so the glyphs of one face on a line share their rows.
///
/// ```swift
/// let face = atlas.face(for: .boldSystem(size: 20), pixelSize: 20, fonts: fonts)!
/// atlas.shapedLine("Row 42", face: face, fonts: fonts).width      // pixels, no rasterising
/// atlas.glyph(face: face, id: 53, pageClass: 0, renderer: r, scaleMode: SDL_ScaleModeLinear)
/// ```
final class GlyphAtlas {
    /// A glyph's bitmap in a page; `width == 0` for glyphs with no ink (a space).
    struct Glyph {
        var page: Int32
        var x: Int32, y: Int32, width: Int32, height: Int32
        /// The box's left edge from the pen and its top from the baseline (≤ 0), in pixels.
        var left: Int32 = 0
        var top: Int32 = 0
        /// The part of the bitmap with ink (x0..<x1, y0..<y1 from its top-left): the box is the
        /// line high, so most of it is empty, and the canvas's own text blend skips the rest.
        var ink = Ink(x0: 0, y0: 0, x1: 0, y1: 0)
        /// A colour glyph (emoji), drawn in its own colours.
        var isColor = false
        /// For a colour glyph in a page of `cpuPageClass`: its pixels' index in `colorBitmaps`;
        /// -1 otherwise.
        var color: Int32 = -1
    }

    /// A rectangle of a glyph's bitmap (see `Glyph.ink`).
    struct Ink {
        var x0: Int32, y0: Int32, x1: Int32, y1: Int32
    }

    /// The page class of glyphs the canvas blends itself (their alpha kept in `coverage`).
    static let cpuPageClass = GlyphPages.cpuPageClass
    /// Beyond this many pages the atlas is emptied at the next frame end and refilled on demand.
    let maxPages: Int

    private let faceTable = FaceTable()
    private let fallbacks = FallbackFaces()
    private let glyphPages = GlyphPages()
    private var glyphs: [UInt64: Glyph] = [:]
    /// In front of `glyphs` (same keys): a line's glyphs are asked for on every draw, and a hit
    /// here skips the dictionary's hashing.
    private let recentGlyphs = DirectMappedCache<Glyph>(slots: 512)
    private let lines = ShapedLineCache(slots: 1024)
    private let shaper = TextShaper()
    /// Glyphs rasterised since the atlas was made (for stats and tests).
    private(set) var rasterizedCount = 0
    /// Lines shaped since the atlas was made (cache misses).
    var shapedCount: Int { lines.shapedCount }

    init(maxPages: Int = 32) {
        self.maxPages = maxPages
    }

    deinit {
        removeAll()
        recentGlyphs.deallocate()
    }

    /// Glyph bitmaps currently held.
    var glyphCount: Int { glyphs.count }

    // MARK: Faces

    /// The faces, by id.
    var faces: [FaceTable.Face] { faceTable.faces }

    /// The face id for `font` at `pixelSize` (opened through `fonts` on first use).
    func face(for font: Font, pixelSize: Int, fonts: FontLibrary) -> Int32? {
        faceTable.face(for: font, pixelSize: pixelSize, fonts: fonts)
    }

    func lineHeight(_ face: Int32) -> Int32 { faceTable.lineHeight(face) }

    /// Whether the face has a glyph for `scalar`.
    func hasGlyph(_ face: Int32, _ scalar: UInt32) -> Bool { faceTable.hasGlyph(face, scalar) }

    /// Whether glyphs of this face are colour bitmaps.
    func isColor(_ face: Int32) -> Bool { faceTable.isColor(face) }

    /// A face of a system font that has `scalar`, at `primary`'s size and weight; `primary`
    /// itself (and its missing-glyph box) when no installed font has it.
    func fallbackFace(for scalar: UInt32, primary: Int32, fonts: FontLibrary) -> Int32 {
        fallbacks.face(for: scalar, primary: primary, emoji: false, table: faceTable, fonts: fonts) ?? primary
    }

    /// A colour emoji face that has `scalar`, or nil (no emoji font has it).
    func emojiFace(for scalar: UInt32, primary: Int32, fonts: FontLibrary) -> Int32? {
        fallbacks.face(for: scalar, primary: primary, emoji: true, table: faceTable, fonts: fonts)
    }

    // MARK: Lines

    /// `text` shaped with `face` (and fallback faces): from the cache, or shaped now.
    func shapedLine(_ text: String, face: Int32, fonts: FontLibrary) -> ShapedLine {
        let slot = lines.slot(for: text, face: face) { line in
            shaper.shape(text, primary: face, atlas: self, fonts: fonts, into: &line)
        }
        return lines.line(at: slot)
    }

    /// The width in pixels of `text` shaped with `face`, without keeping the line: a candidate
    /// measured while fitting (the shaped-line cache keeps what is drawn, not every prefix a
    /// search tries). A line already in the cache is read from it.
    func candidateWidth(_ text: String, face: Int32, fonts: FontLibrary) -> Int32 {
        if let slot = lines.existingSlot(for: text, face: face) { return lines.line(at: slot).width }
        return shaper.width(text, primary: face, atlas: self, fonts: fonts)
    }

    // MARK: Glyphs

    /// The pages, by index (`Glyph.page`).
    var pages: [GlyphPages.Page] { glyphPages.pages }
    /// Per page of `cpuPageClass`: its glyphs' coverage (see `GlyphPages.coverage`).
    var coverage: [[UInt8]] { glyphPages.coverage }
    /// Colour glyphs' pixels (`Glyph.color` indexes them).
    var colorBitmaps: [[UInt32]] { glyphPages.colorBitmaps }
    /// True when new textures start transparent, so a new page needs no clearing upload.
    var newTexturesAreZeroed: Bool {
        get { glyphPages.newTexturesAreZeroed }
        set { glyphPages.newTexturesAreZeroed = newValue }
    }

    /// The bitmap of glyph `id` of `face` in a page of `pageClass`, rasterised and uploaded on
    /// first use; nil when no page can take it.
    func glyph(
        face: Int32, id: UInt32, pageClass: UInt32, renderer: OpaquePointer, scaleMode: SDL_ScaleMode
    ) -> Glyph? {
        let key = UInt64(UInt32(bitPattern: face) & 0xFFFF) << 48 | UInt64(pageClass & 0xFF) << 40 | UInt64(id)
        if let g = recentGlyphs[key] { return g }
        if let g = glyphs[key] {
            recentGlyphs.store(g, for: key)
            return g
        }
        rasterizedCount += 1
        guard let bitmap = GlyphBitmap(face: faceTable.faces[Int(face)].shaping, id: id) else {
            let blank = Glyph(page: -1, x: 0, y: 0, width: 0, height: 0)
            glyphs[key] = blank
            return blank
        }
        guard let spot = glyphPages.upload(bitmap, pageClass: pageClass, renderer: renderer, scaleMode: scaleMode)
        else {
            return nil
        }
        let g = Glyph(
            page: spot.page, x: spot.x, y: spot.y, width: bitmap.width, height: bitmap.height, left: bitmap.left,
            top: bitmap.top, ink: bitmap.ink, isColor: bitmap.isColor, color: spot.color)
        glyphs[key] = g
        return g
    }

    func texture(ofPage page: Int32) -> OpaquePointer { glyphPages.texture(ofPage: page) }

    /// Empties the atlas when it has grown past `maxPages` (at a frame end, so no draw of the
    /// current frame refers to a destroyed page).
    func trimIfNeeded() {
        if glyphPages.pages.count > maxPages { removeGlyphs() }
    }

    /// Drops every glyph bitmap and page (faces and shaped lines stay valid).
    func removeGlyphs() {
        glyphPages.removeAll()
        glyphs.removeAll()
        recentGlyphs.removeAll()
    }

    /// Drops everything, faces and shaped lines included (the fonts stay open in the FontLibrary).
    func removeAll() {
        removeGlyphs()
        lines.removeAll()
        fallbacks.removeAll()
        faceTable.removeAll()
    }
}
