import Foundation

/// Android's fling curve (View `OverScroller`/`Scroller`, Jetpack Compose's `SplineBasedDecay`,
/// Flutter's `ClampingScrollSimulation`), rebuilt from its published formulas.
///
/// Units are points and seconds, with one point taken as one Android density-independent pixel
/// (dp, 1/160 inch). Android works in pixels with a physical coefficient of
/// `g · 39.37 in/m · (160 · density) ppi · 0.84`; the density multiplies the pixel speed and the
/// coefficient alike, so in dp the curve does not depend on it (`distance(velocity:density:)`
/// takes one to show that). With `fc = scrollFriction · coefficient` and
/// `l = ln(inflexion · |v| / fc)`:
///
///     distance D = fc · e^(DR/(DR-1) · l)          (DR = decelerationRate = ln 0.78 / ln 0.9)
///     duration T = e^(l/(DR-1)) seconds
///
/// and `D / T = inflexion · |v|`. Position over time is `D · P(t/T)`, where `P` is read by
/// straight lines between the 101 samples of the cubic Bézier from (0, 0) through
/// (inflexion · startTension, startTension) and (1 - endTension · (1 - inflexion), 1) to (1, 1),
/// tabulated at even steps of time as Android tabulates it.
///
/// ```swift
/// let android = AndroidSpline.android
/// android.distance(velocity: 1000)   // 194.3… points
/// android.duration(velocity: 1000)   // 0.555… s
/// ```
public struct AndroidSpline: Sendable, Equatable {
    /// The exponent constant `DR` (Android: ln 0.78 / ln 0.9 = 2.358…), > 1.
    public var decelerationRate: Double
    /// The time fraction at the curve's inflexion (Android: 0.35), in 0…1.
    public var inflexion: Double
    /// Tension at the start of the spline (Android: 0.5).
    public var startTension: Double
    /// Tension at the end of the spline (Android: 1.0).
    public var endTension: Double
    /// `ViewConfiguration.getScrollFriction()` (Android: 0.015).
    public var scrollFriction: Double

    /// Android's constants.
    public static let android = AndroidSpline(
        decelerationRate: log(0.78) / log(0.9), inflexion: 0.35, startTension: 0.5, endTension: 1,
        scrollFriction: 0.015)

    /// Standard gravity, m/s² (Android's `SensorManager.GRAVITY_EARTH`).
    public static let gravity = 9.80665

    /// A spline with these constants.
    public init(
        decelerationRate: Double, inflexion: Double, startTension: Double, endTension: Double,
        scrollFriction: Double
    ) {
        self.decelerationRate = decelerationRate
        self.inflexion = inflexion
        self.startTension = startTension
        self.endTension = endTension
        self.scrollFriction = scrollFriction
    }

    /// Android's physical coefficient in pixels/s² for `density` pixels per dp:
    /// `g · 39.37 · 160 · density · 0.84`.
    public static func physicalCoefficient(density: Double) -> Double {
        gravity * 39.37 * 160 * density * 0.84
    }

    /// `ln(inflexion · |v| / (friction · coefficient))`, with v in pixels/s.
    private func splineDeceleration(pixelsPerSecond v: Double, density: Double) -> Double {
        log(inflexion * abs(v) / (scrollFriction * Self.physicalCoefficient(density: density)))
    }

    /// Points a fling released at `velocity` points/s travels (0 for no speed). `density` (pixels
    /// per point) is Android's; the result in points is the same for any.
    public func distance(velocity: Double, density: Double = 1) -> Double {
        guard velocity != 0, velocity.isFinite else { return 0 }
        let l = splineDeceleration(pixelsPerSecond: velocity * density, density: density)
        let pixels =
            scrollFriction * Self.physicalCoefficient(density: density)
            * exp(decelerationRate / (decelerationRate - 1) * l)
        return pixels / density
    }

    /// Seconds a fling released at `velocity` points/s lasts (0 for no speed).
    public func duration(velocity: Double, density: Double = 1) -> Double {
        guard velocity != 0, velocity.isFinite else { return 0 }
        return exp(splineDeceleration(pixelsPerSecond: velocity * density, density: density) / (decelerationRate - 1))
    }

    /// The release speed (points/s, ≥ 0) whose fling travels `distance` points: the inverse of
    /// `distance(velocity:)`.
    public func velocity(forDistance distance: Double) -> Double {
        guard distance > 0, distance.isFinite else { return 0 }
        let fc = scrollFriction * Self.physicalCoefficient(density: 1)
        let l = log(distance / fc) * (decelerationRate - 1) / decelerationRate
        return fc * exp(l) / inflexion
    }

    /// Samples of the distance fraction at times 0, 0.01, …, 1 of the duration.
    public var table: SplineTable {
        self.startTension == Self.android.startTension && endTension == Self.android.endTension
            && inflexion == Self.android.inflexion
            ? Self.androidTable : SplineTable(spline: self)
    }

    private static let androidTable = SplineTable(spline: .android)
}

/// Android's spline as a table: the distance fraction at 101 evenly spaced time fractions, found
/// on the Bézier curve by bisection (to 1e-9 of the time fraction; Android stops at 1e-5 in
/// single precision, a difference below 1e-5 of the distance).
///
/// ```swift
/// let table = AndroidSpline.android.table
/// table.fraction(at: 0.5)      // ≈ 0.92: most of the way is covered in the first half
/// ```
public struct SplineTable: Sendable, Equatable {
    /// Intervals in the table (Android: 100).
    public static let intervals = 100
    /// The distance fraction at time fractions `i / intervals`; the first is 0, the last 1.
    public let fractions: [Double]

    /// The table of `spline`'s curve.
    public init(spline: AndroidSpline) {
        let p1 = spline.startTension * spline.inflexion
        let p2 = 1 - spline.endTension * (1 - spline.inflexion)
        var values = [Double](repeating: 0, count: Self.intervals + 1)
        for i in 1..<Self.intervals {
            let alpha = Double(i) / Double(Self.intervals)
            var low = 0.0, high = 1.0, x = 0.5
            for _ in 0..<60 {
                x = (low + high) / 2
                let time = 3 * x * (1 - x) * ((1 - x) * p1 + x * p2) + x * x * x
                if abs(time - alpha) < 1e-9 { break }
                if time > alpha { high = x } else { low = x }
            }
            values[i] = 3 * x * (1 - x) * ((1 - x) * spline.startTension + x) + x * x * x
        }
        values[Self.intervals] = 1
        fractions = values
    }

    /// The distance fraction at time fraction `u` (clamped to 0…1), straight between samples.
    @inlinable
    public func fraction(at u: Double) -> Double {
        let scaled = min(max(u, 0), 1) * Double(Self.intervals)
        let index = min(Int(scaled), Self.intervals - 1)
        let (a, b) = (fractions[index], fractions[index + 1])
        return a + (scaled - Double(index)) * (b - a)
    }

    /// The slope of the distance fraction per unit time fraction at `u` (0 after the end).
    @inlinable
    public func slope(at u: Double) -> Double {
        guard u < 1 else { return 0 }
        let index = min(Int(max(u, 0) * Double(Self.intervals)), Self.intervals - 1)
        return (fractions[index + 1] - fractions[index]) * Double(Self.intervals)
    }
}

/// One coast along Android's spline, in the caller's units (the wheel's items): from
/// `startPosition`, `distance` (signed) over `duration` seconds, at rest on arrival.
///
/// ```swift
/// let coast = SplineCoast(from: 0, velocity: 10, spline: .android, pointsPerItem: 100)
/// coast.position(at: coast.duration)    // coast.endPosition, where it stops
/// ```
public struct SplineCoast: Sendable, Equatable {
    /// Position at time 0.
    public let startPosition: Double
    /// Where it stops (exactly; the curve is `startPosition + distance · fraction`).
    public let endPosition: Double
    /// Signed distance to the end.
    public let distance: Double
    /// Seconds until it stops.
    public let duration: Double
    /// The curve's samples.
    public let table: SplineTable

    /// The fling released at `velocity` (units/s) when one unit is `pointsPerItem` points.
    public init(from position: Double, velocity: Double, spline: AndroidSpline, pointsPerItem: Double) {
        let points = velocity * pointsPerItem
        startPosition = position
        distance = (velocity < 0 ? -1 : 1) * spline.distance(velocity: points) / pointsPerItem
        endPosition = position + distance
        duration = spline.duration(velocity: points)
        table = spline.table
    }

    /// The fling from `position` that stops exactly on `end`: Android's curve of the release
    /// speed whose fling travels that far.
    public init(from position: Double, to end: Double, spline: AndroidSpline, pointsPerItem: Double) {
        startPosition = position
        endPosition = end
        distance = end - position
        duration = spline.duration(velocity: spline.velocity(forDistance: abs(distance) * pointsPerItem))
        table = spline.table
    }

    /// Position `t` seconds after release.
    @inlinable
    public func position(at t: Double) -> Double {
        guard t < duration else { return endPosition }
        return startPosition + distance * table.fraction(at: t / duration)
    }

    /// Velocity `t` seconds after release (0 from `duration` on).
    @inlinable
    public func velocity(at t: Double) -> Double {
        guard duration > 0 else { return 0 }
        return distance / duration * table.slope(at: t / duration)
    }
}
