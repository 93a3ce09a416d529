/// A `FixedPointColor` blended four pixels at a time: each channel of four ARGB8888 pixels in
/// its own 16-bit lane, so a weight times a channel (at most 256 × 255) never leaves its lane
/// and one multiply weighs all sixteen. Per lane the same arithmetic as
/// `WeightedColor.over` — (target × (256 − w) + colour × w + 128) >> 8 — so pixels are the
/// same as the one-at-a-time blend's (FixedPointLaneBlendTests), and a weight of 0 leaves a
/// pixel as it was. Pixels left over from whole groups of four go through `WeightedColor.over`
/// itself. `TextLineBlend` feeds it glyph coverage sums.
///
/// ```swift
/// let lanes = LaneColor(FixedPointColor(r: 30, g: 144, b: 255))
/// lanes.blend(count: n, into: row) { i in sums4(i) } one: { i in sum(i) }
/// ```
struct LaneColor {
    let color: FixedPointColor
    /// The colour's bytes as they lie in memory (B, G, R, A per pixel), four pixels.
    let lanes: SIMD16<UInt16>

    init(_ color: FixedPointColor) {
        self.color = color
        let pixel = color.opaque
        let b = UInt16(pixel & 0xFF), g = UInt16(pixel >> 8 & 0xFF), r = UInt16(pixel >> 16 & 0xFF)
        lanes = SIMD16(b, g, r, 255, b, g, r, 255, b, g, r, 255, b, g, r, 255)
    }

    /// Blends `color` into `dst[i]` for i < `count` at the weight `sum(i)` (a coverage sum, 2¹⁶
    /// per step of the 0–256 blend weight): four pixels at a time by `four` (the sums of
    /// pixels i to i + 3), the rest one at a time by `one` (pixels whose weight rounds to 0,
    /// most of a glyph's box, are left alone).
    @inline(__always)
    func blend(
        count: Int, into dst: UnsafeMutablePointer<UInt32>, _ four: (Int) -> SIMD4<UInt32>,
        one: (Int) -> UInt32
    ) {
        var i = 0
        while i + 4 <= count {
            let weight = pointwiseMin((four(i) &+ 0x8000) &>> 16, SIMD4(repeating: 256))
            if weight != .zero {
                // Each pixel's weight in its four lanes.
                var spread = SIMD4<UInt64>(truncatingIfNeeded: weight)
                spread |= spread &<< 16
                spread |= spread &<< 32
                let w = unsafeBitCast(spread, to: SIMD16<UInt16>.self)
                let raw = UnsafeMutableRawPointer(dst + i)
                let bytes = raw.loadUnaligned(as: SIMD16<UInt8>.self)
                let target = SIMD16<UInt16>(
                    lowHalf: SIMD8(truncatingIfNeeded: bytes.lowHalf),
                    highHalf: SIMD8(truncatingIfNeeded: bytes.highHalf))
                let mixed = (target &* (256 &- w) &+ lanes &* w &+ 128) &>> 8
                raw.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: mixed), as: SIMD16<UInt8>.self)
            }
            i += 4
        }
        let opaque = color.opaque
        while i < count {
            let weight = min(256, (one(i) &+ 0x8000) >> 16)
            if weight > 0 {
                // A stroke's inside (full coverage, opaque text) is the colour itself.
                dst[i] = weight == 256 ? opaque : color.weighted(weight).over(dst[i])
            }
            i += 1
        }
    }
}
