import FlywheelCore
import Testing

/// Conversions of floating values to integers never trap, and absurd geometry is clamped.
@Suite struct GeometryLimitsTests {
    @Test func saturatingConversionsTakeEveryDouble() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == .max && Int(saturating: -.infinity) == .min)
        #expect(Int(saturating: 1e300) == .max && Int(saturating: -2.9) == -2)
        #expect(Int32(saturating: .nan) == 0 && Int32(saturating: 1e10) == .max && Int32(saturating: -1e10) == .min)
        #expect(UInt8(saturating: 300) == 255 && UInt8(saturating: -1) == 0 && UInt8(saturating: .nan) == 0)
        #expect(UInt32(saturating: 1e20) == .max && UInt32(saturating: 7.9) == 7)
    }

    @Test func valuesInsideTheRangeTruncateTowardZeroAtEveryWidth() {
        // Beyond Int64's range for the unsigned 64-bit types, near each end for the others.
        #expect(UInt64(saturating: 1.8e19) == 18_000_000_000_000_000_000)
        #expect(UInt(saturating: 9.5e18) == 9_500_000_000_000_000_000)
        #expect(Int64(saturating: -9.2e18) == -9_200_000_000_000_000_000)
        #expect(Int8(saturating: -128.9) == .min && Int8(saturating: -127.9) == -127 && Int8(saturating: 126.99) == 126)
        #expect(UInt16(saturating: 65_534.5) == 65_534 && Int16(saturating: -0.99) == 0)
        #expect(Int32(saturating: 2_147_483_646.9) == 2_147_483_646 && Int(saturating: -41.7) == -41)
    }

    @Test func rectanglesKeepFiniteCoordinatesWithinTheLimit() {
        let r = GeometryLimits.clamped(Rect(x: .nan, y: -.infinity, width: 1e300, height: 20))
        #expect(
            r == Rect(x: 0, y: -GeometryLimits.maximumCoordinate, width: GeometryLimits.maximumCoordinate, height: 20))
        #expect(GeometryLimits.isSane(Rect(x: -5, y: 3, width: -200, height: 40)))
        #expect(!GeometryLimits.isSane(Rect(x: 0, y: 0, width: .nan, height: 1)))
    }
}
