import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// The parameter-menu demo's photograph-like landscape: a late-afternoon sky over layered
/// mountain ranges, a lake reflecting them, a meadow and a line of conifers, drawn with
/// Flywheel's canvas at 2× and box-filtered down. 640×427 (3:2), the size it is shown at in the
/// default 800×600 window, so the filter works on the pixels seen. Every random choice comes
/// from a fixed-seed generator.
enum LandscapePicture {
    static let size = Size(width: 640, height: 427)
    private static let supersample = 2
    /// Where the lake's surface meets the far shore.
    private static let horizon = 262.0

    static func render() throws -> Bitmap {
        let renderer = try HeadlessRenderer(size: size, pixelScale: Double(supersample), background: .white)
        let c = renderer.canvas
        var random = SplitMix64(seed: 0x5061_7261_6D4D_656E)   // "ParamMen"
        c.beginFrame(clear: .white)
        drawSky(c)
        drawSun(c)
        drawClouds(c, &random)
        let ranges = mountainRanges(&random)
        for range in ranges { fillBetween(range.ridge, andY: horizon + 1, color: range.color, in: c) }
        drawLake(c, ranges: ranges)
        drawMeadow(c, &random)
        drawTrees(c, &random)
        c.endFrame()
        return Bitmap(renderer.snapshot()).boxDownsampled(by: supersample)
    }

    // MARK: Sky

    private static let skyTop = Color(red: 0.25, green: 0.45, blue: 0.78)
    private static let skyHorizon = Color(red: 0.98, green: 0.82, blue: 0.62)

    private static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
              blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    /// A vertical gradient in one-point bands, warm at the horizon.
    private static func drawSky(_ c: SDLCanvas) {
        for y in stride(from: 0.0, to: horizon, by: 1) {
            c.fillRect(Rect(x: 0, y: y, width: size.width, height: 1.01),
                       color: mix(skyTop, skyHorizon, pow(y / horizon, 1.6)))
        }
    }

    private static let sunCentre = Point(x: 468, y: 150)

    private static func drawSun(_ c: SDLCanvas) {
        for k in 0..<40 {
            let f = Double(k) / 40
            c.fillCircle(center: sunCentre, radius: 14 + 120 * pow(1 - f, 2), color: Color(red: 1, green: 0.93, blue: 0.75, alpha: 0.03))
        }
        c.fillCircle(center: sunCentre, radius: 15, color: Color(red: 1, green: 0.97, blue: 0.88))
    }

    /// Long flat streaks of cloud, each a few overlapping soft ellipses.
    private static func drawClouds(_ c: SDLCanvas, _ random: inout SplitMix64) {
        for _ in 0..<16 {
            let centre = Point(x: random.next(in: -40...680), y: random.next(in: 25...170))
            let length = random.next(in: 80...220)
            let warmth = centre.y / 170
            let tint = mix(Color(white: 1), Color(red: 1, green: 0.85, blue: 0.72), warmth)
            for _ in 0..<9 {
                let p = Point(x: centre.x + random.next(in: -0.5...0.5) * length, y: centre.y + random.next(in: -5...5))
                let w = length * random.next(in: 0.25...0.6), h = random.next(in: 6...16)
                for k in [1.0, 0.7, 0.45] {
                    c.fillEllipse(in: Rect(center: p, size: Size(width: w * k, height: h * k)), color: tint.withAlpha(0.13))
                }
            }
        }
    }

    // MARK: Mountains and lake

    /// Fills between a line through `points` (left to right) and the level `y`, one convex
    /// quad per segment (the canvas fills convex and star-shaped polygons only).
    private static func fillBetween(_ points: [Point], andY y: Double, color: Color, in c: SDLCanvas) {
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            c.fillPolygon([a, b, Point(x: b.x, y: y), Point(x: a.x, y: y)], color: color)
        }
    }

    private struct Range {
        var ridge: [Point]
        var color: Color
    }

    /// Three ranges, far (pale, hazy) to near (dark), each a ridge line of midpoint displacement
    /// closed down to the horizon.
    private static func mountainRanges(_ random: inout SplitMix64) -> [Range] {
        let specs: [(base: Double, height: Double, rough: Double, color: Color)] = [
            (horizon - 40, 130, 70, Color(red: 0.56, green: 0.60, blue: 0.72)),
            (horizon - 15, 95, 55, Color(red: 0.36, green: 0.42, blue: 0.52)),
            (horizon, 55, 35, Color(red: 0.20, green: 0.29, blue: 0.30)),
        ]
        return specs.map { spec in
            var heights = [Double](repeating: 0, count: 65)
            heights[0] = random.next(in: 0.2...0.8) * spec.height
            heights[64] = random.next(in: 0.2...0.8) * spec.height
            var step = 32, rough = spec.rough
            while step >= 1 {
                for i in stride(from: step, to: 64, by: 2 * step) {
                    let mid = (heights[i - step] + heights[i + step]) / 2
                    heights[i] = min(spec.height * 1.2, max(4, mid + random.next(in: -1...1) * rough))
                }
                step /= 2
                rough *= 0.55
            }
            let ridge = heights.enumerated().map { Point(x: Double($0.offset) * size.width / 64, y: spec.base - $0.element) }
            return Range(ridge: ridge, color: spec.color)
        }
    }

    /// Water below the horizon: a darker copy of the sky, the ranges mirrored and faded, and a
    /// few bright ripples under the sun.
    private static func drawLake(_ c: SDLCanvas, ranges: [Range]) {
        let bottom = 340.0
        for y in stride(from: horizon, to: bottom, by: 1) {
            let f = (y - horizon) / (bottom - horizon)
            c.fillRect(Rect(x: 0, y: y, width: size.width, height: 1.01),
                       color: mix(mix(skyHorizon, skyTop, 0.35), Color(red: 0.12, green: 0.22, blue: 0.35), f))
        }
        for range in ranges {
            let mirrored = range.ridge.map { Point(x: $0.x, y: horizon + (horizon - $0.y) * 0.8) }
            fillBetween(mirrored, andY: horizon, color: range.color.withAlpha(0.55), in: c)
        }
        var random = SplitMix64(seed: 0x5269_7070_6C65)   // "Ripple"
        for _ in 0..<60 {
            let y = random.next(in: (horizon + 3)...(horizon + 70))
            let spread = 10 + (y - horizon) * 0.5
            let x = sunCentre.x + random.next(in: -spread...spread)
            let w = random.next(in: 6...26)
            c.fillEllipse(in: Rect(center: Point(x: x, y: y), size: Size(width: w, height: 1.4)),
                          color: Color(red: 1, green: 0.93, blue: 0.78, alpha: random.next(in: 0.15...0.5)))
        }
    }

    // MARK: Foreground

    /// The meadow from the lake's near shore to the bottom: green darkening towards the viewer,
    /// with thousands of short grass strokes.
    private static func drawMeadow(_ c: SDLCanvas, _ random: inout SplitMix64) {
        var shore: [Point] = []
        for k in 0...32 {
            let x = Double(k) * size.width / 32
            shore.append(Point(x: x, y: 332 + 10 * sin(Double(k) * 0.7) + random.next(in: -3...3)))
        }
        fillBetween(shore, andY: size.height, color: Color(red: 0.36, green: 0.52, blue: 0.20), in: c)
        for y in stride(from: 330.0, to: size.height, by: 2) {
            let f = (y - 330) / (size.height - 330)
            c.fillRect(Rect(x: 0, y: max(y, 342), width: size.width, height: 2.01),
                       color: Color(red: 0.12, green: 0.22, blue: 0.06, alpha: 0.06 + 0.5 * f * f))
        }
        for _ in 0..<2600 {
            let x = random.next(in: 0...size.width), y = random.next(in: 345...size.height)
            let f = (y - 345) / (size.height - 345)
            let h = 2 + 9 * f * random.next(in: 0.5...1)
            let lean = random.next(in: -2...2)
            let g = random.next(in: 0.35...0.7)
            c.drawLine(from: Point(x: x, y: y), to: Point(x: x + lean, y: y - h),
                       color: Color(red: g * 0.55, green: g, blue: g * 0.3, alpha: 0.6), width: 0.8)
        }
        // Wild flowers: small warm dots.
        for _ in 0..<220 {
            let p = Point(x: random.next(in: 0...size.width), y: random.next(in: 350...size.height))
            let warm = random.unit() < 0.5 ? Color(red: 0.95, green: 0.85, blue: 0.25) : Color(red: 0.92, green: 0.45, blue: 0.55)
            c.fillCircle(center: p, radius: 0.8 + 1.2 * (p.y - 350) / 80, color: warm.withAlpha(0.85))
        }
    }

    /// Dark conifers along the far left and right shores: stacked triangles on a trunk.
    private static func drawTrees(_ c: SDLCanvas, _ random: inout SplitMix64) {
        let groups: [ClosedRange<Double>] = [0...150, 520...640]
        for group in groups {
            for _ in 0..<14 {
                let x = random.next(in: group)
                let base = 336 + random.next(in: -4...8)
                let h = random.next(in: 38...86)
                let w = h * random.next(in: 0.30...0.40)
                let shade = random.next(in: 0.08...0.16)
                let green = Color(red: shade * 0.7, green: shade + 0.12, blue: shade * 0.8)
                c.fillRect(Rect(x: x - 1.5, y: base - 8, width: 3, height: 8), color: Color(red: 0.25, green: 0.17, blue: 0.10))
                for tier in 0..<4 {
                    let top = base - h + Double(tier) * h * 0.2
                    let half = w / 2 * (0.45 + 0.2 * Double(tier))
                    let bottom = top + h * 0.42
                    c.fillPolygon([Point(x: x, y: top), Point(x: x + half, y: bottom), Point(x: x - half, y: bottom)], color: green)
                }
            }
        }
    }
}
