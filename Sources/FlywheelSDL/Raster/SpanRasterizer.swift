import FlywheelCore

/// Fills outlines straight into a 32-bit ARGB pixel buffer with exact-area anti-aliasing: every
/// pixel gets the fraction of its square the shape covers, and is blended with the colour at
/// that opacity (source-over).
///
/// How: each edge adds, in the rows it crosses, the signed area it leaves to its right into a
/// cell buffer the size of the shape's box; a running sum along each row then gives every
/// pixel's coverage (the non-zero winding rule's magnitude, capped at 1), so a contour wound
/// the other way cuts a hole. Cost is edges × rows + the box's pixels; nothing is allocated once
/// the buffer has grown to the largest box drawn.
///
/// SDL's software renderer draws anti-aliased shapes as textured triangles with feathered rims
/// (per-pixel barycentric set-up, and translucent untextured triangles go through a temporary
/// surface each); this is several times cheaper and its edges are exact.
///
/// ```swift
/// var r = SpanRasterizer()
/// r.begin()
/// r.addContour([Point(x: 10, y: 10), Point(x: 50, y: 12), Point(x: 30, y: 40)], reversed: false)
/// r.fill(into: pixels, pitch: width, clip: (0, 0, width, height), color: (255, 0, 0, 1))
/// ```
struct SpanRasterizer {
    private var cells: [Float] = []
    private var edges: [(Point, Point)] = []
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity

    init() {
        edges.reserveCapacity(1024)
    }

    /// Starts a new shape.
    mutating func begin() {
        edges.removeAll(keepingCapacity: true)
        minX = .infinity; minY = .infinity; maxX = -.infinity; maxY = -.infinity
    }

    /// Adds one edge (device pixels).
    mutating func addEdge(_ a: Point, _ b: Point) {
        guard a.y != b.y, a.isFinite, b.isFinite else { return }
        edges.append((a, b))
        minX = min(minX, a.x, b.x); maxX = max(maxX, a.x, b.x)
        minY = min(minY, a.y, b.y); maxY = max(maxY, a.y, b.y)
    }

    /// Adds the closed outline through `points[range]`, optionally walked backwards (a hole).
    mutating func addContour(_ points: [Point], _ range: Range<Int>, reversed: Bool = false) {
        guard range.count >= 2 else { return }
        var previous = points[range.upperBound - 1]
        for i in range {
            let p = points[i]
            if reversed { addEdge(p, previous) } else { addEdge(previous, p) }
            previous = p
        }
    }

    /// Whether anything was added.
    var isEmpty: Bool { edges.isEmpty }

    /// Blends the shape in `color` (straight alpha: r, g, b 0–255, a 0–1) into `pixels`
    /// (ARGB8888, `pitch` pixels per row), inside the clip rectangle x0..<x1, y0..<y1. The cell
    /// rows span `rasterColumns` (default: the clip's columns) cut to the shape's: a clip
    /// narrower than that (a damaged rectangle) only limits the writing, so every pixel gets the
    /// coverage it gets without it (an edge's area is shared out by the columns it crosses).
    mutating func fill(
        into pixels: UnsafeMutablePointer<UInt32>, pitch: Int,
        clip: (x0: Int, y0: Int, x1: Int, y1: Int), rasterColumns: (x0: Int, x1: Int)? = nil,
        color: (r: Float, g: Float, b: Float, a: Float)
    ) {
        guard !edges.isEmpty, color.a > 0 else { return }
        let columns = rasterColumns ?? (clip.x0, clip.x1)
        let bx0 = max(min(columns.x0, clip.x0), Int(saturating: max(-1e6, minX).rounded(.down)))
        let skip = max(0, clip.x0 - bx0)
        let by0 = max(clip.y0, Int(saturating: max(-1e6, minY).rounded(.down)))
        let bx1 = min(max(columns.x1, clip.x1), Int(saturating: min(1e6, maxX).rounded(.up)))
        let written = min(bx1, clip.x1) - bx0
        let by1 = min(clip.y1, Int(saturating: min(1e6, maxY).rounded(.up)))
        guard bx1 > bx0, by1 > by0, written > skip else { return }
        let w = bx1 - bx0, h = by1 - by0, stride = w + 2
        let needed = stride * h
        if cells.count < needed { cells.append(contentsOf: repeatElement(0, count: needed - cells.count)) }
        TargetTouch.rows(pixels, pitch: pitch, rows: by0..<by1, columns: max(bx0, clip.x0)..<min(bx1, clip.x1))
        cells.withUnsafeMutableBufferPointer { cellBuffer in
            let acc = cellBuffer.baseAddress!
            acc.update(repeating: 0, count: needed)
            let ox = Double(bx0), oy = Double(by0)
            for (a, b) in edges {
                SpanRasterizer.accumulate(
                    acc, stride: stride, width: Double(w), height: h,
                    Point(x: a.x - ox, y: a.y - oy), Point(x: b.x - ox, y: b.y - oy))
            }
            // The colour packed once per shape, not once per run (a 1-px ring is all 1-pixel runs).
            let paint = Paint(color: color)
            for row in 0..<h {
                SpanRasterizer.blendRow(
                    acc + row * stride, count: written, skip: skip, into: pixels + (by0 + row) * pitch + bx0,
                    paint: paint)
            }
        }
    }

    /// Adds edge a→b's signed coverage to the cells of the rows it crosses (box coordinates;
    /// x is clamped into 0...width, which keeps what lies left of the box and drops the right).
    private static func accumulate(
        _ acc: UnsafeMutablePointer<Float>, stride: Int, width: Double, height: Int,
        _ a: Point, _ b: Point
    ) {
        let dir: Double = a.y < b.y ? 1 : -1
        let top = a.y < b.y ? a : b, bottom = a.y < b.y ? b : a
        guard bottom.y > 0, top.y < Double(height) else { return }
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        let yStart = max(0, Int(saturating: top.y.rounded(.down))),
            yEnd = min(height, Int(saturating: bottom.y.rounded(.up)))
        // Where the edge enters row y (y0, xa) is where it left row y − 1: worked out once.
        var y0 = max(Double(yStart), top.y)
        var xa = min(width, max(0, top.x + (y0 - top.y) * dxdy))
        for y in yStart..<yEnd {
            let y1 = min(Double(y + 1), bottom.y)
            let xb = min(width, max(0, top.x + (y1 - top.y) * dxdy))
            defer { (y0, xa) = (y1, xb) }
            guard y1 > y0 else { continue }
            let d = Float((y1 - y0) * dir)
            let x0 = min(xa, xb), x1 = max(xa, xb)
            let row = acc + y * stride
            // x1 ≥ 0: the whole number at or above it without libm's ceil.
            let i0 = Int(saturating: x0), whole = Int(saturating: x1), i1 = Double(whole) < x1 ? whole + 1 : whole
            if i1 <= i0 + 1 {
                // Within one column: split by the mean x.
                let f = Float((x0 + x1) / 2 - Double(i0))
                row[i0] += d * (1 - f)
                row[i0 + 1] += d * f
                continue
            }
            let s = 1 / (x1 - x0)
            let f0 = x0 - Double(i0), f1 = x1 - Double(i1 - 1)
            let first = 0.5 * s * (1 - f0) * (1 - f0)
            let last = 0.5 * s * f1 * f1
            row[i0] += d * Float(first)
            if i1 == i0 + 2 {
                row[i0 + 1] += d * Float(1 - first - last)
            } else {
                let second = s * (1.5 - f0)
                row[i0 + 1] += d * Float(second - first)
                let middle = d * Float(s)
                var i = i0 + 2
                while i < i1 - 1 { row[i] += middle; i += 1 }
                let beforeLast = second + Double(i1 - i0 - 3) * s
                row[i1 - 1] += d * Float(1 - beforeLast - last)
            }
            row[i1] += d * Float(last)
        }
    }

    /// Running sum along one row of cells, blending each covered pixel.
    /// The first `skip` pixels are summed but not written (left of the clip). Cells that add
    /// nothing leave the coverage as it was, so each run of them (a shape's inside, the space
    /// around it) is blended at one coverage by `blendRun`.
    private static func blendRow(
        _ cells: UnsafeMutablePointer<Float>, count: Int, skip: Int, into dst: UnsafeMutablePointer<UInt32>,
        paint: Paint
    ) {
        var sum: Float = 0
        let start = min(skip, count)
        for i in 0..<start { sum += cells[i] }
        var i = start
        while i < count {
            sum += cells[i]
            var end = i + 1
            // A run of cells that add nothing (most of a shape's box), eight a compare while it
            // lasts; an edge's next cell (a thin stroke's pixels are runs of one) ends it at once.
            if end < count, cells[end] == 0 {
                end += 1
                while end + 8 <= count {
                    let next = UnsafeRawPointer(cells + end).loadUnaligned(as: SIMD8<Float>.self)
                    if any(next .!= 0) { break }
                    end += 8
                }
                while end < count, cells[end] == 0 { end += 1 }
            }
            let coverage = min(1, abs(sum))
            // Every pixel through the same rule, whatever run it is in: a damaged rectangle
            // that starts mid-run gets the pixels a whole frame does.
            if coverage > 1.0 / 512 {
                blendRun(dst + i, count: end - i, coverage: coverage, paint: paint)
            }
            i = end
        }
    }

    /// A fill's colour as the runs use it: straight (for the coverage rule), its opaque pixel,
    /// and packed for the fixed-point blend.
    private struct Paint {
        let color: (r: Float, g: Float, b: Float, a: Float)
        let solid: UInt32
        let packed: FixedPointColor

        init(color: (r: Float, g: Float, b: Float, a: Float)) {
            self.color = color
            solid = SpanRasterizer.solidPixel(color)
            packed = FixedPointColor(r: byte(color.r), g: byte(color.g), b: byte(color.b))
        }
    }

    /// `count` pixels at one coverage: the solid pixel where `cover` would write it, else
    /// source-over in 8-bit fixed point (`FixedPointColor`, within one level of `blend`).
    @inline(__always)
    private static func blendRun(_ dst: UnsafeMutablePointer<UInt32>, count: Int, coverage: Float, paint: Paint) {
        if paint.color.a >= 1 && coverage >= 1 - 1.0 / 512 {
            dst.update(repeating: paint.solid, count: count)
            return
        }
        let alpha = coverage * paint.color.a
        let weight = UInt32(min(256, max(0, alpha * 256 + 0.5)))
        let source = paint.packed.weighted(weight)
        for k in 0..<count { dst[k] = source.over(dst[k]) }
    }

    /// Fills the device rectangle x0..<x1, y0..<y1 (fractional edges: each pixel gets the area
    /// of its square inside) — what `fill` gives for a four-edge axis-aligned outline, without
    /// the cell buffer: a rectangle's coverage is its row's share times its column's share.
    /// (A picker's row band and most backgrounds are such rectangles; their area made the cell
    /// buffer's clearing and summing a large part of a frame.)
    static func fillRect(
        _ rect: (x0: Double, y0: Double, x1: Double, y1: Double),
        into pixels: UnsafeMutablePointer<UInt32>, pitch: Int,
        clip: (x0: Int, y0: Int, x1: Int, y1: Int), color: (r: Float, g: Float, b: Float, a: Float)
    ) {
        guard color.a > 0, rect.x1 > rect.x0, rect.y1 > rect.y0,
            rect.x0.isFinite, rect.y0.isFinite, rect.x1.isFinite, rect.y1.isFinite
        else { return }
        let px0 = max(clip.x0, Int(saturating: max(-1e6, rect.x0).rounded(.down)))
        let px1 = min(clip.x1, Int(saturating: min(1e6, rect.x1).rounded(.up)))
        let py0 = max(clip.y0, Int(saturating: max(-1e6, rect.y0).rounded(.down)))
        let py1 = min(clip.y1, Int(saturating: min(1e6, rect.y1).rounded(.up)))
        guard px1 > px0, py1 > py0 else { return }
        func share(_ i: Int, _ lo: Double, _ hi: Double) -> Float {
            Float(max(0, min(Double(i + 1), hi) - max(Double(i), lo)))
        }
        let solid = solidPixel(color)
        // Columns px0 and px1 − 1 may be partly covered; those between are whole.
        let leftShare = share(px0, rect.x0, rect.x1), rightShare = share(px1 - 1, rect.x0, rect.x1)
        for y in py0..<py1 {
            let rowShare = share(y, rect.y0, rect.y1)
            guard rowShare > 1.0 / 512 else { continue }
            let row = pixels + y * pitch
            var x = px0
            while x < px1 {
                let columnShare: Float = x == px0 ? leftShare : x == px1 - 1 ? rightShare : 1
                let coverage = min(1, rowShare * columnShare)
                if coverage > 1.0 / 512 { row[x] = cover(row[x], coverage: coverage, color: color, solid: solid) }
                x += 1
            }
        }
    }

    /// The pixel `p` with `coverage` (more than 1/512) of `color` over it: `solid` (the colour's
    /// opaque pixel) where an opaque colour covers it all but 1/512, else blended. The one rule of
    /// the outline fill and the rectangle fill.
    @inline(__always)
    static func cover(
        _ p: UInt32, coverage: Float, color: (r: Float, g: Float, b: Float, a: Float), solid: UInt32
    ) -> UInt32 {
        color.a >= 1 && coverage >= 1 - 1.0 / 512 ? solid : blend(p, coverage: coverage, color: color)
    }

    /// The opaque pixel of `color`.
    @inline(__always)
    static func solidPixel(_ color: (r: Float, g: Float, b: Float, a: Float)) -> UInt32 {
        0xFF00_0000 | byte(color.r) << 16 | byte(color.g) << 8 | byte(color.b)
    }

    /// `color` over the pixel `p` at `coverage` (source-over, straight alpha, ARGB8888).
    @inline(__always)
    static func blend(_ p: UInt32, coverage: Float, color: (r: Float, g: Float, b: Float, a: Float)) -> UInt32 {
        let alpha = coverage * color.a, keep = 1 - alpha
        let da = Float(p >> 24), dr = Float((p >> 16) & 0xFF), dg = Float((p >> 8) & 0xFF), db = Float(p & 0xFF)
        return byte(255 * alpha + da * keep) << 24 | byte(color.r * alpha + dr * keep) << 16
            | byte(color.g * alpha + dg * keep) << 8 | byte(color.b * alpha + db * keep)
    }

    /// `v` (a channel after blending, 0–255) rounded to the nearest whole byte without the checks
    /// of a float-to-integer conversion (the hot loops paid for them on every channel): adding
    /// 1.5·2²³ leaves the rounded value in the low bits of the float's mantissa.
    @inline(__always)
    static func byte(_ v: Float) -> UInt32 {
        (min(max(v, 0), 255) + 12_582_912).bitPattern & 0xFF
    }
}
