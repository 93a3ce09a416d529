/// A width and height in points.
///
/// ```swift
/// let s = Size(width: 40, height: 20)
/// s.isEmpty   // false
/// ```
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { self.width = width; self.height = height }

    public static let zero = Size(width: 0, height: 0)

    /// True when either side is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public static func * (s: Size, k: Double) -> Size { Size(width: s.width * k, height: s.height * k) }

    public var description: String { "\(width)x\(height)" }
}
