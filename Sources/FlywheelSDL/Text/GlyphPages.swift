import CSDL2

/// The glyph atlas's textures ("pages") and the packing of glyph bitmaps into them: shelf
/// packing, left to right along a shelf as tall as its tallest bitmap, then a new shelf, then a
/// new page (one as big as an oversized glyph needs).
///
/// Pages belong to a *class* (see `SDLCanvas.textPageClass`): on SDL's software renderer a
/// texture must always be drawn the same way (tinted or white, opaque or translucent, blitted
/// 1:1, scaled, or as triangles), because switching re-maps its surface and allocates. Pages of
/// `cpuPageClass` also keep each glyph's coverage (and colour glyphs' pixels) for the canvas's
/// own blend (`TextLineBlend`).
///
/// ```swift
/// let pages = GlyphPages()
/// if let (page, x, y) = pages.upload(bitmap, pageClass: 0, renderer: r, scaleMode: SDL_ScaleModeLinear) {
///     pages.texture(ofPage: page)   // draw with source rectangle (x, y, bitmap.width, bitmap.height)
/// }
/// ```
final class GlyphPages {
    struct Page {
        let texture: OpaquePointer
        let pageClass: UInt32
        let width: Int32, height: Int32
        var cursorX: Int32 = 0, shelfY: Int32 = 0, shelfHeight: Int32 = 0
    }

    static let pageSide: Int32 = 512
    /// Gap between bitmaps, so linear filtering never samples a neighbour.
    static let padding: Int32 = 1
    /// The page class of glyphs the canvas blends itself (their alpha kept in `coverage`).
    static let cpuPageClass: UInt32 = 32

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

    deinit { removeAll() }

    /// Places `bitmap` in a page of `pageClass` and uploads it: its page and top-left corner
    /// there, and for a colour glyph in a page of `cpuPageClass` its index in `colorBitmaps`
    /// (else -1); nil when no page can be made for it.
    func upload(
        _ bitmap: GlyphBitmap, pageClass: UInt32, renderer: OpaquePointer, scaleMode: SDL_ScaleMode
    ) -> (page: Int32, x: Int32, y: Int32, color: Int32)? {
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
        var color: Int32 = -1
        if pageClass == GlyphPages.cpuPageClass {
            if bitmap.isColor {
                color = Int32(colorBitmaps.count)
                colorBitmaps.append(bitmap.pixels)
            } else {
                copyCoverage(of: bitmap, toPage: Int(page), x: Int(x), y: Int(y))
            }
        }
        return (page, x, y, color)
    }

    /// A free spot for a `width`×`height` bitmap in a page of `pageClass`.
    private func place(
        width w: Int32, height h: Int32, pageClass: UInt32, renderer: OpaquePointer,
        scaleMode: SDL_ScaleMode
    ) -> (Int32, Int32, Int32)? {
        let pad = GlyphPages.padding
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
        let side = max(GlyphPages.pageSide, w + pad, h + pad)
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
        coverage.append(pageClass == GlyphPages.cpuPageClass ? [UInt8](repeating: 0, count: Int(side) * Int(side)) : [])
        return (Int32(pages.count - 1), 0, 0)
    }

    func texture(ofPage page: Int32) -> OpaquePointer { pages[Int(page)].texture }

    /// Destroys every page.
    func removeAll() {
        for page in pages { SDL_DestroyTexture(page.texture) }
        pages.removeAll()
        coverage.removeAll()
        colorBitmaps.removeAll()
    }

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
