import FlywheelCore
import Foundation

// Outline builders for icons. Angles are radians on a y-down screen, 0 = 3 o'clock, growing
// clockwise (the Canvas convention); -π/2 points straight up.

enum Outline {
    static let up = -Double.pi / 2

    /// A regular polygon with a vertex at `rotation`.
    static func regularPolygon(sides: Int, center: Point, radius: Double, rotation: Double = up) -> [Point] {
        (0..<sides).map { k in
            let a = rotation + 2 * Double.pi * Double(k) / Double(sides)
            return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        }
    }

    /// A star: `points` tips at `outer`, valleys at `inner`, the first tip at `rotation`.
    static func star(points: Int, center: Point, outer: Double, inner: Double, rotation: Double = up) -> [Point] {
        (0..<2 * points).map { k in
            let r = k % 2 == 0 ? outer : inner
            let a = rotation + Double.pi * Double(k) / Double(points)
            return Point(x: center.x + r * cos(a), y: center.y + r * sin(a))
        }
    }

    /// A closed curve sampled at `count` points from polar radius `r(angle)`.
    static func polar(center: Point, count: Int, _ r: (Double) -> Double) -> [Point] {
        (0..<count).map { k in
            let a = 2 * Double.pi * Double(k) / Double(count)
            let radius = r(a)
            return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        }
    }

    /// The points moved so their bounding box is centred on `center`.
    static func centred(_ points: [Point], on center: Point) -> [Point] {
        let xs = points.map(\.x), ys = points.map(\.y)
        let dx = center.x - (xs.min()! + xs.max()!) / 2, dy = center.y - (ys.min()! + ys.max()!) / 2
        return points.map { Point(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The points scaled about `center` by `k`.
    static func scaled(_ points: [Point], by k: Double, about center: Point) -> [Point] {
        points.map { Point(x: center.x + ($0.x - center.x) * k, y: center.y + ($0.y - center.y) * k) }
    }
}
