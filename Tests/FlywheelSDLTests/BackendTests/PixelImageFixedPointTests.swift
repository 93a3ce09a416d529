import FlywheelCore
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// `PixelImage.draw` samples and blends in fixed point; these hold it to the float bilinear
/// blend it replaced (kept here as the reference) — colour images within two levels per
/// channel, masks within one (what these pictures measure: the colour path rounds the sample
/// and the opacity to bytes before blending) — opaque and translucent, grown, rotated and
/// squashed the way the picker's cylinder squashes its icons.
@Suite struct PixelImageFixedPointTests {
    static let side = 48

    /// A 12 x 10 bitmap with hard edges (transparent beside opaque), alpha ramps and saturated
    /// colours: the places where a wrong weight or a channel carried into its neighbour shows.
    static func bitmap() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 12 * 10 * 4)
        for y in 0..<10 {
            for x in 0..<12 {
                let i = (y * 12 + x) * 4
                bytes[i] = UInt8(x * 23 % 256)
                bytes[i + 1] = UInt8(255 - y * 25)
                bytes[i + 2] = (x + y) % 3 == 0 ? 255 : 10
                bytes[i + 3] = x < 2 || y == 9 ? 0 : x > 8 ? UInt8(255 - (x - 9) * 80) : 255
            }
        }
        return bytes
    }

    /// A background every channel of which varies (so a blend that ignored the target would show).
    static func background() -> [UInt32] {
        (0..<(side * side)).map { i in
            let x = UInt32(i % side), y = UInt32(i / side)
            return 0xFF00_0000 | (x * 5) << 16 | (y * 5) << 8 | ((x + y) * 3 & 0xFF)
        }
    }

    /// The float bilinear blend: premultiplied float texels, one sample per pixel centre, tinted
    /// by `color` (0–255), source-over.
    static func reference(
        _ rgba: [UInt8], mask: Bool, inverse m: Transform, color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8),
        into pixels: inout [UInt32]
    ) {
        func texel(_ x: Int, _ y: Int) -> [Float] {
            guard x >= 0, y >= 0, x < 12, y < 10 else { return [0, 0, 0, 0] }
            let i = (y * 12 + x) * 4, alpha = Float(rgba[i + 3])
            if mask { return [alpha, alpha, alpha, alpha] }
            return [
                Float(rgba[i]) * alpha / 255, Float(rgba[i + 1]) * alpha / 255, Float(rgba[i + 2]) * alpha / 255, alpha,
            ]
        }
        let opacity = Float(color.a) / 255
        let tint: [Float] =
            mask
            ? [Float(color.r) / 255 * opacity, Float(color.g) / 255 * opacity, Float(color.b) / 255 * opacity, opacity]
            : [opacity, opacity, opacity, opacity]
        for y in 0..<side {
            for x in 0..<side {
                let u = m.a * (Double(x) + 0.5) + m.c * (Double(y) + 0.5) + m.tx - 0.5
                let v = m.b * (Double(x) + 0.5) + m.d * (Double(y) + 0.5) + m.ty - 0.5
                guard u > -1, v > -1, u < 12, v < 10 else { continue }
                let fu = Int(u.rounded(.down)), fv = Int(v.rounded(.down))
                let wu = Float(u - Double(fu)), wv = Float(v - Double(fv))
                let (t00, t01, t10, t11) = (texel(fu, fv), texel(fu + 1, fv), texel(fu, fv + 1), texel(fu + 1, fv + 1))
                let s = (0..<4).map { c in
                    t00[c] * (1 - wu) * (1 - wv) + t01[c] * wu * (1 - wv) + t10[c] * (1 - wu) * wv + t11[c] * wu * wv
                }
                let alpha = s[3] * opacity
                guard alpha > 0.5 else { continue }
                let keep = 1 - alpha / 255, d = pixels[y * side + x]
                let target = [Float(d >> 16 & 0xFF), Float(d >> 8 & 0xFF), Float(d & 0xFF), Float(d >> 24)]
                let out = (0..<4).map { c in UInt32(min(255, max(0, (s[c] * tint[c] + target[c] * keep).rounded()))) }
                pixels[y * side + x] = out[3] << 24 | out[0] << 16 | out[1] << 8 | out[2]
            }
        }
    }

    /// Image pixel -> device: grown 3.3x at a fractional offset, turned 30° (and turned the other
    /// way), squashed to 0.35 of its height and stretched across (a picker row near the rim).
    static let placements: [Transform] = [
        Transform(scaleX: 3.3, y: 3.3).concatenating(Transform(translationX: 3.4, y: 5.7)),
        Transform(scaleX: 3, y: 3).concatenating(Transform(rotation: .pi / 6))
            .concatenating(Transform(translationX: 22.2, y: 1.6)),
        Transform(scaleX: 2.6, y: 2.6).concatenating(Transform(rotation: -1.1))
            .concatenating(Transform(translationX: 6.5, y: 30.3)),
        Transform(scaleX: 3.7, y: 1.3).concatenating(Transform(translationX: 1.25, y: 17.8)),
    ]

    /// The largest channel difference between the fixed-point drawing and the float one, over
    /// every placement, and how many pixels the drawing changed.
    static func compare(mask: Bool, color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> (worst: Int, changed: Int) {
        let rgba = bitmap()
        let image = Image(width: 12, height: 10, rgba: rgba, name: "fixed-point", isTemplate: mask)
        let copy = PixelImage(image, width: 12, height: 10, whiteMask: mask)
        var worst = 0, changed = 0
        for placement in placements {
            guard let inverse = placement.inverted() else { continue }
            var fixed = background(), float = background()
            fixed.withUnsafeMutableBufferPointer {
                copy.draw(
                    into: $0.baseAddress!, pitch: side, box: (0, 0, side, side), inverse: inverse, color: color)
            }
            reference(rgba, mask: mask, inverse: inverse, color: color, into: &float)
            let start = background()
            for i in 0..<(side * side) {
                if fixed[i] != start[i] { changed += 1 }
                for shift in stride(from: 0, to: 32, by: 8) {
                    let a = Int(fixed[i] >> UInt32(shift) & 0xFF), b = Int(float[i] >> UInt32(shift) & 0xFF)
                    worst = max(worst, abs(a - b))
                }
            }
        }
        return (worst, changed)
    }

    @Test(arguments: [(255, 255, 255, 255), (255, 255, 255, 128)] as [(UInt8, UInt8, UInt8, UInt8)])
    func colourImageIsWithinTwoLevelsOfTheFloatBlend(color: (UInt8, UInt8, UInt8, UInt8)) {
        let (worst, changed) = PixelImageFixedPointTests.compare(mask: false, color: color)
        #expect(worst <= 2, "largest channel difference \(worst)")
        #expect(changed > 1000, "the image covers most of each placement's box")
    }

    @Test(arguments: [(30, 144, 255, 255), (200, 40, 90, 77)] as [(UInt8, UInt8, UInt8, UInt8)])
    func maskIsWithinOneLevelOfTheFloatBlend(color: (UInt8, UInt8, UInt8, UInt8)) {
        let (worst, changed) = PixelImageFixedPointTests.compare(mask: true, color: color)
        #expect(worst <= 1, "largest channel difference \(worst)")
        #expect(changed > 1000, "the mask covers most of each placement's box")
    }

    /// A box cut in two (a damaged rectangle across the image) draws the same pixels as the
    /// whole box: each pixel's sample point comes from its own column, not the box's edge.
    @Test func aCutBoxDrawsTheSamePixelsAsTheWholeBox() throws {
        let image = Image(
            width: 12, height: 10, rgba: PixelImageFixedPointTests.bitmap(), name: "cut", isTemplate: false)
        let copy = PixelImage(image, width: 12, height: 10, whiteMask: false)
        let inverse = try #require(PixelImageFixedPointTests.placements[1].inverted())
        let side = PixelImageFixedPointTests.side
        var whole = PixelImageFixedPointTests.background(), cut = whole
        whole.withUnsafeMutableBufferPointer {
            copy.draw(
                into: $0.baseAddress!, pitch: side, box: (0, 0, side, side), inverse: inverse,
                color: (255, 255, 255, 255))
        }
        cut.withUnsafeMutableBufferPointer {
            copy.draw(
                into: $0.baseAddress!, pitch: side, box: (0, 0, 29, side), inverse: inverse, color: (255, 255, 255, 255)
            )
            copy.draw(
                into: $0.baseAddress!, pitch: side, box: (29, 0, side, side), inverse: inverse,
                color: (255, 255, 255, 255))
        }
        #expect(whole == cut)
    }
}
