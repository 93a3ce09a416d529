import CSDL2
import FlywheelCore

// Tessellator: turns device-space outlines into SDL_Vertex triangles with anti-aliased edges.
//
// Index of this file
//   [SECTION] Buffers and vertices
//   [SECTION] Rim geometry (miter offsets, pixel snapping for the software renderer)
//   [SECTION] Fills: convex/star fan, pie, strip (ring sector), full ring
//   [SECTION] Strokes
//
// Every edge gets a "feathered rim": a band `feather` device pixels wide, centred on the edge,
// whose colour fades from the fill's alpha (inside) to 0 (outside). Interpolated by the
// rasteriser, the band approximates the pixel coverage of the edge: that is the anti-aliasing.

/// Builds triangles for one draw call into reusable buffers (no allocation once they have grown).
struct Tessellator {
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []
    /// The outline being built, in device pixels (filled by the canvas' path builders).
    var path: [Point] = []
    /// Per-vertex offset directions of `path` (scratch).
    private var offsets: [Point] = []
    /// Width of the anti-aliasing rim in device pixels.
    var feather = 1.0
    /// SDL's software renderer truncates vertex positions to whole pixels; when set, rims are
    /// snapped so pixel-aligned edges stay crisp and others get a one-pixel ramp (see `rimPair`).
    var snapsToPixels = false
    /// The texture coordinate of the white texel used for flat colours.
    var flatUV = SDL_FPoint(x: 0.5, y: 0.5)
    /// When set, vertices get texture coordinates from their positions (textured quads).
    var uvMap: UVMap?
    /// Rims fade colour as well as alpha: needed for premultiplied-alpha textures, where a
    /// transparent vertex must also be black.
    var premultiplied = false

    init() {
        vertices.reserveCapacity(1024)
        indices.reserveCapacity(2048)
        path.reserveCapacity(256)
        offsets.reserveCapacity(256)
    }

    // MARK: - [SECTION] Buffers and vertices

    mutating func reset() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    mutating func clearPath() { path.removeAll(keepingCapacity: true) }

    /// Appends a device point, dropping it when it repeats the previous one (zero-length edges
    /// have no normal).
    mutating func appendPathPoint(_ p: Point) {
        guard p.isFinite else { return }
        if let last = path.last, abs(last.x - p.x) < 1e-4, abs(last.y - p.y) < 1e-4 { return }
        path.append(p)
    }

    /// Drops a closing point equal to the first (closed outlines are implicit).
    mutating func dropClosingDuplicate() {
        guard path.count > 1, let first = path.first, let last = path.last else { return }
        if abs(first.x - last.x) < 1e-4, abs(first.y - last.y) < 1e-4 { path.removeLast() }
    }

    @discardableResult
    mutating func addVertex(_ p: Point, _ c: SDL_Color, _ uv: SDL_FPoint) -> Int32 {
        let p = snapsToPixels ? Point(x: p.x.rounded(), y: p.y.rounded()) : p
        let uv = uvMap?.uv(at: p) ?? uv
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: c, tex_coord: uv))
        return Int32(vertices.count - 1)
    }

    mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a); indices.append(b); indices.append(c)
    }

    /// Two triangles a-b-c, a-c-d.
    mutating func addQuad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        addTriangle(a, b, c); addTriangle(a, c, d)
    }

    /// A textured quad with corners `p` (clockwise from the one showing `uv0`) and texture
    /// region `uv0`–`uv1`. As two triangles SDL's software renderer blits it when it is an
    /// axis-aligned rectangle; `centred` adds a centre vertex (four triangles), which it never
    /// mistakes for a blit.
    mutating func addTexturedQuad(
        _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
        uv0: SDL_FPoint, uv1: SDL_FPoint, color c: SDL_Color, centred: Bool
    ) {
        let a = addVertex(p0, c, uv0), b = addVertex(p1, c, SDL_FPoint(x: uv1.x, y: uv0.y))
        let d = addVertex(p2, c, uv1), e = addVertex(p3, c, SDL_FPoint(x: uv0.x, y: uv1.y))
        guard centred else { addQuad(a, b, d, e); return }
        let m = addVertex(
            Point(x: (p0.x + p2.x) / 2, y: (p0.y + p2.y) / 2), c,
            SDL_FPoint(x: (uv0.x + uv1.x) / 2, y: (uv0.y + uv1.y) / 2))
        addTriangle(m, a, b); addTriangle(m, b, d)
        addTriangle(m, d, e); addTriangle(m, e, a)
    }

    // MARK: - [SECTION] Rim geometry

    /// Twice the signed area of `path[range]` (positive = clockwise on a y-down screen).
    func signedArea(_ range: Range<Int>) -> Double {
        var s = 0.0
        for i in range {
            let a = path[i], b = path[i + 1 == range.upperBound ? range.lowerBound : i + 1]
            s += a.x * b.y - b.x * a.y
        }
        return s
    }

    /// Fills `offsets[range]` with miter vectors: `v · n = 1` for the normals of both edges at
    /// the vertex, so offsetting by `v * k` moves both edges by exactly `k`. `sign` picks the side
    /// (+1: the left of travel on screen, which is the inside of a clockwise outline).
    mutating func computeOffsets(_ range: Range<Int>, closed: Bool, sign: Double) {
        while offsets.count < path.count { offsets.append(.zero) }
        let n = range.count
        guard n >= 2 else { if n == 1 { offsets[range.lowerBound] = .zero }; return }
        for k in 0..<n {
            let i = range.lowerBound + k
            let hasPrev = closed || k > 0, hasNext = closed || k < n - 1
            let prev = path[range.lowerBound + (k + n - 1) % n], next = path[range.lowerBound + (k + 1) % n]
            let n0 = hasPrev ? Tessellator.normal(from: prev, to: path[i], sign: sign) : nil
            let n1 = hasNext ? Tessellator.normal(from: path[i], to: next, sign: sign) : nil
            offsets[i] = Tessellator.miter(n0 ?? n1 ?? .zero, n1 ?? n0 ?? .zero)
        }
    }

    private static func normal(from a: Point, to b: Point, sign: Double) -> Point? {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 1e-9 else { return nil }
        return Point(x: -dy / len * sign, y: dx / len * sign)
    }

    /// The offset vector meeting both edges' offset lines; long spikes at sharp corners are cut
    /// to 3 units so a thin wedge tip does not throw a rim across the screen.
    private static func miter(_ n0: Point, _ n1: Point) -> Point {
        let m = n0 + n1
        let len2 = m.x * m.x + m.y * m.y
        guard len2 > 1e-9 else { return n0 }
        var v = m * (2 / len2)
        let vl2 = v.x * v.x + v.y * v.y
        if vl2 > 9 { v = v * (3 / vl2.squareRoot()) }
        return v
    }

    /// The inner and outer rim positions for an edge point `e` whose inward offset is `d`
    /// (`inner = e + d`, `outer = e - d`). On a float rasteriser that is exact.
    ///
    /// SDL's software renderer truncates positions to whole pixels and samples pixel centres,
    /// so a ramp between two integer positions always gives one pixel 50 %. Per axis:
    /// - an edge square to this axis (rect sides, rect corners) gets a hard edge at the nearest
    ///   pixel boundary when within a quarter pixel of it, else a one-pixel ramp: pixel-aligned
    ///   rectangles and lines stay crisp and the coverage error stays under 25 %;
    /// - a slanted edge gets a ramp between the rounded rim positions, which along the edge
    ///   interpolates to the staircase-free gradient that anti-aliasing needs;
    /// - an axis the edge barely moves along (|d| < 1/4) snaps both to the nearest pixel.
    func rimPair(_ e: Point, _ d: Point) -> (inner: Point, outer: Point) {
        guard snapsToPixels else { return (e + d, e - d) }
        let h = feather / 2
        let x = Tessellator.snapAxis(e.x, d.x, square: abs(abs(d.x) - h) < 1e-6)
        let y = Tessellator.snapAxis(e.y, d.y, square: abs(abs(d.y) - h) < 1e-6)
        return (Point(x: x.inner, y: y.inner), Point(x: x.outer, y: y.outer))
    }

    private static func snapAxis(_ e: Double, _ d: Double, square: Bool) -> (inner: Double, outer: Double) {
        if abs(d) < 0.25 { let r = e.rounded(); return (r, r) }
        guard square else { return ((e + d).rounded(), (e - d).rounded()) }
        let k = e.rounded(.down), f = e - k
        if f < 0.25 { return (k, k) }
        if f > 0.75 { return (k + 1, k + 1) }
        return d > 0 ? (k + 1, k) : (k, k + 1)
    }

    /// Emits the rim of the outline `path[range]`: inner vertices (colour `c`) then outer ones
    /// (alpha 0), joined by quads. Returns the index of the first inner vertex; the inner
    /// vertices are where the solid interior must end.
    mutating func addRim(_ range: Range<Int>, closed: Bool, sign: Double, color c: SDL_Color) -> Int32 {
        computeOffsets(range, closed: closed, sign: sign)
        let h = feather / 2
        let clear = premultiplied ? SDL_Color(r: 0, g: 0, b: 0, a: 0) : SDL_Color(r: c.r, g: c.g, b: c.b, a: 0)
        let firstInner = Int32(vertices.count)
        for i in range {
            addVertex(rimPair(path[i], offsets[i] * h).inner, c, flatUV)
        }
        let firstOuter = Int32(vertices.count)
        for i in range {
            addVertex(rimPair(path[i], offsets[i] * h).outer, clear, flatUV)
        }
        let n = Int32(range.count)
        let edges = closed ? n : n - 1
        for k in 0..<edges {
            let j = (k + 1) % n
            addQuad(firstInner + k, firstOuter + k, firstOuter + j, firstInner + j)
        }
        return firstInner
    }

    // MARK: - [SECTION] Fills

    /// SDL's software renderer redraws two consecutive triangles as one axis-aligned rectangle
    /// when their corners line up exactly, and fan triangles with right angles at the hub fool
    /// that test (SDL_SW_RenderGeometryRaw), painting the wrong rectangle. A hub off the
    /// pixel grid by a fraction too small to change rasterisation can never line up exactly.
    private mutating func nudgeHub(_ index: Int32) {
        guard snapsToPixels else { return }
        // Away from zero, because SDL truncates towards zero.
        let p = vertices[Int(index)].position
        vertices[Int(index)].position.x += p.x < 0 ? -1.0 / 256 : 1.0 / 256
        vertices[Int(index)].position.y += p.y < 0 ? -1.0 / 512 : 1.0 / 512
    }

    /// The whole `path`'s feathered rim, wound the way the outline turns: the index of its first
    /// inner vertex, or nil for an outline of under three points or no area (nothing to fill).
    private mutating func addClosedRim(color c: SDL_Color) -> Int32? {
        let n = path.count
        guard n >= 3 else { return nil }
        let area = signedArea(0..<n)
        guard abs(area) > 1e-9 else { return nil }
        return addRim(0..<n, closed: true, sign: area > 0 ? 1 : -1, color: c)
    }

    /// A convex or star-shaped outline (the whole `path`), fanned from its centroid.
    mutating func fillFan(color c: SDL_Color) {
        guard let inner = addClosedRim(color: c) else { return }
        let n = path.count
        var cx = 0.0, cy = 0.0
        for p in path { cx += p.x; cy += p.y }
        let centre = addVertex(Point(x: cx / Double(n), y: cy / Double(n)), c, flatUV)
        nudgeHub(centre)
        for k in 0..<Int32(n) {
            addTriangle(centre, inner + k, inner + (k + 1) % Int32(n))
        }
    }

    /// A pie slice: `path[0]` is the centre, the rest the arc; fanned from the (inset) centre.
    mutating func fillPie(color c: SDL_Color) {
        guard let inner = addClosedRim(color: c) else { return }
        nudgeHub(inner)
        for k in 1..<Int32(path.count - 1) {
            addTriangle(inner, inner + k, inner + k + 1)
        }
    }

    /// A ring sector: `path` holds the outer arc (`side` points) then the inner arc reversed
    /// (`side` points); the interior is the strip between them.
    mutating func fillStrip(side: Int, color c: SDL_Color) {
        let n = path.count
        guard side >= 2, n == 2 * side else { return }
        let area = signedArea(0..<n)
        guard abs(area) > 1e-9 else { return }
        let inner = addRim(0..<n, closed: true, sign: area > 0 ? 1 : -1, color: c)
        let s = Int32(side)
        for k in 0..<(s - 1) {
            addQuad(inner + k, inner + k + 1, inner + 2 * s - 2 - k, inner + 2 * s - 1 - k)
        }
    }

    /// A full annulus: `path` holds the outer circle then the inner circle, `side` points each,
    /// wound the same way. Each circle gets its own rim; the interior is the strip between.
    mutating func fillRing(side: Int, color c: SDL_Color) {
        guard side >= 3, path.count == 2 * side else { return }
        let area = signedArea(0..<side)
        guard abs(area) > 1e-9 else { return }
        let sign: Double = area > 0 ? 1 : -1
        let outer = addRim(0..<side, closed: true, sign: sign, color: c)
        let inner = addRim(side..<(2 * side), closed: true, sign: -sign, color: c)
        let s = Int32(side)
        for k in 0..<s {
            let j = (k + 1) % s
            addQuad(outer + k, outer + j, inner + j, inner + k)
        }
    }
}

/// Maps device positions to texture coordinates for a textured rectangle, clamped to the
/// rectangle's texture range so rim vertices outside the edge repeat the edge texels.
struct UVMap {
    /// Device -> the rectangle's local space.
    var inverse: Transform
    var rect: Rect
    var u0: Double, v0: Double, u1: Double, v1: Double

    func uv(at p: Point) -> SDL_FPoint {
        let l = inverse.apply(p)
        let fx = min(1, max(0, (l.x - rect.minX) / rect.width))
        let fy = min(1, max(0, (l.y - rect.minY) / rect.height))
        return SDL_FPoint(x: Float(u0 + (u1 - u0) * fx), y: Float(v0 + (v1 - v0) * fy))
    }
}

// MARK: - [SECTION] Strokes

extension Tessellator {
    /// A line of `width` device pixels along `path` (mitred joins, butt caps with a feathered
    /// end). Lines thinner than the rim are drawn rim-wide with proportionally less alpha, so
    /// a hairline keeps its overall weight.
    mutating func stroke(width: Double, closed: Bool, color: SDL_Color) {
        let n = path.count
        guard n >= 2, width > 0, width.isFinite else { return }
        let closed = closed && n >= 3
        var c = color
        var w = width
        if w < feather {
            c.a = UInt8(saturating: (Double(c.a) * w / feather).rounded())
            w = feather
        }
        computeOffsets(0..<n, closed: closed, sign: 1)
        let half = w / 2, h = feather / 2
        let clear = SDL_Color(r: c.r, g: c.g, b: c.b, a: 0)
        let first = Int32(vertices.count)
        for i in 0..<n {
            let v = offsets[i]
            let left = rimPair(path[i] + v * half, -(v * h))
            let right = rimPair(path[i] - v * half, v * h)
            addVertex(left.outer, clear, flatUV)
            addVertex(left.inner, c, flatUV)
            addVertex(right.inner, c, flatUV)
            addVertex(right.outer, clear, flatUV)
        }
        let segments = closed ? n : n - 1
        for k in 0..<Int32(segments) {
            let a = first + 4 * k, b = first + 4 * ((k + 1) % Int32(n))
            addQuad(a, a + 1, b + 1, b)
            addQuad(a + 1, a + 2, b + 2, b + 1)
            addQuad(a + 2, a + 3, b + 3, b + 2)
        }
        if !closed {
            addCap(at: 0, toward: 1, firstVertex: first, color: clear)
            addCap(at: n - 1, toward: n - 2, firstVertex: first + 4 * Int32(n - 1), color: clear)
        }
    }

    /// Feathers an open end: the stroke's four end vertices stay, and four transparent ones a
    /// rim-width beyond them close the end softly.
    private mutating func addCap(at i: Int, toward j: Int, firstVertex v: Int32, color clear: SDL_Color) {
        let dx = path[i].x - path[j].x, dy = path[i].y - path[j].y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 1e-9 else { return }
        let out = Point(x: dx / len * feather / 2, y: dy / len * feather / 2)
        let c0 = Int32(vertices.count)
        for k in 0..<Int32(4) {
            let p = vertices[Int(v + k)].position
            addVertex(Point(x: Double(p.x) + out.x, y: Double(p.y) + out.y), clear, flatUV)
        }
        for k in 0..<Int32(3) {
            addQuad(v + k, v + k + 1, c0 + k + 1, c0 + k)
        }
    }
}
