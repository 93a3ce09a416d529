import FlywheelCore
import FlywheelUI

/// A rendered frame read as colours, for measuring contrast where a player sees it: the
/// commonest colour of a region (what is behind text, what surrounds a control) and the
/// colour in a region that stands out most from another (the ink of glyphs, a control's
/// indicator). Boxes are in window points; the frame's pixels are `pixelScale` to a point.
///
/// ```swift
/// let pixels = FramePixels(image: renderer.snapshot(), pixelScale: 1)
/// let behind = pixels.commonestColor(in: label.frame)!
/// let ink = pixels.standoutColor(in: label.frame, against: behind)!
/// ink.color.contrastRatio(with: behind)
/// ```
struct FramePixels {
    let image: Image
    let pixelScale: Double

    /// A pixel rectangle, cut to the frame (empty when outside it).
    struct PixelBox {
        var x0 = 0, y0 = 0, x1 = 0, y1 = 0  // x1, y1 exclusive
        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        var count: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }
        func contains(_ x: Int, _ y: Int) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }
    }

    /// The pixels `box` covers (partly covered ones included), cut to the frame.
    func pixelBox(_ box: Rect) -> PixelBox {
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return PixelBox() }
        func clampX(_ v: Double) -> Int { Int(max(0, min(Double(image.width), v))) }
        func clampY(_ v: Double) -> Int { Int(max(0, min(Double(image.height), v))) }
        return PixelBox(
            x0: clampX((box.minX * pixelScale).rounded(.down)), y0: clampY((box.minY * pixelScale).rounded(.down)),
            x1: clampX((box.maxX * pixelScale).rounded(.up)), y1: clampY((box.maxY * pixelScale).rounded(.up)))
    }

    /// The opaque RGB of a pixel, packed 0xRRGGBB.
    @inline(__always) func packed(_ x: Int, _ y: Int) -> UInt32 {
        let i = (y * image.width + x) * 4
        return UInt32(image.rgba[i]) << 16 | UInt32(image.rgba[i + 1]) << 8 | UInt32(image.rgba[i + 2])
    }

    static func color(_ p: UInt32) -> Color {
        Color(r8: UInt8(p >> 16 & 0xFF), g8: UInt8(p >> 8 & 0xFF), b8: UInt8(p & 0xFF))
    }

    /// Calls `body` with each pixel of `box` not in any of `excluding`.
    func forEachPixel(in box: PixelBox, excluding: [PixelBox] = [], _ body: (UInt32) -> Void) {
        guard !box.isEmpty else { return }
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 where !excluding.contains(where: { $0.contains(x, y) }) { body(packed(x, y)) }
        }
    }

    /// The colour most pixels of `boxes` have (minus `excluding`), with its share of them; nil
    /// when they hold no pixel.
    func commonestColor(in boxes: [PixelBox], excluding: [PixelBox] = []) -> (color: Color, share: Double)? {
        var counts: [UInt32: Int] = [:]
        var total = 0
        for box in boxes {
            forEachPixel(in: box, excluding: excluding) {
                counts[$0, default: 0] += 1
                total += 1
            }
        }
        guard let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else {
            return nil
        }
        return (Self.color(best.key), Double(best.value) / Double(total))
    }

    /// The colour in `box` that stands out most from `background`, the way the eye takes a
    /// text's colour from the cores of its strokes. The colours not of the background are ranked
    /// by contrast against it; the answer is the first that is really there — held by at least
    /// `present` pixels (default: 2 % of the differing pixels, and 2) — or, failing that, the
    /// one at which the most contrasting pixels reach `cumulative` (default: a tenth of the
    /// differing pixels, their 90th percentile). Antialiased edges, which blend into
    /// the background, rank below the stroke colour; a stray pixel of something else does not
    /// count. `count` is how many pixels differed; nil when none did.
    func standoutColor(
        in box: PixelBox, excluding: [PixelBox] = [], against background: Color, present: Int? = nil,
        cumulative: Int? = nil
    ) -> (color: Color, count: Int)? {
        let bg = background.rgba8
        let bgPacked = UInt32(bg.r) << 16 | UInt32(bg.g) << 8 | UInt32(bg.b)
        var distinct: [UInt32: Int] = [:]
        var count = 0
        forEachPixel(in: box, excluding: excluding) { p in
            guard p != bgPacked else { return }
            distinct[p, default: 0] += 1
            count += 1
        }
        // Colours within 1.1:1 of the background are the background (a gradient's bands, its
        // noise), not ink.
        var ranked: [(key: UInt32, n: Int, ratio: Double)] = []
        for (key, n) in distinct {
            let ratio = Self.color(key).contrastRatio(with: background)
            if ratio >= Self.sameAsBackground { ranked.append((key, n, ratio)) }
        }
        ranked.sort { $0.ratio > $1.ratio || ($0.ratio == $1.ratio && $0.key < $1.key) }
        count = ranked.reduce(0) { $0 + $1.n }
        guard count > 0 else { return nil }
        let present = present ?? max(2, count / 50), percentile = max(1, cumulative ?? count / 10)
        var seen = 0
        for c in ranked {
            seen += c.n
            if c.n >= present || seen >= percentile { return (Self.color(c.key), count) }
        }
        return (Self.color(ranked[ranked.count - 1].key), count)
    }

    /// Contrast under which a colour counts as the background's.
    static let sameAsBackground = 1.1

    /// The band `width` device pixels wide just outside `box` (its four sides), cut to the frame.
    func ring(around box: Rect, width: Int) -> [PixelBox] {
        let inner = pixelBox(box)
        guard !inner.isEmpty || box.width > 0 else { return [] }
        let outer = PixelBox(
            x0: max(0, inner.x0 - width), y0: max(0, inner.y0 - width), x1: min(image.width, inner.x1 + width),
            y1: min(image.height, inner.y1 + width))
        return [
            PixelBox(x0: outer.x0, y0: outer.y0, x1: outer.x1, y1: inner.y0),  // above
            PixelBox(x0: outer.x0, y0: inner.y1, x1: outer.x1, y1: outer.y1),  // below
            PixelBox(x0: outer.x0, y0: inner.y0, x1: inner.x0, y1: inner.y1),  // left
            PixelBox(x0: inner.x1, y0: inner.y0, x1: outer.x1, y1: inner.y1),  // right
        ].filter { !$0.isEmpty }
    }
}
