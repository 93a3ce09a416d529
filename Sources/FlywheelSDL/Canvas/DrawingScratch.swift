/// The buffers `SDLCanvas` builds each drawing call in: grown to the largest call seen, never
/// shrunk, reused every frame (so a steady frame allocates nothing). The tessellator holds the
/// path and its triangles; the batch the triangles waiting for one texture (accelerated
/// renderers); the guard the split of triangles too large for SDL's software rasteriser; the
/// span rasteriser the cells of a shape filled straight into the target; the anchors
/// `FadedDiscFill`'s per-row fade values.
///
/// A struct held in one stored property and always changed in place
/// (`canvas.scratch.tess.addVertex(…)`): a copy would duplicate every buffer.
struct DrawingScratch {
    var tess = Tessellator()
    /// Triangles waiting to be drawn with one texture (accelerated renderers; see `submit`).
    var batch = GeometryBatch()
    /// Splits triangles too large for SDL's software rasteriser (see `submit`).
    var geometryGuard = SoftwareGeometryGuard()
    /// Shapes drawn straight into the target surface (software renderer, no layer open).
    var span = SpanRasterizer()
    /// `FadedDiscFill`'s per-row fade values.
    var fadedDiscAnchors: [Float] = []
}
