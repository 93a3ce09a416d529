import CSDL2
import FlywheelCore
import FlywheelUI

// How the canvas hands triangles to SDL: vertex colours under the alpha stack, the texture flat
// colours are drawn with, the batch accelerated renderers get, and the split of triangles too
// large for SDL's software rasteriser.
extension SDLCanvas {
    /// The vertex colour for `color` under the current alpha, or nil when nothing would show.
    func vertexColor(_ color: Color, alpha extra: Double = 1) -> SDL_Color? {
        guard renderer != nil, !state.isClippedOut else { return nil }
        let a = color.alpha * currentAlpha * extra
        guard a > 0.5 / 255 else { return nil }
        return SDL_Color(
            r: SDLCanvas.byte(color.red), g: SDLCanvas.byte(color.green),
            b: SDLCanvas.byte(color.blue), a: SDLCanvas.byte(a))
    }

    static func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, (v * 255).rounded()))) }

    /// The texture flat colours are drawn with: none on accelerated renderers (SDL's solid
    /// colour shader: a GPU, and llvmpipe even more, fills untextured triangles for less than
    /// it samples a texture for them); on the software renderer a 4x4 white texture, which
    /// keeps it on its direct textured path (its untextured blended path allocates a temporary
    /// surface per triangle).
    func flatTexture() -> OpaquePointer? {
        guard isSoftwareRenderer, let renderer else { return nil }
        return caches.whiteTexture(on: renderer)
    }

    /// Draws the tessellator's triangles with `texture` (the white texel for flat colours), then
    /// empties it.
    /// On accelerated renderers the triangles join `batch` (sent when the texture changes, see
    /// `flushBatch`; nil is the solid colour shader); on the software renderer, which draws
    /// each call at once, they go now (nil: no texture could be made, nothing is drawn).
    func submit(texture: OpaquePointer?) {
        defer { scratch.tess.reset() }
        guard let renderer, !scratch.tess.indices.isEmpty else { return }
        let vertexCount = Int32(scratch.tess.vertices.count), indexCount = Int32(scratch.tess.indices.count)
        if !isSoftwareRenderer {
            counters.countTriangles(Int(indexCount) / 3)
            if scratch.batch.texture != texture { flushBatch() }
            scratch.batch.texture = texture
            scratch.batch.append(scratch.tess.vertices, scratch.tess.indices)
            return
        }
        guard let texture else { return }
        counters.countTriangles(Int(indexCount) / 3)
        let guarded = scratch.tess.vertices.withUnsafeBufferPointer { v in
            scratch.tess.indices.withUnsafeBufferPointer { i in
                if isSoftwareRenderer, guardGeometry(v, i, texture: texture, renderer: renderer) { return true }
                _ = SDL_RenderGeometry(renderer, texture, v.baseAddress, vertexCount, i.baseAddress, indexCount)
                return false
            }
        }
        if guarded { drawGuardedGeometry(texture: texture, renderer: renderer) }
        counters.countDrawCall()
    }

    /// Sends the pending batch of triangles to SDL. Called before anything else reaches the
    /// renderer (a clip, a target, a rectangle fill, a read-back) and at the end of a frame.
    func flushBatch() {
        guard !scratch.batch.isEmpty, let renderer else { return }
        if scratch.batch.draw(renderer: renderer) {
            counters.countDrawCall()
        }
    }

    /// Software renderer: whether the batch had triangles too large for SDL's rasteriser, now
    /// split in `geometryGuard` (see `SoftwareGeometryGuard`).
    private func guardGeometry(
        _ v: UnsafeBufferPointer<SDL_Vertex>, _ i: UnsafeBufferPointer<Int32>, texture: OpaquePointer,
        renderer: OpaquePointer
    ) -> Bool {
        var tw: Int32 = 0, th: Int32 = 0, ow: Int32 = 0, oh: Int32 = 0
        guard SDL_QueryTexture(texture, nil, nil, &tw, &th) == 0 else { return false }
        SDL_GetRendererOutputSize(renderer, &ow, &oh)
        return scratch.geometryGuard.prepare(v, i, texture: (tw, th), target: (ow, oh))
    }

    private func drawGuardedGeometry(texture: OpaquePointer, renderer: OpaquePointer) {
        scratch.geometryGuard.vertices.withUnsafeBufferPointer { v in
            scratch.geometryGuard.indices.withUnsafeBufferPointer { i in
                for chunk in scratch.geometryGuard.chunks {
                    _ = SDL_RenderGeometry(
                        renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress! + chunk.lowerBound,
                        Int32(chunk.count))
                }
            }
        }
    }
}
