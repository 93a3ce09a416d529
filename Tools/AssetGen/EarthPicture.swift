import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// The HUD harness's full-window background (spec §4.3: the original used a 1500×983 NASA
/// photo of Earth from orbit, which we cannot ship): a starfield over the curved limb of a blue
/// planet with cloud streaks and an atmosphere glow, drawn with Flywheel's canvas at 2× and
/// box-filtered down. Every random choice comes from a fixed-seed generator.
enum EarthPicture {
    static let size = Size(width: 1500, height: 983)
    private static let supersample = 2

    /// The planet: a huge disc whose top edge arcs across the lower part of the picture.
    private static let centre = Point(x: 930, y: 2043)
    private static let radius = 1420.0

    static func render() throws -> Bitmap {
        let renderer = try HeadlessRenderer(size: size, pixelScale: Double(supersample), background: space)
        let canvas = renderer.canvas
        var random = SplitMix64(seed: 0x466C_7977_6865_656C)   // "Flywheel"
        canvas.beginFrame(clear: space)
        drawStars(canvas, &random)
        drawAtmosphereGlow(canvas)
        drawSurface(canvas)
        drawClouds(canvas, &random)
        drawLimb(canvas)
        drawSunrise(canvas)
        canvas.endFrame()
        return Bitmap(renderer.snapshot()).boxDownsampled(by: supersample)
    }

    private static let space = Color(red: 0.004, green: 0.008, blue: 0.024)
    private static let ocean = Color(red: 0.02, green: 0.13, blue: 0.38)
    private static let haze = Color(red: 0.42, green: 0.68, blue: 1.0)

    /// Position on the planet: `angle` around the centre (screen convention), `depth` in from the limb.
    private static func planetPoint(angle: Double, depth: Double) -> Point {
        let r = radius - depth
        return Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
    }

    // MARK: Layers, back to front

    private static func drawStars(_ c: SDLCanvas, _ random: inout SplitMix64) {
        let tints = [Color.white, Color(red: 0.80, green: 0.87, blue: 1.0), Color(red: 1.0, green: 0.93, blue: 0.82)]
        for _ in 0..<560 {
            let p = Point(x: random.next(in: 0...size.width), y: random.next(in: 0...size.height))
            let distance = p.distance(to: centre)
            guard distance > radius + 12 else { _ = random.next(); _ = random.next(); _ = random.next(); continue }
            let u = random.next(in: 0...1)
            let r = 0.45 + 1.25 * pow(u, 7)
            // Stars fade into the atmosphere's glow near the limb.
            let fade = min(1, (distance - radius) / 160)
            let alpha = random.next(in: 0.3...1) * fade
            let tint = tints[Int(random.next(in: 0...2.999))]
            if r > 1.1 {
                c.fillCircle(center: p, radius: r * 3.2, color: tint.withAlpha(0.07 * alpha))
            }
            c.fillCircle(center: p, radius: r, color: tint.withAlpha(alpha))
        }
    }

    /// Nested rings outside the limb, each adding a little light, so the glow fades outwards.
    private static func drawAtmosphereGlow(_ c: SDLCanvas) {
        let steps = 48, reach = 90.0
        for k in 0..<steps {
            let f = Double(k) / Double(steps)
            c.fillRing(center: centre, innerRadius: radius - 4, outerRadius: radius + reach * pow(1 - f, 2.2),
                       color: haze.withAlpha(0.032))
        }
    }

    /// The ocean, lightened towards the limb by the atmosphere seen edge-on.
    private static func drawSurface(_ c: SDLCanvas) {
        c.fillCircle(center: centre, radius: radius, color: ocean)
        let steps = 40, depth = 420.0
        for k in 0..<steps {
            let f = Double(k) / Double(steps)
            c.fillRing(center: centre, innerRadius: radius - depth * pow(1 - f, 2.2), outerRadius: radius,
                       color: haze.withAlpha(0.022))
        }
    }

    /// Streaks of cloud, flattened more the nearer they lie to the limb (a sphere seen from above).
    private static func drawClouds(_ c: SDLCanvas, _ random: inout SplitMix64) {
        for _ in 0..<110 {
            let angle = random.next(in: (-0.74 * Double.pi)...(-0.35 * Double.pi))
            let depth = 8 + 430 * pow(random.next(in: 0...1), 1.4)
            let puffs = 8 + Int(random.next(in: 0...14))
            let length = random.next(in: 30...150)
            let thickness = random.next(in: 8...34)
            let alpha = random.next(in: 0.10...0.32)
            for _ in 0..<puffs {
                let along = random.next(in: -1...1) * length / radius
                let across = random.next(in: -1...1) * thickness * 0.8
                let a = angle + along, d = depth + across
                let rho = (radius - d) / radius
                let flatten = max(0.12, (1 - rho * rho).squareRoot())
                let w = length * random.next(in: 0.35...0.8), h = thickness * random.next(in: 0.5...1) * flatten
                guard d - h / 2 > 3 else { continue }    // stay inside the disc
                let p = planetPoint(angle: a, depth: d)
                c.pushTransform(Transform(rotation: a + Double.pi / 2).concatenating(Transform(translationX: p.x, y: p.y)))
                // Three nested ellipses make a puff with a soft edge and a denser middle.
                for k in [1.0, 0.72, 0.44] {
                    c.fillEllipse(in: Rect(center: .zero, size: Size(width: w * k, height: h * k)),
                                  color: Color.white.withAlpha(alpha * 0.42))
                }
                c.popTransform()
            }
        }
    }

    /// The thin bright line where the atmosphere is seen edge-on.
    private static func drawLimb(_ c: SDLCanvas) {
        c.fillRing(center: centre, innerRadius: radius - 7, outerRadius: radius + 1.5,
                   color: Color(red: 0.55, green: 0.80, blue: 1.0).withAlpha(0.45))
        c.fillRing(center: centre, innerRadius: radius - 2.5, outerRadius: radius + 1,
                   color: Color(red: 0.80, green: 0.93, blue: 1.0).withAlpha(0.75))
    }

    /// The sun just rising over the limb on the right: a small hot core, a flare along the
    /// limb and a wide soft glare. Pure white only: accumulating many faint layers of a tinted
    /// colour in 8 bits drifts towards red.
    private static func drawSunrise(_ c: SDLCanvas) {
        let angle = -0.385 * Double.pi
        let sun = planetPoint(angle: angle, depth: -2)
        let steps = 90
        for k in 0..<steps {
            let f = Double(k) / Double(steps)
            c.fillCircle(center: sun, radius: 3 + 250 * pow(1 - f, 3), color: Color.white.withAlpha(0.012))
        }
        // The flare follows the limb: thin arcs centred on the sun, longer and fainter outwards.
        for k in 0..<40 {
            let f = Double(k) / 40
            let half = 0.004 + 0.16 * pow(1 - f, 2.5), thick = 1.5 + 9 * (1 - f)
            c.fillWedge(center: centre, innerRadius: radius - thick, outerRadius: radius + thick,
                        startAngle: angle - half, endAngle: angle + half, color: Color.white.withAlpha(0.04))
        }
        for k in 0..<8 {
            c.fillCircle(center: sun, radius: 8 - 0.75 * Double(k), color: Color.white.withAlpha(0.3))
        }
    }
}
