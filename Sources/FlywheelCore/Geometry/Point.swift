/// A position or displacement in points (Double precision; y grows downwards, as on screen).
///
/// ```swift
/// let p = Point(x: 3, y: 4)
/// p.length            // 5
/// (p + Point(x: 1, y: 1)).x  // 4
/// ```
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = Point(x: 0, y: 0)

    /// Distance from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Distance to another point.
    public func distance(to other: Point) -> Double { (self - other).length }

    /// True when both coordinates are finite (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    public var description: String { "(\(x), \(y))" }
}
