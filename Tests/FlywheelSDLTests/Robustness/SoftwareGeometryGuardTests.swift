import CSDL2
import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// Large textured triangles on the software renderer: split before SDL's 32-bit rasteriser
/// overflows (it read texels far outside the texture and crashed), the picture unchanged.
@Suite(.serialized) struct SoftwareGeometryGuardTests {
    private func vertex(_ x: Float, _ y: Float, u: Float, v: Float, alpha: UInt8 = 255) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: 255, g: 255, b: 255, a: alpha),
            tex_coord: SDL_FPoint(x: u, y: v))
    }

    /// A quad as the canvas tessellates it: corners 0 1 2 3, triangles 0 1 2 and 0 2 3.
    private func quad(_ corners: [(Float, Float)]) -> [SDL_Vertex] {
        let uv: [(Float, Float)] = [(0, 0), (1, 0), (1, 1), (0, 1)]
        return (0..<4).map { vertex(corners[$0].0, corners[$0].1, u: uv[$0].0, v: uv[$0].1) }
    }

    private func steps(_ v: [SDL_Vertex], _ i: [Int32]) -> [SDLQuadWalk.Step] {
        v.withUnsafeBufferPointer { v in
            i.withUnsafeBufferPointer { i in
                var walk = SDLQuadWalk(v, i)
                var out: [SDLQuadWalk.Step] = []
                while let s = walk.next() { out.append(s) }
                return out
            }
        }
    }

    @Test func quadWalkPairsTrianglesAsSDLDoes() {
        let i: [Int32] = [0, 1, 2, 0, 2, 3]
        let straight = quad([(0, 0), (100, 0), (100, 50), (0, 50)])
        #expect(steps(straight, i) == [.rectangle(0)])
        let turned = quad([(10, 0), (100, 10), (90, 100), (0, 90)])
        #expect(steps(turned, i) == [.triangle(0), .triangle(3)])
        var fading = straight
        fading[2].color.a = 100
        #expect(steps(fading, i) == [.triangle(0), .triangle(3)])
        // A lone third triangle after a rectangle is rasterised on its own.
        let more = straight + [vertex(0, 0, u: 0, v: 0), vertex(5, 0, u: 1, v: 0), vertex(0, 5, u: 0, v: 1)]
        #expect(steps(more, i + [4, 5, 6]) == [.rectangle(0), .triangle(6)])
    }

    private func prepare(
        _ v: [SDL_Vertex], _ i: [Int32], texture: (w: Int32, h: Int32), target: (w: Int32, h: Int32)
    ) -> SoftwareGeometryGuard? {
        var g = SoftwareGeometryGuard()
        let changed = v.withUnsafeBufferPointer { v in
            i.withUnsafeBufferPointer { i in g.prepare(v, i, texture: texture, target: target) }
        }
        return changed ? g : nil
    }

    @Test func smallOrBlittedBatchesAreLeftAlone() {
        let i: [Int32] = [0, 1, 2, 0, 2, 3]
        let small = quad([(10, 0), (900, 10), (890, 900), (0, 890)])
        #expect(prepare(small, i, texture: (256, 256), target: (1000, 1000)) == nil)
        // A full-window straight picture is one blit in SDL: no rasterised triangle to split.
        let straight = quad([(-50, -50), (4146, -50), (4146, 4146), (-50, 4146)])
        #expect(prepare(straight, i, texture: (512, 512), target: (4096, 4096)) == nil)
    }

    /// A turned full-window quad is split into parts within the limit that keep the texture
    /// mapping (every new corner's texture coordinate is the affine map of its position) and
    /// still cover the window.
    @Test func largeTurnedQuadIsSplitKeepingItsMapping() throws {
        let i: [Int32] = [0, 1, 2, 0, 2, 3]
        let corners: [(Float, Float)] = [(-60, -40), (4150, -60), (4170, 4150), (-40, 4170)]
        let g = try #require(prepare(quad(corners), i, texture: (512, 512), target: (4096, 4096)))
        #expect(g.indices.count % 3 == 0 && g.indices.count > 6)
        #expect(g.chunks.reduce(0) { $0 + $1.count } == g.indices.count)
        var area = 0.0
        for t in stride(from: 0, to: g.indices.count, by: 3) {
            let a = g.vertices[Int(g.indices[t])], b = g.vertices[Int(g.indices[t + 1])]
            let c = g.vertices[Int(g.indices[t + 2])]
            let xs = [a, b, c].map { Double($0.position.x) }, ys = [a, b, c].map { Double($0.position.y) }
            let w = xs.max()! - xs.min()! + 2, h = ys.max()! - ys.min()! + 2
            let texel = [a, b, c].map { max(abs(Double($0.tex_coord.x)), abs(Double($0.tex_coord.y))) * 512 }.max()!
            #expect(SoftwareGeometryGuard.product(width: w, height: h, texel: texel) < Double(1 << 30))
            area += abs((xs[1] - xs[0]) * (ys[2] - ys[0]) - (xs[2] - xs[0]) * (ys[1] - ys[0])) / 2
        }
        // Parts off the window may be dropped, but the window itself stays covered.
        #expect(area >= 4096 * 4096)
        // The first triangle (0 1 2) maps position to texture coordinate affinely.
        let (p0, p1, p2) = (corners[0], corners[1], corners[2])
        let det = Double((p1.0 - p0.0) * (p2.1 - p0.1) - (p2.0 - p0.0) * (p1.1 - p0.1))
        for vtx in g.vertices {
            let dx = Double(vtx.position.x - p0.0), dy = Double(vtx.position.y - p0.1)
            // Barycentric weights of corners 1 and 2 (corner 2 of triangle 0 2 3 lies on the same
            // plane, because the quad's texture map is affine).
            let s = (dx * Double(p2.1 - p0.1) - dy * Double(p2.0 - p0.0)) / det
            let t = (dy * Double(p1.0 - p0.0) - dx * Double(p1.1 - p0.1)) / det
            let u = s * 1 + t * 1, v = t * 1
            #expect(abs(Double(vtx.tex_coord.x) - u) < 0.01 && abs(Double(vtx.tex_coord.y) - v) < 0.01)
        }
    }

    /// A gradient picture turned a little and drawn over a 4096x4096 software target: this read
    /// outside the texture in SDL 2.26 and crashed. Now each pixel shows the texel under it.
    @Test func turnedFullWindowPictureDrawsTheRightTexels() throws {
        var bytes = [UInt8](repeating: 255, count: 256 * 256 * 4)
        for y in 0..<256 {
            for x in 0..<256 {
                let k = (y * 256 + x) * 4
                bytes[k] = UInt8(x); bytes[k + 1] = UInt8(y); bytes[k + 2] = 128
            }
        }
        let gradient = Image(width: 256, height: 256, rgba: bytes, name: "gradient")
        let rect = Rect(x: -100, y: -100, width: 4296, height: 4296)
        let angle = 0.01
        let image = try withSDL {
            try renderOnce(size: Size(width: 4096, height: 4096)) { canvas in
                canvas.drawImage(gradient, in: rect, rotation: angle, tint: nil, alpha: 1)
            }
        }
        var worst = 0
        for y in stride(from: 150, to: 3950, by: 97) {
            for x in stride(from: 150, to: 3950, by: 89) {
                // Undo the turn about the rect's centre to find the texel under (x, y).
                let dx = Double(x) + 0.5 - rect.center.x, dy = Double(y) + 0.5 - rect.center.y
                let ux = dx * cos(angle) + dy * sin(angle), uy = -dx * sin(angle) + dy * cos(angle)
                let tx = (ux + rect.width / 2) / rect.width * 256, ty = (uy + rect.height / 2) / rect.height * 256
                let p = image.pixel(x: x, y: y)
                worst = max(worst, abs(Int(p.r) - Int(tx)), abs(Int(p.g) - Int(ty)))
                #expect(abs(Int(p.b) - 128) <= 2)
            }
        }
        #expect(worst <= 2, "the furthest pixel is \(worst) texels from its place")
    }
}
