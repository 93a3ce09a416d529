import FlywheelCore
import FlywheelUI

/// The box of what a view drew, for damage tracking (`Canvas.takeDrawnBox`): every drawing
/// call adds the device box of its shape (its stroke and one pixel of anti-aliasing included),
/// before clipping. Inside an offscreen layer nothing is added: the layer's own box, added when
/// it begins, covers what it composites.
extension SDLCanvas {
    public func takeDrawnBox() -> Rect? {
        guard let b = state.takeDrawnBox() else { return nil }
        let s = pixelScale > 0 ? pixelScale : 1
        return Rect(x: b.minX / s, y: b.minY / s, width: b.width / s, height: b.height / s)
    }

    /// Adds `rect` (current local coordinates) grown by `outset` on every side.
    func noteDrawn(_ rect: Rect, outset: Double = 0) {
        guard state.layers.isEmpty else { return }
        let o = outset.isFinite ? max(0, outset) : 0
        state.noteDrawn(
            device: SDLCanvas.bounds(of: rect.insetBy(dx: -o, dy: -o), under: currentTransform).insetBy(dx: -1, dy: -1))
    }

    /// Adds the box of `points` grown by `outset`.
    func noteDrawn(_ points: [Point], outset: Double) {
        guard let first = points.first else { return }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in points {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        noteDrawn(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), outset: outset)
    }
}
