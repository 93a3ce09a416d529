import FlywheelCore

@testable import FlywheelUI

/// A canvas that draws nothing and measures text by estimate: a test subclasses it and overrides
/// the calls it watches. (`RecordingCanvas` implements every call itself; this one leaves the
/// protocol's defaults — such as the conic fill's wedges — to run, as a canvas of one's own would.)
class NullCanvas: Canvas {
    let measurer = EstimatingTextMeasurer()
    func pushTransform(_ t: Transform) {}
    func popTransform() {}
    func pushClip(_ rect: Rect) {}
    func popClip() {}
    func pushAlpha(_ alpha: Double) {}
    func popAlpha() {}
    func beginLayer(bounds: Rect) {}
    func endLayer() {}
    func fillRect(_ rect: Rect, color: Color) {}
    func strokeRect(_ rect: Rect, color: Color, width: Double) {}
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {}
    func strokeRoundedRect(_ rect: Rect, radius: Double, color: Color, width: Double) {}
    func fillEllipse(in rect: Rect, color: Color) {}
    func strokeEllipse(in rect: Rect, color: Color, width: Double) {}
    func fillWedge(
        center: Point, innerRadius: Double, outerRadius: Double, startAngle: Double, endAngle: Double, color: Color
    ) {}
    func fillPolygon(_ points: [Point], color: Color) {}
    func strokePolyline(_ points: [Point], color: Color, width: Double, closed: Bool) {}
    func drawLine(from: Point, to: Point, color: Color, width: Double) {}
    func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?, alpha: Double) {}
    func drawText(_ text: String, at origin: Point, font: Font, color: Color) {}
    func measureText(_ text: String, font: Font) -> Size { measurer.measureText(text, font: font) }
}
