import CSDL2

/// Keeps triangles that SDL's software renderer would rasterise inside the integer range of
/// its rasteriser, by splitting the ones that are too large.
///
/// SDL 2.26 and 2.28 (`src/render/software/SDL_triangle.c`) rasterise a textured triangle with
/// 32-bit integers: the vertices in half pixels, the triangle's doubled area `a` in quarter
/// pixels, and the product `texel × a` of one vertex's texel coordinate and that area. A triangle
/// covering much of a large window, with a texture a few hundred texels wide, overflows that
/// product, and the texel SDL then reads is far outside the texture: the HUD's full-window
/// picture at 4096x4096 crashed there (`scripts/sdl-geometry-repro/overflow.c` reproduces it
/// in C). SDL 2.30 checks the product and refuses the triangle ("triangle area overflow"), so
/// there the picture went missing instead.
///
/// The guard walks a batch's triangles the way SDL does (two consecutive triangles that make an
/// axis-aligned rectangle of one colour are blitted, not rasterised, and stay as they are),
/// and splits every rasterised triangle over the limit at its edges' midpoints until each part
/// is within it, dropping parts outside the target. Positions, texture coordinates and colours
/// of the new corners are the midpoints of the old ones, so the picture is the same affine map;
/// batches with no triangle over the limit (all of them below about 1000x1000 pixels) are drawn
/// untouched, after one pass over their vertices.
struct SoftwareGeometryGuard {
    /// The rewritten batch, valid after `prepare` returned true.
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []
    /// Index ranges of `indices` to draw with one `SDL_RenderGeometry` call each: a blitted
    /// rectangle pair on its own, so SDL pairs its triangles exactly as it would have.
    private(set) var chunks: [Range<Int>] = []
    private var pending: [(SDL_Vertex, SDL_Vertex, SDL_Vertex, Int)] = []

    /// The bound on SDL's intermediate products (half of `Int32.max`, for rounding's sake).
    static let limit = 1 << 30
    /// How often a triangle may be halved: enough to bring any finite triangle into a target
    /// of SDL's maximum size, and a bound on the work for absurd coordinates.
    static let maximumDepth = 40

    /// The largest integer products SDL forms for a triangle with pixel bounding box
    /// `width` x `height` and largest texel coordinate `texel`: `4·w·h·(texel + 1)` for the
    /// texture coordinate and `8·w·h` for the edge functions.
    static func product(width: Double, height: Double, texel: Double) -> Double {
        max(width, 1) * max(height, 1) * max(4 * (texel + 1), 8)
    }

    /// Whether SDL would draw this batch without overflowing. One pass over the vertices decides
    /// it for nearly every batch; only batches larger than the limit as a whole look at their
    /// triangles one by one.
    static func isSafe(
        _ v: UnsafeBufferPointer<SDL_Vertex>, _ i: UnsafeBufferPointer<Int32>, texture: (w: Int32, h: Int32)
    ) -> Bool {
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        var texel: Float = 0
        for vertex in v {
            minX = min(minX, vertex.position.x); maxX = max(maxX, vertex.position.x)
            minY = min(minY, vertex.position.y); maxY = max(maxY, vertex.position.y)
            texel = max(texel, abs(vertex.tex_coord.x) * Float(texture.w), abs(vertex.tex_coord.y) * Float(texture.h))
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite, texel.isFinite else { return false }
        return product(width: Double(maxX - minX) + 2, height: Double(maxY - minY) + 2, texel: Double(texel))
            < Double(limit)
    }

    /// Rewrites the batch `v`/`i` for a `texture`-sized texture on a `target`-sized output when
    /// some triangle SDL would rasterise is over the limit. False: draw the batch as it is.
    mutating func prepare(
        _ v: UnsafeBufferPointer<SDL_Vertex>, _ i: UnsafeBufferPointer<Int32>,
        texture: (w: Int32, h: Int32), target: (w: Int32, h: Int32)
    ) -> Bool {
        if SoftwareGeometryGuard.isSafe(v, i, texture: texture) { return false }
        var walk = SDLQuadWalk(v, i)
        var anyOver = false
        while let step = walk.next() {
            if case .triangle(let t) = step, !fits(v[Int(i[t])], v[Int(i[t + 1])], v[Int(i[t + 2])], texture) {
                anyOver = true
                break
            }
        }
        guard anyOver else { return false }
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        chunks.removeAll(keepingCapacity: true)
        var runStart: Int?
        walk = SDLQuadWalk(v, i)
        while let step = walk.next() {
            switch step {
            case .rectangle(let t):
                if let start = runStart { chunks.append(start..<indices.count) }
                runStart = nil
                let start = indices.count
                for k in t..<(t + 6) { append(v[Int(i[k])]) }
                chunks.append(start..<indices.count)
            case .triangle(let t):
                if runStart == nil { runStart = indices.count }
                split(v[Int(i[t])], v[Int(i[t + 1])], v[Int(i[t + 2])], texture: texture, target: target)
            }
        }
        if let start = runStart, start < indices.count { chunks.append(start..<indices.count) }
        return true
    }

    private func fits(_ a: SDL_Vertex, _ b: SDL_Vertex, _ c: SDL_Vertex, _ texture: (w: Int32, h: Int32)) -> Bool {
        let xs = (a.position.x, b.position.x, c.position.x), ys = (a.position.y, b.position.y, c.position.y)
        let w = Double(max(xs.0, xs.1, xs.2) - min(xs.0, xs.1, xs.2)) + 2
        let h = Double(max(ys.0, ys.1, ys.2) - min(ys.0, ys.1, ys.2)) + 2
        let tw = Float(texture.w), th = Float(texture.h)
        let texel = max(
            abs(a.tex_coord.x) * tw, abs(b.tex_coord.x) * tw, abs(c.tex_coord.x) * tw,
            abs(a.tex_coord.y) * th, abs(b.tex_coord.y) * th, abs(c.tex_coord.y) * th)
        guard w.isFinite, h.isFinite, texel.isFinite else { return false }
        return SoftwareGeometryGuard.product(width: w, height: h, texel: Double(texel))
            < Double(SoftwareGeometryGuard.limit)
    }

    private mutating func append(_ vertex: SDL_Vertex) {
        indices.append(Int32(vertices.count))
        vertices.append(vertex)
    }

    /// Appends `a b c`, halved at its edges' midpoints as often as it takes; parts outside the
    /// target (and non-finite ones) are dropped.
    private mutating func split(
        _ a: SDL_Vertex, _ b: SDL_Vertex, _ c: SDL_Vertex, texture: (w: Int32, h: Int32), target: (w: Int32, h: Int32)
    ) {
        pending.removeAll(keepingCapacity: true)
        pending.append((a, b, c, 0))
        while let (p, q, r, depth) = pending.popLast() {
            let minX = min(p.position.x, q.position.x, r.position.x)
            let maxX = max(p.position.x, q.position.x, r.position.x)
            let minY = min(p.position.y, q.position.y, r.position.y)
            let maxY = max(p.position.y, q.position.y, r.position.y)
            guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite,
                maxX >= -1, maxY >= -1, minX <= Float(target.w) + 1, minY <= Float(target.h) + 1
            else { continue }
            if fits(p, q, r, texture) {
                append(p); append(q); append(r)
                continue
            }
            guard depth < SoftwareGeometryGuard.maximumDepth else { continue }
            let pq = SoftwareGeometryGuard.midpoint(p, q), qr = SoftwareGeometryGuard.midpoint(q, r)
            let rp = SoftwareGeometryGuard.midpoint(r, p)
            // Pushed in reverse, so the parts are drawn in a fixed order.
            pending.append((pq, qr, rp, depth + 1))
            pending.append((rp, qr, r, depth + 1))
            pending.append((pq, q, qr, depth + 1))
            pending.append((p, pq, rp, depth + 1))
        }
    }

    static func midpoint(_ a: SDL_Vertex, _ b: SDL_Vertex) -> SDL_Vertex {
        func mid(_ x: Float, _ y: Float) -> Float { (x + y) / 2 }
        func mid(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((UInt16(x) + UInt16(y) + 1) / 2) }
        return SDL_Vertex(
            position: SDL_FPoint(x: mid(a.position.x, b.position.x), y: mid(a.position.y, b.position.y)),
            color: SDL_Color(
                r: mid(a.color.r, b.color.r), g: mid(a.color.g, b.color.g), b: mid(a.color.b, b.color.b),
                a: mid(a.color.a, b.color.a)),
            tex_coord: SDL_FPoint(x: mid(a.tex_coord.x, b.tex_coord.x), y: mid(a.tex_coord.y, b.tex_coord.y)))
    }
}
