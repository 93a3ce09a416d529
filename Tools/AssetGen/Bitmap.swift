import FlywheelUI

/// A straight-alpha RGBA bitmap the generator edits on the CPU: cropping, resampling and
/// placing emoji, and shrinking supersampled renders to their final size.
///
/// Everything here is plain integer/float arithmetic in a fixed order, so the same input gives
/// the same bytes on every run.
///
/// ```swift
/// let glyph = Bitmap(width: 136, height: 128, rgba: bytes)
/// let icon = glyph.cropped(to: glyph.opaqueBounds()!).fitted(into: 120, margin: 4)
/// ```
struct Bitmap {
    let width: Int
    let height: Int
    /// `width * height * 4` bytes, rows top to bottom.
    var rgba: [UInt8]

    init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "Bitmap: \(rgba.count) bytes for \(width)x\(height)")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// A fully transparent bitmap.
    init(width: Int, height: Int) {
        self.init(width: width, height: height, rgba: [UInt8](repeating: 0, count: width * height * 4))
    }

    init(_ image: Image) {
        self.init(width: image.width, height: image.height, rgba: image.rgba)
    }

    func image(named name: String, isTemplate: Bool = false) -> Image {
        Image(width: width, height: height, rgba: rgba, name: name, isTemplate: isTemplate)
    }

    /// Pixel rectangle (x, y, width, height).
    struct PixelRect: Equatable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The smallest rectangle holding every pixel with alpha above `threshold` (nil if none).
    func opaqueBounds(threshold: UInt8 = 0) -> PixelRect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where rgba[(y * width + x) * 4 + 3] > threshold {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    func cropped(to r: PixelRect) -> Bitmap {
        var out = [UInt8](repeating: 0, count: r.width * r.height * 4)
        for y in 0..<r.height {
            let src = ((r.y + y) * width + r.x) * 4
            out.replaceSubrange(y * r.width * 4..<(y + 1) * r.width * 4, with: rgba[src..<src + r.width * 4])
        }
        return Bitmap(width: r.width, height: r.height, rgba: out)
    }

    /// Copies `other` onto a transparent bitmap at (x, y) (no blending: `self` must be clear there).
    func placing(_ other: Bitmap, x: Int, y: Int) -> Bitmap {
        var out = self
        for row in 0..<other.height where (0..<height).contains(y + row) {
            for col in 0..<other.width where (0..<width).contains(x + col) {
                let s = (row * other.width + col) * 4, d = ((y + row) * width + x + col) * 4
                for c in 0..<4 { out.rgba[d + c] = other.rgba[s + c] }
            }
        }
        return out
    }

    /// Scaled (aspect kept) so its longer side is `side - 2·margin`, centred on a clear
    /// `side`×`side` square.
    func fitted(into side: Int, margin: Int) -> Bitmap {
        let box = Double(side - 2 * margin)
        let k = box / Double(max(width, height))
        let w = max(1, Int((Double(width) * k).rounded())), h = max(1, Int((Double(height) * k).rounded()))
        let scaled = resampled(toWidth: w, height: h)
        return Bitmap(width: side, height: side).placing(scaled, x: (side - w) / 2, y: (side - h) / 2)
    }

    // MARK: Resampling

    /// Resized with a tent filter: its radius is one source pixel when growing (bilinear) and one
    /// destination pixel when shrinking (a smooth area average). Works on premultiplied colour
    /// so clear pixels never darken the edges.
    func resampled(toWidth newWidth: Int, height newHeight: Int) -> Bitmap {
        let premultiplied = premultipliedFloats()
        let xs = Bitmap.taps(from: width, to: newWidth), ys = Bitmap.taps(from: height, to: newHeight)
        var rows = [Float](repeating: 0, count: newWidth * height * 4)
        for y in 0..<height {
            for (x, tap) in xs.enumerated() {
                let d = (y * newWidth + x) * 4
                for (k, w) in tap.weights.enumerated() {
                    let s = (y * width + tap.start + k) * 4
                    for c in 0..<4 { rows[d + c] += premultiplied[s + c] * w }
                }
            }
        }
        var out = [Float](repeating: 0, count: newWidth * newHeight * 4)
        for (y, tap) in ys.enumerated() {
            for x in 0..<newWidth {
                let d = (y * newWidth + x) * 4
                for (k, w) in tap.weights.enumerated() {
                    let s = ((tap.start + k) * newWidth + x) * 4
                    for c in 0..<4 { out[d + c] += rows[s + c] * w }
                }
            }
        }
        return Bitmap(width: newWidth, height: newHeight, premultiplied: out)
    }

    /// Shrinks by a whole `factor` on both axes, each output pixel the exact mean of its block.
    func boxDownsampled(by factor: Int) -> Bitmap {
        precondition(width % factor == 0 && height % factor == 0, "box downsample: size not a multiple of \(factor)")
        let premultiplied = premultipliedFloats()
        let w = width / factor, h = height / factor
        var out = [Float](repeating: 0, count: w * h * 4)
        let scale = 1 / Float(factor * factor)
        for y in 0..<height {
            for x in 0..<width {
                let s = (y * width + x) * 4, d = ((y / factor) * w + x / factor) * 4
                for c in 0..<4 { out[d + c] += premultiplied[s + c] * scale }
            }
        }
        return Bitmap(width: w, height: h, premultiplied: out)
    }

    private func premultipliedFloats() -> [Float] {
        var out = [Float](repeating: 0, count: rgba.count)
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let a = Float(rgba[i + 3]) / 255
            out[i] = Float(rgba[i]) / 255 * a
            out[i + 1] = Float(rgba[i + 1]) / 255 * a
            out[i + 2] = Float(rgba[i + 2]) / 255 * a
            out[i + 3] = a
        }
        return out
    }

    /// From premultiplied floats (0...1) back to straight bytes.
    private init(width: Int, height: Int, premultiplied p: [Float]) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: p.count, by: 4) {
            let a = min(1, max(0, p[i + 3]))
            let alphaByte = Bitmap.byte(a)
            guard alphaByte > 0 else { continue }
            bytes[i] = Bitmap.byte(p[i] / a)
            bytes[i + 1] = Bitmap.byte(p[i + 1] / a)
            bytes[i + 2] = Bitmap.byte(p[i + 2] / a)
            bytes[i + 3] = alphaByte
        }
        self.init(width: width, height: height, rgba: bytes)
    }

    static func byte(_ v: Float) -> UInt8 { UInt8(min(255, max(0, (v * 255).rounded()))) }

    /// One output sample on one axis: the first source index and the normalised weights from it.
    struct Tap {
        var start: Int
        var weights: [Float]
    }

    static func taps(from count: Int, to newCount: Int) -> [Tap] {
        let scale = Double(count) / Double(newCount)
        let radius = max(1, scale)
        return (0..<newCount).map { o in
            let centre = (Double(o) + 0.5) * scale
            let first = max(0, Int((centre - radius).rounded(.down)))
            let last = min(count - 1, Int((centre + radius).rounded(.up)))
            var weights: [Double] = []
            for i in first...max(first, last) {
                weights.append(max(0, 1 - abs(Double(i) + 0.5 - centre) / radius))
            }
            let sum = weights.reduce(0, +)
            return Tap(start: first, weights: weights.map { Float(sum > 0 ? $0 / sum : 0) })
        }
    }
}
