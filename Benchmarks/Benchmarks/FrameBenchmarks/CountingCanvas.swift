import FlywheelCore
import FlywheelUI

/// A canvas that only counts calls: measures the UI's own work per frame (layout, geometry,
/// draw calls) without any rasterising. Allocation-free.
final class CountingCanvas: Canvas {
    var calls = 0
    func measureText(_ text: String, font: Font) -> Size {
        Size(width: Double(text.utf8.count) * font.size * 0.6, height: font.size * 1.2)
    }
    func pushTransform(_ t: Transform) { calls += 1 }
    func popTransform() { calls += 1 }
    func pushClip(_ rect: Rect) { calls += 1 }
    func popClip() { calls += 1 }
    func pushAlpha(_ alpha: Double) { calls += 1 }
    func popAlpha() { calls += 1 }
    func beginLayer(bounds: Rect) { calls += 1 }
    func endLayer() { calls += 1 }
    func fillRect(_ rect: Rect, color: Color) { calls += 1 }
    func strokeRect(_ rect: Rect, color: Color, width: Double) { calls += 1 }
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { calls += 1 }
    func strokeRoundedRect(_ rect: Rect, radius: Double, color: Color, width: Double) { calls += 1 }
    func fillEllipse(in rect: Rect, color: Color) { calls += 1 }
    func strokeEllipse(in rect: Rect, color: Color, width: Double) { calls += 1 }
    func fillWedge(
        center: Point, innerRadius: Double, outerRadius: Double, startAngle: Double, endAngle: Double, color: Color
    ) { calls += 1 }
    func fillPolygon(_ points: [Point], color: Color) { calls += 1 }
    func strokePolyline(_ points: [Point], color: Color, width: Double, closed: Bool) { calls += 1 }
    func drawLine(from: Point, to: Point, color: Color, width: Double) { calls += 1 }
    func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?, alpha: Double) { calls += 1 }
    func drawText(_ text: String, at origin: Point, font: Font, color: Color) { calls += 1 }
}
