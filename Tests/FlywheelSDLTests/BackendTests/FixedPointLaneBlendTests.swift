import Testing

@testable import FlywheelSDL

/// The four-pixel lane blend text uses (`LaneColor`) is the one-at-a-time fixed-point blend
/// (`WeightedColor.over`) in 16-bit lanes: a glyph row blended four pixels at a time must give
/// exactly the pixels it would one at a time, or text would change with its position in a row.
@Suite struct FixedPointLaneBlendTests {
    @Test func fourAtATimeGivesTheOneAtATimePixels() {
        let colors: [(UInt32, UInt32, UInt32)] = [(0, 0, 0), (255, 255, 255), (200, 30, 120), (7, 250, 64)]
        let targets: [UInt32] = [0xFFFF_FFFF, 0xFF00_0000, 0x0000_0000, 0x80FF_8040, 0xFF12_3456, 0x7F01_FE80]
        // Coverage sums (2^16 per weight step) from nothing to past full, not multiples of a step.
        let sums: [UInt32] = [
            0, 0x7FFF, 0x8000, 0x1_2345, 0x40_0000, 0x7F_FFFF, 0x80_0000, 0xFF_FFFF, 0x100_0000, 0x1FF_0000,
        ]
        for (r, g, b) in colors {
            let fixed = FixedPointColor(r: r, g: g, b: b)
            let lanes = LaneColor(fixed)
            for start in targets.indices {
                for s in sums.indices {
                    let four = (0..<4).map { sums[(s + $0) % sums.count] }
                    var row = (0..<4).map { targets[(start + $0) % targets.count] }
                    let expected = zip(row, four).map { p, sum -> UInt32 in
                        let weight = min(256, (sum &+ 0x8000) >> 16)
                        return weight == 0 ? p : fixed.weighted(weight).over(p)
                    }
                    row.withUnsafeMutableBufferPointer { dst in
                        lanes.blend(count: 4, into: dst.baseAddress!) { _ in
                            SIMD4(four[0], four[1], four[2], four[3])
                        } one: {
                            four[$0]
                        }
                    }
                    #expect(row == expected, "colour \(r),\(g),\(b) sums \(four)")
                }
            }
        }
    }
}
