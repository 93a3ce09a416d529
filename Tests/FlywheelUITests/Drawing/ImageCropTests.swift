import FlywheelCore
import Testing

@testable import FlywheelUI

/// `Image.cropped(to:)`: the pixels inside the rectangle, the rectangle clamped to the image.
@Suite struct ImageCropTests {
    @Test func cropKeepsThePixelsInsideAndClampsTheRect() {
        var bytes: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { bytes += [UInt8(x * 10), UInt8(y * 10), 0, 255] } }
        let image = Image(width: 4, height: 4, rgba: bytes, name: "grid")
        let c = image.cropped(to: Rect(x: 1, y: 2, width: 10, height: 10))
        #expect(c.width == 3 && c.height == 2)
        #expect(c.pixel(x: 0, y: 0).r == 10 && c.pixel(x: 0, y: 0).g == 20)
        #expect(c.pixel(x: 2, y: 1).r == 30 && c.pixel(x: 2, y: 1).g == 30)
    }
}
