import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// The Basic harness's 20 shape icons (spec §4.1): 256×256, black on transparent, in file-name
/// order. Each shape is sized by eye for a similar visual weight inside a ~10% margin: shapes
/// with corners reaching out (stars, triangle, diamond) run a little larger than round ones.
enum ShapeIcons {
    static let side = 256
    static let names = [
        "4-PointStar", "5-PointStar", "9-PointStar", "Cabuchon", "Circle", "Diagonal", "Diamond", "Egg",
        "Hexagon", "O", "Oblong", "Octagon", "Oval", "Parallelogram", "Pentagon", "Sawtooth Circle",
        "Square", "Trapezoid", "Triangle", "X",
    ]

    /// Every shape, in `names` order.
    static func render(with painter: MaskPainter) -> [(name: String, bitmap: Bitmap)] {
        names.map { name in (name, painter.icon(mask(name, painter))) }
    }

    private static let c = Point(x: 128, y: 128)
    private static let ink = Color.black

    static func mask(_ name: String, _ p: MaskPainter) -> Mask {
        switch name {
        case "4-PointStar":
            return polygon(Outline.star(points: 4, center: c, outer: 114, inner: 40), p)
        case "5-PointStar":
            return polygon(Outline.centred(Outline.star(points: 5, center: c, outer: 116, inner: 50), on: c), p)
        case "9-PointStar":
            return polygon(Outline.star(points: 9, center: c, outer: 110, inner: 76), p)
        case "Cabuchon":
            return cabochon(p)
        case "Circle":
            return p.paint { $0.fillCircle(center: c, radius: 102, color: ink) }
        case "Diagonal":
            return diagonal(p)
        case "Diamond":
            return polygon([Point(x: 128, y: 14), Point(x: 218, y: 128), Point(x: 128, y: 242), Point(x: 38, y: 128)], p)
        case "Egg":
            return egg(p)
        case "Hexagon":
            return polygon(Outline.regularPolygon(sides: 6, center: c, radius: 110), p)
        case "O":
            return p.paint { $0.fillRing(center: c, innerRadius: 60, outerRadius: 104, color: ink) }
        case "Oblong":
            return p.paint { $0.fillRoundedRect(Rect(center: c, size: Size(width: 218, height: 126)), radius: 12, color: ink) }
        case "Octagon":
            return polygon(Outline.regularPolygon(sides: 8, center: c, radius: 110, rotation: Outline.up + .pi / 8), p)
        case "Oval":
            return p.paint { $0.fillEllipse(in: Rect(center: c, size: Size(width: 226, height: 154)), color: ink) }
        case "Parallelogram":
            return polygon([Point(x: 72, y: 56), Point(x: 236, y: 56), Point(x: 184, y: 200), Point(x: 20, y: 200)], p)
        case "Pentagon":
            return polygon(Outline.centred(Outline.regularPolygon(sides: 5, center: c, radius: 116), on: c), p)
        case "Sawtooth Circle":
            return sawtoothCircle(p)
        case "Square":
            return p.paint { $0.fillRect(Rect(center: c, size: Size(width: 184, height: 184)), color: ink) }
        case "Trapezoid":
            return polygon([Point(x: 62, y: 50), Point(x: 194, y: 50), Point(x: 238, y: 206), Point(x: 18, y: 206)], p)
        case "Triangle":
            return polygon(Outline.centred(Outline.regularPolygon(sides: 3, center: c, radius: 132), on: Point(x: 128, y: 136)), p)
        case "X":
            return cross(p)
        default:
            preconditionFailure("unknown shape \(name)")
        }
    }

    private static func polygon(_ points: [Point], _ p: MaskPainter) -> Mask {
        p.paint { $0.fillPolygon(points, color: ink) }
    }

    /// A cabochon seen from the side: a high polished dome over a shallow curved base (a lens
    /// profile), with a curved highlight cut out of the dome.
    private static func cabochon(_ p: MaskPainter) -> Mask {
        let rx = 110.0, top = 122.0, bottom = 30.0
        let girdle = 128 + (top - bottom) / 2       // bounding box centred vertically
        let outline = (0..<240).map { k -> Point in
            let a = 2 * Double.pi * Double(k) / 240
            let ry = sin(a) < 0 ? top : bottom      // sin < 0 is the upper half (y down)
            return Point(x: 128 + rx * cos(a), y: girdle + ry * sin(a))
        }
        let body = polygon(outline, p)
        // The highlight: a short band following the dome's outline, up and to the left.
        let highlight = p.paint {
            $0.pushTransform(Transform(scaleX: 1, y: top / rx).concatenating(Transform(translationX: 128, y: girdle)))
            $0.fillWedge(center: .zero, innerRadius: rx - 36, outerRadius: rx - 20,
                         startAngle: Double.pi * 1.17, endAngle: Double.pi * 1.40, color: ink)
            $0.popTransform()
        }
        return body.subtracting(highlight)
    }

    /// A thick bar with square ends, from the bottom-left corner to the top-right.
    private static func diagonal(_ p: MaskPainter) -> Mask {
        let half = 118.0, thickness = 78.0
        let d = Point(x: 1, y: -1) * (1 / 2.0.squareRoot()), n = Point(x: 1, y: 1) * (1 / 2.0.squareRoot())
        return polygon([
            c - d * half - n * (thickness / 2), c + d * half - n * (thickness / 2),
            c + d * half + n * (thickness / 2), c - d * half + n * (thickness / 2),
        ], p)
    }

    /// Wider below than above, like a real egg standing on its broad end.
    private static func egg(_ p: MaskPainter) -> Mask {
        let points = (0..<240).map { k -> Point in
            let t = 2 * Double.pi * Double(k) / 240
            let widen = 1 + 0.13 * sin(t)           // sin > 0 is the lower half (y down)
            return Point(x: 128 + 84 * cos(t) * widen, y: 134 + 108 * sin(t))
        }
        return polygon(Outline.centred(points, on: c), p)
    }

    /// A disc whose rim is cut into ramps and drops, like a circular saw blade.
    private static func sawtoothCircle(_ p: MaskPainter) -> Mask {
        let teeth = 36, outer = 108.0, inner = 95.0
        var points: [Point] = []
        for k in 0..<teeth {
            let a0 = 2 * Double.pi * Double(k) / Double(teeth)
            let a1 = 2 * Double.pi * Double(k + 1) / Double(teeth)
            // Up the drop at a0, then a ramp (sampled, so it stays a curve) down to the next drop.
            for s in 0..<6 {
                let f = Double(s) / 6
                let a = a0 + (a1 - a0) * f
                let r = outer - (outer - inner) * f
                points.append(Point(x: c.x + r * cos(a), y: c.y + r * sin(a)))
            }
            let a = a1 - 1e-3
            points.append(Point(x: c.x + inner * cos(a), y: c.y + inner * sin(a)))
        }
        return polygon(points, p)
    }

    /// Two bars crossing on the diagonals (one star-shaped outline, so no seams).
    private static func cross(_ p: MaskPainter) -> Mask {
        let length = 116.0, half = 32.0
        var points: [Point] = []
        for arm in 0..<4 {
            let a = -Double.pi / 4 + Double.pi / 2 * Double(arm)
            let d = Point(x: cos(a), y: sin(a)), n = Point(x: -sin(a), y: cos(a))
            points.append(c + d * length - n * half)
            points.append(c + d * length + n * half)
            let b = a + Double.pi / 4
            points.append(c + Point(x: cos(b), y: sin(b)) * (half * 2.0.squareRoot()))
        }
        return polygon(points, p)
    }
}
