import FlywheelCore
import FlywheelUI

/// An image on the CPU at the size it is shown, premultiplied, ready to be drawn rotated with
/// bilinear sampling straight into the target surface (`SDLCanvas.drawImageDirectly`).
///
/// Made once per (bitmap, mask or colour, pixel size) by `ImageResampler` — area-averaging when
/// shrinking (a box filter: every source pixel counts), bilinear when growing — so a 64-px icon
/// shown at 28 px keeps its detail instead of the every-other-pixel look of nearest sampling.
///
/// Sampling and blending are in integers (the picker's squashed icons sample every pixel of
/// every row, every frame): sample points in 32.32 fixed point, bilinear weights in 1/256ths,
/// all four channels of a texel weighed by one multiply. A pixel is within two levels per
/// channel of the float bilinear blend, a mask's within one (`PixelImageFixedPointTests`).
///
/// ```swift
/// let small = PixelImage(image, width: 28, height: 28, whiteMask: true)
/// small.draw(into: pixels, pitch: 800, box: (0, 0, 800, 600), inverse: deviceToImage, color: (0, 0, 0, 255))
/// ```
final class PixelImage {
    let width: Int
    let height: Int
    /// A white mask (template image): drawn as its alpha in the colour it is drawn with.
    let isMask: Bool
    /// Premultiplied RGBA, one texel per word with each channel in its own 16-bit lane
    /// (`0x00AA_00RR_00GG_00BB`), so one multiply weighs a texel's four channels and the sum of
    /// four taps (weights adding up to 256) cannot carry into the next lane. Row-major, with a
    /// transparent border one texel wide all round ((width + 2) x (height + 2) texels), so a
    /// bilinear tap never needs a bounds check: outside the image reads the border.
    private let texels: [UInt64]
    var lastUsedFrame = 0

    init(_ image: Image, width: Int, height: Int, whiteMask: Bool) {
        self.width = width
        self.height = height
        isMask = whiteMask
        let rgba =
            width == image.width && height == image.height && !whiteMask
            ? image.rgba
            : ImageResampler.resample(
                image.rgba, width: image.width, height: image.height, to: width, height,
                whiteMask: whiteMask)
        let stride = width + 2
        var t = [UInt64](repeating: 0, count: stride * (height + 2))
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                guard i + 3 < rgba.count else { continue }
                let a = UInt64(rgba[i + 3])
                /// A channel times the alpha, rounded to a byte.
                func premultiplied(_ c: UInt8) -> UInt64 { (UInt64(c) * a + 127) / 255 }
                t[(y + 1) * stride + x + 1] =
                    a << 48 | premultiplied(rgba[i]) << 32 | premultiplied(rgba[i + 1]) << 16
                    | premultiplied(rgba[i + 2])
            }
        }
        texels = t
    }

    var byteCount: Int { (width + 2) * (height + 2) * 8 }

    /// Blends the image into `pixels` (ARGB8888, `pitch` pixels a row) over the device box
    /// `box`: each pixel centre is mapped by `inverse` into image pixel coordinates and sampled
    /// bilinearly (outside the image counts as transparent, which anti-aliases the edges). A
    /// mask is drawn in `color` (its opacity included); a colour image in its own colours at
    /// `color`'s opacity (the canvas draws an original image's colours whatever the tint).
    /// Each row visits only the pixels whose centres map inside the image (give or take one),
    /// and each pixel's sample point comes from its own column (an integer step from column 0,
    /// not from the box's edge), so a box cut by a damaged rectangle samples as the whole box does.
    func draw(
        into pixels: UnsafeMutablePointer<UInt32>, pitch: Int, box: (x0: Int, y0: Int, x1: Int, y1: Int),
        inverse m: Transform, color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    ) {
        let fw = Double(width), fh = Double(height)
        // The sample point's step per column, and the bound every fixed-point value stays within.
        guard let stepU = PixelImage.fixed(m.a), let stepV = PixelImage.fixed(m.b) else { return }
        let reach = Double(max(abs(box.x0), abs(box.x1)) + 1)
        let blend = PixelBlend(isMask: isMask, color: color)
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
                // u and v at column 0's centre; column x adds x steps (exact integer sums).
                guard abs(ru) + abs(m.a) * reach < PixelImage.fixedLimit,
                    abs(rv) + abs(m.b) * reach < PixelImage.fixedLimit,
                    let u0 = PixelImage.fixed(ru + 0.5 * m.a), let v0 = PixelImage.fixed(rv + 0.5 * m.b)
                else { continue }
                let x0 = max(box.x0, Int(saturating: lo.rounded(.down)) - 1),
                    x1 = min(box.x1, Int(saturating: hi.rounded(.up)) + 1)
                guard x1 > x0 else { continue }
                let u = u0 &+ Int64(x0) &* stepU, v = v0 &+ Int64(x0) &* stepV, row = pixels + y * pitch + x0
                if stepV == 0 {
                    // Not rotated (the picker's squashed icons): v is the row's, and what depends
                    // on it only is worked out once (a copy of the loop with the step a constant 0).
                    PixelImage.sampleRow(
                        tex, width: width, height: height, u: u, v: v, step: (stepU, 0), count: x1 - x0, blend: blend,
                        into: row)
                } else {
                    PixelImage.sampleRow(
                        tex, width: width, height: height, u: u, v: v, step: (stepU, stepV), count: x1 - x0,
                        blend: blend, into: row)
                }
            }
        }
    }

    /// Magnitudes in texels the 32.32 fixed point holds with room for sums.
    private static let fixedLimit = Double(1 << 30)

    /// `v` in 32.32 fixed point; nil beyond `fixedLimit` texels (no on-screen image gets there).
    @inline(__always)
    private static func fixed(_ v: Double) -> Int64? {
        guard abs(v) < fixedLimit else { return nil }
        return Int64(v * 4_294_967_296)  // toward zero: 2⁻³² of a texel is no matter
    }

    /// One row: `count` pixels from `dst`, the first sampled at (`u`, `v`) (32.32 fixed point),
    /// each next one `step` further.
    @inline(__always)
    private static func sampleRow(
        _ tex: UnsafePointer<UInt64>, width: Int, height: Int, u: Int64, v: Int64, step: (Int64, Int64),
        count: Int, blend: PixelBlend, into dst: UnsafeMutablePointer<UInt32>
    ) {
        let stride = width + 2
        var u = u, v = v
        for i in 0..<count {
            defer { u &+= step.0; v &+= step.1 }
            // The texel at or left of/above the point, −1 (the border) to width − 1.
            let iu = Int(truncatingIfNeeded: u >> 32), iv = Int(truncatingIfNeeded: v >> 32)
            guard UInt(bitPattern: iu &+ 1) <= UInt(width), UInt(bitPattern: iv &+ 1) <= UInt(height) else {
                continue
            }
            // The fractions in 1/256ths, rounded (256: all on the next texel, still in the border).
            let wu = (UInt64(truncatingIfNeeded: u >> 23) & 0x1FF &+ 1) >> 1
            let wv = (UInt64(truncatingIfNeeded: v >> 23) & 0x1FF &+ 1) >> 1
            let w11 = (wu &* wv &+ 128) >> 8, w01 = wu &- w11, w10 = wv &- w11
            let w00 = 256 &- wu &- wv &+ w11
            let index: Int = (iv &+ 1) &* stride &+ iu &+ 1
            let top: UnsafePointer<UInt64> = tex + index, below: UnsafePointer<UInt64> = top + stride
            let t0 = top[0], t1 = top[1], b0 = below[0], b1 = below[1]
            // Around a shape most taps are transparent.
            guard t0 | t1 | b0 | b1 != 0 else { continue }
            let upper: UInt64 = t0 &* w00 &+ t1 &* w01
            let sum: UInt64 = upper &+ b0 &* w10 &+ b1 &* w11
            blend.apply(sum, to: dst + i)
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

/// How a bilinear sample (four channels, each 256 × its premultiplied value, in 16-bit lanes
/// as `PixelImage` keeps them) goes over a target pixel, in fixed point.
struct PixelBlend {
    /// A mask: only the sample's alpha counts, as the weight of `color`.
    let isMask: Bool
    let color: FixedPointColor
    /// Mask: the blend weight (0–256) is alpha lane × `maskScale` >> 24 (the colour's opacity
    /// folded in: 2²⁴ · opacity / 255²). Colour image: the opacity in 1/256ths.
    let maskScale: UInt64, opacity: UInt64

    init(isMask: Bool, color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        self.isMask = isMask
        self.color = FixedPointColor(r: UInt32(color.r), g: UInt32(color.g), b: UInt32(color.b))
        let a = UInt64(color.a)
        maskScale = (a << 24 + 65_025 / 2) / 65_025
        opacity = a + a >> 7
    }

    private static let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
    private static let half: UInt64 = 0x0080_0080_0080_0080

    /// Blends the sample `sum` into `*pixel`.
    @inline(__always)
    func apply(_ sum: UInt64, to pixel: UnsafeMutablePointer<UInt32>) {
        if isMask {
            let weight = UInt32(truncatingIfNeeded: ((sum >> 48) &* maskScale &+ 0x80_0000) >> 24)
            guard weight > 0 else { return }
            pixel.pointee = weight >= 256 ? color.opaque : color.weighted(weight).over(pixel.pointee)
            return
        }
        // The sample rounded to bytes, at the opacity; what it leaves of the target.
        var source = (sum &+ PixelBlend.half) >> 8 & PixelBlend.lanes
        if opacity != 256 { source = (source &* opacity &+ PixelBlend.half) >> 8 & PixelBlend.lanes }
        let alpha = source >> 48
        guard alpha > 0 else { return }
        let keep = 256 &- alpha &- alpha >> 7
        let target = PixelBlend.spread(pixel.pointee)
        let out = source &+ ((target &* keep &+ PixelBlend.half) >> 8 & PixelBlend.lanes)
        pixel.pointee = PixelBlend.pack(out)
    }

    /// ARGB8888 `p` with each channel in its own 16-bit lane (`0x00AA_00RR_00GG_00BB`).
    @inline(__always)
    static func spread(_ p: UInt32) -> UInt64 {
        let x = UInt64(p)
        let halves = (x | x << 16) & 0x0000_FFFF_0000_FFFF
        return (halves | halves << 8) & lanes
    }

    /// The lanes (each 0–255) back into an ARGB8888 pixel.
    @inline(__always)
    static func pack(_ lanes: UInt64) -> UInt32 {
        let halves = (lanes | lanes >> 8) & 0x0000_FFFF_0000_FFFF
        return UInt32(truncatingIfNeeded: halves | halves >> 16)
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
