/// One glyph rasterised by FreeType (by glyph id, light hinting, as SDL_ttf did), as ARGB8888
/// pixels in a box as tall as its face's line: white with the coverage as alpha, or a colour
/// glyph's own colours (straight alpha). A colour font's bitmap (emoji: one 109-pixel strike)
/// is shrunk to the line by an area average.
///
/// ```swift
/// if let bitmap = GlyphBitmap(face: face, id: 36) {
///     bitmap.width; bitmap.left; bitmap.top   // box size, and where it sits from pen and baseline
/// }
/// ```
struct GlyphBitmap {
    let width: Int32, height: Int32
    /// The box's left edge from the pen and its top from the baseline (≤ 0), in pixels.
    let left: Int32, top: Int32
    let pixels: [UInt32]
    let ink: GlyphAtlas.Ink
    let isColor: Bool

    /// nil for a glyph with no ink (a space) or one FreeType cannot load.
    init?(face: ShapingFace, id: UInt32) {
        guard let made = face.freeType.withRenderedGlyph(id, { GlyphBitmap(rendered: $0, face: face) }) else {
            return nil
        }
        self = made
    }

    /// The glyph FreeType rendered, in its box.
    private init?(rendered bitmap: RenderedGlyph, face: ShapingFace) {
        let sw = bitmap.width, sh = bitmap.rows
        let color = bitmap.format == .bgra
        let s = face.scale
        // The bitmap at line size: scaled (colour fonts' fixed strikes) or as it is.
        let w = s == 1 ? sw : max(1, Int((Double(sw) * s).rounded()))
        let h = s == 1 ? sh : max(1, Int((Double(sh) * s).rounded()))
        let bitmapLeft = Int((Double(bitmap.left) * s).rounded())
        let bitmapTop = Int((Double(bitmap.top) * s).rounded())
        // The box: the face's line (ascent above the baseline, descent below), widened to the glyph.
        let boxTop = min(-Int(face.ascent), -bitmapTop)
        let boxBottom = max(Int(face.descent), h - bitmapTop)
        let boxHeight = boxBottom - boxTop
        let rowOffset = -bitmapTop - boxTop
        var pixels = [UInt32](repeating: 0, count: w * boxHeight)
        let sample = GlyphBitmap.sampler(bitmap)
        var ink = GlyphAtlas.Ink(x0: Int32(w), y0: Int32(boxHeight), x1: 0, y1: 0)
        for y in 0..<h {
            for x in 0..<w {
                let p: UInt32
                if s == 1 {
                    p = sample(x, y)
                } else {
                    p = GlyphBitmap.areaAverage(
                        sample, x0: Double(x) / s, x1: Double(x + 1) / s, y0: Double(y) / s, y1: Double(y + 1) / s,
                        width: sw, height: sh)
                }
                let pixel = color ? GlyphBitmap.unpremultiplied(p) : p
                guard pixel >> 24 != 0 else { continue }
                pixels[(y + rowOffset) * w + x] = pixel
                ink.x0 = min(ink.x0, Int32(x))
                ink.x1 = max(ink.x1, Int32(x + 1))
                ink.y0 = min(ink.y0, Int32(y + rowOffset))
                ink.y1 = max(ink.y1, Int32(y + rowOffset + 1))
            }
        }
        guard ink.x1 > ink.x0 else { return nil }
        width = Int32(w)
        height = Int32(boxHeight)
        left = Int32(bitmapLeft)
        top = Int32(boxTop)
        self.pixels = pixels
        self.ink = ink
        isColor = color
    }

    /// Reads pixel (x, y) of a FreeType bitmap as premultiplied ARGB (grey and mono bitmaps:
    /// white at the coverage).
    private static func sampler(_ bitmap: RenderedGlyph) -> (Int, Int) -> UInt32 {
        let buffer = bitmap.buffer, pitch = bitmap.pitch
        switch bitmap.format {
        case .bgra:
            return { x, y in
                let p = buffer + y * pitch + x * 4
                return UInt32(p[3]) << 24 | UInt32(p[2]) << 16 | UInt32(p[1]) << 8 | UInt32(p[0])
            }
        case .mono:
            return { x, y in
                let on = buffer[y * pitch + x / 8] & (0x80 >> UInt8(x % 8)) != 0
                return on ? 0xFFFF_FFFF : 0
            }
        case .gray:
            return { x, y in
                let a = UInt32(buffer[y * pitch + x])
                return a << 24 | (a == 0 ? 0 : 0x00FF_FFFF)
            }
        }
    }

    /// The average of the premultiplied pixels the rectangle (source pixels) covers, by area.
    private static func areaAverage(
        _ sample: (Int, Int) -> UInt32, x0: Double, x1: Double, y0: Double, y1: Double, width: Int, height: Int
    ) -> UInt32 {
        var sum = SIMD4<Double>(), area = 0.0
        var y = Int(y0)
        while Double(y) < y1, y < height {
            let wy = min(y1, Double(y + 1)) - max(y0, Double(y))
            var x = Int(x0)
            while Double(x) < x1, x < width {
                let wx = min(x1, Double(x + 1)) - max(x0, Double(x))
                let p = sample(x, y)
                let v = SIMD4<Double>(Double(p >> 24), Double(p >> 16 & 0xFF), Double(p >> 8 & 0xFF), Double(p & 0xFF))
                sum += v * (wx * wy)
                area += wx * wy
                x += 1
            }
            y += 1
        }
        guard area > 0 else { return 0 }
        let a = sum / area
        return UInt32(a[0].rounded()) << 24 | UInt32(a[1].rounded()) << 16 | UInt32(a[2].rounded()) << 8
            | UInt32(a[3].rounded())
    }

    /// Premultiplied ARGB to straight.
    private static func unpremultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a != 0, a != 255 else { return p }
        func channel(_ shift: UInt32) -> UInt32 { min(255, ((p >> shift & 0xFF) * 255 + a / 2) / a) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}
