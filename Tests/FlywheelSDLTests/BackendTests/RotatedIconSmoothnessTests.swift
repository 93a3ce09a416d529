import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// Rotated icons on the software renderer: drawn from a box-filtered copy at their on-screen size
/// with bilinear sampling, they match a 4×-supersampled drawing of the original within 2 % of
/// full scale (mean absolute error); SDL's nearest-texel drawing of the same icon does not.
@Suite(.serialized) struct RotatedIconSmoothnessTests {
    /// A 64-px template icon: concentric rings 6 px wide inside a disc of radius 30 (detail that
    /// nearest sampling breaks up).
    static func ringsIcon() -> Image {
        let n = 64
        var bytes = [UInt8](repeating: 0, count: n * n * 4)
        for y in 0..<n {
            for x in 0..<n {
                let d =
                    ((Double(x) + 0.5 - 32) * (Double(x) + 0.5 - 32) + (Double(y) + 0.5 - 32) * (Double(y) + 0.5 - 32))
                    .squareRoot()
                let i = (y * n + x) * 4
                bytes[i] = 255; bytes[i + 1] = 255; bytes[i + 2] = 255
                bytes[i + 3] = d < 30 && Int(d / 6) % 2 == 0 ? 255 : 0
            }
        }
        return Image(width: n, height: n, rgba: bytes, name: "rings", isTemplate: true)
    }

    static let rect = Rect(x: 30, y: 30, width: 40, height: 40)
    static let rotation = Double.pi / 6

    /// The icon in black on white, each pixel the mean of 4×4 samples of the original bitmap
    /// (each sample the texel it falls in): the picture a perfect renderer approaches.
    static func supersampledReference(_ icon: Image, size: Int) -> [Double] {
        let about = rect.center
        let toLocal = Transform(translationX: -about.x, y: -about.y)
            .concatenating(Transform(rotation: -rotation))
            .concatenating(Transform(translationX: about.x, y: about.y))
        var out = [Double](repeating: 255, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                var coverage = 0.0
                for j in 0..<4 {
                    for i in 0..<4 {
                        let p = toLocal.apply(
                            Point(x: Double(x) + (Double(i) + 0.5) / 4, y: Double(y) + (Double(j) + 0.5) / 4))
                        let u = (p.x - rect.minX) / rect.width * Double(icon.width)
                        let v = (p.y - rect.minY) / rect.height * Double(icon.height)
                        guard u >= 0, v >= 0, u < Double(icon.width), v < Double(icon.height) else { continue }
                        coverage += Double(icon.rgba[(Int(v) * icon.width + Int(u)) * 4 + 3]) / 255
                    }
                }
                out[y * size + x] = 255 * (1 - coverage / 16)
            }
        }
        return out
    }

    /// Mean absolute error (fraction of full scale) of the red channel over the icon's box.
    static func meanAbsoluteError(_ image: Image, _ reference: [Double]) -> Double {
        var sum = 0.0, count = 0
        for y in 20..<80 {
            for x in 20..<80 {
                sum += abs(Double(image.pixel(x: x, y: y).r) - reference[y * image.width + x])
                count += 1
            }
        }
        return sum / Double(count) / 255
    }

    static func draw(direct: Bool) throws -> Image {
        let icon = ringsIcon()
        return try withSDL {
            try renderOnce { canvas in
                canvas.drawsImagesDirectly = direct
                canvas.drawImage(icon, in: rect, rotation: rotation, tint: .black, alpha: 1)
            }
        }
    }

    @Test func rotatedIconIsWithinTwoPercentOfASupersampledReference() throws {
        let reference = Self.supersampledReference(Self.ringsIcon(), size: 100)
        let smooth = Self.meanAbsoluteError(try Self.draw(direct: true), reference)
        print("rotated icon MAE, bilinear from the box-filtered copy: \(smooth)")
        #expect(smooth <= 0.02, "bilinear from the box-filtered copy: MAE \(smooth)")
    }

    @Test func nearestSampledRotationFailsTheSameComparison() throws {
        let reference = Self.supersampledReference(Self.ringsIcon(), size: 100)
        let nearest = Self.meanAbsoluteError(try Self.draw(direct: false), reference)
        print("rotated icon MAE, SDL nearest: \(nearest)")
        #expect(nearest > 0.02, "SDL's nearest-texel rotation: MAE \(nearest)")
    }

    @Test func steadyRotatedIconsReuseOneCopyPerSize() throws {
        let icon = Self.ringsIcon()
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 100, height: 100))
            for k in 0..<5 {
                r.canvas.beginFrame(clear: .white)
                r.canvas.drawImage(icon, in: Self.rect, rotation: 0.1 * Double(k + 1), tint: .black, alpha: 1)
                r.canvas.endFrame()
            }
            #expect(r.canvas.caches.pixelImages.count == 1)
        }
    }
}
