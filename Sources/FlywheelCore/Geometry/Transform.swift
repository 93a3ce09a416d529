import Foundation

/// A 2-D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (CGAffineTransform's layout).
///
/// Builders return a new transform that applies the old one *first* and the new step after it
/// (`Transform.identity.translatedBy(...)` etc. read in application order when chained with
/// `concatenating`). Rotation is in radians, positive = clockwise on screen (y grows downwards).
///
/// ```swift
/// let t = Transform(rotation: .pi / 2).concatenating(Transform(translationX: 10, y: 0))
/// t.apply(Point(x: 1, y: 0))      // (10, 1): rotated first, then moved
/// t.inverted()!.apply(t.apply(Point(x: 3, y: 4)))   // (3, 4)
/// ```
public struct Transform: Hashable, Sendable, Codable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// Rotation by `angle` radians about the origin (clockwise on a y-down screen).
    public init(rotation angle: Double) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` then `other`: the result maps p to other.apply(self.apply(p)).
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// Applies a translation *before* this transform (as CGAffineTransform.translatedBy does).
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }
    /// Applies a rotation *before* this transform.
    public func rotated(by angle: Double) -> Transform { Transform(rotation: angle).concatenating(self) }
    /// Applies a scale *before* this transform.
    public func scaledBy(x: Double, y: Double) -> Transform { Transform(scaleX: x, y: y).concatenating(self) }

    public var determinant: Double { a * d - b * c }

    /// The inverse, or `nil` when the transform collapses the plane (determinant 0 or not finite).
    public func inverted() -> Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det
        )
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies only the linear part (no translation): for vectors such as velocities.
    public func applyToVector(_ v: Point) -> Point {
        Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }

    /// The rotation angle of the linear part, in radians.
    public var rotationAngle: Double { atan2(b, a) }

    /// The axis-aligned bounds of a transformed rectangle (allocation-free: used per frame).
    public func apply(_ r: Rect) -> Rect {
        let p0 = apply(Point(x: r.minX, y: r.minY)), p1 = apply(Point(x: r.maxX, y: r.minY))
        let p2 = apply(Point(x: r.minX, y: r.maxY)), p3 = apply(Point(x: r.maxX, y: r.maxY))
        let x0 = min(p0.x, p1.x, p2.x, p3.x), x1 = max(p0.x, p1.x, p2.x, p3.x)
        let y0 = min(p0.y, p1.y, p2.y, p3.y), y1 = max(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the linear part is a pure translation (no rotation, no scale): axis-aligned clips work.
    public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
    /// True when the linear part keeps axes aligned (scale and translation only).
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
