import FlywheelCore
import FlywheelUI

/// A canvas that draws nothing and measures text by estimate: a test subclasses it and overrides
/// the calls it watches. (`RecordingCanvas` implements every call itself; this one leaves the
/// protocol's defaults — such as the conic fill's wedges — to run, as a canvas of one's own would.)
///
/// ```swift
/// final class PolylineCounter: NullCanvas {
///     var points = 0
///     override func strokePolyline(_ points: [Point], color: Color, width: Double, closed: Bool) {
///         self.points += points.count
///     }
/// }
/// ```
open class NullCanvas: Canvas {
    public let measurer = EstimatingTextMeasurer()
    public init() {}
    open func pushTransform(_ t: Transform) {}
    open func popTransform() {}
    open func pushClip(_ rect: Rect) {}
    open func popClip() {}
    open func pushAlpha(_ alpha: Double) {}
    open func popAlpha() {}
    open func beginLayer(bounds: Rect) {}
    open func endLayer() {}
    open func fillRect(_ rect: Rect, color: Color) {}
    open func strokeRect(_ rect: Rect, color: Color, width: Double) {}
    open func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {}
    open func strokeRoundedRect(_ rect: Rect, radius: Double, color: Color, width: Double) {}
    open func fillEllipse(in rect: Rect, color: Color) {}
    open func strokeEllipse(in rect: Rect, color: Color, width: Double) {}
    open func fillWedge(
        center: Point, innerRadius: Double, outerRadius: Double, startAngle: Double, endAngle: Double, color: Color
    ) {}
    open func fillPolygon(_ points: [Point], color: Color) {}
    open func strokePolyline(_ points: [Point], color: Color, width: Double, closed: Bool) {}
    open func drawLine(from: Point, to: Point, color: Color, width: Double) {}
    open func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?, alpha: Double) {}
    open func drawText(_ text: String, at origin: Point, font: Font, color: Color) {}
    open func measureText(_ text: String, font: Font) -> Size { measurer.measureText(text, font: font) }
}
