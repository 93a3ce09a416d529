/// A digest of the frame a headless renderer shows: two frames with the same digest show the
/// same pixels (all of them, every byte). How the damage-tracking checks compare a frame drawn
/// piecewise with the same frame drawn whole without keeping either.
///
/// ```swift
/// renderer.renderFrame()
/// let seen = renderer.pixelDigest()
/// ```
extension HeadlessRenderer {
    public func pixelDigest() -> Int {
        guard let pixels = surface.pointee.pixels else { return 0 }
        var h = Hasher()
        h.combine(
            bytes: UnsafeRawBufferPointer(start: pixels, count: Int(surface.pointee.pitch) * Int(surface.pointee.h)))
        return h.finalize()
    }
}
