import CSDL2
import CText
import FlywheelUI

/// Faces, shaped lines and glyph bitmaps for the canvas's text. A line is shaped once
/// (`shapedLine`, cached by face and string); its glyphs — keyed by face and *glyph id*, not by
/// character, since shaping picks joined forms, ligatures and marks the characters alone do not
/// name — are rasterised once by FreeType and packed into shared textures ("pages"). A picker
/// scrolling through 10,000 titles draws them from the same few dozen glyphs.
///
/// Pages belong to a *class* (see `SDLCanvas.textPageClass`): on SDL's software renderer a
/// texture must always be drawn the same way (tinted or white, opaque or translucent, blitted
/// 1:1, scaled, or as triangles), because switching re-maps its surface and allocates.
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
    /// A font at one pixel size.
    struct Face {
        let shaping: ShapingFace
        /// The line's height and the baseline's distance from its top, in pixels (for a chosen
        /// font: SDL_ttf's figures, as the line boxes always were).
        let lineHeight: Int32
        let ascent: Int32
        let bold: Bool
    }

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

    struct Page {
        let texture: OpaquePointer
        let pageClass: UInt32
        let width: Int32, height: Int32
        var cursorX: Int32 = 0, shelfY: Int32 = 0, shelfHeight: Int32 = 0
    }

    private struct FaceKey: Hashable {
        var family: String?
        var bold: Bool
        var pixelSize: Int
    }

    private struct FallbackKey: Hashable {
        var path: String
        var index: Int
        var pixelSize: Int
    }

    static let pageSide: Int32 = 512
    /// Gap between bitmaps, so linear filtering never samples a neighbour.
    static let padding: Int32 = 1
    /// Beyond this many pages the atlas is emptied at the next frame end and refilled on demand.
    let maxPages: Int

    private var faceIDs: [FaceKey: Int32] = [:]
    private var fallbackIDs: [FallbackKey: Int32] = [:]
    /// Per character (and pixel size, weight, emoji or not): the face fallback found, or -1.
    private var fallbackForScalar: [UInt64: Int32] = [:]
    private(set) var faces: [Face] = []
    private var glyphs: [UInt64: Glyph] = [:]
    /// In front of `glyphs` (same keys): a line's glyphs are asked for on every draw, and a hit
    /// here skips the dictionary's hashing.
    private let recentGlyphs = DirectMappedCache<Glyph>(slots: 512)
    private let lines = ShapedLineCache(slots: 1024)
    private let shaper = TextShaper()
    private(set) var pages: [Page] = []
    /// Per page, for pages of `cpuPageClass`: each glyph's alpha (coverage), `side` x `side`
    /// bytes, so the canvas can blend text straight into its target surface. Empty otherwise.
    private(set) var coverage: [[UInt8]] = []
    /// Colour glyphs' pixels (straight-alpha ARGB, the glyph's width × height), for the
    /// canvas's own blend; textures hold them too.
    private(set) var colorBitmaps: [[UInt32]] = []
    /// True when new textures start transparent (SDL's software renderer zeroes its surfaces),
    /// so a new page needs no clearing upload.
    var newTexturesAreZeroed = false
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

    /// The face id for `font` at `pixelSize` (opened through `fonts` on first use).
    func face(for font: Font, pixelSize: Int, fonts: FontLibrary) -> Int32? {
        let key = FaceKey(family: font.family, bold: font.weight == .bold, pixelSize: pixelSize)
        if let id = faceIDs[key] { return id }
        guard let shaping = fonts.shapingFace(path: fonts.path(for: font), index: 0, pixelSize: pixelSize) else {
            return nil
        }
        var lineHeight = shaping.ascent + shaping.descent, ascent = shaping.ascent
        if let ttf = fonts.ttfFont(for: font, pixelSize: pixelSize) {
            lineHeight = TTF_FontHeight(ttf)
            ascent = TTF_FontAscent(ttf)
        }
        let id = Int32(faces.count)
        faces.append(Face(shaping: shaping, lineHeight: lineHeight, ascent: ascent, bold: key.bold))
        faceIDs[key] = id
        return id
    }

    func lineHeight(_ face: Int32) -> Int32 { faces[Int(face)].lineHeight }

    /// Whether the face has a glyph for `scalar`.
    func hasGlyph(_ face: Int32, _ scalar: UInt32) -> Bool {
        faces[Int(face)].shaping.glyphIndex(of: scalar) != 0
    }

    /// A face of a system font that has `scalar`, at `primary`'s size and weight; `primary`
    /// itself (and its missing-glyph box) when no installed font has it.
    func fallbackFace(for scalar: UInt32, primary: Int32, fonts: FontLibrary) -> Int32 {
        lookUpFallback(scalar, primary: primary, emoji: false, fonts: fonts) ?? primary
    }

    /// A colour emoji face that has `scalar`, or nil (no emoji font has it).
    func emojiFace(for scalar: UInt32, primary: Int32, fonts: FontLibrary) -> Int32? {
        lookUpFallback(scalar, primary: primary, emoji: true, fonts: fonts)
    }

    private func lookUpFallback(_ scalar: UInt32, primary: Int32, emoji: Bool, fonts: FontLibrary) -> Int32? {
        let p = faces[Int(primary)]
        let size = p.shaping.pixelSize
        let key = UInt64(scalar) | UInt64(size) << 32 | (p.bold ? 1 << 43 : 0) | (emoji ? 1 << 44 : 0)
        if let known = fallbackForScalar[key] { return known >= 0 ? known : nil }
        var found: Int32 = -1
        if let match = fonts.fallback.font(for: scalar, bold: p.bold, emoji: emoji) {
            let fk = FallbackKey(path: match.path, index: match.index, pixelSize: size)
            if let id = fallbackIDs[fk] {
                found = id
            } else if let shaping = fonts.shapingFace(path: match.path, index: match.index, pixelSize: size) {
                found = Int32(faces.count)
                faces.append(
                    Face(
                        shaping: shaping, lineHeight: shaping.ascent + shaping.descent, ascent: shaping.ascent,
                        bold: p.bold))
                fallbackIDs[fk] = found
            }
            if found >= 0, !emoji, !hasGlyph(found, scalar) { found = -1 }
        }
        fallbackForScalar[key] = found
        return found >= 0 ? found : nil
    }

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
        let f = faces[Int(face)].shaping
        guard let bitmap = GlyphBitmap(face: f, id: id) else {
            let blank = Glyph(page: -1, x: 0, y: 0, width: 0, height: 0)
            glyphs[key] = blank
            return blank
        }
        guard
            let (page, x, y) = place(
                width: bitmap.width, height: bitmap.height, pageClass: pageClass, renderer: renderer,
                scaleMode: scaleMode)
        else {
            return nil
        }
        var rect = SDL_Rect(x: x, y: y, w: bitmap.width, h: bitmap.height)
        bitmap.pixels.withUnsafeBytes {
            _ = SDL_UpdateTexture(pages[Int(page)].texture, &rect, $0.baseAddress, bitmap.width * 4)
        }
        var g = Glyph(
            page: page, x: x, y: y, width: bitmap.width, height: bitmap.height, left: bitmap.left, top: bitmap.top,
            ink: bitmap.ink, isColor: bitmap.isColor)
        if pageClass == GlyphAtlas.cpuPageClass {
            if bitmap.isColor {
                g.color = Int32(colorBitmaps.count)
                colorBitmaps.append(bitmap.pixels)
            } else {
                copyCoverage(of: bitmap, toPage: Int(page), x: Int(x), y: Int(y))
            }
        }
        glyphs[key] = g
        return g
    }

    /// Whether glyphs of this face are colour bitmaps.
    func isColor(_ face: Int32) -> Bool { faces[Int(face)].shaping.isColor }

    /// A free spot for a `width`×`height` bitmap in a page of `pageClass` (shelf packing: left to
    /// right along a shelf as tall as its tallest bitmap, then a new shelf, then a new page).
    private func place(
        width w: Int32, height h: Int32, pageClass: UInt32, renderer: OpaquePointer,
        scaleMode: SDL_ScaleMode
    ) -> (Int32, Int32, Int32)? {
        let pad = GlyphAtlas.padding
        for i in pages.indices.reversed() where pages[i].pageClass == pageClass {
            var p = pages[i]
            if p.cursorX + w + pad > p.width {
                p.shelfY += p.shelfHeight
                p.cursorX = 0
                p.shelfHeight = 0
            }
            guard p.shelfY + h + pad <= p.height, w + pad <= p.width else { continue }
            let spot = (Int32(i), p.cursorX, p.shelfY)
            p.cursorX += w + pad
            p.shelfHeight = max(p.shelfHeight, h + pad)
            pages[i] = p
            return spot
        }
        // A new page, big enough for an oversized glyph.
        let side = max(GlyphAtlas.pageSide, w + pad, h + pad)
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), side, side)
        else { return nil }
        if !newTexturesAreZeroed {
            let clear = [UInt32](repeating: 0, count: Int(side) * Int(side))
            clear.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, side * 4) }
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, scaleMode)
        pages.append(
            Page(
                texture: texture, pageClass: pageClass, width: side, height: side,
                cursorX: w + pad, shelfY: 0, shelfHeight: h + pad))
        coverage.append(pageClass == GlyphAtlas.cpuPageClass ? [UInt8](repeating: 0, count: Int(side) * Int(side)) : [])
        return (Int32(pages.count - 1), 0, 0)
    }

    func texture(ofPage page: Int32) -> OpaquePointer { pages[Int(page)].texture }

    /// Empties the atlas when it has grown past `maxPages` (at a frame end, so no draw of the
    /// current frame refers to a destroyed page).
    func trimIfNeeded() {
        if pages.count > maxPages { removeGlyphs() }
    }

    /// Drops every glyph bitmap and page (faces and shaped lines stay valid).
    func removeGlyphs() {
        for page in pages { SDL_DestroyTexture(page.texture) }
        pages.removeAll()
        coverage.removeAll()
        colorBitmaps.removeAll()
        glyphs.removeAll()
        recentGlyphs.removeAll()
    }

    /// Drops everything, faces and shaped lines included (the fonts stay open in the FontLibrary).
    func removeAll() {
        removeGlyphs()
        lines.removeAll()
        faceIDs.removeAll()
        fallbackIDs.removeAll()
        fallbackForScalar.removeAll()
        faces.removeAll()
    }

    /// The page class of glyphs the canvas blends itself (their alpha kept in `coverage`).
    static let cpuPageClass: UInt32 = 32

    /// Copies a glyph's alpha into its page's coverage bytes.
    private func copyCoverage(of bitmap: GlyphBitmap, toPage page: Int, x: Int, y: Int) {
        guard coverage.indices.contains(page) else { return }
        let side = Int(pages[page].width), w = Int(bitmap.width)
        for row in 0..<Int(bitmap.height) {
            for col in 0..<w {
                coverage[page][(y + row) * side + x + col] = UInt8(bitmap.pixels[row * w + col] >> 24)
            }
        }
    }
}
