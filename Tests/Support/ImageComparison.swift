import FlywheelUI

/// Tolerant per-pixel comparison of two images, for golden-image tests.
///
/// A pixel mismatches when any channel (R, G, B or A) differs by more than `channelTolerance`;
/// the comparison passes when at most `maxMismatchFraction` of the pixels mismatch. Images of
/// different sizes never pass.
///
/// ```swift
/// let result = ImageComparison.compare(renderer.snapshot(), golden)
/// if !result.passed, let diff = result.diffImage() {
///     try SDLImageLoader().savePNG(diff, to: "out/rating.diff.png")
/// }
/// #expect(result.passed, "\(result)")
/// ```
public enum ImageComparison {
    /// The outcome of one comparison; `description` is a one-line report for test failures.
    public struct Result: CustomStringConvertible {
        public let actual: Image
        public let expected: Image
        public let channelTolerance: Int
        public let maxMismatchFraction: Double
        /// Pixels with a channel difference over the tolerance (all pixels when sizes differ).
        public let mismatchedPixels: Int
        /// `mismatchedPixels` / pixel count (1 when sizes differ).
        public let mismatchFraction: Double
        /// The largest channel difference seen (255 when sizes differ).
        public let maxChannelDelta: Int
        public let sizesMatch: Bool

        public var passed: Bool { sizesMatch && mismatchFraction <= maxMismatchFraction }

        public var description: String {
            guard sizesMatch else {
                return
                    "size mismatch: actual \(actual.width)x\(actual.height), expected \(expected.width)x\(expected.height)"
            }
            let percent = (mismatchFraction * 10000).rounded() / 100
            return "\(passed ? "passed" : "FAILED"): \(mismatchedPixels) of \(actual.width * actual.height) pixels "
                + "(\(percent) %) differ by more than \(channelTolerance); max channel delta \(maxChannelDelta); "
                + "allowed \(maxMismatchFraction * 100) %"
        }

        /// The expected image faded to a quarter of its contrast, with mismatching pixels in
        /// opaque red; nil when the sizes differ.
        public func diffImage() -> Image? {
            guard sizesMatch else { return nil }
            var out = [UInt8](repeating: 0, count: expected.rgba.count)
            let a = actual.rgba, e = expected.rgba
            for i in stride(from: 0, to: out.count, by: 4) {
                if ImageComparison.pixelDelta(a, e, i) > channelTolerance {
                    out[i] = 255; out[i + 1] = 0; out[i + 2] = 0
                } else {
                    // A washed-out copy keeps the scene recognisable without competing with red.
                    for c in 0..<3 { out[i + c] = UInt8(191 + Int(e[i + c]) / 4) }
                }
                out[i + 3] = 255
            }
            return Image(width: expected.width, height: expected.height, rgba: out, name: "diff of \(actual.name)")
        }
    }

    public static func compare(
        _ actual: Image, _ expected: Image, channelTolerance: Int = 8,
        maxMismatchFraction: Double = 0.002
    ) -> Result {
        guard actual.width == expected.width, actual.height == expected.height else {
            return Result(
                actual: actual, expected: expected, channelTolerance: channelTolerance,
                maxMismatchFraction: maxMismatchFraction, mismatchedPixels: actual.width * actual.height,
                mismatchFraction: 1, maxChannelDelta: 255, sizesMatch: false)
        }
        var mismatched = 0, maxDelta = 0
        let a = actual.rgba, e = expected.rgba
        for i in stride(from: 0, to: a.count, by: 4) {
            let d = pixelDelta(a, e, i)
            maxDelta = max(maxDelta, d)
            if d > channelTolerance { mismatched += 1 }
        }
        let total = max(1, actual.width * actual.height)
        return Result(
            actual: actual, expected: expected, channelTolerance: channelTolerance,
            maxMismatchFraction: maxMismatchFraction, mismatchedPixels: mismatched,
            mismatchFraction: Double(mismatched) / Double(total), maxChannelDelta: maxDelta, sizesMatch: true)
    }

    /// The largest channel difference of the pixel at byte offset `i`.
    static func pixelDelta(_ a: [UInt8], _ e: [UInt8], _ i: Int) -> Int {
        max(
            max(abs(Int(a[i]) - Int(e[i])), abs(Int(a[i + 1]) - Int(e[i + 1]))),
            max(abs(Int(a[i + 2]) - Int(e[i + 2])), abs(Int(a[i + 3]) - Int(e[i + 3]))))
    }
}
