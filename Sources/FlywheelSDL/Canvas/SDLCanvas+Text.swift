import CSDL2
import FlywheelCore
import FlywheelUI

/// How a line of text lands on the device, which decides the quads drawn for its glyphs and,
/// on the software renderer, which page class they come from.
enum TextPlacement {
    /// Glyphs at their natural size on whole device pixels (blitted 1:1 on the software renderer).
    case pixelAligned(x: Double, y: Double)
    /// Axis-aligned but resized (a picker row's squash): `sx`, `sy` device pixels per glyph pixel.
    case scaled(x: Double, y: Double, sx: Double, sy: Double)
    /// Anything else (rotated, flipped, or resized only across): glyph quads under the canvas
    /// transform, drawn as triangles.
    case transformed(origin: Point, scale: Double)
}

extension SDLCanvas {
    /// The size of one line of `text` in points at the canvas' pixel scale: glyph advances and
    /// kerning from the glyph atlas (no rasterising, no allocation once the glyphs are known).
    public func measureText(_ text: String, font: Font) -> Size {
        let scale = pixelScale
        let px = SDLCanvas.pixelSize(font, scale: scale)
        guard let face = glyphAtlas.face(for: font, pixelSize: px, fonts: fonts) else {
            return Size(width: (Double(text.count) * font.size * 0.6).rounded(), height: (font.size * 1.2).rounded())
        }
        let width = Double(glyphAtlas.lineWidth(text, face: face))
        return Size(width: width / scale, height: Double(glyphAtlas.lineHeight(face)) / scale)
    }

    /// Draws one line of text with its top-left corner at `origin`, from the glyph atlas:
    /// glyphs are rasterised once at the device pixel size (sharp at any pixel scale) and a
    /// string is a batch of glyph quads, so new strings cost no rasterising. Under an unrotated
    /// transform that keeps the glyphs' size, they land on whole device pixels, 1:1.
    public func drawText(_ text: String, at origin: Point, font: Font, color: Color) {
        guard !text.isEmpty, origin.isFinite, let renderer, let c = vertexColor(color) else { return }
        // Rasterise at the larger axis scale: a squash (the picker's cylinder) then reuses the
        // same glyphs instead of making a new pixel size every frame.
        let t = currentTransform, s = SDLCanvas.maxAxisScale(t)
        guard let face = glyphAtlas.face(for: font, pixelSize: SDLCanvas.pixelSize(font, scale: s), fonts: fonts) else { return }
        let placement = textPlacement(text, face: face, origin: origin, transform: t, scale: s)
        let pageClass = textPageClass(placement, color: c)
        beginPath()
        var batchPage: Int32 = -1
        var pen: Int32 = 0, previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if previous != 0 { pen += glyphAtlas.kern(face: face, previous, v) }
            previous = v
            let m = glyphAtlas.metrics(face: face, scalar: v)
            defer { pen += m.advance }
            let before = glyphAtlas.rasterizedCount
            guard let g = glyphAtlas.glyph(face: face, scalar: v, pageClass: pageClass, renderer: renderer,
                                           scaleMode: textureScaleMode) else { continue }
            if glyphAtlas.rasterizedCount != before { countUpload(text: true) }
            guard g.width > 0 else { continue }
            if g.page != batchPage {
                if batchPage >= 0 { submit(texture: glyphAtlas.texture(ofPage: batchPage)) }
                batchPage = g.page
            }
            appendGlyphQuad(g, at: Double(pen + m.offsetX), placement, color: c, transform: t)
        }
        if batchPage >= 0 { submit(texture: glyphAtlas.texture(ofPage: batchPage)) } else { tess.reset() }
    }

    /// Where a line goes: pixel-aligned when the device keeps the glyphs' size (what SDL's
    /// software renderer will see after snapping vertices decides blit or scaled blit).
    func textPlacement(_ text: String, face: Int32, origin: Point, transform t: Transform, scale s: Double) -> TextPlacement {
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return .transformed(origin: origin, scale: s) }
        let o = t.apply(origin)
        let sx = t.a / s, sy = t.d / s
        let height = Double(glyphAtlas.lineHeight(face))
        let top = o.y.rounded(), bottom = (o.y + height * sy).rounded()
        if bottom - top == height {
            if sx == 1 { return .pixelAligned(x: o.x.rounded(), y: top) }
            let width = Double(glyphAtlas.lineWidth(text, face: face))
            if (o.x + width * sx).rounded() - o.x.rounded() == width { return .pixelAligned(x: o.x.rounded(), y: top) }
            return .transformed(origin: origin, scale: s)
        }
        // SDL's software renderer scales a blit that crosses the target's edge through a
        // temporary surface (allocations every frame a picker row passes the window's top):
        // such a line is drawn as triangles, which clip for free.
        if isSoftwareRenderer {
            let width = Double(glyphAtlas.lineWidth(text, face: face))
            var outW: Int32 = 0, outH: Int32 = 0
            SDL_GetRendererOutputSize(renderer, &outW, &outH)
            if o.x < 0 || top < 0 || o.x + width * sx > Double(outW) || bottom > Double(outH) {
                return .transformed(origin: origin, scale: s)
            }
        }
        return .scaled(x: o.x, y: o.y, sx: sx, sy: sy)
    }

    /// The atlas page class for a placement and vertex colour. GPU renderers share one class.
    /// On the software renderer: triangles ignore colour modulation (class 16); blits are split
    /// by 1:1 or scaled and by white/tinted and opaque/translucent, so no page ever switches.
    func textPageClass(_ placement: TextPlacement, color c: SDL_Color) -> UInt32 {
        guard isSoftwareRenderer else { return 0 }
        let tint: UInt32 = ((c.r & c.g & c.b) == 255 ? 0 : 1) | (c.a == 255 ? 0 : 2)
        switch placement {
        case .pixelAligned: return tint
        case .scaled: return 8 | tint
        case .transformed: return 16
        }
    }

    /// Adds one glyph's quad (its bitmap's left edge `penX` glyph pixels from the line origin).
    private func appendGlyphQuad(_ g: GlyphAtlas.Glyph, at penX: Double, _ placement: TextPlacement,
                                 color c: SDL_Color, transform t: Transform) {
        let page = glyphAtlas.pages[Int(g.page)]
        let u0 = Float(Double(g.x) / Double(page.width)), u1 = Float(Double(g.x + g.width) / Double(page.width))
        let v0 = Float(Double(g.y) / Double(page.height)), v1 = Float(Double(g.y + g.height) / Double(page.height))
        let w = Double(g.width), h = Double(g.height)
        switch placement {
        case .pixelAligned(let x, let y):
            addTexturedRect(Rect(x: x + penX, y: y, width: w, height: h), u0, v0, u1, v1, color: c)
        case .scaled(let x, let y, let sx, let sy):
            addTexturedRect(Rect(x: x + penX * sx, y: y, width: w * sx, height: h * sy), u0, v0, u1, v1, color: c)
        case .transformed(let origin, let s):
            let r = Rect(x: origin.x + penX / s, y: origin.y, width: w / s, height: h / s)
            let p0 = t.apply(Point(x: r.minX, y: r.minY)), p1 = t.apply(Point(x: r.maxX, y: r.minY))
            let p2 = t.apply(Point(x: r.maxX, y: r.maxY)), p3 = t.apply(Point(x: r.minX, y: r.maxY))
            // A centre vertex: SDL's software renderer never mistakes four triangles for a
            // rectangle to blit (pages of this class are only ever drawn as triangles).
            let a = tess.addVertex(p0, c, SDL_FPoint(x: u0, y: v0)), b = tess.addVertex(p1, c, SDL_FPoint(x: u1, y: v0))
            let d = tess.addVertex(p2, c, SDL_FPoint(x: u1, y: v1)), e = tess.addVertex(p3, c, SDL_FPoint(x: u0, y: v1))
            let m = tess.addVertex(Point(x: (p0.x + p2.x) / 2, y: (p0.y + p2.y) / 2), c,
                                   SDL_FPoint(x: (u0 + u1) / 2, y: (v0 + v1) / 2))
            tess.addTriangle(m, a, b); tess.addTriangle(m, b, d)
            tess.addTriangle(m, d, e); tess.addTriangle(m, e, a)
        }
    }

    /// Two triangles covering a device-space rectangle (SDL's software renderer blits such a pair).
    private func addTexturedRect(_ r: Rect, _ u0: Float, _ v0: Float, _ u1: Float, _ v1: Float, color c: SDL_Color) {
        let a = tess.addVertex(Point(x: r.minX, y: r.minY), c, SDL_FPoint(x: u0, y: v0))
        let b = tess.addVertex(Point(x: r.maxX, y: r.minY), c, SDL_FPoint(x: u1, y: v0))
        let d = tess.addVertex(Point(x: r.maxX, y: r.maxY), c, SDL_FPoint(x: u1, y: v1))
        let e = tess.addVertex(Point(x: r.minX, y: r.maxY), c, SDL_FPoint(x: u0, y: v1))
        tess.addQuad(a, b, d, e)
    }

    /// The larger of a transform's two axis scales (1 when degenerate).
    static func maxAxisScale(_ t: Transform) -> Double {
        let s = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        return s.isFinite && s > 0 ? s : 1
    }

    static func pixelSize(_ font: Font, scale: Double) -> Int {
        max(1, min(1024, Int((font.size * scale).rounded())))
    }

    /// Glyph bitmaps currently in the atlas.
    public var cachedTextCount: Int { glyphAtlas.glyphCount }
    /// Images currently cached as textures.
    public var cachedImageCount: Int { imageTextures.count }
}
