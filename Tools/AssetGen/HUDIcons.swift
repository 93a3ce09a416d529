import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// The HUD harness's template icons (spec §4.3), 256×256, black on transparent: our own
/// equivalents of the 12 SF Symbols it shows (outline and filled pairs), the "globe" centre
/// image and the "questionmark.circle.fill" centre image.
enum HUDIcons {
    static let side = 256
    static let itemNames = [
        "face.smiling", "face.smiling.fill", "face.dashed", "face.dashed.fill",
        "person.circle", "person.circle.fill", "person.crop.circle", "person.crop.circle.fill",
        "person", "person.fill", "person.2", "person.2.fill",
    ]

    private static let c = Point(x: 128, y: 128)
    private static let ink = Color.black
    /// The outer radius and line width of the circles the faces and circled persons sit in.
    private static let circleRadius = 106.0
    private static let stroke = 16.0

    /// The 12 items, in `itemNames` order.
    static func items(with p: MaskPainter) -> [(name: String, bitmap: Bitmap)] {
        itemNames.map { ($0, p.icon(item($0, p))) }
    }

    static func item(_ name: String, _ p: MaskPainter) -> Mask {
        switch name {
        case "face.smiling":
            return ring(p).union(faceFeatures(p, scale: 1))
        case "face.smiling.fill":
            return disc(circleRadius, p).subtracting(faceFeatures(p, scale: 1))
        case "face.dashed":
            return dashedRing(p).union(faceFeatures(p, scale: 1))
        case "face.dashed.fill":
            return dashedRing(p).union(disc(80, p).subtracting(faceFeatures(p, scale: 0.8)))
        case "person.circle":
            return ring(p).union(smallPerson.solid(p))
        case "person.circle.fill":
            return disc(circleRadius, p).subtracting(smallPerson.solid(p))
        case "person.crop.circle":
            return ring(p).union(croppedPerson.solid(p).intersecting(disc(circleRadius - stroke, p)))
        case "person.crop.circle.fill":
            return disc(circleRadius, p).subtracting(croppedPerson.solid(p).intersecting(disc(circleRadius - stroke, p)))
        case "person":
            return Person().outline(p, width: 15)
        case "person.fill":
            return Person().solid(p)
        case "person.2":
            return pairBack.outline(p, width: 15).subtracting(pairFront.solid(p, grow: 14))
                .union(pairFront.outline(p, width: 15))
        case "person.2.fill":
            return pairBack.solid(p).subtracting(pairFront.solid(p, grow: 14)).union(pairFront.solid(p))
        default:
            preconditionFailure("unknown HUD item \(name)")
        }
    }

    // MARK: Globe and question mark (centre images)

    /// A globe: outline, equator, two parallels, the central meridian and one pair of meridians.
    static func globe(_ p: MaskPainter) -> Bitmap {
        let radius = 104.0, line = 10.0
        let outline = p.paint { $0.fillRing(center: c, innerRadius: radius - 14, outerRadius: radius, color: ink) }
        let grid = p.paint {
            $0.fillRect(Rect(x: c.x - line / 2, y: c.y - radius, width: line, height: 2 * radius), color: ink)
            $0.strokeEllipse(in: Rect(center: c, size: Size(width: radius, height: 2 * radius)), color: ink, width: line)
            for dy in [-radius * 0.5, 0, radius * 0.5] {
                $0.fillRect(Rect(x: c.x - radius, y: c.y + dy - line / 2, width: 2 * radius, height: line), color: ink)
            }
        }
        return p.icon(outline.union(grid.intersecting(disc(radius - 7, p))))
    }

    /// A filled circle with a question mark (DejaVu Sans Bold) knocked out of it.
    static func questionMark(_ p: MaskPainter) -> Bitmap {
        let glyph = p.text("?", font: Generator.boldFont(size: 168), centeredAt: c)
        return p.icon(disc(circleRadius, p).subtracting(glyph))
    }

    // MARK: Pieces

    private static func disc(_ radius: Double, _ p: MaskPainter) -> Mask {
        p.paint { $0.fillCircle(center: c, radius: radius, color: ink) }
    }

    private static func ring(_ p: MaskPainter) -> Mask {
        p.paint { $0.fillRing(center: c, innerRadius: circleRadius - stroke, outerRadius: circleRadius, color: ink) }
    }

    /// The face outline broken into 16 round-ended dashes.
    private static func dashedRing(_ p: MaskPainter) -> Mask {
        let count = 16, mid = circleRadius - stroke / 2
        let period = 2 * Double.pi / Double(count)
        let arc = period * 0.62 - stroke / mid          // round caps add half a stroke at each end
        return p.paint {
            for k in 0..<count {
                let a0 = -Double.pi / 2 + period * Double(k) - arc / 2, a1 = a0 + arc
                $0.fillWedge(center: c, innerRadius: circleRadius - stroke, outerRadius: circleRadius,
                             startAngle: a0, endAngle: a1, color: ink)
                for a in [a0, a1] {
                    $0.fillCircle(center: Point(x: c.x + mid * cos(a), y: c.y + mid * sin(a)), radius: stroke / 2, color: ink)
                }
            }
        }
    }

    /// Eyes and a smile, scaled about the centre.
    private static func faceFeatures(_ p: MaskPainter, scale k: Double) -> Mask {
        p.paint {
            $0.pushTransform(Transform(translationX: -c.x, y: -c.y)
                .concatenating(Transform(scaleX: k, y: k)).concatenating(Transform(translationX: c.x, y: c.y)))
            for dx in [-36.0, 36.0] {
                $0.fillEllipse(in: Rect(center: Point(x: c.x + dx, y: 98), size: Size(width: 26, height: 38)), color: ink)
            }
            let mouth = Point(x: c.x, y: 130), inner = 48.0, outer = 64.0
            let a0 = Double.pi * 0.2, a1 = Double.pi * 0.8
            $0.fillWedge(center: mouth, innerRadius: inner, outerRadius: outer, startAngle: a0, endAngle: a1, color: ink)
            for a in [a0, a1] {
                let r = (inner + outer) / 2
                $0.fillCircle(center: Point(x: mouth.x + r * cos(a), y: mouth.y + r * sin(a)),
                              radius: (outer - inner) / 2, color: ink)
            }
            $0.popTransform()
        }
    }

    // MARK: People

    /// A head-and-shoulders figure designed at full icon size, placed by a scale about the
    /// icon centre and an offset.
    struct Person {
        var scale = 1.0
        var offset = Point(x: 0, y: 0)

        static let head = Point(x: 128, y: 80)
        static let headRadius = 45.0
        /// The shoulders: the top of this ellipse, cut flat at `bodyBottom`.
        static let shoulders = Rect(x: 46, y: 138, width: 164, height: 170)
        static let bodyBottom = 226.0
        static let bodyCorner = 24.0

        private var transform: Transform {
            Transform(translationX: -128, y: -128).concatenating(Transform(scaleX: scale, y: scale))
                .concatenating(Transform(translationX: 128 + offset.x, y: 128 + offset.y))
        }

        /// The filled figure, grown outwards by `grow` (negative shrinks it).
        func solid(_ p: MaskPainter, grow: Double = 0) -> Mask {
            let head = p.paint { c in
                c.pushTransform(transform)
                c.fillCircle(center: Person.head, radius: Person.headRadius + grow, color: ink)
                c.popTransform()
            }
            let s = Person.shoulders.insetBy(dx: -grow, dy: -grow)
            let dome = p.paint { c in
                c.pushTransform(transform)
                c.fillEllipse(in: s, color: ink)
                c.popTransform()
            }
            let base = p.paint { c in
                c.pushTransform(transform)
                c.fillRoundedRect(Rect(x: s.minX, y: s.minY, width: s.width, height: Person.bodyBottom + grow - s.minY),
                                  radius: max(2, Person.bodyCorner + grow), color: ink)
                c.popTransform()
            }
            return head.union(dome.intersecting(base))
        }

        /// The figure drawn as lines `width` wide along the inside of its outline.
        func outline(_ p: MaskPainter, width: Double) -> Mask {
            solid(p).subtracting(solid(p, grow: -width))
        }
    }

    /// The person in `person.circle`: small and whole, inside the ring.
    private static let smallPerson = Person(scale: 0.56, offset: Point(x: 0, y: 0))
    /// The person in `person.crop.circle`: large, its shoulders cut off by the ring.
    private static let croppedPerson = Person(scale: 0.74, offset: Point(x: 0, y: 24))
    /// `person.2`: the front figure, and the one standing behind it to the right.
    private static let pairFront = Person(scale: 0.8, offset: Point(x: -30, y: 18))
    private static let pairBack = Person(scale: 0.66, offset: Point(x: 52, y: -12))
}
