/// Resizes straight-alpha RGBA bitmaps: area-averaging when shrinking, bilinear when growing,
/// computed on premultiplied colour so transparent pixels do not bleed dark fringes.
///
/// SDL's software renderer samples textures nearest-neighbour (and allocates for scaled
/// blits), so on that renderer the canvas draws images from copies made at their on-screen
/// pixel size: 1:1 copies are exact, allocation-free and as smooth as the source allows.
enum ImageResampler {
    /// One output sample on one axis: the first source index and the weights from there.
    struct Tap {
        var start: Int
        var weights: [Double]
    }

    /// `rgba` (width x height) resized to `newWidth` x `newHeight`. With `whiteMask`, colour is
    /// replaced by white and only alpha kept (template images).
    static func resample(
        _ rgba: [UInt8], width: Int, height: Int, to newWidth: Int, _ newHeight: Int,
        whiteMask: Bool
    ) -> [UInt8] {
        let xs = taps(from: width, to: newWidth), ys = taps(from: height, to: newHeight)
        var premultiplied = [Double](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let a = Double(rgba[i + 3]) / 255
            premultiplied[i] = whiteMask ? a : Double(rgba[i]) / 255 * a
            premultiplied[i + 1] = whiteMask ? a : Double(rgba[i + 1]) / 255 * a
            premultiplied[i + 2] = whiteMask ? a : Double(rgba[i + 2]) / 255 * a
            premultiplied[i + 3] = a
        }
        // Horizontal pass into `rows` (newWidth x height), then vertical into `out`.
        var rows = [Double](repeating: 0, count: newWidth * height * 4)
        for y in 0..<height {
            for (x, tap) in xs.enumerated() {
                for (k, w) in tap.weights.enumerated() {
                    let s = (y * width + tap.start + k) * 4, d = (y * newWidth + x) * 4
                    for c in 0..<4 { rows[d + c] += premultiplied[s + c] * w }
                }
            }
        }
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for (y, tap) in ys.enumerated() {
            for x in 0..<newWidth {
                var p = (0.0, 0.0, 0.0, 0.0)
                for (k, w) in tap.weights.enumerated() {
                    let s = ((tap.start + k) * newWidth + x) * 4
                    p.0 += rows[s] * w; p.1 += rows[s + 1] * w; p.2 += rows[s + 2] * w; p.3 += rows[s + 3] * w
                }
                let d = (y * newWidth + x) * 4
                let a = min(1, max(0, p.3))
                guard a > 0 else { continue }
                out[d] = byte(p.0 / a); out[d + 1] = byte(p.1 / a); out[d + 2] = byte(p.2 / a); out[d + 3] = byte(a)
            }
        }
        return out
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, (v * 255).rounded()))) }

    /// Sampling weights for `count` source samples mapped onto `newCount`.
    static func taps(from count: Int, to newCount: Int) -> [Tap] {
        let scale = Double(count) / Double(newCount)
        return (0..<newCount).map { o in
            if scale >= 1 {
                // Shrinking: average the source interval [o·s, (o+1)·s), partial pixels weighted.
                let lo = Double(o) * scale, hi = lo + scale
                let first = Int(lo), last = min(count - 1, Int((hi - 1e-9).rounded(.down)))
                let weights = (first...max(first, last)).map { i in
                    (min(hi, Double(i + 1)) - max(lo, Double(i))) / scale
                }
                return Tap(start: first, weights: weights)
            }
            // Growing: bilinear between the two nearest source centres (clamped at the edges).
            let centre = (Double(o) + 0.5) * scale - 0.5
            let i = Int(centre.rounded(.down)), f = centre - Double(i)
            if i < 0 { return Tap(start: 0, weights: [1]) }
            if i >= count - 1 { return Tap(start: count - 1, weights: [1]) }
            return Tap(start: i, weights: [1 - f, f])
        }
    }
}
