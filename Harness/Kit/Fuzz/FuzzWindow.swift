import FlywheelCore
import Foundation

/// The window sizes and pixel scales the fuzzer explores: the whole range the command line
/// accepts (100...8192 points a side; pixel scales 1...3 of its 1...4), not only typical windows — half the
/// cases take a typical size, the rest an extreme (both ends, very thin, very large) or a size
/// drawn log-uniformly on each side. Resizes mid-sequence draw from the same space.
///
/// Each window's pixels are kept within a budget: `maximumPixels` (an 8192x8192 window at pixel
/// scale 1), and `maximumDrawnPixels` when the case draws its frames (every frame of a drawn case
/// is drawn in full at least once, and a 64-megapixel frame takes about a second in a debug
/// build). A window over its budget first loses pixel scale, then shrinks evenly.
///
/// ```swift
/// var rng = FuzzRandom(seed: 7, case: 3)
/// let (size, scale) = FuzzWindow.pick(&rng, drawn: false)   // e.g. 8192x100 at pixel scale 2
/// ```
enum FuzzWindow {
    static let typical: [Size] = [
        Size(width: 800, height: 600), Size(width: 640, height: 480),
        Size(width: 400, height: 700), Size(width: 1024, height: 768),
        Size(width: 320, height: 240),
    ]
    /// Both ends of each side, thin strips, and the large squares that once crashed.
    static let extremes: [Size] = [
        Size(width: 100, height: 100), Size(width: 8192, height: 100), Size(width: 100, height: 8192),
        Size(width: 8192, height: 8192), Size(width: 100, height: 600), Size(width: 800, height: 100),
        Size(width: 8192, height: 600), Size(width: 600, height: 8192), Size(width: 4096, height: 4096),
        Size(width: 3000, height: 3000), Size(width: 2048, height: 1600), Size(width: 101, height: 7919),
    ]
    static let pixelScales: [Double] = [1, 1, 1, 2, 2, 3]
    /// Pixels an advanced-only case's window may have (8192x8192 at pixel scale 1: 256 MB).
    static let maximumPixels = 8192 * 8192
    /// Pixels a drawn case's window may have (4096x2048, or 2048x1365 at pixel scale 2).
    static let maximumDrawnPixels = 4096 * 2048

    /// A window for a new case, within its budget (and within `largest` pixels when given: the
    /// short fuzz of `make test` leaves the giant windows to `make fuzz`). The random draws are
    /// the same with or without `largest`, so a capped run explores the same cases, smaller.
    static func pick(_ rng: inout FuzzRandom, drawn: Bool, largest: Int? = nil) -> (size: Size, pixelScale: Double) {
        let size = anySize(&rng)
        return fit(size, pixelScale: rng.pick(pixelScales), budget: budget(drawn: drawn, largest: largest))
    }

    /// A size to resize a case's window to mid-sequence (its pixel scale stays).
    static func resize(_ rng: inout FuzzRandom, pixelScale: Double, drawn: Bool, largest: Int? = nil) -> Size {
        let size: Size
        if rng.chance(0.6) {
            size = Size(width: Double(rng.int(in: 20...100) * 10), height: Double(rng.int(in: 20...80) * 10))
        } else {
            size = anySize(&rng)
        }
        return shrink(size, toPixels: budget(drawn: drawn, largest: largest), pixelScale: pixelScale)
    }

    static func budget(drawn: Bool, largest: Int? = nil) -> Int {
        min(drawn ? maximumDrawnPixels : maximumPixels, largest ?? .max)
    }

    /// `size` at `pixelScale`, with the scale lowered and then the size shrunk until it has at
    /// most `budget` pixels.
    static func fit(_ size: Size, pixelScale: Double, budget: Int) -> (size: Size, pixelScale: Double) {
        var scale = pixelScale
        while scale > 1, pixels(size, scale) > budget { scale -= 1 }
        return (shrink(size, toPixels: budget, pixelScale: scale), scale)
    }

    private static func anySize(_ rng: inout FuzzRandom) -> Size {
        let roll = rng.double(in: 0..<1)
        if roll < 0.5 { return rng.pick(typical) }
        if roll < 0.7 { return rng.pick(extremes) }
        // Log-uniform on each side: thin, square and huge windows alike.
        func side(_ rng: inout FuzzRandom) -> Double {
            min(8192, max(100, (100 * pow(81.92, rng.double(in: 0..<1))).rounded()))
        }
        return Size(width: side(&rng), height: side(&rng))
    }

    private static func pixels(_ size: Size, _ scale: Double) -> Int {
        Int((size.width * scale).rounded(.up) * (size.height * scale).rounded(.up))
    }

    /// `size` scaled down evenly (each side at least 100) until it has at most `limit` pixels.
    private static func shrink(_ size: Size, toPixels limit: Int, pixelScale: Double) -> Size {
        guard pixels(size, pixelScale) > limit else { return size }
        let factor = (Double(limit) / Double(pixels(size, pixelScale))).squareRoot()
        var s = Size(
            width: max(100, (size.width * factor).rounded(.down)),
            height: max(100, (size.height * factor).rounded(.down)))
        // A side held at 100 leaves the other to shrink further.
        while pixels(s, pixelScale) > limit {
            s = Size(
                width: s.width > 100 ? max(100, s.width - 1 - (s.width / 64).rounded(.down)) : 100,
                height: s.height > 100 ? max(100, s.height - 1 - (s.height / 64).rounded(.down)) : 100)
        }
        return s
    }
}
