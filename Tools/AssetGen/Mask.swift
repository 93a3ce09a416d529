import FlywheelCore
import FlywheelSDL
import FlywheelUI

/// Coverage (0...1 per device pixel) of a template icon, rendered supersampled by Flywheel's own
/// canvas. Masks combine like sets — union, difference, intersection — which is how icons get
/// holes (a ring, a knocked-out question mark, a person cut out of a disc) that a canvas drawing
/// in one colour cannot make by itself.
///
/// ```swift
/// let painter = try MaskPainter(side: 256)
/// let disc = painter.paint { $0.fillCircle(center: Point(x: 128, y: 128), radius: 100, color: .black) }
/// let hole = painter.paint { $0.fillCircle(center: Point(x: 128, y: 128), radius: 60, color: .black) }
/// let ring = disc.subtracting(hole).templateBitmap(supersample: painter.supersample)
/// ```
struct Mask {
    let width: Int
    let height: Int
    var coverage: [Float]

    /// Both: a ∪ b as alpha compositing (a + b − ab).
    func union(_ other: Mask) -> Mask { combined(other) { a, b in a + b - a * b } }
    /// What of `self` is not covered by `other`.
    func subtracting(_ other: Mask) -> Mask { combined(other) { a, b in a * (1 - b) } }
    /// What both cover.
    func intersecting(_ other: Mask) -> Mask { combined(other) { a, b in a * b } }

    private func combined(_ other: Mask, _ op: (Float, Float) -> Float) -> Mask {
        precondition(width == other.width && height == other.height, "masks of different sizes")
        var out = coverage
        for i in out.indices { out[i] = op(coverage[i], other.coverage[i]) }
        return Mask(width: width, height: height, coverage: out)
    }

    /// Pixel bounds of what is covered more than half (for centring glyphs by their ink).
    func inkBounds() -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where coverage[y * width + x] > 0.5 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }

    /// Black on transparent at the final size: each pixel's alpha is the mean coverage of its
    /// `supersample`×`supersample` block.
    func templateBitmap(supersample: Int) -> Bitmap {
        let w = width / supersample, h = height / supersample
        var sums = [Float](repeating: 0, count: w * h)
        for y in 0..<h * supersample {
            for x in 0..<w * supersample {
                sums[(y / supersample) * w + x / supersample] += coverage[y * width + x]
            }
        }
        let scale = 1 / Float(supersample * supersample)
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        for i in sums.indices { rgba[i * 4 + 3] = Bitmap.byte(sums[i] * scale) }
        return Bitmap(width: w, height: h, rgba: rgba)
    }
}

/// Renders masks with a `HeadlessRenderer` on a transparent background at `supersample` device
/// pixels per point. Icon code draws in points (0...side) in any opaque colour; only alpha counts.
final class MaskPainter {
    let side: Int
    let supersample: Int
    private let renderer: HeadlessRenderer

    init(side: Int, supersample: Int = 4) throws {
        self.side = side
        self.supersample = supersample
        renderer = try HeadlessRenderer(size: Size(width: Double(side), height: Double(side)),
                                        pixelScale: Double(supersample), background: .clear)
    }

    /// The canvas, for measuring text.
    var canvas: SDLCanvas { renderer.canvas }

    func paint(_ draw: (SDLCanvas) -> Void) -> Mask {
        let canvas = renderer.canvas
        canvas.beginFrame(clear: .clear)
        draw(canvas)
        canvas.endFrame()
        let frame = renderer.snapshot()
        var coverage = [Float](repeating: 0, count: frame.width * frame.height)
        for i in coverage.indices { coverage[i] = Float(frame.rgba[i * 4 + 3]) / 255 }
        return Mask(width: frame.width, height: frame.height, coverage: coverage)
    }

    /// An empty mask of this painter's size.
    var empty: Mask {
        Mask(width: side * supersample, height: side * supersample,
             coverage: [Float](repeating: 0, count: side * supersample * side * supersample))
    }

    /// A line of text whose ink is centred on `center` (glyph outlines, not the line box).
    func text(_ string: String, font: Font, centeredAt center: Point) -> Mask {
        let probe = paint { $0.drawText(string, at: Point(x: 0, y: 0), font: font, color: .black) }
        guard let ink = probe.inkBounds() else { return probe }
        let s = Double(supersample)
        let inkCentre = Point(x: Double(ink.minX + ink.maxX + 1) / 2 / s, y: Double(ink.minY + ink.maxY + 1) / 2 / s)
        return paint { $0.drawText(string, at: center - inkCentre, font: font, color: .black) }
    }

    /// A finished template icon: black on transparent at `side`×`side`.
    func icon(_ mask: Mask) -> Bitmap { mask.templateBitmap(supersample: supersample) }
}
