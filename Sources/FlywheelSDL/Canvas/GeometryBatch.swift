import CSDL2

/// Triangles that share a texture, gathered across draws and handed to SDL in one
/// `SDL_RenderGeometry` call (accelerated renderers).
///
/// Every `SDL_RenderGeometry` call is a draw of its own for the GPU driver (state set-up, a
/// vertex upload; llvmpipe also sets up its rasteriser per draw), so a ring of twenty framed
/// icons drawn shape by shape made eighty; batched, a wedge and its icon's disc and rim go in
/// one call and the icon (from `ImageAtlas`) in the next. The canvas appends each shape here, and
/// sends the batch when the next shape needs another texture, before anything else reaches the
/// renderer (clip, target, fill rect) and at the end of the frame. Drawing order is kept: a
/// batch only ever grows at its end.
///
/// ```swift
/// var batch = GeometryBatch()
/// batch.append(tess.vertices, tess.indices)            // same texture as what is pending
/// batch.draw(renderer: renderer, texture: atlas)       // one call; empties the batch
/// ```
struct GeometryBatch {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []
    /// The texture the pending triangles are drawn with (nil: none, SDL's solid colour shader).
    var texture: OpaquePointer?

    init() {
        vertices.reserveCapacity(8192)
        indices.reserveCapacity(16384)
    }

    var isEmpty: Bool { indices.isEmpty }

    /// Adds one shape's triangles (indices into `newVertices`).
    mutating func append(_ newVertices: [SDL_Vertex], _ newIndices: [Int32]) {
        let base = Int32(vertices.count)
        vertices.append(contentsOf: newVertices)
        for i in newIndices { indices.append(base + i) }
    }

    /// Draws the pending triangles with `texture` in one call and empties the batch; returns
    /// whether a call was made.
    mutating func draw(renderer: OpaquePointer) -> Bool {
        defer { removeAll() }
        guard !indices.isEmpty else { return false }
        let vertexCount = Int32(vertices.count), indexCount = Int32(indices.count)
        // Untextured triangles blend by the renderer's draw blend mode (a rectangle fill may
        // have left it at none), textured ones by their texture's.
        if texture == nil { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(renderer, texture, v.baseAddress, vertexCount, i.baseAddress, indexCount)
            }
        }
        return true
    }

    /// Forgets the pending triangles (their texture is going away).
    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        texture = nil
    }
}
