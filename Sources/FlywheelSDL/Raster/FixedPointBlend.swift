/// A colour packed for source-over blending in 8-bit fixed point, two channels per multiply:
/// red and blue share one 32-bit word, alpha (always opaque, 0xFF) and green the other, each in a
/// 16-bit lane, so one multiply weighs two channels. Used where pixels are blended in hot loops:
/// the span fill's runs of equal coverage and the glyph rows blended straight into the target
/// (four pixels at a time there: `LaneColor`, FixedPointLaneBlend.swift, the same arithmetic per
/// 16-bit lane).
///
/// A pixel blended at weight `w` (0–256, 256 = the colour itself) is within one level of the
/// float blend `SpanRasterizer.blend` at coverage w/256; at 256 it is the colour's opaque pixel.
///
/// ```swift
/// let packed = FixedPointColor(r: 255, g: 128, b: 0)
/// let weighted = packed.weighted(128)  // half of it
/// pixel = weighted.over(pixel)
/// ```
struct FixedPointColor {
    /// Red << 16 | blue, and 0xFF << 16 | green.
    let rb: UInt32, ag: UInt32

    /// The colour with channels `r`, `g`, `b` (0–255).
    init(r: UInt32, g: UInt32, b: UInt32) {
        rb = (r & 0xFF) << 16 | (b & 0xFF)
        ag = 0xFF << 16 | (g & 0xFF)
    }

    /// The colour's opaque pixel: what `weighted(256).over(p)` gives for any `p`.
    var opaque: UInt32 { ag << 8 | rb }

    /// The colour at `weight` / 256 (0–256), ready to go over pixels.
    @inline(__always)
    func weighted(_ weight: UInt32) -> WeightedColor {
        // The source's channels times its weight, with the rounding of the final shift added.
        WeightedColor(keep: 256 &- weight, rb: rb &* weight &+ 0x0080_0080, ag: ag &* weight &+ 0x0080_0080)
    }
}

/// A `FixedPointColor` at one weight: what is left to blend per pixel is the destination's share.
struct WeightedColor {
    /// The destination's weight (256 − the colour's), and the colour's channels already weighted.
    let keep: UInt32, rb: UInt32, ag: UInt32

    /// This colour over the ARGB8888 pixel `p` (source-over, straight alpha).
    @inline(__always)
    func over(_ p: UInt32) -> UInt32 {
        let outRB = ((p & 0x00FF_00FF) &* keep &+ rb) >> 8 & 0x00FF_00FF
        let outAG = ((p >> 8 & 0x00FF_00FF) &* keep &+ ag) & 0xFF00_FF00
        return outAG | outRB
    }
}
