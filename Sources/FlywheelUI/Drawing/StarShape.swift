import FlywheelCore
import Foundation

/// The points of a five-pointed star centred on the origin, top point up.
/// Computed once per radius and reused, so drawing stars allocates nothing per frame.
///
/// ```swift
/// canvas.fillPolygon(StarShape.unitPoints(radius: 16), color: .black)
/// ```
public enum StarShape {
    /// Inner radius as a fraction of the outer: a regular pentagram's 0.382.
    public static let innerRatio = 0.382

    nonisolated(unsafe) private static var cache: [Double: [Point]] = [:]
    private static let lock = NSLock()

    /// Ten points alternating outer and inner radius, clockwise from the top.
    public static func unitPoints(radius: Double) -> [Point] {
        lock.lock()
        defer { lock.unlock() }
        if let p = cache[radius] { return p }
        let pts = (0..<10).map { i -> Point in
            let r = i % 2 == 0 ? radius : radius * innerRatio
            let a = -Double.pi / 2 + Double(i) * Double.pi / 5
            return Point(x: r * cos(a), y: r * sin(a))
        }
        if cache.count > 64 { cache.removeAll() }
        cache[radius] = pts
        return pts
    }
}
