import CSDL2
import FlywheelCore
import FlywheelUI

// A disc faded by direction (a conic gradient as a mask): blended per pixel by `FadedDiscFill`
// on a software target, else a fan of thin triangles whose rim vertices carry the fade.

extension SDLCanvas {
    public func fillCircle(center: Point, radius: Double, color: Color, fade: AngularFade) {
        let box = Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius))
        if fade.isUniform {
            fillEllipse(in: box, color: color.multiplyingAlpha(fade.stops[0]))
            return
        }
        noteDrawn(box)
        guard radius > 0, radius.isFinite, center.x.isFinite, center.y.isFinite,
            let c = vertexColor(color)
        else { return }
        let t = currentTransform
        // Bytes from `vertexColor`; the alpha unrounded (the disc blends at 1/256 steps).
        let alpha = min(1, max(0, color.alpha * currentAlpha))
        if fillFadedDiscDirectly(center: center, radius: radius, color: c, alpha: alpha, fade: fade, transform: t) {
            return
        }
        beginPath()
        appendFadedFan(center: center, radius: radius, color: c, fade: fade, transform: t)
        submit(texture: flatTexture())
    }

    /// The software target's per-pixel fill; false when there is none or the transform does not
    /// keep circles round (then the triangles).
    private func fillFadedDiscDirectly(
        center: Point, radius: Double, color c: SDL_Color, alpha: Double, fade: AngularFade, transform t: Transform
    ) -> Bool {
        guard hasDirectTarget, let surface = directSurface, let renderer, let pixels = surface.pointee.pixels
        else { return false }
        let xx = t.a * t.a + t.b * t.b, yy = t.c * t.c + t.d * t.d
        guard abs(t.a * t.c + t.b * t.d) <= 1e-9 * xx, abs(xx - yy) <= 1e-9 * xx else { return false }
        let up = t.applyToVector(Point(x: 0, y: -1))
        SDL_RenderFlush(renderer)  // whatever SDL still has queued goes first
        let disc = FadedDiscFill(
            center: t.apply(center), radius: radius * currentScale, upAngle: atan2(up.x, -up.y),
            mirrored: t.determinant < 0, fade: fade,
            color: (UInt32(c.r), UInt32(c.g), UInt32(c.b), alpha))
        disc.fill(
            into: pixels.assumingMemoryBound(to: UInt32.self), pitch: Int(surface.pointee.pitch) / 4,
            clip: directClip(surface), anchors: &scratch.fadedDiscAnchors)
        counters.countDrawCall()
        return true
    }

    /// Triangles from the centre to the rim, the fade's stops on their vertices (colours are
    /// interpolated linearly between them, as the fade is), and a one-pixel feathered rim.
    private func appendFadedFan(
        center: Point, radius: Double, color c: SDL_Color, fade: AngularFade, transform t: Transform
    ) {
        let stops = fade.stops.count - 1
        let perStop = max(1, (Double(arcSegments(radius: radius, sweep: 2 * Double.pi)) / Double(stops)).rounded(.up))
        let n = stops * Int(perStop)
        let middle = t.apply(center)
        let half = 0.5 / currentScale  // half a device pixel, in local points
        var previous: (inner: Int32, outer: Int32, alpha: Double)?
        var first: (inner: Int32, outer: Int32, alpha: Double)?
        for k in 0...n {
            let angle = 2 * Double.pi * Double(k) / Double(n)
            let alpha = fade.opacity(clockwiseFromTop: angle)
            let direction = Point(x: sin(angle), y: -cos(angle))
            let edge: (inner: Int32, outer: Int32, alpha: Double)
            if k == n, let first {
                edge = first
            } else {
                var rim = c
                rim.a = UInt8(saturating: (Double(c.a) * alpha).rounded())
                var clear = c
                clear.a = 0
                edge = (
                    scratch.tess.addVertex(
                        t.apply(center + direction * max(0, radius - half)), rim, scratch.tess.flatUV),
                    scratch.tess.addVertex(t.apply(center + direction * (radius + half)), clear, scratch.tess.flatUV),
                    alpha
                )
            }
            if k == 0 { first = edge }
            if let previous {
                var mid = c
                mid.a = UInt8(saturating: (Double(c.a) * (previous.alpha + edge.alpha) / 2).rounded())
                let hub = scratch.tess.addVertex(middle, mid, scratch.tess.flatUV)
                scratch.tess.addTriangle(hub, previous.inner, edge.inner)
                scratch.tess.addQuad(previous.inner, previous.outer, edge.outer, edge.inner)
            }
            previous = edge
        }
    }
}
