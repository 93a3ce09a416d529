import CSDL2
import FlywheelCore
import FlywheelUI

/// A string as rasterised: the text, the face (family + weight) and the integer pixel size.
/// Colour is not part of the key: strings are rendered white and coloured per vertex.
struct TextKey: Hashable {
    var text: String
    var family: String?
    var bold: Bool
    var pixelSize: Int
    /// On the software renderer only (0 elsewhere): whether the string is drawn tinted (RGB not
    /// white) and whether translucent. SDL's software renderer turns the vertex colour into a
    /// surface colour/alpha mod, and switching a surface between modulated and unmodulated makes
    /// it re-map (and allocate) on the next blit: a title drawn white on a selected segment and
    /// tinted on others did that every frame. One texture per class keeps steady frames
    /// allocation-free without a texture per colour.
    var tint: UInt32 = 0

    init(_ text: String, font: Font, pixelSize: Int, tint: UInt32 = 0) {
        self.text = text
        family = font.family
        bold = font.weight == .bold
        self.pixelSize = pixelSize
        self.tint = tint
    }
}

extension SDLCanvas {
    /// The size of one line of `text` in points, measured with SDL_ttf at the canvas' pixel
    /// scale (cached per string, font and size).
    public func measureText(_ text: String, font: Font) -> Size {
        let scale = pixelScale
        let key = TextKey(text, font: font, pixelSize: SDLCanvas.pixelSize(font, scale: scale))
        if let size = measureCache[key] { return size }
        guard let face = fonts.ttfFont(for: font, pixelSize: key.pixelSize) else {
            return Size(width: (Double(text.count) * font.size * 0.6).rounded(), height: (font.size * 1.2).rounded())
        }
        var w: Int32 = 0, h: Int32 = TTF_FontHeight(face)
        if !text.isEmpty { _ = TTF_SizeUTF8(face, text, &w, &h) }
        let size = Size(width: Double(w) / scale, height: Double(h) / scale)
        measureCache[key] = size
        return size
    }

    /// Draws one line of text with its top-left corner at `origin`. The string is rasterised
    /// once at the device pixel size (so it is sharp at any pixel scale) and cached; under an
    /// unrotated transform it lands on whole device pixels, 1:1.
    public func drawText(_ text: String, at origin: Point, font: Font, color: Color) {
        guard !text.isEmpty, origin.isFinite, let c = vertexColor(color) else { return }
        // Rasterise at the larger axis scale: a squash (the picker's cylinder) then reuses one
        // texture instead of making a new pixel size every frame.
        let t = currentTransform, s = SDLCanvas.maxAxisScale(t)
        let modulated: UInt32 = (c.r & c.g & c.b) == 255 ? 0 : 1
        let tint = isSoftwareRenderer ? 1 | modulated << 1 | (c.a == 255 ? 0 : 4) : 0
        let key = TextKey(text, font: font, pixelSize: SDLCanvas.pixelSize(font, scale: s), tint: tint)
        guard let entry = textTexture(key, font: font) else { return }
        let w = Double(entry.width), h = Double(entry.height)
        if t.b == 0, t.c == 0, t.a > 0, abs(t.a - t.d) < 1e-9 {
            let o = t.apply(origin)
            let device = Rect(x: o.x.rounded(), y: o.y.rounded(), width: w, height: h)
            drawTexturedQuad(entry.texture, rect: device, transform: .identity, uvMax: (1, 1), color: c)
        } else {
            let local = Rect(origin: origin, size: Size(width: w / s, height: h / s))
            drawTexturedQuad(entry.texture, rect: local, transform: t, uvMax: (1, 1), color: c)
        }
    }

    /// The larger of a transform's two axis scales (1 when degenerate).
    static func maxAxisScale(_ t: Transform) -> Double {
        let s = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        return s.isFinite && s > 0 ? s : 1
    }

    static func pixelSize(_ font: Font, scale: Double) -> Int {
        max(1, min(1024, Int((font.size * scale).rounded())))
    }

    /// The white texture of a string (rasterised with SDL_ttf on a cache miss).
    func textTexture(_ key: TextKey, font: Font) -> TextureCache<TextKey>.Entry? {
        if let entry = textTextures.lookup(key, frame: frameNumber) { return entry }
        guard let renderer, let face = fonts.ttfFont(for: font, pixelSize: key.pixelSize) else { return nil }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surface = TTF_RenderUTF8_Blended(face, key.text, white) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let tex = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear)
        textTextures.insert(key, texture: tex, width: surface.pointee.w, height: surface.pointee.h, frame: frameNumber)
        countUpload(text: true)
        return textTextures.lookup(key, frame: frameNumber)
    }

    /// Strings currently cached as textures.
    public var cachedTextCount: Int { textTextures.count }
    /// Images currently cached as textures.
    public var cachedImageCount: Int { imageTextures.count }
}
