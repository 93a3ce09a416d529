import FlywheelTestSupport
import FlywheelUI
import Testing

@testable import FlywheelSDL

@Suite struct ImageComparisonTests {
    private func solid(_ w: Int, _ h: Int, _ v: UInt8) -> [UInt8] {
        var b = [UInt8](repeating: v, count: w * h * 4)
        for i in stride(from: 3, to: b.count, by: 4) { b[i] = 255 }
        return b
    }

    @Test func identicalAndWithinTolerancePass() {
        let a = Image(width: 10, height: 10, rgba: solid(10, 10, 100), name: "a")
        let b = Image(width: 10, height: 10, rgba: solid(10, 10, 106), name: "b")
        let result = ImageComparison.compare(a, b)
        #expect(result.passed)
        #expect(result.mismatchedPixels == 0)
        #expect(result.maxChannelDelta == 6)
        #expect(ImageComparison.compare(a, a).maxChannelDelta == 0)
    }

    @Test func mismatchesBeyondTheFractionFailAndShowInTheDiff() throws {
        var bytes = solid(10, 10, 100)
        for i in 0..<3 { bytes[(5 * 10 + 5) * 4 + i] = 0 }  // one pixel very different
        let a = Image(width: 10, height: 10, rgba: bytes, name: "a")
        let b = Image(width: 10, height: 10, rgba: solid(10, 10, 100), name: "b")
        let strict = ImageComparison.compare(a, b)
        #expect(!strict.passed)  // 1 % > 0.2 %
        #expect(strict.mismatchedPixels == 1)
        #expect(strict.maxChannelDelta == 100)
        #expect(strict.description.contains("1 of 100"))
        #expect(ImageComparison.compare(a, b, maxMismatchFraction: 0.01).passed)
        let diff = try #require(strict.diffImage())
        #expect(diff.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(diff.pixel(x: 0, y: 0).g > 200)  // faded, not red
    }

    @Test func differentSizesFailClearly() {
        let a = Image(width: 10, height: 10, rgba: solid(10, 10, 0), name: "a")
        let b = Image(width: 12, height: 10, rgba: solid(12, 10, 0), name: "b")
        let result = ImageComparison.compare(a, b)
        #expect(!result.passed)
        #expect(result.description.contains("size mismatch"))
        #expect(result.description.contains("10x10") && result.description.contains("12x10"))
        #expect(result.diffImage() == nil)
    }
}
