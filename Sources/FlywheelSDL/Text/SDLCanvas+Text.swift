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
    /// The size of one line of `text` in points at the canvas' pixel scale: the width of the
    /// shaped line (HarfBuzz advances, fallback fonts included), the chosen font's line height.
    /// Shaped lines are cached, so measuring a string seen before only looks it up.
    public func measureText(_ text: String, font: Font) -> Size {
        measureShownText(shownText(text), font: font)
    }

    /// `measureText`'s width, for a candidate tried while fitting: shaped without being kept
    /// in the shaped-line cache (a search's prefixes would push out the lines being drawn).
    public func measureCandidateWidth(_ text: String, font: Font) -> Double {
        let text = shownText(text)
        let scale = pixelScale
        guard !text.isEmpty else { return 0 }
        guard let face = glyphAtlas.face(for: font, pixelSize: SDLCanvas.pixelSize(font, scale: scale), fonts: fonts)
        else { return measureShownText(text, font: font).width }
        return Double(glyphAtlas.candidateWidth(text, face: face, fonts: fonts)) / scale
    }

    /// `measureText` of a string already through the pseudo-locale.
    func measureShownText(_ text: String, font: Font) -> Size {
        let scale = pixelScale
        let px = SDLCanvas.pixelSize(font, scale: scale)
        guard let face = glyphAtlas.face(for: font, pixelSize: px, fonts: fonts) else {
            return Size(width: (Double(text.count) * font.size * 0.6).rounded(), height: (font.size * 1.2).rounded())
        }
        let width = text.isEmpty ? 0 : Double(glyphAtlas.shapedLine(text, face: face, fonts: fonts).width)
        return Size(width: width / scale, height: Double(glyphAtlas.lineHeight(face)) / scale)
    }

    /// Whether `text` reads right to left as a paragraph (its first strong character is
    /// right to left, by the Unicode Bidirectional Algorithm): where a label's natural alignment
    /// puts it.
    public func isRightToLeft(_ text: String, font: Font) -> Bool {
        let text = shownText(text)
        guard !text.isEmpty,
            let face = glyphAtlas.face(for: font, pixelSize: SDLCanvas.pixelSize(font, scale: pixelScale), fonts: fonts)
        else { return false }
        return glyphAtlas.shapedLine(text, face: face, fonts: fonts).isRightToLeft
    }

    /// Draws one line of text with its top-left corner at `origin`, from the glyph atlas:
    /// glyphs are rasterised once at the device pixel size (sharp at any pixel scale) and a
    /// string is a batch of glyph quads, so new strings cost no rasterising. Under an unrotated
    /// transform that keeps the glyphs' size, they land on whole device pixels, 1:1.
    public func drawText(_ text: String, at origin: Point, font: Font, color: Color) {
        let given = text
        let text = shownText(given)
        if !text.isEmpty, origin.isFinite {
            let box = Rect(origin: origin, size: measureShownText(text, font: font))
            if let check = textCheck {
                reportDrawnText(given, shown: text, in: box, font: font, color: color, to: check)
            }
            // Glyphs may reach past their advance (italics, overhangs): a quarter em around.
            noteDrawn(box, outset: font.size / 4)
        }
        guard !text.isEmpty, origin.isFinite, let renderer, let c = vertexColor(color) else { return }
        if drawsTextDirectly, drawTextDirectly(text, at: origin, font: font, color: c) { return }
        // Rasterise at the larger axis scale: a squash (the picker's cylinder) then reuses the
        // same glyphs instead of making a new pixel size every frame.
        let t = currentTransform, s = SDLCanvas.maxAxisScale(t)
        guard let face = glyphAtlas.face(for: font, pixelSize: SDLCanvas.pixelSize(font, scale: s), fonts: fonts) else {
            return
        }
        let placement = textPlacement(text, face: face, origin: origin, transform: t, scale: s)
        // Colour glyphs (emoji) keep their colours: white vertices at the text's opacity.
        let white = SDL_Color(r: 255, g: 255, b: 255, a: c.a)
        let classes = (textPageClass(placement, color: c), textPageClass(placement, color: white))
        beginPath()
        var batchPage: Int32 = -1
        forEachGlyph(of: text, face: face, pageClasses: classes, renderer: renderer, at: origin, scale: s) { g, x, y in
            if g.page != batchPage {
                if batchPage >= 0 { submit(texture: glyphAtlas.texture(ofPage: batchPage)) }
                batchPage = g.page
            }
            appendGlyphQuad(g, at: x, y: Double(y), placement, color: g.isColor ? white : c, transform: t)
        }
        if batchPage >= 0 { submit(texture: glyphAtlas.texture(ofPage: batchPage)) } else { scratch.tess.reset() }
    }

    /// Lays `text` out from its shaped line and calls `body` with each inked glyph, its x offset
    /// in pixels from the line's left and its box's top in pixels from the line's top; glyphs
    /// rasterised on the way count as uploads. Colour glyphs come from pages of
    /// `pageClasses.color`, the rest from `pageClasses.mono`. The one layout loop of the
    /// canvas's two text paths. The glyphs' ink (the line's top-left at `origin`, glyphs made at
    /// `scale` pixels per point) is noted as drawn: marks stacked on a letter reach far past
    /// the line's box, and damage tracking must redraw wherever they went.
    func forEachGlyph(
        of text: String, face: Int32, pageClasses: (mono: UInt32, color: UInt32), renderer: OpaquePointer,
        at origin: Point, scale: Double, _ body: (GlyphAtlas.Glyph, Double, Int32) -> Void
    ) {
        // Read once, not per glyph (each read of a class property is an exclusivity check).
        let atlas = glyphAtlas, scaleMode = textureScaleMode, before = atlas.rasterizedCount
        let line = atlas.shapedLine(text, face: face, fonts: fonts)
        let baseline = atlas.faces[Int(face)].ascent
        var lastFace: Int32 = -1, colorFace = false
        var ink = GlyphAtlas.Ink(x0: .max, y0: .max, x1: .min, y1: .min)
        for sg in line.glyphs {
            if sg.face != lastFace {
                lastFace = sg.face
                colorFace = atlas.isColor(sg.face)
            }
            guard
                let g = atlas.glyph(
                    face: sg.face, id: sg.id, pageClass: colorFace ? pageClasses.color : pageClasses.mono,
                    renderer: renderer, scaleMode: scaleMode)
            else { continue }
            guard g.width > 0 else { continue }
            let x = sg.x + g.left, y = baseline + g.top + sg.y
            ink = GlyphAtlas.Ink(
                x0: min(ink.x0, x + g.ink.x0), y0: min(ink.y0, y + g.ink.y0),
                x1: max(ink.x1, x + g.ink.x1), y1: max(ink.y1, y + g.ink.y1))
            body(g, Double(x), y)
        }
        for _ in before..<max(before, atlas.rasterizedCount) { counters.countUpload(text: true) }
        if ink.x0 < ink.x1, ink.y0 < ink.y1 {
            noteDrawn(
                Rect(
                    x: origin.x + Double(ink.x0) / scale, y: origin.y + Double(ink.y0) / scale,
                    width: Double(ink.x1 - ink.x0) / scale, height: Double(ink.y1 - ink.y0) / scale))
        }
    }

    /// Where a line goes: pixel-aligned when the device keeps the glyphs' size (what SDL's
    /// software renderer will see after snapping vertices decides blit or scaled blit).
    func textPlacement(_ text: String, face: Int32, origin: Point, transform t: Transform, scale s: Double)
        -> TextPlacement
    {
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return .transformed(origin: origin, scale: s) }
        let o = t.apply(origin)
        let sx = t.a / s, sy = t.d / s
        let height = Double(glyphAtlas.lineHeight(face))
        let top = o.y.rounded(), bottom = (o.y + height * sy).rounded()
        if bottom - top == height {
            if sx == 1 { return .pixelAligned(x: o.x.rounded(), y: top) }
            let width = Double(glyphAtlas.shapedLine(text, face: face, fonts: fonts).width)
            if (o.x + width * sx).rounded() - o.x.rounded() == width { return .pixelAligned(x: o.x.rounded(), y: top) }
            return .transformed(origin: origin, scale: s)
        }
        // SDL's software renderer scales a blit that crosses the target's edge through a
        // temporary surface (allocations every frame a picker row passes the window's top):
        // such a line is drawn as triangles, which clip for free.
        if isSoftwareRenderer {
            let width = Double(glyphAtlas.shapedLine(text, face: face, fonts: fonts).width)
            if crossesTargetEdge(Point(x: o.x, y: top), Point(x: o.x + width * sx, y: bottom)) {
                return .transformed(origin: origin, scale: s)
            }
        }
        return .scaled(x: o.x, y: o.y, sx: sx, sy: sy)
    }

    /// The atlas page class for a placement and vertex colour. GPU renderers share one class.
    /// On the software renderer: triangles ignore colour modulation (`triangleDrawClass`); blits are split
    /// by 1:1 or scaled and by white/tinted and opaque/translucent, so no page ever switches.
    func textPageClass(_ placement: TextPlacement, color c: SDL_Color) -> UInt32 {
        guard isSoftwareRenderer else { return 0 }
        switch placement {
        case .pixelAligned: return SDLCanvas.modulationClass(c)
        case .scaled: return 8 | SDLCanvas.modulationClass(c)
        case .transformed: return SDLCanvas.triangleDrawClass
        }
    }

    /// For blits on the software renderer: whether the vertex colour tints (RGB not white) and
    /// whether it is translucent. SDL turns it into the surface's colour/alpha modulation, and
    /// a surface switching between modulated and not is re-mapped (and allocates).
    static func modulationClass(_ c: SDL_Color) -> UInt32 {
        ((c.r & c.g & c.b) == 255 ? 0 : 1) | (c.a == 255 ? 0 : 2)
    }

    /// Textures drawn as triangles: SDL leaves their surfaces' modulation alone, any colour.
    static let triangleDrawClass: UInt32 = 16

    /// Adds one glyph's quad (its bitmap's left edge `penX` glyph pixels from the line origin,
    /// its top `top` glyph pixels below the line's top).
    private func appendGlyphQuad(
        _ g: GlyphAtlas.Glyph, at penX: Double, y top: Double, _ placement: TextPlacement,
        color c: SDL_Color, transform t: Transform
    ) {
        let page = glyphAtlas.pages[Int(g.page)]
        let u0 = Float(Double(g.x) / Double(page.width)), u1 = Float(Double(g.x + g.width) / Double(page.width))
        let v0 = Float(Double(g.y) / Double(page.height)), v1 = Float(Double(g.y + g.height) / Double(page.height))
        let w = Double(g.width), h = Double(g.height)
        let uv0 = SDL_FPoint(x: u0, y: v0), uv1 = SDL_FPoint(x: u1, y: v1)
        let r: Rect
        switch placement {
        case .pixelAligned(let x, let y):
            r = Rect(x: x + penX, y: y + top, width: w, height: h)
        case .scaled(let x, let y, let sx, let sy):
            r = Rect(x: x + penX * sx, y: y + top * sy, width: w * sx, height: h * sy)
        case .transformed(let origin, let s):
            // Centred: pages of this class are only ever drawn as triangles.
            let local = Rect(x: origin.x + penX / s, y: origin.y + top / s, width: w / s, height: h / s)
            scratch.tess.addTexturedQuad(
                t.apply(Point(x: local.minX, y: local.minY)), t.apply(Point(x: local.maxX, y: local.minY)),
                t.apply(Point(x: local.maxX, y: local.maxY)), t.apply(Point(x: local.minX, y: local.maxY)),
                uv0: uv0, uv1: uv1, color: c, centred: true)
            return
        }
        scratch.tess.addTexturedQuad(
            Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
            Point(x: r.minX, y: r.maxY), uv0: uv0, uv1: uv1, color: c, centred: false)
    }

    /// The larger of a transform's two axis scales (1 when degenerate).
    static func maxAxisScale(_ t: Transform) -> Double {
        let s = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        return s.isFinite && s > 0 ? s : 1
    }

    /// The pixel size glyphs of `font` are made at, 1...`TextLimits.maximumPixelSize`.
    static func pixelSize(_ font: Font, scale: Double) -> Int {
        max(1, min(TextLimits.maximumPixelSize, Int(saturating: (font.size * scale).rounded())))
    }

    /// Glyph bitmaps currently in the atlas.
    public var cachedTextCount: Int { glyphAtlas.glyphCount }
    /// Images currently cached as textures.
    public var cachedImageCount: Int { caches.imageTextures.count }
}
