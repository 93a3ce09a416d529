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
    /// Premultiplied RGBA, 0–255 as floats, row-major (4 per pixel).
    private let texels: [Float]
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
        var t = [Float](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: min(rgba.count, t.count), by: 4) {
            let a = Float(rgba[i + 3]) / 255
            t[i] = Float(rgba[i]) * a; t[i + 1] = Float(rgba[i + 1]) * a; t[i + 2] = Float(rgba[i + 2]) * a
            t[i + 3] = Float(rgba[i + 3])
        }
        texels = t
    }

    var byteCount: Int { width * height * 16 }

    /// Blends the image into `pixels` (ARGB8888, `pitch` pixels a row) over the device box
    /// `box`: each pixel centre is mapped by `inverse` into image pixel coordinates and sampled
    /// bilinearly (outside the image counts as transparent, which anti-aliases the edges),
    /// multiplied by `color` (r, g, b 0–1 and opacity).
    func draw(
        into pixels: UnsafeMutablePointer<UInt32>, pitch: Int, box: (x0: Int, y0: Int, x1: Int, y1: Int),
        inverse m: Transform, color: (r: Float, g: Float, b: Float, a: Float)
    ) {
        let w = width, h = height
        let fw = Double(w), fh = Double(h)
        texels.withUnsafeBufferPointer { buffer in
            let tex = buffer.baseAddress!
            for y in box.y0..<box.y1 {
                let py = Double(y) + 0.5
                // Image coordinates (texel centres at +0.5) of the row's first pixel centre.
                var u = m.a * (Double(box.x0) + 0.5) + m.c * py + m.tx - 0.5
                var v = m.b * (Double(box.x0) + 0.5) + m.d * py + m.ty - 0.5
                let row = pixels + y * pitch
                for x in box.x0..<box.x1 {
                    defer { u += m.a; v += m.b }
                    guard u > -1, v > -1, u < fw, v < fh else { continue }
                    let fu = u.rounded(.down), fv = v.rounded(.down)
                    let iu = Int(fu), iv = Int(fv)
                    let wu = Float(u - fu), wv = Float(v - fv)
                    var s = (Float(0), Float(0), Float(0), Float(0))
                    @inline(__always) func add(_ cx: Int, _ cy: Int, _ weight: Float) {
                        guard cx >= 0, cy >= 0, cx < w, cy < h, weight > 0 else { return }
                        let p = tex + (cy * w + cx) * 4
                        s.0 += p[0] * weight; s.1 += p[1] * weight; s.2 += p[2] * weight; s.3 += p[3] * weight
                    }
                    add(iu, iv, (1 - wu) * (1 - wv))
                    add(iu + 1, iv, wu * (1 - wv))
                    add(iu, iv + 1, (1 - wu) * wv)
                    add(iu + 1, iv + 1, wu * wv)
                    let sa = s.3 * color.a
                    guard sa > 0.5 else { continue }
                    let keep = 1 - sa / 255
                    let d = row[x]
                    let da = Float(d >> 24), dr = Float((d >> 16) & 0xFF)
                    let dg = Float((d >> 8) & 0xFF), db = Float(d & 0xFF)
                    let oa = min(255, UInt32(sa + da * keep + 0.5))
                    let or = min(255, UInt32(s.0 * color.r * color.a + dr * keep + 0.5))
                    let og = min(255, UInt32(s.1 * color.g * color.a + dg * keep + 0.5))
                    let ob = min(255, UInt32(s.2 * color.b * color.a + db * keep + 0.5))
                    row[x] = oa << 24 | or << 16 | og << 8 | ob
                }
            }
        }
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
