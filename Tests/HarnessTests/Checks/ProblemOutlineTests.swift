import FlywheelCore
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The outlines the checks draw on their pictures: just outside the box, so they hide nothing
/// of what they point at, at the picture's pixel scale, cut to the picture.
struct ProblemOutlineTests {
    static func white(_ w: Int, _ h: Int) -> Image {
        Image(width: w, height: h, rgba: [UInt8](repeating: 255, count: w * h * 4), name: "white")
    }

    static func isRed(_ image: Image, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.r == 255 && p.g == 0 && p.b == 0
    }

    @Test func anOutlineSurroundsItsBoxAndLeavesTheInsideAlone() {
        let out = ProblemOutline.draw(
            [ProblemOutline(box: Rect(x: 10, y: 10, width: 20, height: 10), color: .red)], on: Self.white(50, 40),
            pixelScale: 1)
        #expect(Self.isRed(out, 8, 8) && Self.isRed(out, 9, 15) && Self.isRed(out, 31, 21))
        #expect(!Self.isRed(out, 10, 10) && !Self.isRed(out, 29, 19) && !Self.isRed(out, 20, 15))
        #expect(!Self.isRed(out, 5, 5) && !Self.isRed(out, 40, 30))
    }

    @Test func outlinesFollowThePixelScaleAndAreCutToThePicture() {
        let out = ProblemOutline.draw(
            [ProblemOutline(box: Rect(x: 10, y: 10, width: 100, height: 100), color: .red)],
            on: Self.white(60, 60), pixelScale: 2)
        #expect(Self.isRed(out, 18, 30) && Self.isRed(out, 30, 19))
        #expect(!Self.isRed(out, 20, 30) && !Self.isRed(out, 59, 59))
        #expect(ProblemOutline.draw([], on: Self.white(4, 4), pixelScale: 1).rgba == Self.white(4, 4).rgba)
    }
}
