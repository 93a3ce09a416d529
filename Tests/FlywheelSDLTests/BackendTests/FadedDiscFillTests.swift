import FlywheelCore
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// The spinner ring's disc on the software renderer: white faded by the original's conic mask
/// over black, so a pixel's level is its opacity. It must follow the mask's stops by screen
/// angle, turn with a rotated transform, leave the outside alone, and give every pixel the same
/// value whichever rectangle of the frame is being drawn (damage tracking relies on that).
@Suite struct FadedDiscFillTests {
    static let size = 101

    /// A 101×101 black image with a white disc of radius 40 at its centre, faded by `fade`.
    func render(
        upAngle: Double = 0, mirrored: Bool = false, fade: AngularFade = .spinnerRing,
        clips: [(x0: Int, y0: Int, x1: Int, y1: Int)] = [(0, 0, 101, 101)]
    ) -> [UInt32] {
        var pixels = [UInt32](repeating: 0xFF00_0000, count: Self.size * Self.size)
        let disc = FadedDiscFill(
            center: Point(x: 50.5, y: 50.5), radius: 40, upAngle: upAngle, mirrored: mirrored, fade: fade,
            color: (255, 255, 255, 1))
        var anchors: [Float] = []
        pixels.withUnsafeMutableBufferPointer { buffer in
            for clip in clips { disc.fill(into: buffer.baseAddress!, pitch: Self.size, clip: clip, anchors: &anchors) }
        }
        return pixels
    }

    /// The level (0–255) of the pixel `distance` from the centre at `degrees` clockwise from the top.
    func level(_ pixels: [UInt32], degrees: Double, distance: Double = 30) -> Int {
        let a = degrees * .pi / 180
        let x = Int(50.5 + distance * sin(a)), y = Int(50.5 - distance * cos(a))
        return Int(pixels[y * Self.size + x] & 0xFF)
    }

    @Test func opacityFollowsTheStopsByScreenAngle() {
        let pixels = render()
        // At 90° and 270°, 30 px out, the pixel is one the fade is worked out at exactly: 0.25.
        #expect(abs(level(pixels, degrees: 90) - 64) <= 1)
        #expect(abs(level(pixels, degrees: 270) - 64) <= 1)
        // Straight up and down the fade peaks (1) and bottoms out (0); the pixels there are
        // interpolated from pixels 2 and 6 px to the sides, which blunts the peak a little
        // this close (30 px) to the centre.
        #expect(level(pixels, degrees: 0) >= 225)
        #expect(level(pixels, degrees: 180) <= 8)
        // Between stops it is linear: 45° is halfway between 0.55 and 0.40 (give a pixel's angle).
        #expect(abs(level(pixels, degrees: 45) - Int(0.475 * 255)) <= 4)
        // Outside the disc nothing is written; the rim is anti-aliased.
        #expect(pixels[0] == 0xFF00_0000)
        let rim = Int(pixels[(50 - 40) * Self.size + 50] & 0xFF)
        #expect(rim > 0 && rim < 255)
    }

    @Test func theFadeTurnsWithTheTransformAndMirrors() {
        let quarter = render(upAngle: .pi / 2)  // the fade's top now points right
        #expect(level(quarter, degrees: 90) == 255)
        #expect(level(quarter, degrees: 270) == 0)
        let unturned = render(fade: AngularFade(stops: [1, 0.5, 0]))  // 1 at the top, 0.5 at 180°
        let mirrored = render(mirrored: true, fade: AngularFade(stops: [1, 0.5, 0]))
        #expect(level(unturned, degrees: 90) > level(unturned, degrees: 270))
        #expect(level(mirrored, degrees: 270) == level(unturned, degrees: 90))
    }

    @Test func everyPixelIsTheSameWhicheverRectangleDrawsIt() {
        let whole = render()
        let pieces = render(clips: [(0, 0, 37, 101), (37, 0, 101, 53), (37, 53, 101, 101)])
        #expect(whole == pieces)
    }

    @Test func theArctangentIsWithinATenThousandthOfARadian() {
        var worst = 0.0
        for k in 0..<3600 {
            let a = Double(k) * .pi / 1800 - .pi
            let dx = 7 * sin(a), dy = -7 * cos(a)
            var d = abs(FadedDiscFill.clockwiseAngle(dx: dx, dy: dy) - atan2(dx, -dy))
            if d > .pi { d = 2 * .pi - d }
            worst = max(worst, d)
        }
        #expect(worst < 1e-4)
        #expect(FadedDiscFill.clockwiseAngle(dx: 0, dy: 0) == 0)
    }
}

/// The eight-pixel blend release builds use inside the rim gives exactly the per-pixel path's
/// pixels (debug builds take the per-pixel path everywhere; `make test` runs the tests optimised,
/// so the goldens see the eight-pixel path and `make sanitize`'s debug run the other).
@Suite struct FadedDiscStretchTests {
    @Test func eightPixelsAtOnceAreThePerPixelValues() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let left = Float.random(in: 0...1, using: &generator)
            let right = Float.random(in: 0...1, using: &generator)
            let step = (right - left) * (1 / Float(8))
            let alpha256 = Float(Double.random(in: 0...1, using: &generator) * 256)
            let packed = FixedPointColor(
                r: UInt32.random(in: 0...255), g: UInt32.random(in: 0...255), b: UInt32.random(in: 0...255))
            let under = (0..<8).map { _ in UInt32.random(in: 0...UInt32.max) | 0xFF00_0000 }
            var stretch = under
            stretch.withUnsafeMutableBufferPointer {
                FadedDiscFill.blendStretch($0.baseAddress!, left: left, step: step, alpha256: alpha256, packed)
            }
            for k in 0..<8 {
                let weight = FadedDiscFill.weight(Float(1) * ((left + step * Float(k)) * alpha256))
                let expected =
                    weight == 0 ? under[k] : weight == 256 ? packed.opaque : packed.weighted(weight).over(under[k])
                #expect(stretch[k] == expected, "pixel \(k): left \(left), step \(step), alpha \(alpha256)")
            }
        }
    }
}
