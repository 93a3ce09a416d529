import CSDL2
import FlywheelUI

/// Glyphs rasterised once with SDL_ttf and packed into shared textures ("pages"), so a string
/// never seen before costs only glyph lookups: no rasterising, no texture, no allocation.
/// A picker scrolling through 10,000 titles draws them from the same few dozen glyphs.
///
/// Layout is one glyph per Unicode scalar: hinted integer advances plus the font's kerning
/// pairs, each glyph on a whole pixel. That is what Latin UI labels need; there is no shaping
/// (combining marks, ligatures, right-to-left scripts are drawn glyph by glyph).
///
/// Pages belong to a *class* (see `SDLCanvas.textPageClass`): on SDL's software renderer a
/// texture must always be drawn the same way (tinted or white, opaque or translucent, blitted
/// 1:1, scaled, or as triangles), because switching re-maps its surface and allocates.
///
/// ```swift
/// let face = atlas.face(for: .boldSystem(size: 20), pixelSize: 20, fonts: fonts)!
/// atlas.lineWidth("Row 42", face: face)                       // pixels, no rasterising
/// atlas.glyph(face: face, scalar: 0x52, pageClass: 0, renderer: r, scaleMode: SDL_ScaleModeLinear)
/// ```
final class GlyphAtlas {
    /// A font at one pixel size.
    struct Face {
        let font: OpaquePointer
        let lineHeight: Int32
        let kerns: Bool
    }

    /// Where a glyph is placed on the line: `offsetX` from the pen (its bitmap starts left of
    /// the pen when the glyph overhangs), then the pen moves by `advance`.
    struct Metrics {
        var advance: Int32
        var offsetX: Int32
    }

    /// A glyph's bitmap in a page; `width == 0` for glyphs with no ink (a space).
    struct Glyph {
        var page: Int32
        var x: Int32, y: Int32, width: Int32, height: Int32
        /// The part of the bitmap with ink (x0..<x1, y0..<y1 from its top-left): SDL_ttf's
        /// bitmaps are the advance wide and the line high, so most of a box is empty, and the
        /// canvas's own text blend skips what lies outside.
        var ink = Ink(x0: 0, y0: 0, x1: 0, y1: 0)
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

    static let pageSide: Int32 = 512
    /// Gap between bitmaps, so linear filtering never samples a neighbour.
    static let padding: Int32 = 1
    /// Beyond this many pages the atlas is emptied at the next frame end and refilled on demand.
    let maxPages: Int

    private var faceIDs: [FaceKey: Int32] = [:]
    private(set) var faces: [Face] = []
    private var metrics: [UInt64: Metrics] = [:]
    private var glyphs: [UInt64: Glyph] = [:]
    private var kerning: [UInt64: Int32] = [:]
    /// In front of `metrics`, `glyphs` and `kerning` (same keys): a string's characters are asked
    /// for on every draw and measure, and a hit here skips the dictionary's hashing.
    private let recentMetrics = DirectMappedCache<Metrics>(slots: 512)
    private let recentGlyphs = DirectMappedCache<Glyph>(slots: 512)
    private let recentKerning = DirectMappedCache<Int32>(slots: 1024)
    private(set) var pages: [Page] = []
    /// Per page, for pages of `cpuPageClass`: each glyph's alpha (coverage), `side` x `side`
    /// bytes, so the canvas can blend text straight into its target surface. Empty otherwise.
    private(set) var coverage: [[UInt8]] = []
    /// True when new textures start transparent (SDL's software renderer zeroes its surfaces),
    /// so a new page needs no clearing upload.
    var newTexturesAreZeroed = false
    /// Glyphs rasterised since the atlas was made (for stats and tests).
    private(set) var rasterizedCount = 0

    init(maxPages: Int = 32) {
        self.maxPages = maxPages
        // Room for the pairs a UI meets (a picker of 10,000 numbered titles sees a few hundred):
        // the table then never grows, and allocates, in the middle of a scroll.
        kerning.reserveCapacity(4096)
    }

    deinit {
        removeAll()
        recentMetrics.deallocate()
        recentGlyphs.deallocate()
        recentKerning.deallocate()
    }

    /// Glyph bitmaps currently held.
    var glyphCount: Int { glyphs.count }

    /// The face id for `font` at `pixelSize` (opened through `fonts` on first use).
    func face(for font: Font, pixelSize: Int, fonts: FontLibrary) -> Int32? {
        let key = FaceKey(family: font.family, bold: font.weight == .bold, pixelSize: pixelSize)
        if let id = faceIDs[key] { return id }
        guard let ttf = fonts.ttfFont(for: font, pixelSize: pixelSize) else { return nil }
        let id = Int32(faces.count)
        faces.append(Face(font: ttf, lineHeight: TTF_FontHeight(ttf), kerns: TTF_GetFontKerning(ttf) != 0))
        faceIDs[key] = id
        return id
    }

    func lineHeight(_ face: Int32) -> Int32 { faces[Int(face)].lineHeight }

    /// The advance and overhang of `scalar` in `face` (asked of SDL_ttf once).
    func metrics(face: Int32, scalar: UInt32) -> Metrics {
        let key = UInt64(UInt32(bitPattern: face)) << 32 | UInt64(scalar)
        if let m = recentMetrics[key] { return m }
        if let m = metrics[key] {
            recentMetrics.store(m, for: key)
            return m
        }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        let m: Metrics
        if TTF_GlyphMetrics32(faces[Int(face)].font, scalar, &minX, &maxX, &minY, &maxY, &advance) == 0 {
            m = Metrics(advance: advance, offsetX: min(0, minX))
        } else {
            m = Metrics(advance: 0, offsetX: 0)
        }
        metrics[key] = m
        recentMetrics.store(m, for: key)
        return m
    }

    /// The kerning adjustment between `left` and `right` in pixels (0 for fonts without pairs).
    func kern(face: Int32, _ left: UInt32, _ right: UInt32) -> Int32 {
        guard left < 1 << 21, right < 1 << 21 else { return 0 }
        let key = UInt64(UInt32(bitPattern: face)) << 42 | UInt64(left) << 21 | UInt64(right)
        // The recent pairs first: a hit reads no property of the atlas (no exclusivity check).
        if let k = recentKerning[key] { return k }
        let f = faces[Int(face)]
        let k: Int32
        if !f.kerns {
            k = 0
        } else if let known = kerning[key] {
            k = known
        } else {
            k = TTF_GetFontKerningSizeGlyphs32(f.font, left, right)
            kerning[key] = k
        }
        recentKerning.store(k, for: key)
        return k
    }

    /// The width of one line of `text` in pixels: advances plus kerning.
    func lineWidth(_ text: String, face: Int32) -> Int32 {
        var pen: Int32 = 0, previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if previous != 0 { pen += kern(face: face, previous, v) }
            pen += metrics(face: face, scalar: v).advance
            previous = v
        }
        return pen
    }

    /// The bitmap of `scalar` in a page of `pageClass`, rasterised and uploaded on first use.
    func glyph(
        face: Int32, scalar: UInt32, pageClass: UInt32, renderer: OpaquePointer,
        scaleMode: SDL_ScaleMode
    ) -> Glyph? {
        let key = UInt64(UInt32(bitPattern: face)) << 40 | UInt64(pageClass & 0xFF) << 32 | UInt64(scalar)
        if let g = recentGlyphs[key] { return g }
        if let g = glyphs[key] {
            recentGlyphs.store(g, for: key)
            return g
        }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surface = TTF_RenderGlyph32_Blended(faces[Int(face)].font, scalar, white) else { return nil }
        defer { SDL_FreeSurface(surface) }
        rasterizedCount += 1
        let w = surface.pointee.w, h = surface.pointee.h
        guard let ink = GlyphAtlas.inkBounds(surface) else {
            let blank = Glyph(page: -1, x: 0, y: 0, width: 0, height: h)
            glyphs[key] = blank
            return blank
        }
        guard
            let (page, x, y) = place(
                width: w, height: h, pageClass: pageClass, renderer: renderer, scaleMode: scaleMode)
        else {
            return nil
        }
        var rect = SDL_Rect(x: x, y: y, w: w, h: h)
        _ = SDL_UpdateTexture(pages[Int(page)].texture, &rect, surface.pointee.pixels, surface.pointee.pitch)
        if pageClass == GlyphAtlas.cpuPageClass { copyCoverage(of: surface, toPage: Int(page), x: Int(x), y: Int(y)) }
        let g = Glyph(page: page, x: x, y: y, width: w, height: h, ink: ink)
        glyphs[key] = g
        return g
    }

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

    /// Drops every glyph bitmap and page (metrics and faces stay valid).
    func removeGlyphs() {
        for page in pages { SDL_DestroyTexture(page.texture) }
        pages.removeAll()
        coverage.removeAll()
        glyphs.removeAll()
        recentGlyphs.removeAll()
    }

    /// Drops everything, faces included (the fonts stay open in the FontLibrary).
    func removeAll() {
        removeGlyphs()
        faceIDs.removeAll()
        faces.removeAll()
        metrics.removeAll()
        kerning.removeAll(keepingCapacity: true)
        recentMetrics.removeAll()
        recentKerning.removeAll()
    }

    /// The page class of glyphs the canvas blends itself (their alpha kept in `coverage`).
    static let cpuPageClass: UInt32 = 32

    /// Copies a rendered glyph's alpha into its page's coverage bytes.
    private func copyCoverage(of surface: UnsafeMutablePointer<SDL_Surface>, toPage page: Int, x: Int, y: Int) {
        let s = surface.pointee
        guard let pixels = s.pixels, coverage.indices.contains(page) else { return }
        let side = Int(pages[page].width), rowWords = Int(s.pitch) / 4
        let words = pixels.assumingMemoryBound(to: UInt32.self)
        for row in 0..<Int(s.h) {
            for col in 0..<Int(s.w) {
                coverage[page][(y + row) * side + x + col] = UInt8(words[row * rowWords + col] >> 24)
            }
        }
    }

    /// The smallest rectangle of an ARGB8888 surface holding every pixel with alpha; nil when
    /// no pixel has any.
    private static func inkBounds(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Ink? {
        let s = surface.pointee
        guard let pixels = s.pixels, s.w > 0, s.h > 0 else { return nil }
        let rowWords = Int(s.pitch) / 4
        let words = pixels.assumingMemoryBound(to: UInt32.self)
        var ink = Ink(x0: s.w, y0: s.h, x1: 0, y1: 0)
        for y in 0..<Int(s.h) {
            for x in 0..<Int(s.w) where words[y * rowWords + x] >> 24 != 0 {
                ink.x0 = min(ink.x0, Int32(x)); ink.x1 = max(ink.x1, Int32(x + 1))
                ink.y0 = min(ink.y0, Int32(y)); ink.y1 = Int32(y + 1)
            }
        }
        return ink.x1 > ink.x0 ? ink : nil
    }
}
