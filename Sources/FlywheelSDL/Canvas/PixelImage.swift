import FlywheelCore
import FlywheelUI

/// An image on the CPU at the size it is shown, premultiplied, ready to be drawn rotated with
/// bilinear sampling straight into the target surface (`SDLCanvas.drawImageDirectly`).
///
/// Made once per (bitmap, mask or colour, pixel size) by `ImageResampler` — area-averaging when
/// shrinking (a box filter: every source pixel counts), bilinear when growing — so a 64-px icon
/// shown at 28 px keeps its detail instead of the every-other-pixel look of nearest sampling.
///
/// ```swift
/// let small = PixelImage(image, width: 28, height: 28, whiteMask: true)
/// small.draw(into: pixels, pitch: 800, clip: (0, 0, 800, 600), inverse: deviceToImage, color: (0, 0, 0, 1))
/// ```
final class PixelImage {
    let width: Int
    let height: Int
    /// Premultiplied RGBA, 0–255 as floats, row-major, with a transparent border one texel
    /// wide all round ((width + 2) x (height + 2) texels), so a bilinear tap never needs a
    /// bounds check: outside the image reads the border.
    private let texels: [SIMD4<Float>]
    var lastUsedFrame = 0

    init(_ image: Image, width: Int, height: Int, whiteMask: Bool) {
        self.width = width
        self.height = height
        let rgba =
            width == image.width && height == image.height && !whiteMask
            ? image.rgba
            : ImageResampler.resample(
                image.rgba, width: image.width, height: image.height, to: width, height,
                whiteMask: whiteMask)
        let stride = width + 2
        var t = [SIMD4<Float>](repeating: .zero, count: stride * (height + 2))
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                guard i + 3 < rgba.count else { continue }
                let a = Float(rgba[i + 3]) / 255
                t[(y + 1) * stride + x + 1] = SIMD4(
                    Float(rgba[i]) * a, Float(rgba[i + 1]) * a, Float(rgba[i + 2]) * a, Float(rgba[i + 3]))
            }
        }
        texels = t
    }

    var byteCount: Int { (width + 2) * (height + 2) * 16 }

    /// Blends the image into `pixels` (ARGB8888, `pitch` pixels a row) over the device box
    /// `box`: each pixel centre is mapped by `inverse` into image pixel coordinates and sampled
    /// bilinearly (outside the image counts as transparent, which anti-aliases the edges),
    /// multiplied by `color` (r, g, b 0–1 and opacity). Each row visits only the pixels whose
    /// centres map inside the image (give or take one), and each pixel's sample point comes from
    /// its own position, so a box cut by a damaged rectangle samples as the whole box does.
    func draw(
        into pixels: UnsafeMutablePointer<UInt32>, pitch: Int, box: (x0: Int, y0: Int, x1: Int, y1: Int),
        inverse m: Transform, color: (r: Float, g: Float, b: Float, a: Float)
    ) {
        let fw = Double(width), fh = Double(height), stride = width + 2
        let tint = SIMD4<Float>(color.r * color.a, color.g * color.a, color.b * color.a, color.a)
        texels.withUnsafeBufferPointer { buffer in
            let tex = buffer.baseAddress!
            for y in box.y0..<box.y1 {
                let py = Double(y) + 0.5
                // Image coordinates (texel centres at +0.5) at the row's pixel centre px:
                // u = m.a·px + ru, v = m.b·px + rv.
                let ru = m.c * py + m.tx - 0.5, rv = m.d * py + m.ty - 0.5
                var lo = Double(box.x0), hi = Double(box.x1)
                PixelImage.narrow(&lo, &hi, origin: ru, step: m.a, above: -1, below: fw)
                PixelImage.narrow(&lo, &hi, origin: rv, step: m.b, above: -1, below: fh)
                guard hi > lo else { continue }
                let x0 = max(box.x0, Int(lo.rounded(.down)) - 1), x1 = min(box.x1, Int(hi.rounded(.up)) + 1)
                let row = pixels + y * pitch
                for x in x0..<max(x0, x1) {
                    let px = Double(x) + 0.5
                    let u = m.a * px + ru, v = m.b * px + rv
                    guard u > -1, v > -1, u < fw, v < fh else { continue }
                    let fu = u.rounded(.down), fv = v.rounded(.down)
                    let wu = Float(u - fu), wv = Float(v - fv)
                    // The border makes texel (−1, −1) index 0.
                    let p = tex + (Int(fv) + 1) * stride + Int(fu) + 1
                    let top = p[0] * ((1 - wu) * (1 - wv)) + p[1] * (wu * (1 - wv))
                    let s = top + p[stride] * ((1 - wu) * wv) + p[stride + 1] * (wu * wv)
                    let sa = s[3] * color.a
                    guard sa > 0.5 else { continue }
                    let keep = 1 - sa / 255
                    let d = row[x]
                    let dst = SIMD4<Float>(
                        Float((d >> 16) & 0xFF), Float((d >> 8) & 0xFF), Float(d & 0xFF), Float(d >> 24))
                    let out = s * tint + dst * keep
                    row[x] =
                        SpanRasterizer.byte(out[3]) << 24 | SpanRasterizer.byte(out[0]) << 16
                        | SpanRasterizer.byte(out[1]) << 8 | SpanRasterizer.byte(out[2])
                }
            }
        }
    }

    /// Narrows the columns lo..<hi of a row to those whose pixel centre x + 0.5 gives
    /// `above` < step·(x + 0.5) + origin < `below` (empty when none does).
    private static func narrow(
        _ lo: inout Double, _ hi: inout Double, origin: Double, step: Double, above: Double, below: Double
    ) {
        guard step != 0 else {
            if !(origin > above && origin < below) { hi = lo }
            return
        }
        let a = (above - origin) / step - 0.5, b = (below - origin) / step - 0.5
        lo = max(lo, min(a, b))
        hi = min(hi, max(a, b) + 1)
    }
}

/// CPU images by key, least recently used dropped beyond `maxEntries` or `maxBytes`, and dropped
/// as soon as the image they were made from is gone (`removeOrphans`).
final class PixelImageCache {
    private var entries: [ImageTextureKey: PixelImage] = [:]
    /// What each copy was made from, held weakly (the source image's `bitmapLifetime`).
    private var owners: [ImageTextureKey: WeakOwner] = [:]
    private var bytes = 0
    let maxEntries: Int
    /// The byte budget (the canvas sizes it to its render target every frame).
    var maxBytes: Int

    init(maxEntries: Int, maxBytes: Int) {
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
        entries.reserveCapacity(maxEntries + 1)
    }

    var count: Int { entries.count }
    /// Bytes held by the copies.
    var byteCount: Int { bytes }

    func image(for key: ImageTextureKey, frame: Int, owner: AnyObject? = nil, make: () -> PixelImage) -> PixelImage {
        if let found = entries[key] {
            found.lastUsedFrame = frame
            return found
        }
        let made = make()
        made.lastUsedFrame = frame
        entries[key] = made
        owners[key] = owner.map(WeakOwner.init)
        bytes += made.byteCount
        while entries.count > maxEntries || bytes > maxBytes, entries.count > 1 {
            guard let oldest = entries.min(by: { $0.value.lastUsedFrame < $1.value.lastUsedFrame }),
                oldest.key != key
            else { break }
            bytes -= oldest.value.byteCount
            entries.removeValue(forKey: oldest.key)
            owners.removeValue(forKey: oldest.key)
        }
        return made
    }

    /// Drops every copy whose source image is gone (its bitmap can never be drawn again).
    func removeOrphans() {
        let orphans = owners.filter { $0.value.object == nil }
        for key in orphans.keys {
            owners[key] = nil
            if let gone = entries.removeValue(forKey: key) { bytes -= gone.byteCount }
        }
    }

    func removeAll() {
        entries.removeAll()
        owners.removeAll()
        bytes = 0
    }
}
