extension Transform {
    /// The axis-aligned bounding box of `r` after this transform, from its four corners (unlike
    /// `apply(_: Rect)`, it builds no arrays: drawing and damage tracking call it per shape and
    /// per view every frame, and must not allocate).
    public func boundingBox(of r: Rect) -> Rect {
        let a = apply(Point(x: r.minX, y: r.minY)), b = apply(Point(x: r.maxX, y: r.minY))
        let c = apply(Point(x: r.maxX, y: r.maxY)), d = apply(Point(x: r.minX, y: r.maxY))
        let x0 = min(min(a.x, b.x), min(c.x, d.x)), x1 = max(max(a.x, b.x), max(c.x, d.x))
        let y0 = min(min(a.y, b.y), min(c.y, d.y)), y1 = max(max(a.y, b.y), max(c.y, d.y))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
