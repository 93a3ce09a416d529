/// An axis-aligned rectangle: an origin (top-left) and a size, in points.
///
/// ```swift
/// let r = Rect(x: 10, y: 10, width: 100, height: 50)
/// r.contains(Point(x: 20, y: 20))   // true
/// r.insetBy(dx: 5, dy: 5).width     // 90
/// ```
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    /// A rectangle of `size` centred on `center`.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var isEmpty: Bool { size.isEmpty }

    /// Half-open containment: the left and top edges are inside, the right and bottom are not.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The largest rectangle with `aspect`'s proportions that fits inside, centred (aspect-fit).
    public func aspectFit(_ aspect: Size) -> Rect {
        guard aspect.width > 0, aspect.height > 0, !isEmpty else { return self }
        let scale = min(width / aspect.width, height / aspect.height)
        return Rect(center: center, size: Size(width: aspect.width * scale, height: aspect.height * scale))
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
