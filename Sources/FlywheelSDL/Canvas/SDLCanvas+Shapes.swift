import CSDL2
import FlywheelCore
import FlywheelUI

// Shapes: every outline is built in local coordinates, mapped to device pixels through the
// current transform, and handed to the Tessellator, so rims are one *device* pixel wide at any
// scale or rotation.

extension SDLCanvas {
    // MARK: Canvas shapes

    public func fillRect(_ rect: Rect, color: Color) {
        noteDrawn(rect)
        if let check = textCheck, color.alpha * currentAlpha >= TextCheck.hidingOpacity {
            reportOpaqueFill(rect, to: check)
        }
        guard let c = vertexColor(color), !rect.isEmpty else { return }
        if fillPixelAlignedRect(rect, color: c) { return }
        if fillAxisAlignedRectDirectly(rect, color: c) { return }
        beginPath()
        appendRectPath(rect)
        if fillPathDirectly(c) { return }
        scratch.tess.fillFan(color: c)
        submit(texture: flatTexture())
    }

    /// A rectangle whose edges fall on whole device pixels needs no anti-aliasing: fill it with
    /// SDL_RenderFillRect, which SDL's software renderer does as a plain span fill — much cheaper
    /// than rasterising two textured triangles (full-window backgrounds dominated headless frames).
    private func fillPixelAlignedRect(_ rect: Rect, color c: SDL_Color) -> Bool {
        guard let renderer, currentTransform.isAxisAligned else { return false }
        let d = currentTransform.apply(rect)
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }
        guard whole(d.minX), whole(d.minY), whole(d.maxX), whole(d.maxY) else { return false }
        var r = SDL_Rect(
            x: Int32(saturating: d.minX.rounded()), y: Int32(saturating: d.minY.rounded()),
            w: Int32(saturating: d.width.rounded()), h: Int32(saturating: d.height.rounded()))
        guard r.w > 0, r.h > 0 else { return true }
        flushBatch()
        SDL_SetRenderDrawBlendMode(renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_RenderFillRect(renderer, &r)
        counters.countDrawCall()
        return true
    }

    public func strokeRect(_ rect: Rect, color: Color, width: Double) {
        noteDrawn(rect, outset: width / 2)
        guard let c = vertexColor(color), rect.width >= 0, rect.height >= 0 else { return }
        beginPath()
        appendRectPath(rect)
        scratch.tess.stroke(width: width * currentScale, closed: true, color: c)
        submit(texture: flatTexture())
    }

    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        noteDrawn(rect)
        if let check = textCheck, color.alpha * currentAlpha >= TextCheck.hidingOpacity, rect.width > 0,
            rect.height > 0
        {
            // The rounded rectangle without its corners: a cross of two rectangles.
            let r = max(0, min(radius, rect.width / 2, rect.height / 2))
            reportOpaqueFill(rect.insetBy(dx: r, dy: 0), to: check)
            reportOpaqueFill(rect.insetBy(dx: 0, dy: r), to: check)
        }
        guard let c = vertexColor(color), !rect.isEmpty else { return }
        beginPath()
        appendRoundedRectPath(rect, radius: radius)
        if fillPathDirectly(c) { return }
        scratch.tess.fillFan(color: c)
        submit(texture: flatTexture())
    }

    public func strokeRoundedRect(_ rect: Rect, radius: Double, color: Color, width: Double) {
        noteDrawn(rect, outset: width / 2)
        guard let c = vertexColor(color), rect.width >= 0, rect.height >= 0 else { return }
        beginPath()
        appendRoundedRectPath(rect, radius: radius)
        scratch.tess.stroke(width: width * currentScale, closed: true, color: c)
        submit(texture: flatTexture())
    }

    public func fillEllipse(in rect: Rect, color: Color) {
        noteDrawn(rect)
        guard let c = vertexColor(color), !rect.isEmpty else { return }
        beginPath()
        appendEllipsePath(rect)
        if fillPathDirectly(c) { return }
        scratch.tess.fillFan(color: c)
        submit(texture: flatTexture())
    }

    public func strokeEllipse(in rect: Rect, color: Color, width: Double) {
        noteDrawn(rect, outset: width / 2)
        guard let c = vertexColor(color), !rect.isEmpty else { return }
        if hasDirectTarget, width > 0, width.isFinite {
            // The band between two ellipses, the inner one a hole.
            beginPath()
            appendEllipsePath(rect.insetBy(dx: -width / 2, dy: -width / 2))
            let hole = scratch.tess.path.count
            let inner = rect.insetBy(dx: width / 2, dy: width / 2)
            if inner.width > 0, inner.height > 0 { appendEllipsePath(inner) }
            if fillPathDirectly(c, holeFrom: hole) { return }
        }
        beginPath()
        appendEllipsePath(rect)
        scratch.tess.stroke(width: width * currentScale, closed: true, color: c)
        submit(texture: flatTexture())
    }

    public func fillWedge(
        center: Point, innerRadius: Double, outerRadius: Double,
        startAngle: Double, endAngle: Double, color: Color
    ) {
        noteDrawn(Rect(center: center, size: Size(width: 2 * outerRadius, height: 2 * outerRadius)))
        guard let c = vertexColor(color), outerRadius > 0, outerRadius.isFinite,
            startAngle.isFinite, endAngle.isFinite
        else { return }
        var inner = max(0, min(innerRadius.isFinite ? innerRadius : 0, outerRadius))
        // A hole narrower than a twentieth of a pixel would collapse its arc: draw a pie.
        if inner * currentScale < 0.05 { inner = 0 }
        var sweep = endAngle - startAngle
        guard abs(sweep) > 1e-9, inner < outerRadius else { return }
        let fullTurn = abs(sweep) >= 2 * Double.pi - 1e-9
        if fullTurn { sweep = sweep > 0 ? 2 * Double.pi : -2 * Double.pi }
        let n = arcSegments(radius: outerRadius, sweep: sweep)
        beginPath()
        if fullTurn && inner <= 0 {
            appendEllipsePath(Rect(center: center, size: Size(width: 2 * outerRadius, height: 2 * outerRadius)))
            if fillPathDirectly(c) { return }
            scratch.tess.fillFan(color: c)
        } else if fullTurn {
            appendArc(
                center: center, radius: outerRadius, start: startAngle, sweep: sweep, segments: n, includeEnd: false)
            appendArc(center: center, radius: inner, start: startAngle, sweep: sweep, segments: n, includeEnd: false)
            if fillPathDirectly(c, holeFrom: n) { return }
            scratch.tess.fillRing(side: n, color: c)
        } else if inner <= 0 {
            scratch.tess.appendPathPoint(currentTransform.apply(center))
            appendArc(
                center: center, radius: outerRadius, start: startAngle, sweep: sweep, segments: n, includeEnd: true)
            if fillPathDirectly(c) { return }
            scratch.tess.fillPie(color: c)
        } else {
            appendArc(
                center: center, radius: outerRadius, start: startAngle, sweep: sweep, segments: n, includeEnd: true)
            appendArc(center: center, radius: inner, start: endAngle, sweep: -sweep, segments: n, includeEnd: true)
            if fillPathDirectly(c) { return }
            scratch.tess.fillStrip(side: n + 1, color: c)
        }
        submit(texture: flatTexture())
    }

    public func fillPolygon(_ points: [Point], color: Color) {
        noteDrawn(points, outset: 0)
        guard let c = vertexColor(color), points.count >= 3 else { return }
        beginPath()
        let t = currentTransform
        for p in points { scratch.tess.appendPathPoint(t.apply(p)) }
        scratch.tess.dropClosingDuplicate()
        if fillPathDirectly(c) { return }
        scratch.tess.fillFan(color: c)
        submit(texture: flatTexture())
    }

    public func strokePolyline(_ points: [Point], color: Color, width: Double, closed: Bool) {
        noteDrawn(points, outset: 2 * width)  // miter joins reach past half the width
        guard let c = vertexColor(color), points.count >= 2 else { return }
        beginPath()
        let t = currentTransform
        for p in points { scratch.tess.appendPathPoint(t.apply(p)) }
        if closed { scratch.tess.dropClosingDuplicate() }
        scratch.tess.stroke(width: width * currentScale, closed: closed, color: c)
        submit(texture: flatTexture())
    }

    public func drawLine(from: Point, to: Point, color: Color, width: Double) {
        noteDrawn(
            Rect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y)),
            outset: width)
        guard let c = vertexColor(color) else { return }
        if hasDirectTarget, width > 0, width.isFinite {
            // A rectangle along the segment, `width` device-scaled pixels across.
            let a = currentTransform.apply(from), b = currentTransform.apply(to)
            let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
            if length > 1e-9 {
                let h = width * currentScale / 2
                let nx = -dy / length * h, ny = dx / length * h
                beginPath()
                scratch.tess.appendPathPoint(Point(x: a.x + nx, y: a.y + ny))
                scratch.tess.appendPathPoint(Point(x: b.x + nx, y: b.y + ny))
                scratch.tess.appendPathPoint(Point(x: b.x - nx, y: b.y - ny))
                scratch.tess.appendPathPoint(Point(x: a.x - nx, y: a.y - ny))
                if fillPathDirectly(c) { return }
            }
        }
        beginPath()
        scratch.tess.appendPathPoint(currentTransform.apply(from))
        scratch.tess.appendPathPoint(currentTransform.apply(to))
        scratch.tess.stroke(width: width * currentScale, closed: false, color: c)
        submit(texture: flatTexture())
    }

    // MARK: Straight into the target surface

    /// Whether shapes can be filled straight into the target (software renderer on a known
    /// surface, no layer open).
    var hasDirectTarget: Bool { drawsShapesDirectly && directSurface != nil && state.layers.isEmpty && renderer != nil }

    /// Fills the outline in `scratch.tess.path` (device pixels) straight into the target surface with
    /// `SpanRasterizer`; with `holeFrom`, the points from there on are a second contour cut out
    /// (whichever way it winds). Returns false when there is no direct target (draw triangles).
    /// A rectangle with fractional edges under an axis-aligned transform, blended straight into
    /// the target with exact-area edges (`SpanRasterizer.fillRect`): what the outline fill gives,
    /// without its cell buffer. False when there is no direct target or the transform rotates.
    private func fillAxisAlignedRectDirectly(_ rect: Rect, color c: SDL_Color) -> Bool {
        guard hasDirectTarget, currentTransform.isAxisAligned, let surface = directSurface, let renderer,
            let pixels = surface.pointee.pixels
        else { return false }
        let d = currentTransform.apply(rect)
        SDL_RenderFlush(renderer)  // whatever SDL still has queued goes first
        SpanRasterizer.fillRect(
            (d.minX, d.minY, d.maxX, d.maxY), into: pixels.assumingMemoryBound(to: UInt32.self),
            pitch: Int(surface.pointee.pitch) / 4, clip: directClip(surface),
            color: (Float(c.r), Float(c.g), Float(c.b), Float(c.a) / 255))
        counters.countDrawCall()
        return true
    }

    /// The clip rectangle in the target's pixels (the whole surface when nothing clips): where
    /// pixels may be written (`writeClip`, the damage clip included).
    func directClip(_ surface: UnsafeMutablePointer<SDL_Surface>) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        SDLCanvas.pixelClip(state.writeClip, surface)
    }

    /// The columns of the view clip (damage clip left out): where a shape's cell rows may
    /// reach, so its coverage does not depend on how the frame is split into damaged rectangles.
    func rasterColumns(_ surface: UnsafeMutablePointer<SDL_Surface>) -> (x0: Int, x1: Int) {
        let c = SDLCanvas.pixelClip(currentClip, surface)
        return (c.x0, c.x1)
    }

    static func pixelClip(_ r: Rect?, _ surface: UnsafeMutablePointer<SDL_Surface>) -> (
        x0: Int, y0: Int, x1: Int, y1: Int
    ) {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        guard let r else { return (0, 0, w, h) }
        return (
            max(0, Int(saturating: r.minX)), max(0, Int(saturating: r.minY)), min(w, Int(saturating: r.maxX)),
            min(h, Int(saturating: r.maxY))
        )
    }

    func fillPathDirectly(_ c: SDL_Color, holeFrom hole: Int? = nil) -> Bool {
        guard hasDirectTarget, let surface = directSurface, let renderer,
            let pixels = surface.pointee.pixels
        else { return false }
        let path = scratch.tess.path
        scratch.span.begin()
        if let hole, hole < path.count {
            scratch.span.addContour(path, 0..<hole)
            // Walk the hole against the outline, so the winding cancels inside it.
            let outerWinding = scratch.tess.signedArea(0..<hole),
                innerWinding = scratch.tess.signedArea(hole..<path.count)
            scratch.span.addContour(path, hole..<path.count, reversed: (outerWinding > 0) == (innerWinding > 0))
        } else {
            scratch.span.addContour(path, 0..<path.count)
        }
        guard !scratch.span.isEmpty else { return true }
        SDL_RenderFlush(renderer)  // whatever SDL still has queued goes first
        scratch.span.fill(
            into: pixels.assumingMemoryBound(to: UInt32.self), pitch: Int(surface.pointee.pitch) / 4,
            clip: directClip(surface), rasterColumns: rasterColumns(surface),
            color: (Float(c.r), Float(c.g), Float(c.b), Float(c.a) / 255))
        counters.countDrawCall()
        return true
    }

    // MARK: Path building (local coordinates in, device pixels out)

    func beginPath() {
        scratch.tess.reset()
        scratch.tess.clearPath()
        scratch.tess.feather = 1
        scratch.tess.flatUV = SDL_FPoint(x: 0.5, y: 0.5)
        scratch.tess.uvMap = nil
        scratch.tess.premultiplied = false
    }

    /// Clockwise corners (on screen) of `rect`.
    func appendRectPath(_ rect: Rect) {
        let t = currentTransform
        scratch.tess.appendPathPoint(t.apply(Point(x: rect.minX, y: rect.minY)))
        scratch.tess.appendPathPoint(t.apply(Point(x: rect.maxX, y: rect.minY)))
        scratch.tess.appendPathPoint(t.apply(Point(x: rect.maxX, y: rect.maxY)))
        scratch.tess.appendPathPoint(t.apply(Point(x: rect.minX, y: rect.maxY)))
        scratch.tess.dropClosingDuplicate()
    }

    func appendEllipsePath(_ rect: Rect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let n = arcSegments(radius: max(rx, ry), sweep: 2 * Double.pi)
        let t = currentTransform
        let cx = rect.midX, cy = rect.midY
        // One sine and cosine per ellipse (they were a seventh of the picker's icon rings):
        // each point is the previous one turned by the step; the rounding drift over a few
        // hundred steps stays around 1e-13 of the radius.
        let step = 2 * Double.pi / Double(n), cs = cos(step), sn = sin(step)
        var ux = 1.0, uy = 0.0
        for _ in 0..<n {
            scratch.tess.appendPathPoint(t.apply(Point(x: cx + rx * ux, y: cy + ry * uy)))
            (ux, uy) = (ux * cs - uy * sn, ux * sn + uy * cs)
        }
        scratch.tess.dropClosingDuplicate()
    }

    /// Four quarter arcs (radius clamped to half the shorter side), clockwise from the top left.
    func appendRoundedRectPath(_ rect: Rect, radius: Double) {
        let r = max(0, min(radius.isFinite ? radius : 0, rect.width / 2, rect.height / 2))
        guard r > 0 else { return appendRectPath(rect) }
        let n = max(2, arcSegments(radius: r, sweep: Double.pi / 2))
        // Corners clockwise from the top left; each arc starts where the previous side ends.
        for corner in 0..<4 {
            let cx = corner == 0 || corner == 3 ? rect.minX + r : rect.maxX - r
            let cy = corner < 2 ? rect.minY + r : rect.maxY - r
            let start = Double.pi * (1 + 0.5 * Double(corner))
            appendArc(
                center: Point(x: cx, y: cy), radius: r, start: start, sweep: Double.pi / 2,
                segments: n, includeEnd: true)
        }
        scratch.tess.dropClosingDuplicate()
    }

    /// Appends `segments` (+1 with `includeEnd`) points of a circular arc. Angles: radians,
    /// 0 = 3 o'clock, growing clockwise on screen.
    func appendArc(center: Point, radius: Double, start: Double, sweep: Double, segments: Int, includeEnd: Bool) {
        let t = currentTransform
        let count = includeEnd ? segments + 1 : segments
        for k in 0..<count {
            let a = start + sweep * Double(k) / Double(segments)
            scratch.tess.appendPathPoint(t.apply(Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))))
        }
    }

    /// Enough segments that a chord strays under 0.2 device pixels from the true arc.
    func arcSegments(radius: Double, sweep: Double) -> Int {
        let r = max(0.5, radius * currentScale)
        let step = 2 * acos(max(-1, 1 - 0.2 / r))
        let full = step > 0 ? Int(saturating: (2 * Double.pi / step).rounded(.up)) : 8
        let perTurn = min(360, max(12, full))
        return max(1, Int(saturating: (Double(perTurn) * abs(sweep) / (2 * Double.pi)).rounded(.up)))
    }
}
