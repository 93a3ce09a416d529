import FlywheelCore

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
    ///
    /// Two passes, horizontal then vertical, with no buffer the size of the source: each source
    /// row is resampled horizontally once, on first use, into a small ring of rows (as many as the
    /// widest vertical tap needs; taps move down monotonically, so a row leaves the ring only when
    /// no later tap reads it). Icon sizes change every frame of an open animation, and a buffer of
    /// the whole source in doubles (2 MB for a 256-px icon) per new size churned the heap.
    static func resample(
        _ rgba: [UInt8], width: Int, height: Int, to newWidth: Int, _ newHeight: Int,
        whiteMask: Bool
    ) -> [UInt8] {
        let xs = taps(from: width, to: newWidth), ys = taps(from: height, to: newHeight)
        let ringRows = max(1, ys.map(\.weights.count).max() ?? 1), rowLength = newWidth * 4
        var ring = [Double](repeating: 0, count: ringRows * rowLength)
        var ringHolds = [Int](repeating: -1, count: ringRows)
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        guard rgba.count >= width * height * 4 else { return out }
        rgba.withUnsafeBufferPointer { src in
            ring.withUnsafeMutableBufferPointer { ring in
                /// Source row `y` resampled to `newWidth` (premultiplied): its offset in `ring`.
                func row(_ y: Int) -> Int {
                    let slot = y % ringRows, base = slot * rowLength
                    guard ringHolds[slot] != y else { return base }
                    ringHolds[slot] = y
                    for i in base..<(base + rowLength) { ring[i] = 0 }
                    for (x, tap) in xs.enumerated() {
                        for (k, w) in tap.weights.enumerated() {
                            let s = (y * width + tap.start + k) * 4, d = base + x * 4
                            let a = Double(src[s + 3]) / 255
                            ring[d] += (whiteMask ? a : Double(src[s]) / 255 * a) * w
                            ring[d + 1] += (whiteMask ? a : Double(src[s + 1]) / 255 * a) * w
                            ring[d + 2] += (whiteMask ? a : Double(src[s + 2]) / 255 * a) * w
                            ring[d + 3] += a * w
                        }
                    }
                    return base
                }
                for (y, tap) in ys.enumerated() {
                    let rows = tap.weights.indices.map { row(tap.start + $0) }
                    for x in 0..<newWidth {
                        var p = (0.0, 0.0, 0.0, 0.0)
                        for (k, w) in tap.weights.enumerated() {
                            let s = rows[k] + x * 4
                            p.0 += ring[s] * w; p.1 += ring[s + 1] * w; p.2 += ring[s + 2] * w; p.3 += ring[s + 3] * w
                        }
                        let d = (y * newWidth + x) * 4
                        let a = min(1, max(0, p.3))
                        guard a > 0 else { continue }
                        out[d] = byte(p.0 / a); out[d + 1] = byte(p.1 / a); out[d + 2] = byte(p.2 / a)
                        out[d + 3] = byte(a)
                    }
                }
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
                let first = Int(saturating: lo), last = min(count - 1, Int(saturating: (hi - 1e-9).rounded(.down)))
                let weights = (first...max(first, last)).map { i in
                    (min(hi, Double(i + 1)) - max(lo, Double(i))) / scale
                }
                return Tap(start: first, weights: weights)
            }
            // Growing: bilinear between the two nearest source centres (clamped at the edges).
            let centre = (Double(o) + 0.5) * scale - 0.5
            let i = Int(saturating: centre.rounded(.down)), f = centre - Double(i)
            if i < 0 { return Tap(start: 0, weights: [1]) }
            if i >= count - 1 { return Tap(start: count - 1, weights: [1]) }
            return Tap(start: i, weights: [1 - f, f])
        }
    }
}
