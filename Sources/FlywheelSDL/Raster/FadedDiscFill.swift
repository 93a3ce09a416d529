import FlywheelCore
import FlywheelUI

/// Blends a disc whose opacity follows an `AngularFade` straight into a 32-bit ARGB pixel buffer
/// — the software renderer's conic gradient (the spinner ring's background).
///
/// Every pixel is worked out from its own place: its direction from the centre gives the fade
/// (a polynomial arctangent, within 1e-5 radians, at every eighth pixel of the row and linear
/// between), its distance the rim's anti-aliasing (coverage = radius + ½ − distance of the
/// pixel's centre, clamped to 0…1). So a pixel comes out the same whichever rectangle of the
/// frame is being redrawn, and a disc that does not move needs no redrawing when what is on it
/// turns.
///
/// ```swift
/// let disc = FadedDiscFill(center: Point(x: 200, y: 200), radius: 150, upAngle: 0, mirrored: false,
///                          fade: .spinnerRing, color: (255, 255, 0, 1))
/// var scratch: [Float] = []
/// disc.fill(into: pixels, pitch: width, clip: (0, 0, width, height), anchors: &scratch)
/// ```
struct FadedDiscFill {
    /// Centre and radius in device pixels.
    let cx: Double, cy: Double, radius: Double
    /// The device angle (clockwise from the target's up, −π…π) of the fade's 12 o'clock.
    let upAngle: Double
    /// True when the transform mirrors: the fade then runs counter-clockwise on screen.
    let mirrored: Bool
    let fade: AngularFade
    /// Straight-alpha colour: r, g, b 0–255, a 0–1 (the canvas' alpha already in it).
    let color: (r: UInt32, g: UInt32, b: UInt32, a: Double)

    init(
        center: Point, radius: Double, upAngle: Double, mirrored: Bool, fade: AngularFade,
        color: (r: UInt32, g: UInt32, b: UInt32, a: Double)
    ) {
        cx = center.x
        cy = center.y
        self.radius = radius
        self.upAngle = upAngle
        self.mirrored = mirrored
        self.fade = fade
        self.color = color
    }

    /// Pixels per stretch whose fade is interpolated between its ends (see `fill`). Computed,
    /// so the compiler sees a constant (a division by it is a shift).
    static var stretch: Int { 8 }

    /// Blends the disc into `pixels` (ARGB8888, `pitch` pixels per row) inside x0..<x1, y0..<y1.
    /// `anchors` is scratch space, kept by the caller so a frame allocates nothing.
    ///
    /// The fade is worked out exactly at every eighth pixel of a row (counted from the target's
    /// left edge, whatever the clip) and linearly in between: an arctangent per pixel cost
    /// several times what blending does. The fade is continuous round the circle, so the line
    /// between two of its values stays within a level or two of it from 30 px out, except
    /// where it cuts the corner of a stop (22 levels low on the 0° peak 30 px from the centre,
    /// less further out).
    /// A row's anchors are worked out first, together (they do not wait on one another), then
    /// blended eight pixels at a time inside the rim.
    func fill(
        into pixels: UnsafeMutablePointer<UInt32>, pitch: Int, clip: (x0: Int, y0: Int, x1: Int, y1: Int),
        anchors: inout [Float]
    ) {
        guard radius > 0, radius.isFinite, cx.isFinite, cy.isFinite, color.a > 0 else { return }
        let outer = radius + 0.5, inner = radius - 0.5
        let y0 = max(clip.y0, Int(saturating: (cy - outer).rounded(.down))),
            y1 = min(clip.y1, Int(saturating: (cy + outer).rounded(.up)))
        guard y1 > y0, clip.x0 >= 0 else { return }
        let packed = FixedPointColor(r: color.r, g: color.g, b: color.b)
        let alpha256 = Float(color.a * 256)
        let n = Self.stretch
        let widest = (min(clip.x1, Int(saturating: (cx + outer).rounded(.up)) + 1) - max(0, clip.x0)) / n + 3
        if anchors.count < widest { anchors.append(contentsOf: repeatElement(0, count: widest - anchors.count)) }
        fade.stops.withUnsafeBufferPointer { stops in
            anchors.withUnsafeMutableBufferPointer { anchorBuffer in
                let anchor = anchorBuffer.baseAddress!
                for y in y0..<y1 {
                    let dy = Double(y) + 0.5 - cy
                    let outerSquared = outer * outer - dy * dy
                    guard outerSquared > 0 else { continue }
                    let half = outerSquared.squareRoot()
                    let innerHalf =
                        inner > 0 && inner * inner > dy * dy ? (inner * inner - dy * dy).squareRoot() : -1
                    let x0 = max(clip.x0, Int(saturating: (cx - half - 0.5).rounded(.down)))
                    let x1 = min(clip.x1, Int(saturating: (cx + half + 0.5).rounded(.up)))
                    guard x1 > x0 else { continue }
                    let first = x0 - x0 % n
                    let count = (x1 - 1 - first) / n + 2
                    for k in 0..<count {
                        anchor[k] = Float(opacity(dx: Double(first + k * n) + 0.5 - cx, dy: dy, stops))
                    }
                    let row = pixels + y * pitch
                    var x = x0
                    while x < x1 {
                        let k = (x - first) / n
                        let start = first + k * n
                        let left = anchor[k]
                        let step = (anchor[k + 1] - left) * (1 / Float(n))
                        let end = min(start + n, x1)
                        if Self.blendsEightAtOnce, x == start, end == start + n,
                            Double(start) + 0.5 - cx >= -innerHalf,
                            Double(end) - 0.5 - cx <= innerHalf
                        {
                            // A whole stretch inside the rim: eight pixels at once, the same values.
                            Self.blendStretch(row + x, left: left, step: step, alpha256: alpha256, packed)
                            x = end
                            continue
                        }
                        while x < end {
                            let dx = Double(x) + 0.5 - cx
                            var coverage: Float = 1
                            if abs(dx) > innerHalf {
                                coverage = Float(min(1, outer - (dx * dx + dy * dy).squareRoot()))
                            }
                            let weight = Self.weight(coverage * ((left + step * Float(x - start)) * alpha256))
                            if weight > 0 {
                                row[x] = weight == 256 ? packed.opaque : packed.weighted(weight).over(row[x])
                            }
                            x += 1
                        }
                    }
                }
            }
        }
    }

    /// Whether whole stretches inside the rim go through `blendStretch`. Not in debug builds:
    /// unoptimised, the generic SIMD code costs about six times the per-pixel loop (291 ms
    /// against 49 ms for a 1,007-px disc), which the tests and the fuzzer draw thousands of
    /// times. Both give the same pixels (`FadedDiscStretchTests`), so only the time differs.
    #if DEBUG
        static let blendsEightAtOnce = false
    #else
        static let blendsEightAtOnce = true
    #endif

    /// Eight pixels inside the rim, opacity `left + step·k` for the k-th: what the per-pixel
    /// path gives them (the same Float operations, and `FixedPointColor`'s blend lane by lane).
    ///
    /// The blend runs in 16-bit lanes, two a pixel (blue and red, green and alpha): a channel
    /// (≤ 255) times `256 − weight` plus the paint's channel times `weight` plus 128 is at most
    /// 65,408, so nothing carries between the halves of `FixedPointColor`'s 32-bit sums and the
    /// results are the same bits; 16-bit multiplies are one instruction for eight lanes on any
    /// x86-64 (SSE2), where 32-bit ones are emulated without SSE4.1.
    @inline(__always)
    static func blendStretch(
        _ dst: UnsafeMutablePointer<UInt32>, left: Float, step: Float, alpha256: Float, _ packed: FixedPointColor
    ) {
        let k = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
        // Within −0.5…256.5 (opacities and alpha are 0…1) rounding needs no clamp: `weight`'s
        // clamp changes nothing there.
        let level = (SIMD8<Float>(repeating: left) + SIMD8<Float>(repeating: step) * k) * alpha256
        let weight = unsafeBitCast(level + Self.roundingShift, to: SIMD8<UInt32>.self) & 0x1FF
        let weights = unsafeBitCast(weight | weight &<< 16, to: SIMD16<UInt16>.self)
        let keep = SIMD16<UInt16>(repeating: 256) &- weights
        let rb = unsafeBitCast(SIMD8<UInt32>(repeating: packed.rb), to: SIMD16<UInt16>.self) &* weights &+ 0x0080
        let ag = unsafeBitCast(SIMD8<UInt32>(repeating: packed.ag), to: SIMD16<UInt16>.self) &* weights &+ 0x0080
        let raw = UnsafeMutableRawPointer(dst)
        let p = raw.loadUnaligned(as: SIMD8<UInt32>.self)
        let blueRed = unsafeBitCast(p & 0x00FF_00FF, to: SIMD16<UInt16>.self)
        let greenAlpha = unsafeBitCast((p &>> 8) & 0x00FF_00FF, to: SIMD16<UInt16>.self)
        let outRB = (blueRed &* keep &+ rb) &>> 8
        let outAG = (greenAlpha &* keep &+ ag) & 0xFF00
        raw.storeBytes(of: unsafeBitCast(outAG | outRB, to: SIMD8<UInt32>.self), as: SIMD8<UInt32>.self)
    }

    /// Added to a Float in 0…256, leaves it rounded to a whole number in the low bits of its
    /// significand (2²³: one unit in the last place is 1) — a rounding SIMD lanes do as cheaply.
    static let roundingShift: Float = 8_388_608

    /// A pixel's blend weight (0–256) for `level` (256 = opaque), rounded to the nearest.
    @inline(__always)
    static func weight(_ level: Float) -> UInt32 {
        (min(256, max(0, level)) + roundingShift).bitPattern & 0x1FF
    }

    /// The fade's opacity at the pixel (dx, dy) from the centre.
    @inline(__always)
    private func opacity(dx: Double, dy: Double, _ stops: UnsafeBufferPointer<Double>) -> Double {
        // Both angles are within −π…π: one turn added or taken brings the difference into 0..<1.
        var turns = (FadedDiscFill.clockwiseAngle(dx: dx, dy: dy) - upAngle) * (0.5 / Double.pi)
        if mirrored { turns = -turns }
        if turns < 0 { turns += 1 }
        if turns >= 1 { turns -= 1 }
        let s = turns * Double(stops.count - 1)
        let i = min(Int(saturating: s), stops.count - 2)
        return stops[i] + (stops[i + 1] - stops[i]) * (s - Double(i))
    }

    /// The angle of (dx, dy) clockwise from up (−y), in −π…π: atan2(dx, −dy) from an odd
    /// polynomial for the arctangent of the smaller over the larger component.
    @inline(__always)
    static func clockwiseAngle(dx: Double, dy: Double) -> Double {
        let u = -dy, v = dx
        let au = abs(u), av = abs(v)
        let big = max(au, av)
        guard big > 0 else { return 0 }
        let t = min(au, av) / big
        let s = t * t
        var a = ((((0.020_835_1 * s - 0.085_133) * s + 0.180_141) * s - 0.330_299_5) * s + 0.999_866) * t
        if av > au { a = Double.pi / 2 - a }
        if u < 0 { a = Double.pi - a }
        return v < 0 ? -a : a
    }
}
