import FlywheelCore

/// A `Canvas` that draws nothing and logs every call with its arguments mapped into window
/// coordinates: the UI layer's test double (docs/architecture.md, "Testing").
///
/// ```swift
/// let canvas = RecordingCanvas()
/// host.render(in: canvas)
/// let stars = canvas.commands.filter { $0.kind == .polygon }
/// ```
public final class RecordingCanvas: Canvas {
    public enum Kind: Sendable, Equatable {
        case rect, strokeRect, roundedRect, strokeRoundedRect, ellipse, strokeEllipse, wedge, fadedCircle, polygon,
            polyline, line
        case image, text, beginLayer, endLayer, pushClip
    }

    /// One drawing call. `bounds` is the axis-aligned box of the shape in window points; `color`
    /// already carries the alpha stack.
    public struct Command: Sendable, Equatable {
        public var kind: Kind
        public var bounds: Rect
        public var color: Color?
        public var text: String?
        public var imageName: String?
        /// The total rotation of the current transform, in radians (plus an image's own rotation).
        public var rotation: Double
        /// How many points a polygon, polyline or line was given (0 for other shapes): a chart's
        /// decimation or a path's detail shows here.
        public var pointCount = 0
    }

    public private(set) var commands: [Command] = []
    private var transforms: [Transform] = [.identity]
    private var alphas: [Double] = [1]
    public let measurer: TextMeasuring

    public init(measurer: TextMeasuring = EstimatingTextMeasurer()) { self.measurer = measurer }

    public func reset() { commands.removeAll() }

    /// The texts drawn, in order.
    public var texts: [String] { commands.compactMap(\.text) }

    private var current: Transform { transforms[transforms.count - 1] }
    private var alpha: Double { alphas[alphas.count - 1] }

    private func record(
        _ kind: Kind, _ rect: Rect, _ color: Color?, text: String? = nil, image: String? = nil, rotation: Double = 0,
        points: Int = 0
    ) {
        commands.append(
            Command(
                kind: kind, bounds: current.apply(rect), color: color?.multiplyingAlpha(alpha),
                text: text, imageName: image, rotation: current.rotationAngle + rotation, pointCount: points))
    }

    public func pushTransform(_ t: Transform) { transforms.append(t.concatenating(current)) }
    public func popTransform() { if transforms.count > 1 { transforms.removeLast() } }
    public func pushClip(_ rect: Rect) { record(.pushClip, rect, nil) }
    public func popClip() {}
    public func pushAlpha(_ a: Double) { alphas.append(alpha * a) }
    public func popAlpha() { if alphas.count > 1 { alphas.removeLast() } }
    public func beginLayer(bounds: Rect) { record(.beginLayer, bounds, nil) }
    public func endLayer() {
        commands.append(Command(kind: .endLayer, bounds: .zero, color: nil, text: nil, imageName: nil, rotation: 0))
    }

    public func fillRect(_ rect: Rect, color: Color) { record(.rect, rect, color) }
    public func strokeRect(_ rect: Rect, color: Color, width: Double) { record(.strokeRect, rect, color) }
    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { record(.roundedRect, rect, color) }
    public func strokeRoundedRect(_ rect: Rect, radius: Double, color: Color, width: Double) {
        record(.strokeRoundedRect, rect, color)
    }
    public func fillEllipse(in rect: Rect, color: Color) { record(.ellipse, rect, color) }
    public func strokeEllipse(in rect: Rect, color: Color, width: Double) { record(.strokeEllipse, rect, color) }
    public func fillWedge(
        center: Point, innerRadius: Double, outerRadius: Double, startAngle: Double, endAngle: Double, color: Color
    ) {
        record(.wedge, Rect(center: center, size: Size(width: 2 * outerRadius, height: 2 * outerRadius)), color)
    }
    public func fillCircle(center: Point, radius: Double, color: Color, fade: AngularFade) {
        record(.fadedCircle, Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius)), color)
    }
    public func fillPolygon(_ points: [Point], color: Color) {
        record(.polygon, Self.box(points), color, points: points.count)
    }
    public func strokePolyline(_ points: [Point], color: Color, width: Double, closed: Bool) {
        record(.polyline, Self.box(points), color, points: points.count)
    }
    public func drawLine(from: Point, to: Point, color: Color, width: Double) {
        record(.line, Self.box([from, to]), color, points: 2)
    }
    public func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?, alpha: Double) {
        record(.image, rect, (tint ?? Color.white).multiplyingAlpha(alpha), image: image.name, rotation: rotation)
    }
    public func drawText(_ text: String, at origin: Point, font: Font, color: Color) {
        let box = Rect(origin: origin, size: measureText(text, font: font))
        textCheck?.didDraw(
            text, shown: text, box: box, missingGlyphs: 0, font: font, opacity: color.alpha,
            windowBox: current.boundingBox(of: box))
        record(.text, box, color, text: text)
    }
    /// Hears of every line drawn (no missing glyphs here: the estimating measurer has no fonts).
    public var textCheck: TextCheck?
    public func measureText(_ text: String, font: Font) -> Size { measurer.measureText(text, font: font) }
    public func isRightToLeft(_ text: String, font: Font) -> Bool { measurer.isRightToLeft(text, font: font) }

    private static func box(_ pts: [Point]) -> Rect {
        guard let f = pts.first else { return .zero }
        var r = Rect(origin: f, size: .zero)
        for p in pts.dropFirst() { r = r.union(Rect(origin: p, size: .zero)) }
        return r
    }
}
