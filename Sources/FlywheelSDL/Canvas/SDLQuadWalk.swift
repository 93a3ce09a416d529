import CSDL2

/// Goes through an indexed triangle batch the way SDL 2's `SDL_RenderGeometry` does on the
/// software renderer (`SDL_SW_RenderGeometryRaw` in `src/render/SDL_render.c`): each triangle is
/// held back until the next one; when the two share exactly two indices and make an axis-aligned
/// rectangle of one colour, SDL draws them as one blit (`.rectangle`), otherwise it rasterises
/// the held one (`.triangle`) and holds the new one.
struct SDLQuadWalk {
    enum Step: Equatable {
        /// The two triangles starting at this index offset are blitted as a rectangle.
        case rectangle(Int)
        /// The triangle starting at this index offset is rasterised.
        case triangle(Int)
    }

    private let v: UnsafeBufferPointer<SDL_Vertex>
    private let i: UnsafeBufferPointer<Int32>
    private var offset = 0
    private var held: Int?

    init(_ v: UnsafeBufferPointer<SDL_Vertex>, _ i: UnsafeBufferPointer<Int32>) {
        self.v = v
        self.i = i
    }

    mutating func next() -> Step? {
        while offset + 3 <= i.count {
            let t = offset
            offset += 3
            guard let h = held else {
                held = t
                continue
            }
            if isRectangle(h, t) {
                held = nil
                return .rectangle(h)
            }
            held = t
            return .triangle(h)
        }
        if let h = held {
            held = nil
            return .triangle(h)
        }
        return nil
    }

    /// SDL's test, condition for condition (its float comparisons are exact, and so are these).
    private func isRectangle(_ prev: Int, _ cur: Int) -> Bool {
        let k = (Int(i[cur]), Int(i[cur + 1]), Int(i[cur + 2]))
        let p = (Int(i[prev]), Int(i[prev + 1]), Int(i[prev + 2]))
        func shared(_ n: Int) -> Int { n == k.0 || n == k.1 || n == k.2 ? 1 : 0 }
        guard shared(p.0) + shared(p.1) + shared(p.2) == 2 else { return false }
        func x(_ n: Int) -> Float { v[n].position.x }
        func y(_ n: Int) -> Float { v[n].position.y }
        let a: Int
        if x(k.0) <= x(k.1) && y(k.0) <= y(k.1) {
            a = x(k.0) <= x(k.2) && y(k.0) <= y(k.2) ? k.0 : k.2
        } else {
            a = x(k.1) <= x(k.2) && y(k.1) <= y(k.2) ? k.1 : k.2
        }
        let b: Int
        if x(k.0) >= x(k.1) && y(k.0) >= y(k.1) {
            b = x(k.0) >= x(k.2) && y(k.0) >= y(k.2) ? k.0 : k.2
        } else {
            b = x(k.1) >= x(k.2) && y(k.1) >= y(k.2) ? k.1 : k.2
        }
        let c = k.0 != a && k.0 != b ? k.0 : (k.1 != a && k.1 != b ? k.1 : k.2)
        let c2 = p.0 != a && p.0 != b ? p.0 : (p.1 != a && p.1 != b ? p.1 : p.2)
        func isCorner(_ n: Int) -> Bool {
            (x(a) == x(n) && y(b) == y(n)) || (y(a) == y(n) && x(b) == x(n))
        }
        guard isCorner(c), isCorner(c2) else { return false }
        func same(_ m: Int, _ n: Int) -> Bool {
            let s = v[m].color, t = v[n].color
            return s.r == t.r && s.g == t.g && s.b == t.b && s.a == t.a
        }
        return same(a, b) && same(a, c) && same(a, c2)
    }
}
