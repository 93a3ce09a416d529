import Testing

@testable import FlywheelSDL

/// The fixed-point blend the span fill and the direct text share: it must give the float blend's
/// pixels (within one level per channel), the colour itself at full weight and the pixel
/// untouched at none — text and shapes drawn through it would otherwise change colour.
@Suite struct FixedPointBlendTests {
    /// Every channel of `a` within `levels` of `b`'s.
    func close(_ a: UInt32, _ b: UInt32, within levels: Int = 1) -> Bool {
        (0..<4).allSatisfy { channel in
            let shift = UInt32(channel * 8)
            let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
            return abs(x - y) <= levels
        }
    }

    @Test func matchesTheFloatBlendWithinOneLevel() {
        let colors: [(UInt32, UInt32, UInt32)] = [(0, 0, 0), (255, 255, 255), (200, 30, 120), (7, 250, 64)]
        let pixels: [UInt32] = [0xFFFF_FFFF, 0xFF00_0000, 0x0000_0000, 0x80FF_8040, 0xFF12_3456]
        for (r, g, b) in colors {
            let packed = FixedPointColor(r: r, g: g, b: b)
            for p in pixels {
                for weight in stride(from: UInt32(0), through: 256, by: 16) {
                    let fixed = packed.weighted(weight).over(p)
                    let float = SpanRasterizer.blend(
                        p, coverage: Float(weight) / 256, color: (Float(r), Float(g), Float(b), 1))
                    #expect(close(fixed, float), "colour \(r),\(g),\(b) at \(weight) over \(p)")
                }
            }
        }
    }

    @Test func fullWeightIsTheOpaqueColourAndNoWeightLeavesThePixel() {
        let packed = FixedPointColor(r: 200, g: 30, b: 120)
        #expect(packed.opaque == 0xFFC8_1E78)
        for p: UInt32 in [0xFFFF_FFFF, 0x0000_0000, 0x80FF_8040] {
            #expect(packed.weighted(256).over(p) == packed.opaque)
            #expect(packed.weighted(0).over(p) == p)
        }
    }
}
